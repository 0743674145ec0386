import Alert from '@mui/material/Alert';

/** A form's failure above its fields, announced as an alert; nothing while there is none. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
