import {
  pacFamilyLabels,
  pacProviderLabels,
  pacProviders,
  type CompanyAdminRow,
  type PacConnection,
  type PacConnectionBody,
  type PacFamilyCode,
  type PacProviderCode,
} from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InfoDialog } from '#web/components/info-dialog.tsx';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { readBase64 } from '#web/lib/file-reading.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import {
  pacConnectionKey,
  pacConnectionQueryOptions,
  savePacConnection,
  testPacConnection,
} from '../api/pac-connection-api.ts';

type Draft = {
  proveedor: PacProviderCode;
  familia: PacFamilyCode;
  ambiente: '1' | '2';
  direccion: string;
  tokenEmpresa: string;
  tokenPassword: string;
  certificadoTransmision: string;
  claveCertificadoTransmision: string;
  certificadosCa: string;
};

function draftOf(connection: PacConnection): Draft {
  return {
    proveedor: connection.proveedor,
    familia: connection.familia,
    ambiente: connection.ambiente,
    direccion: connection.direccionPersonalizada ? (connection.direccion ?? '') : '',
    tokenEmpresa: '',
    tokenPassword: '',
    certificadoTransmision: '',
    claveCertificadoTransmision: '',
    certificadosCa: '',
  };
}

/** A secret typed now, or left out to keep the stored one. */
const given = (value: string) => (value.trim() === '' ? undefined : value);

function bodyOf(draft: Draft): PacConnectionBody {
  return {
    proveedor: draft.proveedor,
    ...(draft.proveedor === 'sandbox' ? { familia: draft.familia } : {}),
    ambiente: draft.ambiente,
    direccion: given(draft.direccion),
    tokenEmpresa: given(draft.tokenEmpresa),
    tokenPassword: given(draft.tokenPassword),
    certificadoTransmision: given(draft.certificadoTransmision),
    claveCertificadoTransmision: given(draft.claveCertificadoTransmision),
    certificadosCa: given(draft.certificadosCa),
  };
}

const dialogTitle = 'Conexión con el PAC';

type PacConnectionDialogProps = { company: CompanyAdminRow; onClose: () => void };

/**
 * 'Conexión PAC' (issue 30): the PAC the company issues through, its environment, endpoint and credentials
 * (never shown back: each says whether it is stored), and 'Probar conexión' with the PAC's answer.
 */
export function PacConnectionDialog({ company, onClose }: PacConnectionDialogProps) {
  const { http } = useAppServices();
  const current = useQuery(pacConnectionQueryOptions(http, company.idEmpresa));
  // One dialog from the first frame: the form fills it when the connection arrives (no second opening).
  return (
    <PacConnectionForm company={company} stored={current.data} loadError={current.error} onClose={onClose} />
  );
}

type PacConnectionFormProps = {
  company: CompanyAdminRow;
  /** Undefined until the connection is read. */
  stored: PacConnection | undefined;
  loadError: unknown;
  onClose: () => void;
};

function PacConnectionForm({ company, stored, loadError, onClose }: PacConnectionFormProps) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const ruc = company.idEmpresa;
  // What the user changed; until then (and again once saved) the form shows the stored connection.
  const [edited, setEdited] = useState<Draft | null>(null);
  const saving = useMutation({
    mutationFn: (body: PacConnectionBody) => savePacConnection(http, ruc, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(pacConnectionKey(ruc), saved);
      setEdited(null);
      showSuccessToast('Conexión con el PAC guardada.');
    },
  });
  const testing = useMutation({ mutationFn: () => testPacConnection(http, ruc) });
  if (!stored) {
    return (
      <InfoDialog title={dialogTitle} onClose={onClose} maxWidth="sm" isDismissible={false}>
        {loadError ? (
          <Alert severity="error" role="alert">
            {readFailureMessage(loadError)}
          </Alert>
        ) : null}
      </InfoDialog>
    );
  }
  const draft = edited ?? draftOf(stored);
  const change = (patch: Partial<Draft>) => setEdited((previous) => ({ ...(previous ?? draft), ...patch }));
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    change({ [field]: event.target.value });
  const usesTokens = draft.proveedor === 'hka' || draft.proveedor === 'ebi' || draft.familia === 'hka';
  const usesCertificate = draft.proveedor === 'dgi';
  return (
    <InfoDialog
      title={dialogTitle}
      onClose={onClose}
      maxWidth="sm"
      isDismissible={false}
      mainActions={
        <>
          <Button onClick={() => testing.mutate()} loading={testing.isPending}>
            Probar conexión
          </Button>
          <Button variant="contained" loading={saving.isPending} onClick={() => saving.mutate(bodyOf(draft))}>
            Guardar
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">
          {company.razonSocialempresa} ({ruc})
          {stored.esPredeterminada ? ' — usa la conexión predeterminada de la instalación.' : ''}
        </Typography>
        {saving.error && (
          <Alert severity="error" role="alert">
            {readFailureMessage(saving.error)}
          </Alert>
        )}
        <TextField select size="small" label="PAC" value={draft.proveedor} onChange={set('proveedor')}>
          {pacProviders.map((code) => (
            <MenuItem key={code} value={code}>
              {pacProviderLabels[code]}
            </MenuItem>
          ))}
        </TextField>
        {draft.proveedor === 'sandbox' && (
          <TextField
            select
            size="small"
            label="Tipo de integración"
            value={draft.familia}
            onChange={set('familia')}
          >
            {(['dgi', 'hka'] as const).map((code) => (
              <MenuItem key={code} value={code}>
                {pacFamilyLabels[code]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField select size="small" label="Ambiente" value={draft.ambiente} onChange={set('ambiente')}>
          <MenuItem value="2">Pruebas</MenuItem>
          <MenuItem value="1">Producción</MenuItem>
        </TextField>
        {draft.proveedor !== 'sandbox' && (
          <TextField
            size="small"
            label="Dirección del servicio"
            placeholder={stored.direccionPersonalizada ? '' : (stored.direccion ?? 'https://…')}
            helperText={
              draft.proveedor === 'dgi' ? 'Obligatoria.' : 'Vacía: la dirección publicada por el PAC.'
            }
            value={draft.direccion}
            onChange={set('direccion')}
          />
        )}
        {usesTokens && (
          <>
            <TextField
              size="small"
              label="tokenEmpresa"
              autoComplete="off"
              helperText={stored.tieneTokens ? 'Guardado; escriba uno nuevo para reemplazarlo.' : undefined}
              value={draft.tokenEmpresa}
              onChange={set('tokenEmpresa')}
            />
            <TextField
              size="small"
              label="tokenPassword"
              type="password"
              autoComplete="new-password"
              value={draft.tokenPassword}
              onChange={set('tokenPassword')}
            />
          </>
        )}
        {usesCertificate && (
          <>
            <Button variant="outlined" component="label">
              {draft.certificadoTransmision
                ? 'Certificado de transmisión seleccionado'
                : stored.tieneCertificadoTransmision
                  ? 'Reemplazar certificado de transmisión (.p12)'
                  : 'Cargar certificado de transmisión (.p12)'}
              <input
                hidden
                type="file"
                accept=".p12,.pfx"
                aria-label="Certificado de transmisión"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file)
                    void readBase64(file).then((content) => change({ certificadoTransmision: content }));
                }}
              />
            </Button>
            <TextField
              size="small"
              label="Contraseña del certificado de transmisión"
              type="password"
              autoComplete="new-password"
              value={draft.claveCertificadoTransmision}
              onChange={set('claveCertificadoTransmision')}
            />
            <TextField
              size="small"
              label="Certificados de CA (PEM, opcional)"
              multiline
              minRows={2}
              helperText={
                stored.tieneCertificadosCa ? 'Guardados; pegue otros para reemplazarlos.' : undefined
              }
              value={draft.certificadosCa}
              onChange={set('certificadosCa')}
            />
          </>
        )}
        {testing.data && (
          <Alert severity={testing.data.correcto ? 'success' : 'warning'} role="status">
            {testing.data.mensaje}
          </Alert>
        )}
        {testing.error && (
          <Alert severity="error" role="alert">
            {readFailureMessage(testing.error)}
          </Alert>
        )}
      </Stack>
    </InfoDialog>
  );
}
