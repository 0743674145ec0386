import { pacFamilyLabels, pacProviderLabels } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { KeyValueTable } from '#web/components/key-value-table.tsx';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { formatDateTime } from '#web/lib/date-format.ts';
import { pacConnectionQueryOptions } from '../api/pac-connection-api.ts';

/**
 * 'Conexión con el PAC' for the company's ADM (issue 30): read only, as the platform keeps it. The PAC,
 * who signs, the environment and the last 'Probar conexión'; never a token or a certificate.
 */
export function PacConnectionPanel({ ruc }: { ruc: string }) {
  const { http } = useAppServices();
  const connection = useQuery(pacConnectionQueryOptions(http, ruc));
  const title = 'Conexión con el PAC';
  if (connection.isError)
    return (
      <Alert severity="error" role="alert">
        {readFailureMessage(connection.error)}
      </Alert>
    );
  const data = connection.data;
  const lastTest = data?.ultimaPrueba;
  const rows: [string, string][] = data
    ? [
        ['PAC', pacProviderLabels[data.proveedor]],
        ['Tipo de integración', pacFamilyLabels[data.familia]],
        ['Ambiente', data.ambiente === '1' ? 'Producción' : 'Pruebas'],
        [
          'Última prueba de conexión',
          lastTest
            ? `${formatDateTime(lastTest.fecha)}: ${lastTest.correcto ? 'correcta' : 'fallida'}`
            : 'Sin pruebas registradas',
        ],
      ]
    : [];
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <KeyValueTable label={title} rows={rows} />
      {lastTest && (
        <Alert severity={lastTest.correcto ? 'success' : 'warning'} sx={{ mt: 2 }}>
          {lastTest.mensaje}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {data?.esPredeterminada ? 'La empresa usa la conexión predeterminada de la instalación. ' : ''}
        La conexión la administra la plataforma: para cambiarla, contacte al administrador.
      </Typography>
    </Paper>
  );
}
