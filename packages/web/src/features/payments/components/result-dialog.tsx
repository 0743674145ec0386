import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InfoDialog } from '#web/components/info-dialog.tsx';

export type ProcessResult = {
  title: string;
  message: string;
  /** The server's own words, when they say more than the message. */
  detail?: string | undefined;
  severity: 'success' | 'error' | 'info';
};

/** The outcome of a purchase, annulment or review, as the spec's 'Title / message' alerts. */
export function ResultDialog({ result, onClose }: { result: ProcessResult | null; onClose: () => void }) {
  return (
    <InfoDialog
      title={result?.title}
      isOpen={result !== null}
      onClose={onClose}
      maxWidth="xs"
      acknowledgeLabel="Aceptar"
    >
      {result && (
        <Stack spacing={1.5}>
          <Alert severity={result.severity} role="status">
            {result.message}
          </Alert>
          {result.detail && result.detail !== result.message && (
            <Typography variant="body2" color="text.secondary">
              {result.detail}
            </Typography>
          )}
        </Stack>
      )}
    </InfoDialog>
  );
}
