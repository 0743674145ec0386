import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { VoucherRow } from '@facturar/contracts';
import { useId, useState } from 'react';

/**
 * The 'Error' column of the not-authorised list: the authorisation message (with the DGI code) followed
 * by the additional process information in lower case (spec 001 §2 'Unauthorised vouchers').
 */
export function AuthorisationErrorButton({ row }: { row: VoucherRow }) {
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
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
      <Dialog open={isOpen} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>Error</DialogTitle>
        <DialogContent>
          <DialogContentText>{message}</DialogContentText>
          {voucher.informacionAdicionalProceso && (
            <DialogContentText sx={{ mt: 1 }}>
              {voucher.informacionAdicionalProceso.toLowerCase()}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} variant="contained" autoFocus>
            Aceptar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
