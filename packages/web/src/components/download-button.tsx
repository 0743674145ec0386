import Button, { type ButtonProps } from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '#web/lib/http-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { showErrorToast } from '#web/lib/toast.ts';

type DownloadButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** Asks the server for the file. */
  fetchFile: () => Promise<DownloadedFile>;
  /** The name it is saved under when the server gives none. */
  fileName: string;
  /** What a failed download says, in a notice. */
  describeFailure: (error: unknown) => string;
};

/**
 * A button that downloads one file ('Descargar plantilla', 'Exportar', an errors workbook): it shows its
 * progress while the file comes, saves it, and says so in a notice when it does not come.
 */
export function DownloadButton({ fetchFile, fileName, describeFailure, ...button }: DownloadButtonProps) {
  const download = useMutation({
    mutationFn: fetchFile,
    onSuccess: (file) => saveFile(file, fileName),
    onError: (error) => showErrorToast(describeFailure(error)),
  });
  return <Button {...button} loading={download.isPending} onClick={() => download.mutate()} />;
}
