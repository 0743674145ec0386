import { DOCUMENT_TYPES } from '@facturar/domain';
import type { DocumentTypeCode } from '@facturar/domain';

export type DocumentKind = { menu: string; code: DocumentTypeCode; name: string };

/** The nine GEN children that open the emission form, by menu code (spec 002 §1). */
const documentKinds: ReadonlyMap<string, DocumentKind> = new Map(
  DOCUMENT_TYPES.map((type) => [type.menu, { menu: type.menu, code: type.codigo, name: type.nombre }]),
);

export function findDocumentKind(menuCode: string): DocumentKind | undefined {
  return documentKinds.get(menuCode);
}
