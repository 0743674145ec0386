import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { FormFailure } from './form-failure.tsx';

type PanelFormProps = {
  /** The form's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  failure: string | null;
  submitLabel: string;
  isSubmitting: boolean;
  /** What stands above the failure: an explanation, what is loaded now. */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * A form that fills a panel or a plain dialog on its own (certificate, logos, a question to support): what
 * it is about, its failure, its fields, and its one button at the right.
 */
export function PanelForm({ onSubmit, failure, submitLabel, isSubmitting, intro, children }: PanelFormProps) {
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSubmit(event)} sx={{ pt: 1 }}>
      {intro}
      <FormFailure message={failure} />
      {children}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
