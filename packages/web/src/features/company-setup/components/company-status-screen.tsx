import type { CompanySetup } from '@facturar/contracts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import PendingOutlined from '@mui/icons-material/PendingOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { KeyValueTable } from '#web/components/key-value-table.tsx';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { PacConnectionPanel } from '#web/features/company-admin/index.ts';
import {
  affiliationStatusLabel,
  managedByThePac,
  companySetupQueryOptions,
  qrStatusLabel,
} from '#web/features/pac-affiliation/index.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';

/** Spec 000 §4 'Logo status': complete when both logos exist. */
export function logoStatusLabel(company: Pick<CompanySetup, 'logo' | 'logoCafe'>): 'Completo' | 'Pendiente' {
  return company.logo && company.logoCafe ? 'Completo' : 'Pendiente';
}

function StatusRow({ label, value, isDone }: { label: string; value: string; isDone: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography>{label}</Typography>
      <Chip
        label={value}
        color={isDone ? 'success' : 'warning'}
        icon={isDone ? <CheckCircleOutline /> : <PendingOutlined />}
        aria-label={`${label}: ${value}`}
      />
    </Stack>
  );
}

/** IEM 'Información de la Empresa' (spec 000 §2): the company's data and the status of its set-up. */
export function CompanyStatusScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const query = useQuery(companySetupQueryOptions(http, claims.ruc));
  if (query.isPending) return <PageSpinner label="Cargando datos de la empresa" />;
  if (query.isError) {
    return (
      <Alert severity="error" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  const company = query.data;
  const data: [string, string][] = [
    ['RUC', company.idEmpresa],
    ['Dígito verificador', company.digitoVerificador],
    ['Razón social', company.razonSocialempresa],
    ['Tipo de contribuyente', company.tipoContribuyente === 1 ? 'Persona natural' : 'Persona jurídica'],
    ['Dirección', company.direccion ?? ''],
    ['Correo principal', company.correoPrincipal],
    ['Teléfono principal', company.telefonoPrincipal ?? ''],
  ];
  const affiliation = affiliationStatusLabel(company.estadoAfiliacionPac);
  const qr = qrStatusLabel(company.estadoCodigoSeguridadQr);
  const logos = logoStatusLabel(company);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Paper variant="outlined" component="section" aria-label={resource.titlePage} sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {resource.titlePage}
        </Typography>
        <KeyValueTable label="Datos de la empresa" rows={data} />
      </Paper>
      <Paper variant="outlined" component="section" aria-label="Estado de la empresa" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Estado de la empresa
        </Typography>
        <Stack spacing={1.5}>
          <StatusRow
            label="Afiliación al PAC"
            value={company.pacFirma ? managedByThePac : affiliation}
            isDone={
              company.pacFirma || company.estadoAfiliacionPac === 1 || company.estadoAfiliacionPac === 2
            }
          />
          <StatusRow
            label="Código de seguridad QR"
            value={company.pacFirma ? managedByThePac : qr}
            isDone={company.pacFirma || company.estadoCodigoSeguridadQr === 1}
          />
          <StatusRow label="Logos" value={logos} isDone={logos === 'Completo'} />
        </Stack>
      </Paper>
      {claims.adm && <PacConnectionPanel ruc={claims.ruc} />}
    </Stack>
  );
}
