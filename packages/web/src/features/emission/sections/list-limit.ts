import { showWarningToast } from '#web/lib/toast.ts';

/** Whether a list section may take one more row; when full, it says so with the domain's message. */
export function hasRoomFor(count: number, limit: { max: number; message: string }): boolean {
  if (count < limit.max) return true;
  showWarningToast(limit.message);
  return false;
}
