import { UnderConstructionPanel } from '#web/components/under-construction-panel.tsx';
import { findDocumentKind } from '../model/document-kinds.ts';
import { EmissionScreen } from './emission-screen.tsx';

type EmissionPageProps = {
  menuCode: string;
  title: string;
  onGoToPrerequisites: () => void;
  onOpenPending: () => void;
};

/** The emission form of the document type a GEN menu code names (FOP, FEX, FIM, FZF, NDG, NDR, NCG, NCR, REE). */
export function EmissionPage({ menuCode, title, onGoToPrerequisites, onOpenPending }: EmissionPageProps) {
  const kind = findDocumentKind(menuCode);
  if (!kind) return <UnderConstructionPanel title={title} />;
  return (
    <EmissionScreen kind={kind} onGoToPrerequisites={onGoToPrerequisites} onOpenPending={onOpenPending} />
  );
}
