import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { KeyFileForm } from './key-file-form.tsx';
import { SingleKeyForm } from './single-key-form.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { ScreenSection } from '#web/components/screen-section.tsx';
import { RadioChoices, type RadioOption } from '#web/components/form/radio-choices.tsx';

type LoadingMode = 'one' | 'many';

const loadingModes: readonly RadioOption<LoadingMode>[] = [
  { value: 'one', label: 'Uno a uno' },
  { value: 'many', label: 'Varios' },
];

/** CAC, 'Carga de comprobantes' (spec 001 §2): received vouchers by access key, one by one or from a file. */
export function VoucherLoadingScreen({ resource }: ScreenProps) {
  const title = resource.titlePage;
  const [mode, setMode] = useState<LoadingMode>('one');
  return (
    <ScreenSection title={title} maxWidth={900}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={3}>
          <RadioChoices label="Forma de carga" isRow options={loadingModes} value={mode} onChange={setMode} />
          {mode === 'one' ? <SingleKeyForm /> : <KeyFileForm />}
        </Stack>
      </Paper>
    </ScreenSection>
  );
}
