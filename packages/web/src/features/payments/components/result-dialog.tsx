import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export type ProcessResult = {
  title: string;
  message: string;
  /** The server's own words, when they say more than the message. */
  detail?: string | undefined;
  severity: 'success' | 'error' | 'info';
};

/** The outcome of a purchase, annulment or review, as the spec's 'Title / message' alerts. */
export function ResultDialog({ result, onClose }: { result: ProcessResult | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{result?.title}</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
