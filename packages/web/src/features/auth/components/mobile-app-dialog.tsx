import DialogContentText from '@mui/material/DialogContentText';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { InfoDialog } from '#web/components/info-dialog.tsx';
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
  const dismiss = () => {
    persistence.markNoticeSeen('aviso-app-movil');
    setIsDismissed(true);
  };
  return (
    <InfoDialog
      title="Aplicación móvil"
      isOpen={isSmallScreen && !isDismissed}
      onClose={dismiss}
      maxWidth="sm"
      acknowledgeLabel="Aceptar"
    >
      <DialogContentText>
        Muy pronto podrá emitir sus comprobantes desde la aplicación móvil oficial de Facturar. Mientras
        tanto, puede usar Facturar desde el navegador de su teléfono.
      </DialogContentText>
    </InfoDialog>
  );
}
