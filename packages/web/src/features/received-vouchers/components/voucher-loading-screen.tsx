import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { KeyFileForm } from './key-file-form.tsx';
import { SingleKeyForm } from './single-key-form.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { ScreenSection } from '#web/components/screen-section.tsx';

type LoadingMode = 'one' | 'many';

/** CAC, 'Carga de comprobantes' (spec 001 §2): received vouchers by access key, one by one or from a file. */
export function VoucherLoadingScreen({ resource }: ScreenProps) {
  const title = resource.titlePage;
  const [mode, setMode] = useState<LoadingMode>('one');
  return (
    <ScreenSection title={title} maxWidth={900}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={3}>
          <RadioGroup
            row
            aria-label="Forma de carga"
            value={mode}
            onChange={(event) => setMode(event.target.value as LoadingMode)}
          >
            <FormControlLabel value="one" control={<Radio />} label="Uno a uno" />
            <FormControlLabel value="many" control={<Radio />} label="Varios" />
          </RadioGroup>
          {mode === 'one' ? <SingleKeyForm /> : <KeyFileForm />}
        </Stack>
      </Paper>
    </ScreenSection>
  );
}
