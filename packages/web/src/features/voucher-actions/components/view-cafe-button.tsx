import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useState } from 'react';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { downloadVoucherPdf } from '../api/voucher-files-api.ts';
import { openPendingWindow } from '#web/lib/save-file.ts';
import type { VoucherRef } from '../voucher-ref.ts';
import { CafeTemplateDialog } from '#web/features/cafe-templates/index.ts';
import { describeFileFailure, ErrorDialog } from './error-dialog.tsx';
import { TooltipIconButton } from '#web/components/tooltip-icon-button.tsx';

/**
 * The 'Ver' column: pick a CAFE template, then the PDF opens in a new window. When printing fails the
 * failure dialog names the access key and the template dialog opens again (spec 001 §8).
 */
export function ViewCafeButton({ voucher }: { voucher: VoucherRef }) {
  const { http } = useAppServices();
  const [isPicking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function show(templateCode: string) {
    const target = openPendingWindow();
    setPicking(false);
    try {
      target.show(await downloadVoucherPdf(http, voucher.id, templateCode));
    } catch {
      target.close();
      setFailure(describeFileFailure(voucher.accessKey));
    }
  }

  function closeFailure() {
    setFailure(null);
    setPicking(true);
  }

  return (
    <>
      <TooltipIconButton
        title="Ver CAFE"
        icon={<VisibilityOutlined />}
        onClick={() => setPicking(true)}
        size="small"
      />
      <CafeTemplateDialog
        isOpen={isPicking}
        documentType={voucher.documentTypeCode}
        onChoose={(code) => void show(code)}
        onClose={() => setPicking(false)}
      />
      <ErrorDialog message={failure} onClose={closeFailure} />
    </>
  );
}
