import { enqueueSnackbar } from 'notistack';
import { toastDurations } from './toast-durations.ts';

export function showSuccessToast(message: string, options: { isUnchanged?: boolean } = {}): void {
  enqueueSnackbar(message, {
    variant: 'success',
    autoHideDuration: options.isUnchanged ? toastDurations.successUnchanged : toastDurations.success,
  });
}

export function showWarningToast(message: string, options: { durationMs?: number } = {}): void {
  enqueueSnackbar(message, {
    variant: 'warning',
    autoHideDuration: options.durationMs ?? toastDurations.warning,
  });
}

export function showInfoToast(message: string): void {
  enqueueSnackbar(message, { variant: 'info', autoHideDuration: toastDurations.info });
}

export function showErrorToast(message: string): void {
  enqueueSnackbar(message, { variant: 'error', autoHideDuration: toastDurations.error });
}
