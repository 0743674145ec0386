import type { DownloadedFile } from '#web/lib/http-client.ts';

/** Hands a downloaded file to the browser's download manager under the given (or the server's) name. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is no longer needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a window before the file arrives, because browsers only allow pop-ups during the click itself,
 * then shows the file in it. Returns a function that closes the window when the file never comes.
 */
export function openPendingWindow(): { show(file: DownloadedFile): void; close(): void } {
  const target = window.open('', '_blank');
  return {
    show(file) {
      const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
      if (target) {
        target.location.href = url;
      } else {
        window.open(url, '_blank');
      }
    },
    close() {
      target?.close();
    },
  };
}
