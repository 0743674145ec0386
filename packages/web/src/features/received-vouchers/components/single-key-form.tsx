import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accessKeyLength, receivedVoucherMessages as texts } from '@facturar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { loadReceivedKey, receivedPagesKey } from '../api/received-vouchers-api.ts';

/** 'Uno a uno': one access key, digits only, exactly 49 of them (spec 001 §5 'Access key'). */
export function SingleKeyForm() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  function type(value: string) {
    // Spec 001 §5: what is not a digit, or goes past 49, is not taken into the field.
    if (!/^[0-9]*$/.test(value)) {
      setProblem(texts.keyDigitsOnly);
      return;
    }
    if (value.length > accessKeyLength) {
      setProblem(texts.keyTooLong);
      return;
    }
    setProblem(null);
    setKey(value);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (key.length !== accessKeyLength) {
      setProblem(texts.keyLength);
      return;
    }
    setSaving(true);
    try {
      await loadReceivedKey(http, key, claims.sub);
      showSuccessToast(texts.saved(key));
      setKey('');
      await queryClient.invalidateQueries({ queryKey: receivedPagesKey(claims.ruc) });
    } catch (error) {
      if (isApiCallError(error) && error.status === 409) showErrorToast(texts.duplicate(key));
      else if (isApiCallError(error) && error.code === 'HTTP') showErrorToast(error.mensaje);
      else showErrorToast(texts.saveFailed(key));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={save} noValidate>
      <TextField
        label="Clave de acceso"
        value={key}
        onChange={(event) => type(event.target.value)}
        error={problem !== null}
        helperText={problem ?? `${key.length}/${accessKeyLength}`}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained" loading={isSaving} sx={{ alignSelf: 'flex-start', mt: 1 }}>
        Guardar
      </Button>
    </Stack>
  );
}
