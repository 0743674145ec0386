import type { Resource } from '@facturar/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { UnderConstructionPanel } from '#web/components/under-construction-panel.tsx';

type ResourceDialogProps = { resource: Resource | null; onClose: () => void };

/** The user-menu entries that open dialogs (SCE, CRS, CQR, APA); their content arrives with later issues. */
export function ResourceDialog({ resource, onClose }: ResourceDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={resource !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{resource?.titlePage}</DialogTitle>
      <DialogContent>{resource && <UnderConstructionPanel title={resource.titlePage} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
