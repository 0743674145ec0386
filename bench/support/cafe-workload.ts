import { renderCafe } from '@facturar/server/cafe';
import { parseRfe, type RfeView } from '@facturar/server/xml';
import { isSmoke } from './bench-size.ts';
import type { Work } from './throughput-meter.ts';

export type CafeWorkloadInput = {
  /** A signed rFE with its QR (gNoFirm). */
  readonly xml: string;
  readonly template: string;
  /** Whether each unit reads the XML too (as the e-mail job does from the stored document). */
  readonly isParsed: boolean;
};

// More variants than the renderer's QR cache holds (512), so every PDF draws its QR afresh, as the
// first CAFE of each document does.
const VARIANTS = isSmoke ? 2 : 640;

/** One CAFE PDF per call: the document read from its XML (or already read) and rendered. */
export function prepareWork(input: CafeWorkloadInput): Work {
  const xmls = Array.from({ length: VARIANTS }, (_, index) => withQrVariant(input.xml, index));
  const views: RfeView[] = input.isParsed ? [] : xmls.map((xml) => parseRfe(xml));
  let next = 0;
  return () => {
    next = (next + 1) % VARIANTS;
    const view = input.isParsed ? parseRfe(xmls[next] ?? '') : views[next];
    if (!view) throw new Error('No CAFE variant.');
    return renderCafe(view, { template: input.template });
  };
}

/** The same document with a QR text of its own: the JWT's first characters carry the index. */
function withQrVariant(xml: string, index: number): string {
  const jwt = xml.indexOf('jwt=', xml.indexOf('<dQRCode>'));
  if (jwt < 0) throw new Error('The CAFE benchmark needs a document with its QR (gNoFirm).');
  const start = jwt + 'jwt='.length;
  const mark = index.toString(36).padStart(4, '0');
  return xml.slice(0, start) + mark + xml.slice(start + mark.length);
}
