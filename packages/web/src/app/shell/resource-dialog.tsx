import type { Resource } from '@facturar/contracts';
import { Suspense } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import type { ShellActions } from '#web/lib/screen-props.ts';
import { dialogRegistry } from './screen-registry.ts';
import { InfoDialog } from '#web/components/info-dialog.tsx';

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
  return (
    <InfoDialog title={resource?.titlePage} isOpen={resource !== null} onClose={onClose} maxWidth="sm">
      {resource && <DialogBody resource={resource} shell={shell} onClose={onClose} />}
    </InfoDialog>
  );
}
