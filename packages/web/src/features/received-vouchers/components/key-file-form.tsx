import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { maxKeyFileBytes, receivedVoucherMessages as texts } from '@facturar/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { showErrorToast, showSuccessToast, showWarningToast } from '#web/lib/toast.ts';
import { uploadKeyFile } from '../api/received-vouchers-api.ts';

/** 'Varios': a .txt with one access key per row, under 1 MB (spec 001 §2, §5 'Batch file of access keys'). */
export function KeyFileForm() {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isSending, setSending] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (chosen.type !== 'text/plain') {
      showWarningToast(texts.fileTypeOnly);
      return;
    }
    if (chosen.size >= maxKeyFileBytes) {
      showWarningToast(texts.fileTooLarge);
      return;
    }
    setFile(chosen);
  }

  async function send() {
    if (!file) {
      showWarningToast(texts.fileMissing);
      return;
    }
    setSending(true);
    try {
      showSuccessToast(await uploadKeyFile(http, { ruc: claims.ruc, assignmentId: claims.sub, file }));
      setFile(null);
    } catch (error) {
      showErrorToast(isApiCallError(error) && error.code === 'HTTP' ? error.mensaje : texts.batchFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack spacing={2}>
      <input
        ref={input}
        type="file"
        accept=".txt,text/plain"
        hidden
        aria-label="Archivo de claves de acceso"
        onChange={choose}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => input.current?.click()}>
          Buscar
        </Button>
        <Typography aria-live="polite">
          {file ? `${file.name} - ${file.size} bytes` : 'Ningún archivo seleccionado'}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => void send()} loading={isSending}>
          Cargar
        </Button>
        <Button onClick={() => setFile(null)} disabled={isSending}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
}
