import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { VoucherRow } from '@facturar/contracts';
import { useState } from 'react';
import { InfoDialog } from '#web/components/info-dialog.tsx';

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
      <Tooltip title="Ver error">
        <IconButton
          color="error"
          aria-label={`Ver error del comprobante ${voucher.numeroFactura}`}
          onClick={() => setOpen(true)}
        >
          <ErrorOutlineOutlined />
        </IconButton>
      </Tooltip>
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
