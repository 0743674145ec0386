import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { formatCountdown } from '#web/lib/session/session-timing.ts';

export type SessionWarning = { expiresAtMs: number; remainingMs: number };

type SessionWarningDialogProps = {
  warning: SessionWarning | null;
  isRenewing: boolean;
  now: () => number;
  onContinue: () => void;
  onLeave: () => void;
};

function Countdown({ warning, now }: { warning: SessionWarning; now: () => number }) {
  const [remainingMs, setRemainingMs] = useState(warning.remainingMs);
  useEffect(() => {
    const timer = window.setInterval(() => setRemainingMs(warning.expiresAtMs - now()), 1000);
    return () => window.clearInterval(timer);
  }, [warning.expiresAtMs, now]);
  return <strong>{formatCountdown(remainingMs)}</strong>;
}

/** The idle warning shown when a quarter of the session remains (spec 000 §2, §4). */
export function SessionWarningDialog({
  warning,
  isRenewing,
  now,
  onContinue,
  onLeave,
}: SessionWarningDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={warning !== null} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Su sesión está por expirar</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Por inactividad, su sesión se cerrará en{' '}
          {warning && <Countdown key={warning.expiresAtMs} warning={warning} now={now} />}. ¿Desea continuar
          trabajando?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave} disabled={isRenewing}>
          Salir
        </Button>
        <Button onClick={onContinue} variant="contained" loading={isRenewing} autoFocus>
          Continuar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
