import type { SchemaStage } from '@facturar/server/xsd';

const SIGNATURE_TAG = /<(?:[\w.-]+:)?Signature[\s>]/;
const QR_TAG = /<(?:[\w.-]+:)?gNoFirm[\s>]/;

/**
 * The pipeline stage an rFE text is at, judged by what it holds: signed with its QR (gNoFirm) is
 * complete, as the PAC receives it; signed without it is signed; anything else is unsigned. Character
 * data outside comments and CDATA cannot hold a raw `<`, so the tags are found without parsing.
 */
export function detectSchemaStage(xml: string): SchemaStage {
  if (!SIGNATURE_TAG.test(xml)) return 'unsigned';
  return QR_TAG.test(xml) ? 'complete' : 'signed';
}

export const STAGE_NAMES: Readonly<Record<SchemaStage, string>> = {
  unsigned: 'sin firmar',
  signed: 'firmado, sin QR',
  complete: 'firmado y con QR (completo)',
};
