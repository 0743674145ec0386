import QRCode from 'qrcode';

/** A QR code of `text` as an SVG document, for a screen to show (an otpauth:// URI to scan). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
