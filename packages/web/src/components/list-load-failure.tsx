import Alert from '@mui/material/Alert';
import { listNetworkMessage } from '#web/lib/list-messages.ts';

/** In place of, or above, a list or a detail whose read got no answer (spec 001 §8 'Lists'). */
export function ListLoadFailure() {
  return <Alert severity="error">{listNetworkMessage}</Alert>;
}
