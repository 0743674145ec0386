import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';
import { shareLinkQueryOptions, withdrawShareLink } from '../api/sharing-api.ts';
import type { VoucherRef } from '../voucher-ref.ts';

type ShareDialogProps = { voucher: VoucherRef; onClose: () => void };

/**
 * 'Compartir' (issue 27 §1): at the counter, the document's public link to copy, to send by WhatsApp or to
 * scan from the screen; the issuer can withdraw it.
 */
export function ShareDialog({ voucher, onClose }: ShareDialogProps) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const titleId = useId();
  const link = useQuery(shareLinkQueryOptions(http, voucher.id));
  const [isConfirmingWithdrawal, setConfirmingWithdrawal] = useState(false);
  const withdrawal = useMutation({
    mutationFn: () => withdrawShareLink(http, voucher.id),
    onSuccess: async ({ mensaje }) => {
      await queryClient.invalidateQueries(shareLinkQueryOptions(http, voucher.id));
      showSuccessToast(mensaje);
      onClose();
    },
    onError: (error) => showErrorToast(error.message),
  });

  async function copyLink(url: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      showSuccessToast('Enlace copiado.');
    } catch {
      showErrorToast('No se pudo copiar el enlace: selecciónelo y cópielo.');
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Compartir comprobante</DialogTitle>
      <DialogContent>
        {link.isPending && <LinearProgress aria-label="Preparando el enlace" />}
        {link.isError && <Alert severity="error">{link.error.message}</Alert>}
        {link.data && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Quien tenga el enlace verá este comprobante y su estado, y podrá descargar su CAFE y su XML.
            </Typography>
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.data.qrSvg)}`}
              alt="Código QR del enlace del comprobante"
              sx={{ width: 200, height: 200, alignSelf: 'center' }}
            />
            <TextField
              label="Enlace"
              value={link.data.url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              onFocus={(event) => event.target.select()}
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => void copyLink(link.data.url)}>
                Copiar enlace
              </Button>
              <Button
                variant="outlined"
                href={link.data.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp
              </Button>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {link.data && (
          <Button color="error" onClick={() => setConfirmingWithdrawal(true)} loading={withdrawal.isPending}>
            Retirar enlace
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      <ConfirmDialog
        isOpen={isConfirmingWithdrawal}
        title="Retirar enlace"
        message="Quien tenga el enlace ya no podrá abrir el comprobante. Si lo comparte otra vez, se creará un enlace nuevo."
        confirmLabel="Retirar"
        onConfirm={() => {
          setConfirmingWithdrawal(false);
          withdrawal.mutate();
        }}
        onCancel={() => setConfirmingWithdrawal(false)}
      />
    </Dialog>
  );
}
