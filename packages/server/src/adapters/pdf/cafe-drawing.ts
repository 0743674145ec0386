import type { RfeProtocol, RfeView } from '../xml/index.ts';
import type { QrSymbol } from './cafe-qr.ts';

/** Everything a CAFE layout draws from. */
export type CafeDrawing = {
  view: RfeView;
  /** The authorisation to print; absent while the document is pending. */
  protocol: RfeProtocol | undefined;
  /** The company's CAFE logo (logoCafe), PNG or JPEG. */
  logo: Buffer | undefined;
  /** The QR of `view.qrUrl`; absent on an unsigned preview. */
  qr: QrSymbol | undefined;
  /** The form's 'Visualizar CAFE': not numbered, not signed, says so where the authorisation goes. */
  isPreview: boolean;
};
