/**
 * What a document must hold at each stage of the pipeline. The published schema requires both the
 * Signature and gNoFirm (the QR, added after signing), so a freshly built text can only be judged by
 * a variant of it. The variants change nothing but those two occurrences: every other rule is the
 * DGI's, and `complete` is the schema exactly as published.
 *
 * - `unsigned`: Signature and gNoFirm optional (the builder's output, before signing);
 * - `signed`: Signature required, gNoFirm optional (what the signature covers);
 * - `complete`: both required, as the PAC receives it.
 */
export type SchemaStage = 'unsigned' | 'signed' | 'complete';

export const SCHEMA_STAGES: readonly SchemaStage[] = ['unsigned', 'signed', 'complete'];

const SIGNATURE_ELEMENT = '<xs:element ref="ds:Signature">';
const QR_ELEMENT = '<xs:element name="gNoFirm" type="gNoFirmType">';

export class SchemaVariantError extends Error {
  readonly code = 'XSD_VARIANT_UNAVAILABLE';
}

function makeOptional(schema: string, element: string): string {
  if (!schema.includes(element)) {
    throw new SchemaVariantError(
      `The rFE schema no longer declares ${element}; review xsd-schema-variants.ts.`,
    );
  }
  return schema.replace(element, element.replace('>', ' minOccurs="0">'));
}

/** The schema text for a stage. */
export function deriveSchemaText(published: string, stage: SchemaStage): string {
  if (stage === 'complete') return published;
  const withoutQr = makeOptional(published, QR_ELEMENT);
  return stage === 'signed' ? withoutQr : makeOptional(withoutQr, SIGNATURE_ELEMENT);
}
