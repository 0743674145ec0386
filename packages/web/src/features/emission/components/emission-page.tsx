import { pendingVouchersResourceId } from '#web/lib/resource-codes.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { findDocumentKind } from '../model/document-kinds.ts';
import { EmissionScreen } from './emission-screen.tsx';

/** The emission form of the document type a GEN menu code names (FOP, FEX, FIM, FZF, NDG, NDR, NCG, NCR, REE). */
export function EmissionPage({ resource, shell, launch, isRevisited = false }: ScreenProps) {
  const kind = findDocumentKind(resource.id);
  // The registry routes only the nine GEN codes here, each of which names a kind.
  if (!kind) return null;
  const generated = launch?.generated;
  const generatedCufe = generated ? launch?.cufe : undefined;
  return (
    <EmissionScreen
      kind={kind}
      referenceCufe={generated ? undefined : launch?.cufe}
      justGenerated={
        generated && generatedCufe
          ? {
              cufe: generatedCufe,
              voucher: {
                id: generated.id,
                documentTypeCode: generated.documentTypeCode,
                accessKey: generatedCufe,
              },
              body: generated.body,
            }
          : undefined
      }
      isRevisited={isRevisited}
      draftId={launch?.draftId}
      isIssuingDraft={launch?.isIssuing}
      isSchedulingDraft={launch?.isScheduling}
      // Opening the form's own code again passes through 'Verificando pre-requisitos'.
      onGoToPrerequisites={() => shell.openResource(resource.id)}
      onGenerated={(document) =>
        shell.openResource(resource.id, {
          cufe: document.cufe,
          generated: {
            id: document.voucher.id,
            documentTypeCode: document.voucher.documentTypeCode,
            body: document.body,
          },
        })
      }
      onOpenPending={() => shell.openResource(pendingVouchersResourceId)}
    />
  );
}
