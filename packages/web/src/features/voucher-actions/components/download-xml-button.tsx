import CodeOutlined from '@mui/icons-material/CodeOutlined';
import { downloadVoucherXml } from '../api/voucher-files-api.ts';
import type { VoucherRef } from '../voucher-ref.ts';
import { DownloadFileButton } from './download-file-button.tsx';

/** The XML column: the stored signed XML as '{access key}.xml' (spec 001 §7). */
export function DownloadXmlButton({ voucher }: { voucher: VoucherRef }) {
  return (
    <DownloadFileButton
      voucher={voucher}
      label="Descargar XML"
      icon={<CodeOutlined />}
      extension="xml"
      fetchFile={downloadVoucherXml}
    />
  );
}
