/** How long toasts stay (spec 000 §9). The spec names no duration for errors; they stay as long as notices
 * plus time to read a longer Spanish sentence. */
export const toastDurations = {
  success: 10_000,
  successUnchanged: 15_000,
  warning: 4_000,
  info: 4_000,
  error: 6_000,
} as const;

/** Spec 000 §9: at most 15 notifications are stacked. */
export const maxStackedNotifications = 15;
