import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { downloadVoucherPdf } from '../api/voucher-files-api.ts';
import type { VoucherRef } from '../voucher-ref.ts';
import { DownloadFileButton } from './download-file-button.tsx';

/**
 * The PDF column of the cancelled and received lists: the CAFE in the document's own format, saved as
 * '{access key}.pdf' without a template choice (spec 001 §7).
 */
export function DownloadPdfButton({ voucher }: { voucher: VoucherRef }) {
  return (
    <DownloadFileButton
      voucher={voucher}
      label="Descargar PDF"
      icon={<PictureAsPdfOutlined />}
      extension="pdf"
      fetchFile={(http, id) => downloadVoucherPdf(http, id)}
    />
  );
}
