import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import type { DownloadedFile, HttpClient } from '#web/lib/http-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import type { VoucherRef } from '../voucher-ref.ts';
import { describeFileFailure, ErrorDialog } from './error-dialog.tsx';

type DownloadFileButtonProps = {
  voucher: VoucherRef;
  label: string;
  icon: ReactNode;
  extension: 'xml' | 'pdf';
  fetchFile: (http: HttpClient, id: number) => Promise<DownloadedFile>;
};

/** A row's download: saves the voucher's file as '{access key}.{extension}' (spec 001 §7). */
export function DownloadFileButton({ voucher, label, icon, extension, fetchFile }: DownloadFileButtonProps) {
  const { http } = useAppServices();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    try {
      saveFile(await fetchFile(http, voucher.id), `${voucher.accessKey}.${extension}`);
    } catch {
      setFailure(describeFileFailure(voucher.accessKey));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} onClick={() => void download()} disabled={isBusy} size="small">
            {isBusy ? <CircularProgress size={20} /> : icon}
          </IconButton>
        </span>
      </Tooltip>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
