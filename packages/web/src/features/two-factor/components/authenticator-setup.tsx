import type { TwoFactorSetup } from '@facturar/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What the user adds to an authenticator app: the QR code to scan, or the secret to type. */
export function AuthenticatorSetup({ setup }: { setup: TwoFactorSetup }) {
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">
        Escanee este código QR con su aplicación de autenticación (Google Authenticator, Microsoft
        Authenticator, FreeOTP u otra compatible).
      </Typography>
      <Box
        component="img"
        src={qrSource}
        alt="Código QR para la aplicación de autenticación"
        sx={{ width: 200, height: 200 }}
      />
      <Typography variant="body2" color="text.secondary">
        ¿No puede escanearlo? Ingrese esta clave en la aplicación:
      </Typography>
      <Typography
        variant="body2"
        aria-label="Clave secreta"
        sx={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all', textAlign: 'center' }}
      >
        {setup.secreto.replace(/(.{4})/g, '$1 ').trim()}
      </Typography>
    </Stack>
  );
}
