import type { Resource } from '@facturar/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, useId } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import type { ShellActions } from '#web/lib/screen-props.ts';
import { dialogRegistry } from './screen-registry.ts';

type ResourceDialogProps = { resource: Resource | null; shell: ShellActions; onClose: () => void };

function DialogBody({
  resource,
  shell,
  onClose,
}: {
  resource: Resource;
  shell: ShellActions;
  onClose: () => void;
}) {
  const Panel = dialogRegistry[resource.id];
  if (!Panel) return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Panel resource={resource} shell={shell} closeDialog={onClose} />
    </Suspense>
  );
}

/** The user-menu entries that open dialogs (dialogRegistry). */
export function ResourceDialog({ resource, shell, onClose }: ResourceDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={resource !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{resource?.titlePage}</DialogTitle>
      <DialogContent>
        {resource && <DialogBody resource={resource} shell={shell} onClose={onClose} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
