import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import DialogContentText from '@mui/material/DialogContentText';
import type { VoucherRow } from '@facturar/contracts';
import { useState } from 'react';
import { InfoDialog } from '#web/components/info-dialog.tsx';
import { TooltipIconButton } from '#web/components/tooltip-icon-button.tsx';

/**
 * The 'Error' column of the not-authorised list: the authorisation message (with the DGI code) followed
 * by the additional process information in lower case (spec 001 §2 'Unauthorised vouchers').
 */
export function AuthorisationErrorButton({ row }: { row: VoucherRow }) {
  const [isOpen, setOpen] = useState(false);
  const voucher = row.comprobanteElectronico;
  const code = voucher.codigoAutorizacion ?? '';
  const text = voucher.mensajeAutorizacion ?? '';
  // The stored DGI message usually starts with its code already ('1002 - …').
  const message = code === '' || text.startsWith(code) ? text : `${code} - ${text}`;
  return (
    <>
      <TooltipIconButton
        title="Ver error"
        label={`Ver error del comprobante ${voucher.numeroFactura}`}
        icon={<ErrorOutlineOutlined />}
        onClick={() => setOpen(true)}
        color="error"
      />
      <InfoDialog
        title="Error"
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        maxWidth="sm"
        acknowledgeLabel="Aceptar"
      >
        <DialogContentText>{message}</DialogContentText>
        {voucher.informacionAdicionalProceso && (
          <DialogContentText sx={{ mt: 1 }}>
            {voucher.informacionAdicionalProceso.toLowerCase()}
          </DialogContentText>
        )}
      </InfoDialog>
    </>
  );
}
