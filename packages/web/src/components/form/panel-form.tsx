import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import type { FormDialogSaving } from './form-dialog.tsx';
import { FormFailure } from './form-failure.tsx';

type PanelFormProps = {
  /** The form's `handleSubmit(...)`, which starts the write. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The write (a react-query mutation as it is): its progress, and its last failure until the next write. */
  saving: FormDialogSaving;
  /** The failure's message above the fields; null for one the form shows on a field itself. */
  describeFailure: (error: unknown) => string | null;
  submitLabel: string;
  /** What stands above the failure: an explanation, what is loaded now. */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * A form that fills a panel or a plain dialog on its own (certificate, logos, a question to support): what
 * it is about, its failure, its fields, and its one button at the right.
 */
export function PanelForm(props: PanelFormProps) {
  const { onSubmit, saving, describeFailure, submitLabel, intro, children } = props;
  const hasFailed = saving.error !== null && saving.error !== undefined;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSubmit(event)} sx={{ pt: 1 }}>
      {intro}
      <FormFailure message={hasFailed ? describeFailure(saving.error) : null} />
      {children}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={saving.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
