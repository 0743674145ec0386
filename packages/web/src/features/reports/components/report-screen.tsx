import type { ScreenProps } from '#web/lib/screen-props.ts';
import { reportDefinitions } from '../report-definitions.ts';
import { ReportForm } from './report-form.tsx';
import { ScreenSection } from '#web/components/screen-section.tsx';

/** RCE, DCE, CPD, RIV, RCR, RFR, RED (spec 001 §2 'Reports'): the report of the opened resource. */
export function ReportScreen({ resource }: ScreenProps) {
  const definition = reportDefinitions[resource.id];
  const title = resource.titlePage;
  return (
    <ScreenSection title={title} maxWidth={1100}>
      {definition ? <ReportForm key={resource.id} definition={definition} /> : null}
    </ScreenSection>
  );
}
