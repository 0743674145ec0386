import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { VoucherRef } from '../voucher-ref.ts';
import { ShareDialog } from './share-dialog.tsx';
import { TooltipIconButton } from '#web/components/tooltip-icon-button.tsx';

/**
 * 'Compartir': opens the document's link, WhatsApp message and QR; an icon in a list's row, a labelled
 * button in a dialog.
 */
export function ShareButton({ voucher, isLabelled = false }: { voucher: VoucherRef; isLabelled?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {isLabelled ? (
        <Button startIcon={<ShareOutlined />} onClick={() => setOpen(true)}>
          Compartir
        </Button>
      ) : (
        <TooltipIconButton
          title="Compartir"
          icon={<ShareOutlined />}
          onClick={() => setOpen(true)}
          size="small"
        />
      )}
      {isOpen && <ShareDialog voucher={voucher} onClose={() => setOpen(false)} />}
    </>
  );
}
