import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useAppServices } from '#web/app/app-services-context.tsx';
import { downloadVoucherPdf } from '../api/voucher-files-api.ts';
import { saveFile } from '../save-file.ts';
import type { VoucherRef } from '../voucher-ref.ts';
import { describeFileFailure, ErrorDialog } from './error-dialog.tsx';

/**
 * The PDF column of the cancelled and received lists: the CAFE in the document's own format, saved as
 * '{access key}.pdf' without a template choice (spec 001 §7).
 */
export function DownloadPdfButton({ voucher }: { voucher: VoucherRef }) {
  const { http } = useAppServices();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    try {
      saveFile(await downloadVoucherPdf(http, voucher.id), `${voucher.accessKey}.pdf`);
    } catch {
      setFailure(describeFileFailure(voucher.accessKey));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Tooltip title="Descargar PDF">
        <span>
          <IconButton
            aria-label="Descargar PDF"
            onClick={() => void download()}
            disabled={isBusy}
            size="small"
          >
            {isBusy ? <CircularProgress size={20} /> : <PictureAsPdfOutlined />}
          </IconButton>
        </span>
      </Tooltip>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
