import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { rucCheckColumns, rucCheckMessages as texts } from '@facturar/contracts';
import { useMutation } from '@tanstack/react-query';
import {
  SpreadsheetUploadForm,
  useSpreadsheetFileForm,
} from '#web/components/spreadsheet/spreadsheet-upload-form.tsx';
import { saveFile } from '#web/lib/save-file.ts';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { checkRucFile, downloadRucCheckTemplate } from '../api/ruc-check-api.ts';
import { ScreenSection } from '#web/components/screen-section.tsx';

/** The spec's failure message, followed by the server's reason when it gave one (a refused file). */
function failureMessage(error: unknown): string {
  return isApiCallError(error) && error.code === 'HTTP' && error.status !== null && error.status < 500
    ? `${texts.failed} ${error.mensaje}`
    : texts.failed;
}

/** CMR 'Carga de rucs para consulta masiva' (spec 002 §2): an .xlsx of RUCs in, Consulta-{timestamp}.xlsx out. */
export function RucCheckScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const form = useSpreadsheetFileForm();
  const check = useMutation({
    mutationFn: (file: File) => checkRucFile(http, file),
    onSuccess: (answer) => {
      saveFile(answer, 'Consulta.xlsx');
      showSuccessToast('Consulta generada. Revise el archivo descargado.');
      form.reset({ archivo: null });
    },
    onError: (error) => showErrorToast(failureMessage(error)),
  });

  return (
    <ScreenSection title={resource.titlePage} maxWidth={900}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <SpreadsheetUploadForm
          form={form}
          onUpload={({ archivo }) => check.mutate(archivo)}
          isUploading={check.isPending}
          fileLabel="Archivo de RUCs"
          uploadLabel="Consultar"
          template={{
            fetchFile: () => downloadRucCheckTemplate(http),
            fileName: texts.templateFileName,
            failure: texts.failed,
          }}
        >
          <Typography variant="h6" component="h3">
            Carga de rucs para consulta masiva
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Cargue un archivo .xlsx con la columna '{rucCheckColumns.ruc}' y, si lo conoce, '
            {rucCheckColumns.type}'. Cada RUC se verifica con el dígito verificador de la DGI y contra el
            registro de contribuyentes; el resultado se descarga como Consulta-fecha.xlsx.
          </Typography>
        </SpreadsheetUploadForm>
      </Paper>
    </ScreenSection>
  );
}
