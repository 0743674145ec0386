import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { CertificatePanel } from '#web/features/company-setup/index.ts';
import { useNotifications } from '#web/features/notifications/index.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';

/** The 'no certificate' notice's keyword (company validation, spec 000 §2 'Blocked-issuing notice'). */
const noCertificateKeyword = 'SIN_CERTIFICADO';

/**
 * Spec 000 §2 'Home page': after a first login (state PRI), while the session has not shown it yet, an
 * administrator whose company has no certificate is offered 'Cargar Certificado' at once.
 */
export function CertificatePromptDialog() {
  const { persistence } = useAppServices();
  const { claims } = useRequiredSession();
  const { notifications } = useNotifications();
  const titleId = useId();
  const [isPending, setPending] = useState(() => persistence.read('certificatePrompt')?.isPending === true);
  const hasNoCertificate = notifications.some(
    (notification) => notification.keyword === noCertificateKeyword,
  );
  const close = () => {
    setPending(false);
    void persistence.write('certificatePrompt', { isPending: false });
  };
  return (
    <Dialog
      open={isPending && claims.adm && hasNoCertificate}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Cargar Certificado</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Para firmar sus comprobantes electrónicos, cargue el certificado de firma electrónica (.p12) de la
          empresa.
        </DialogContentText>
        <CertificatePanel onUploaded={close} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Más tarde</Button>
      </DialogActions>
    </Dialog>
  );
}
