import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { accessKeyLength, accessKeySchema, receivedVoucherMessages as texts } from '@facturar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { loadReceivedKey, receivedPagesKey } from '../api/received-vouchers-api.ts';

const singleKeySchema = z.object({ claveAcceso: accessKeySchema });
type SingleKey = z.infer<typeof singleKeySchema>;

/** A CUFE's length (FACTS §2): the key of a Panamanian document, taken beside the spec's 49 digits. */
const CUFE_LENGTH = 66;

/** Whether the text is (the start of) a CUFE: it begins with FE. */
function isTypingCufe(text: string): boolean {
  return /^F(E|$)/i.test(text);
}

/**
 * Spec 001 §5: what is not a digit, or goes past 49, is not taken into the field; a CUFE (it starts with
 * FE) takes letters, digits and its hyphen, up to 66.
 */
function refuseKeyInput(text: string): string | undefined {
  if (isTypingCufe(text)) {
    return /^[0-9A-Za-z-]*$/.test(text) && text.length <= CUFE_LENGTH ? undefined : texts.cufeTooLong;
  }
  if (!/^[0-9]*$/.test(text)) return texts.keyDigitsOnly;
  if (text.length > accessKeyLength) return texts.keyTooLong;
  return undefined;
}

/** 'Uno a uno': one access key, digits only, exactly 49 of them (spec 001 §5 'Access key'), or a CUFE. */
export function SingleKeyForm() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset } = useForm<SingleKey>({
    defaultValues: { claveAcceso: '' },
    resolver: zodResolver(singleKeySchema),
  });
  const typed = useWatch({ control, name: 'claveAcceso' });
  const save = useMutation({
    mutationFn: (key: string) => loadReceivedKey(http, key, claims.sub),
    onSuccess: async (_, key) => {
      showSuccessToast(texts.saved(key));
      reset({ claveAcceso: '' });
      await queryClient.invalidateQueries({ queryKey: receivedPagesKey(claims.ruc) });
    },
    onError: (error, key) => {
      if (isApiCallError(error) && error.status === 409) showErrorToast(texts.duplicate(key));
      else if (isApiCallError(error) && error.code === 'HTTP') showErrorToast(error.mensaje);
      else showErrorToast(texts.saveFailed(key));
    },
  });

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      onSubmit={handleSubmit(({ claveAcceso }) => save.mutate(claveAcceso.toUpperCase()))}
      noValidate
    >
      <FormTextField
        control={control}
        name="claveAcceso"
        label="Clave de acceso o CUFE"
        size="medium"
        refuseInput={refuseKeyInput}
        helperText={`${typed.length}/${isTypingCufe(typed) ? CUFE_LENGTH : accessKeyLength}`}
        sx={{ flexGrow: 1 }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={save.isPending}
        sx={{ alignSelf: 'flex-start', mt: 1 }}
      >
        Guardar
      </Button>
    </Stack>
  );
}
