import { pendingVouchersResourceId } from '#web/lib/resource-codes.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { findDocumentKind } from '../model/document-kinds.ts';
import { EmissionScreen } from './emission-screen.tsx';

/** The emission form of the document type a GEN menu code names (FOP, FEX, FIM, FZF, NDG, NDR, NCG, NCR, REE). */
export function EmissionPage({ resource, shell, launch, isRevisited = false }: ScreenProps) {
  const kind = findDocumentKind(resource.id);
  // The registry routes only the nine GEN codes here, each of which names a kind.
  if (!kind) return null;
  return (
    <EmissionScreen
      kind={kind}
      referenceCufe={launch?.cufe}
      isRevisited={isRevisited}
      draftId={launch?.draftId}
      isIssuingDraft={launch?.isIssuing}
      // Opening the form's own code again passes through 'Verificando pre-requisitos'.
      onGoToPrerequisites={() => shell.openResource(resource.id)}
      onOpenPending={() => shell.openResource(pendingVouchersResourceId)}
    />
  );
}
