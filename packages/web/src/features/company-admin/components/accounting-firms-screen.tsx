import type { AccountingFirm } from '@facturar/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { dataTableLabels, PlainTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { formatAvailableVouchers } from '#web/lib/amount-format.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { accountingFirmsQueryOptions } from '../api/company-admin-api.ts';
import { listNetworkMessage } from '#web/lib/list-messages.ts';
import { ScreenSection } from '#web/components/screen-section.tsx';

const companyColumns: readonly DataTableColumn<AccountingFirm['empresas'][number]>[] = [
  { key: 'ruc', header: 'RUC', render: (company) => company.idEmpresa },
  { key: 'nombre', header: 'Razón Social/Nombres', render: (company) => company.razonSocialempresa },
  {
    key: 'emitidos',
    header: 'Comp. Emitidos',
    render: (company) => company.comprobantesUtilizados,
    align: 'right',
  },
  {
    key: 'disponibles',
    header: '# Comp. Disponibles',
    render: (company) => formatAvailableVouchers(company.comprobantesDisponibles),
    align: 'right',
  },
];

/**
 * ACT 'Contadores' (docs/decisions/0040): each accounting firm with its companies, how many vouchers they
 * issued and how many they have left.
 */
export function AccountingFirmsScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const firms = useQuery(accountingFirmsQueryOptions(http));
  return (
    <ScreenSection title={resource.titlePage}>
      {firms.isFetching && <LinearProgress />}
      {firms.isError && <Alert severity="error">{listNetworkMessage}</Alert>}
      {firms.data?.length === 0 && <Alert severity="info">{dataTableLabels.empty}</Alert>}
      {firms.data?.map((firm) => (
        <Accordion key={firm.idEmpresa} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={{ xs: 0.5, md: 3 }}
              sx={{ width: '100%' }}
            >
              <Typography sx={{ fontWeight: 600, flex: 1 }}>{firm.razonSocialempresa}</Typography>
              <Typography variant="body2" color="text.secondary">
                RUC {firm.idEmpresa}
              </Typography>
              <Typography variant="body2">Empresas: {firm.numeroEmpresas}</Typography>
              <Typography variant="body2">Emitidos: {firm.comprobantesEmitidos}</Typography>
              <Typography variant="body2">
                Disponibles: {formatAvailableVouchers(firm.comprobantesDisponibles)}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {firm.correoPrincipal}
              {firm.telefonoPrincipal ? ` · ${firm.telefonoPrincipal}` : ''} · registrada el{' '}
              {firm.fechaRegistro.slice(0, 10)}
            </Typography>
            <PlainTable
              ariaLabel={`Empresas de ${firm.razonSocialempresa}`}
              columns={companyColumns}
              rows={firm.empresas}
              rowKey={(company) => company.idEmpresa}
              emptyText={dataTableLabels.empty}
            />
          </AccordionDetails>
        </Accordion>
      ))}
    </ScreenSection>
  );
}
