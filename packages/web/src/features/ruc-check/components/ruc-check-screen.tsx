import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rucCheckColumns, rucCheckMessages as texts } from '@facturar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormFileField } from '#web/components/form/form-file-field.tsx';
import { refuseXlsxFile, xlsxAccept, xlsxFileSchema } from '#web/components/spreadsheet/xlsx-file.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { checkRucFile, downloadRucCheckTemplate } from '../api/ruc-check-api.ts';

const rucFileSchema = z.object({ archivo: xlsxFileSchema });
type RucFileValues = { archivo: File | null };
type RucFile = z.output<typeof rucFileSchema>;

/** The spec's failure message, followed by the server's reason when it gave one (a refused file). */
function failureMessage(error: unknown): string {
  return isApiCallError(error) && error.code === 'HTTP' && error.status !== null && error.status < 500
    ? `${texts.failed} ${error.mensaje}`
    : texts.failed;
}

/** CMR 'Carga de rucs para consulta masiva' (spec 002 §2): an .xlsx of RUCs in, Consulta-{timestamp}.xlsx out. */
export function RucCheckScreen({ resource }: ScreenProps) {
  const { http } = useAppServices();
  const { control, handleSubmit, reset } = useForm<RucFileValues, unknown, RucFile>({
    defaultValues: { archivo: null },
    resolver: draftResolver<RucFileValues, RucFile>(rucFileSchema),
  });
  const check = useMutation({
    mutationFn: (file: File) => checkRucFile(http, file),
    onSuccess: (answer) => {
      saveFile(answer, 'Consulta.xlsx');
      showSuccessToast('Consulta generada. Revise el archivo descargado.');
      reset({ archivo: null });
    },
    onError: (error) => showErrorToast(failureMessage(error)),
  });
  const template = useMutation({
    mutationFn: () => downloadRucCheckTemplate(http),
    onSuccess: (file) => saveFile(file, texts.templateFileName),
    onError: (error) => showErrorToast(isApiCallError(error) ? error.mensaje : texts.failed),
  });

  return (
    <Stack component="section" aria-label={resource.titlePage} spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h2">
        {resource.titlePage}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack
          component="form"
          spacing={3}
          noValidate
          onSubmit={handleSubmit(({ archivo }) => check.mutate(archivo))}
        >
          <Typography variant="h6" component="h3">
            Carga de rucs para consulta masiva
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Cargue un archivo .xlsx con la columna '{rucCheckColumns.ruc}' y, si lo conoce, '
            {rucCheckColumns.type}'. Cada RUC se verifica con el dígito verificador de la DGI y contra el
            registro de contribuyentes; el resultado se descarga como Consulta-fecha.xlsx.
          </Typography>
          <FormFileField
            control={control}
            name="archivo"
            label="Archivo de RUCs"
            accept={xlsxAccept}
            refuseFile={refuseXlsxFile}
            disabled={check.isPending}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" loading={check.isPending}>
              Consultar
            </Button>
            <Button variant="outlined" onClick={() => template.mutate()} loading={template.isPending}>
              Descargar plantilla
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
