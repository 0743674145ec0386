import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportJobMessages, type ReportJobAnswer } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { DownloadButton } from '#web/components/download-button.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { downloadReportJobFile, reportJobStatusQueryOptions } from '../api/reports-api.ts';

/** A large report being written in the background: its progress, then its file (ADR 0048). */
export function ReportJobProgress({ job }: { job: ReportJobAnswer }) {
  const { http } = useAppServices();
  const status = useQuery(reportJobStatusQueryOptions(http, job.idTrabajo));
  const written = status.data?.registrosEscritos ?? 0;
  const total = status.data?.totalRegistros ?? job.totalRegistros;
  const state = status.data?.estado ?? 'PEN';

  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-label="Reporte en segundo plano">
      <Stack spacing={2}>
        <Alert severity="info">{job.mensaje}</Alert>
        {state === 'ERR' ? (
          <Alert severity="error">{reportJobMessages.failed}</Alert>
        ) : (
          <>
            <LinearProgress
              variant="determinate"
              value={state === 'LIS' ? 100 : Math.min(100, (written / Math.max(total, 1)) * 100)}
              aria-label="Progreso del reporte"
            />
            <Typography variant="body2">
              {state === 'LIS'
                ? `${reportJobMessages.ready} ${total.toLocaleString('es-PA')} registros.`
                : `${written.toLocaleString('es-PA')} de ${total.toLocaleString('es-PA')} registros`}
            </Typography>
          </>
        )}
        {state === 'LIS' ? (
          <DownloadButton
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            fetchFile={() => downloadReportJobFile(http, job.idTrabajo)}
            fileName={status.data?.nombreArchivo ?? 'Reporte.xlsx'}
            describeFailure={() => reportJobMessages.failed}
          >
            Descargar
          </DownloadButton>
        ) : null}
      </Stack>
    </Paper>
  );
}
