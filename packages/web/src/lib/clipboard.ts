import { showErrorToast, showSuccessToast } from './toast.ts';

/** What the user is told: the copy went, or it did not and the text is to be selected by hand. */
export type CopyNotices = { copied: string; failed: string };

/**
 * Copies a text the screen also shows, and says whether it went: a browser may refuse the clipboard (no
 * permission, not a secure page), and then the user selects the text on screen instead.
 */
export async function copyText(text: string, notices: CopyNotices): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showSuccessToast(notices.copied);
  } catch {
    showErrorToast(notices.failed);
  }
}
