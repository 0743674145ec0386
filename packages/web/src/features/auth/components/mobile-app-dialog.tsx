import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';

/**
 * On small screens the login announces the coming mobile app (spec 000 §2), once per device: accepted, it
 * does not come back on the next visit nor after a sign-off (ADR 0145).
 */
export function MobileAppDialog() {
  const theme = useTheme();
  const { persistence } = useAppServices();
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [isDismissed, setIsDismissed] = useState(() => persistence.isNoticeSeen('aviso-app-movil'));
  const titleId = useId();
  const dismiss = () => {
    persistence.markNoticeSeen('aviso-app-movil');
    setIsDismissed(true);
  };
  return (
    <Dialog open={isSmallScreen && !isDismissed} aria-labelledby={titleId} onClose={dismiss}>
      <DialogTitle id={titleId}>Aplicación móvil</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Muy pronto podrá emitir sus comprobantes desde la aplicación móvil oficial de Facturar. Mientras
          tanto, puede usar Facturar desde el navegador de su teléfono.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={dismiss} autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
