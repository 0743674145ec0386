import { bulkDocumentMessages as texts, bulkFormats } from '@facturar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { SpreadsheetUploadForm } from '#web/components/spreadsheet/spreadsheet-upload-form.tsx';
import { xlsxFileSchema } from '#web/components/spreadsheet/xlsx-file.ts';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import {
  documentFilesQueryOptions,
  downloadDocumentTemplate,
  uploadDocumentFile,
} from '../api/bulk-documents-api.ts';

const uploadSchema = z.object({
  codigo: z.string().min(1, texts.formatRequired),
  archivo: xlsxFileSchema,
});
type UploadValues = { codigo: string; archivo: File | null };
type Upload = z.output<typeof uploadSchema>;

const formatOptions = bulkFormats.map((format) => ({ codigo: format.codigo, nombre: format.nombre }));

/** Refusals of the file itself, which the spec ends with 'Formato de archivo incorrecto'. */
const fileRefusal = /^(ARCHIVO_|COLUMNA_|HOJA_|CELDA_|FORMATO_)/;

/** Spec 002 §8: 'Error al enviar los comprobantes.', the server's reason, and the format ending where it applies. */
export function uploadFailureMessage(error: unknown): string {
  if (!isApiCallError(error) || error.code !== 'HTTP') return `${texts.failed} ${texts.formatSuffix}`;
  const suffix = fileRefusal.test(error.mensajeSistema ?? '') ? ` ${texts.formatSuffix}` : '';
  return `${texts.failed} ${error.mensaje}${suffix}`;
}

/** The file picker and the format selection of 'Carga de archivo para generar comprobantes'. */
export function BulkUploadForm() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const form = useForm<UploadValues, unknown, Upload>({
    defaultValues: { codigo: 'I4', archivo: null },
    resolver: draftResolver<UploadValues, Upload>(uploadSchema),
  });
  const upload = useMutation({
    mutationFn: ({ codigo, archivo }: Upload) =>
      uploadDocumentFile(http, { ruc: claims.ruc, codigo, file: archivo }),
    onSuccess: async (answer) => {
      showSuccessToast(answer.mensaje);
      form.reset({ codigo: form.getValues('codigo'), archivo: null });
      await queryClient.invalidateQueries({ queryKey: documentFilesQueryOptions(http, claims.ruc).queryKey });
    },
    onError: (error) => showErrorToast(uploadFailureMessage(error)),
  });

  return (
    <SpreadsheetUploadForm
      form={form}
      onUpload={(values) => upload.mutate(values)}
      isUploading={upload.isPending}
      fileLabel="Archivo de comprobantes"
      template={{
        fetchFile: () => downloadDocumentTemplate(http, claims.ruc),
        fileName: texts.templateFileName,
        failure: texts.failed,
      }}
    >
      <FormSelectField
        control={form.control}
        name="codigo"
        label="Formato"
        options={formatOptions}
        sx={{ maxWidth: 480 }}
      />
    </SpreadsheetUploadForm>
  );
}
