import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useState } from 'react';
import type { VoucherRef } from '../voucher-ref.ts';
import { ResendEmailDialog } from './resend-email-dialog.tsx';
import { TooltipIconButton } from '#web/components/tooltip-icon-button.tsx';

/** The 'Reenviar' column: opens the e-mail dialog of the row's voucher; `onSent` once it went out. */
export function ResendEmailButton({ voucher, onSent }: { voucher: VoucherRef; onSent?: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <TooltipIconButton
        title="Reenviar"
        icon={<ForwardToInboxOutlined />}
        onClick={() => setOpen(true)}
        size="small"
      />
      {isOpen && (
        <ResendEmailDialog voucher={voucher} onClose={() => setOpen(false)} {...(onSent ? { onSent } : {})} />
      )}
    </>
  );
}
