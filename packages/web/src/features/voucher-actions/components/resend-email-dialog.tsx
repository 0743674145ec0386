import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { resendEmailSchema, resendMessages } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast, showWarningToast } from '#web/lib/toast.ts';
import { useCafeTemplates } from '#web/features/cafe-templates/index.ts';
import { resendEmailsQueryOptions, resendVoucher } from '../api/voucher-files-api.ts';
import type { VoucherRef } from '../voucher-ref.ts';
import { ErrorDialog } from './error-dialog.tsx';

type ResendEmailDialogProps = { voucher: VoucherRef; onClose: () => void };

/** Spec 001 §5 'E-mail resend': the receiver's addresses, more may be added, then the e-mail is sent. */
export function ResendEmailDialog({ voucher, onClose }: ResendEmailDialogProps) {
  const { http } = useAppServices();
  const titleId = useId();
  const receiverEmails = useQuery(resendEmailsQueryOptions(http, voucher.id));
  const templates = useCafeTemplates(voucher.documentTypeCode, true).data ?? [];
  const [emails, setEmails] = useState<string[] | null>(null);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [templateCode, setTemplateCode] = useState('');
  const [isSending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isLoadFailureSeen, setLoadFailureSeen] = useState(false);
  const shownEmails = emails ?? receiverEmails.data ?? [];
  const loadFailure = receiverEmails.isError && !isLoadFailureSeen ? receiverEmails.error.message : null;

  function addEmail(event: FormEvent) {
    event.preventDefault();
    const parsed = resendEmailSchema.safeParse(draft);
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message ?? resendMessages.emailInvalid);
      return;
    }
    const email = parsed.data;
    if (shownEmails.some((existing) => existing.toLowerCase() === email.toLowerCase())) {
      setDraftError(resendMessages.emailDuplicate(email));
      return;
    }
    setEmails([...shownEmails, email]);
    setDraft('');
    setDraftError(null);
  }

  async function send() {
    if (shownEmails.length === 0) {
      showWarningToast(resendMessages.noEmails);
      return;
    }
    setSending(true);
    try {
      await resendVoucher(
        http,
        { correos: shownEmails, idComprobanteElectronico: voucher.id },
        templateCode === '' ? undefined : templateCode,
      );
      showSuccessToast(resendMessages.sent);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Reenviar comprobante</DialogTitle>
      <DialogContent>
        {receiverEmails.isLoading && <LinearProgress />}
        <Stack component="form" direction="row" spacing={1} onSubmit={addEmail} noValidate sx={{ pt: 1 }}>
          <TextField
            label="Correo electrónico"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={draftError !== null}
            helperText={draftError ?? ' '}
            size="small"
            fullWidth
          />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Agregar
          </Button>
        </Stack>
        <List dense aria-label="Correos destinatarios">
          {shownEmails.map((email) => (
            <ListItem
              key={email}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Quitar ${email}`}
                  onClick={() => setEmails(shownEmails.filter((kept) => kept !== email))}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText primary={email} />
            </ListItem>
          ))}
        </List>
        <TextField
          select
          label="Plantilla"
          value={templateCode}
          onChange={(event) => setTemplateCode(event.target.value)}
          size="small"
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Formato del comprobante</MenuItem>
          {templates.map((template) => (
            <MenuItem key={template.codigo} value={template.codigo}>
              {`${template.codigo} / ${template.nombre}`}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={() => void send()} loading={isSending}>
          Enviar
        </Button>
      </DialogActions>
      <ErrorDialog
        message={failure ?? loadFailure}
        onClose={() => {
          setFailure(null);
          setLoadFailureSeen(true);
        }}
      />
    </Dialog>
  );
}
