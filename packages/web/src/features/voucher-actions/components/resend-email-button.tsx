import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { VoucherRef } from '../voucher-ref.ts';
import { ResendEmailDialog } from './resend-email-dialog.tsx';

/** The 'Reenviar' column: opens the e-mail dialog of the row's voucher; `onSent` once it went out. */
export function ResendEmailButton({ voucher, onSent }: { voucher: VoucherRef; onSent?: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Reenviar">
        <IconButton aria-label="Reenviar" onClick={() => setOpen(true)} size="small">
          <ForwardToInboxOutlined />
        </IconButton>
      </Tooltip>
      {isOpen && (
        <ResendEmailDialog voucher={voucher} onClose={() => setOpen(false)} {...(onSent ? { onSent } : {})} />
      )}
    </>
  );
}
