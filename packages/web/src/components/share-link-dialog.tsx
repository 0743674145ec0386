import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ShareLinkResponse } from '@facturar/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { InfoDialog } from '#web/components/info-dialog.tsx';
import { copyText } from '#web/lib/clipboard.ts';
import { showErrorToast, showSuccessToast } from '#web/lib/toast.ts';

const linkCopyNotices = {
  copied: 'Enlace copiado.',
  failed: 'No se pudo copiar el enlace: selecciónelo y cópielo.',
};

type ShareLinkDialogProps = {
  /** 'Compartir comprobante', 'Compartir cotización'. */
  title: string;
  /** What whoever holds the link sees and can download. */
  explanation: string;
  /** What the QR image is, for a screen reader. */
  qrLabel: string;
  /** What withdrawing the link does, asked before it is done. */
  withdrawalWarning: string;
  /** Makes (or reads) the link: asking again gives the same one, so a reopened dialog reads it anew. */
  link: { queryKey: QueryKey; queryFn: () => Promise<ShareLinkResponse> };
  withdraw: () => Promise<{ mensaje: string }>;
  onClose: () => void;
};

/**
 * 'Compartir' (issue 27 §1, issue 28 §2): a public link to copy, to send by WhatsApp or to scan from the
 * screen at the counter; the issuer can withdraw it. Documents and quotes give their own link and texts.
 */
export function ShareLinkDialog(props: ShareLinkDialogProps) {
  const { title, explanation, qrLabel, withdrawalWarning, onClose } = props;
  const queryClient = useQueryClient();
  const link = useQuery({ ...props.link, staleTime: 0, gcTime: 0, retry: false });
  const [isConfirmingWithdrawal, setConfirmingWithdrawal] = useState(false);
  const withdrawal = useMutation({
    mutationFn: props.withdraw,
    onSuccess: async ({ mensaje }) => {
      await queryClient.invalidateQueries({ queryKey: props.link.queryKey });
      showSuccessToast(mensaje);
      onClose();
    },
    onError: (error) => showErrorToast(error.message),
  });

  return (
    <InfoDialog
      title={title}
      onClose={onClose}
      maxWidth="xs"
      actions={
        link.data && (
          <Button color="error" onClick={() => setConfirmingWithdrawal(true)} loading={withdrawal.isPending}>
            Retirar enlace
          </Button>
        )
      }
    >
      {link.isPending && <LinearProgress aria-label="Preparando el enlace" />}
      {link.isError && <Alert severity="error">{link.error.message}</Alert>}
      {link.data && (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {explanation}
          </Typography>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.data.qrSvg)}`}
            alt={qrLabel}
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
            <Button variant="contained" onClick={() => void copyText(link.data.url, linkCopyNotices)}>
              Copiar enlace
            </Button>
            <Button variant="outlined" href={link.data.whatsappUrl} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </Button>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        isOpen={isConfirmingWithdrawal}
        title="Retirar enlace"
        message={`${withdrawalWarning} Si lo comparte otra vez, se creará un enlace nuevo.`}
        confirmLabel="Retirar"
        onConfirm={() => {
          setConfirmingWithdrawal(false);
          withdrawal.mutate();
        }}
        onCancel={() => setConfirmingWithdrawal(false)}
      />
    </InfoDialog>
  );
}
