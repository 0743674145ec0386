import { ShareLinkDialog } from '#web/components/share-link-dialog.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { shareLinkQueryOptions, withdrawShareLink } from '../api/sharing-api.ts';
import type { VoucherRef } from '../voucher-ref.ts';

/** 'Compartir' of a document (issue 27 §1): its public page shows its data and state, its CAFE and XML. */
export function ShareDialog({ voucher, onClose }: { voucher: VoucherRef; onClose: () => void }) {
  const { http } = useAppServices();
  return (
    <ShareLinkDialog
      title="Compartir comprobante"
      explanation="Quien tenga el enlace verá este comprobante y su estado, y podrá descargar su CAFE y su XML."
      qrLabel="Código QR del enlace del comprobante"
      withdrawalWarning="Quien tenga el enlace ya no podrá abrir el comprobante."
      link={shareLinkQueryOptions(http, voucher.id)}
      withdraw={() => withdrawShareLink(http, voucher.id)}
      onClose={onClose}
    />
  );
}
