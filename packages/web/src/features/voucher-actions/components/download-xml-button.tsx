import CodeOutlined from '@mui/icons-material/CodeOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useAppServices } from '#web/app/app-services-context.tsx';
import { downloadVoucherXml } from '../api/voucher-files-api.ts';
import { saveFile } from '../save-file.ts';
import type { VoucherRef } from '../voucher-ref.ts';
import { describeFileFailure, ErrorDialog } from './error-dialog.tsx';

/** The XML column: saves the stored signed XML as '{access key}.xml' (spec 001 §7). */
export function DownloadXmlButton({ voucher }: { voucher: VoucherRef }) {
  const { http } = useAppServices();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    try {
      saveFile(await downloadVoucherXml(http, voucher.id), `${voucher.accessKey}.xml`);
    } catch {
      setFailure(describeFileFailure(voucher.accessKey));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Tooltip title="Descargar XML">
        <span>
          <IconButton
            aria-label="Descargar XML"
            onClick={() => void download()}
            disabled={isBusy}
            size="small"
          >
            {isBusy ? <CircularProgress size={20} /> : <CodeOutlined />}
          </IconButton>
        </span>
      </Tooltip>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
