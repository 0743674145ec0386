import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { reportDefinitions } from '../report-definitions.ts';
import { ReportForm } from './report-form.tsx';

/** RCE, DCE, CPD, RIV, RCR, RFR, RED (spec 001 §2 'Reports'): the report of the opened resource. */
export function ReportScreen({ resource }: ScreenProps) {
  const definition = reportDefinitions[resource.id];
  const title = resource.titlePage;
  return (
    <Stack component="section" aria-label={title} spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {definition ? <ReportForm key={resource.id} definition={definition} /> : null}
    </Stack>
  );
}
