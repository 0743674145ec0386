import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { maxKeyFileBytes, receivedVoucherMessages as texts } from '@facturar/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormFileField } from '#web/components/form/form-file-field.tsx';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { uploadKeyFile } from '../api/received-vouchers-api.ts';

const keyFileSchema = z.object({
  archivo: z.custom<File>((value) => value instanceof File, { message: texts.fileMissing }),
});
type KeyFileValues = { archivo: File | null };
type KeyFile = z.output<typeof keyFileSchema>;

/** Spec 001 §5: only text/plain, under 1 MB; another file never enters the form. */
function refuseKeyFile(file: File): string | undefined {
  if (file.type !== 'text/plain') return texts.fileTypeOnly;
  if (file.size >= maxKeyFileBytes) return texts.fileTooLarge;
  return undefined;
}

/** 'Varios': a .txt with one access key per row, under 1 MB (spec 001 §2, §5 'Batch file of access keys'). */
export function KeyFileForm() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const { control, handleSubmit, reset } = useForm<KeyFileValues, unknown, KeyFile>({
    defaultValues: { archivo: null },
    resolver: draftResolver<KeyFileValues, KeyFile>(keyFileSchema),
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadKeyFile(http, { ruc: claims.ruc, assignmentId: claims.sub, file }),
    onSuccess: (message) => {
      showSuccessToast(message);
      reset({ archivo: null });
    },
    onError: (error) =>
      showErrorToast(isApiCallError(error) && error.code === 'HTTP' ? error.mensaje : texts.batchFailed),
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={handleSubmit(({ archivo }) => upload.mutate(archivo))}
    >
      <FormFileField
        control={control}
        name="archivo"
        label="Archivo de claves de acceso"
        accept=".txt,text/plain"
        refuseFile={refuseKeyFile}
      />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" loading={upload.isPending}>
          Cargar
        </Button>
        <Button onClick={() => reset({ archivo: null })} disabled={upload.isPending}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
}
