import { lazy, Suspense } from 'react';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { InfoDialog } from '#web/components/info-dialog.tsx';

// The editor library is loaded only when someone opens 'Asistencia'.
const AssistancePanel = lazy(() =>
  import('#web/features/assistance/index.ts').then((module) => ({ default: module.AssistancePanel })),
);

/** 'Asistencia', opened from home's help card. */
export function AssistanceDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <InfoDialog title="Asistencia" isOpen={isOpen} onClose={onClose} maxWidth="md">
      {isOpen && (
        <Suspense fallback={<PageSpinner />}>
          <AssistancePanel onSent={onClose} />
        </Suspense>
      )}
    </InfoDialog>
  );
}
