import { registrationMessages } from '@facturar/contracts';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { showSuccessToast } from '#web/lib/toast.ts';
import { RegistrationForm } from './registration-form.tsx';

type RegistrationDialogProps = {
  title: string;
  /** A partner's new company becomes its affiliate. */
  accountingFirmRuc?: string;
  onRegistered: () => void;
  onClose: () => void;
};

/**
 * The registration form in a dialog ('Nuevo Empresa' of the administrator, the partner's new company): it
 * closes only by its buttons, and a registration says 'Empresa registrada'.
 */
export function RegistrationDialog({
  title,
  accountingFirmRuc,
  onRegistered,
  onClose,
}: RegistrationDialogProps) {
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <RegistrationForm
          {...(accountingFirmRuc ? { accountingFirmRuc } : {})}
          onRegistered={(email) => {
            showSuccessToast(`${registrationMessages.success}. ${registrationMessages.successBody(email)}`);
            onRegistered();
            onClose();
          }}
          onCancel={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
