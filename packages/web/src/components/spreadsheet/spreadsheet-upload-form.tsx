import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import type { DownloadedFile } from '#web/lib/http-client.ts';
import { DownloadButton } from '../download-button.tsx';
import { draftResolver } from '../form/draft-resolver.ts';
import { FormFileField } from '../form/form-file-field.tsx';
import { refuseXlsxFile, xlsxAccept, xlsxFileSchema } from './xlsx-file.ts';

/** The one field every spreadsheet upload has: the chosen .xlsx, required. */
export type SpreadsheetFileValues = { archivo: File | null };
export const spreadsheetFileSchema = z.object({ archivo: xlsxFileSchema });
type SpreadsheetFile = z.output<typeof spreadsheetFileSchema>;

/** The form of an upload that is only its file (customers, the RUC check). */
export function useSpreadsheetFileForm() {
  return useForm<SpreadsheetFileValues, unknown, SpreadsheetFile>({
    defaultValues: { archivo: null },
    resolver: draftResolver<SpreadsheetFileValues, SpreadsheetFile>(spreadsheetFileSchema),
  });
}

/** The sheet's template: how it is asked for, the name it is saved under, what a failure says. */
export type SpreadsheetTemplate = {
  fetchFile: () => Promise<DownloadedFile>;
  fileName: string;
  /** Said when the server gives no reason of its own. */
  failure: string;
};

type SpreadsheetUploadFormProps<Draft extends FieldValues & SpreadsheetFileValues, Output> = {
  /** The caller's `useForm`: the file is its `archivo`; any other field is among the children. */
  form: UseFormReturn<Draft, unknown, Output>;
  onUpload: (values: Output) => void;
  isUploading: boolean;
  /** The file input's accessible name ('Archivo de clientes'). */
  fileLabel: string;
  uploadLabel?: string;
  template: SpreadsheetTemplate;
  /** What comes before the file: a heading, what the sheet holds, a format to choose. */
  children?: ReactNode;
  spacing?: number;
};

/**
 * THE spreadsheet upload (FUE bulk documents, customers, the RUC check): an .xlsx chosen or dropped (refused
 * at once by its name or size), the upload button, and 'Descargar plantilla' beside it.
 */
export function SpreadsheetUploadForm<Draft extends FieldValues & SpreadsheetFileValues, Output>(
  props: SpreadsheetUploadFormProps<Draft, Output>,
) {
  const { form, onUpload, isUploading, fileLabel, uploadLabel = 'Cargar', template, children } = props;
  // `Draft` holds `archivo`, which the generic control cannot show.
  const control = form.control as unknown as UseFormReturn<SpreadsheetFileValues, unknown, Output>['control'];
  return (
    <Stack
      component="form"
      spacing={props.spacing ?? 3}
      noValidate
      onSubmit={form.handleSubmit((values) => onUpload(values))}
    >
      {children}
      <FormFileField
        control={control}
        name="archivo"
        label={fileLabel}
        accept={xlsxAccept}
        refuseFile={refuseXlsxFile}
        disabled={isUploading}
      />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" loading={isUploading}>
          {uploadLabel}
        </Button>
        <DownloadButton
          variant="outlined"
          fetchFile={template.fetchFile}
          fileName={template.fileName}
          describeFailure={(error) => (isApiCallError(error) ? error.mensaje : template.failure)}
        >
          Descargar plantilla
        </DownloadButton>
      </Stack>
    </Stack>
  );
}
