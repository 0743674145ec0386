import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { FormFailure } from '#web/components/form/form-failure.tsx';

type TwoFactorFormProps = {
  /** The form's accessible name, which says the step. */
  ariaLabel: string;
  /** The form's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  failure: string | null;
  /** The fields and the button. */
  children: ReactNode;
};

/** Each step of the two-step verification (start, code, turn off): a named form, its failure first. */
export function TwoFactorForm({ ariaLabel, onSubmit, failure, children }: TwoFactorFormProps) {
  return (
    <Box component="form" noValidate aria-label={ariaLabel} onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={2}>
        <FormFailure message={failure} />
        {children}
      </Stack>
    </Box>
  );
}
