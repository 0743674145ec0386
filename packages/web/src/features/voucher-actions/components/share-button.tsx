import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { VoucherRef } from '../voucher-ref.ts';
import { ShareDialog } from './share-dialog.tsx';

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
        <Tooltip title="Compartir">
          <IconButton aria-label="Compartir" onClick={() => setOpen(true)} size="small">
            <ShareOutlined />
          </IconButton>
        </Tooltip>
      )}
      {isOpen && <ShareDialog voucher={voucher} onClose={() => setOpen(false)} />}
    </>
  );
}
