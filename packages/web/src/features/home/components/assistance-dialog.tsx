import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lazy, Suspense, useId } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';

// The editor library is loaded only when someone opens 'Asistencia'.
const AssistancePanel = lazy(() =>
  import('#web/features/assistance/index.ts').then((module) => ({ default: module.AssistancePanel })),
);

/** 'Asistencia', opened from home's help card. */
export function AssistanceDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Asistencia</DialogTitle>
      <DialogContent>
        {isOpen && (
          <Suspense fallback={<PageSpinner />}>
            <AssistancePanel onSent={onClose} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
