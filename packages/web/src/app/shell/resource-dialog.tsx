import type { Resource } from '@facturar/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { UnderConstructionPanel } from '#web/components/under-construction-panel.tsx';
import { PacAffiliationPanel, QrSecurityCodePanel } from '#web/features/pac-affiliation/index.ts';

type ResourceDialogProps = { resource: Resource | null; onClose: () => void };

function DialogBody({ resource }: { resource: Resource }) {
  if (resource.id === 'CQR') return <QrSecurityCodePanel />;
  if (resource.id === 'APA') return <PacAffiliationPanel />;
  return <UnderConstructionPanel title={resource.titlePage} />;
}

/** The user-menu entries that open dialogs: CQR and APA; SCE and CRS arrive with the company setup. */
export function ResourceDialog({ resource, onClose }: ResourceDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={resource !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{resource?.titlePage}</DialogTitle>
      <DialogContent>{resource && <DialogBody resource={resource} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
