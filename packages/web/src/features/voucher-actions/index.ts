export { toVoucherRef, type VoucherRef } from './voucher-ref.ts';
export { DownloadXmlButton } from './components/download-xml-button.tsx';
export { DownloadPdfButton } from './components/download-pdf-button.tsx';
export { ViewCafeButton } from './components/view-cafe-button.tsx';
export { ZipDownloadBar } from './components/zip-download-bar.tsx';
export { ResendEmailButton } from './components/resend-email-button.tsx';
export { ShareButton } from './components/share-button.tsx';
export { MailDeliveryButton } from './components/mail-delivery-button.tsx';
export { ShareDialog } from './components/share-dialog.tsx';
