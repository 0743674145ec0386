import { ParseOption, XmlDocument, XmlLibError } from 'libxml2-wasm';
import { buildXmlTree } from './xml-tree-builder.ts';
import type { XmlTreeDocument } from './xml-tree-nodes.ts';

/** Why a text could not be read as XML. */
export type XmlReadErrorCode = 'MALFORMED' | 'DTD_NOT_ALLOWED';

/** A text that is not XML the sandbox accepts; `message` is a Spanish text for the answer. */
export class XmlReadError extends Error {
  readonly code: XmlReadErrorCode;

  constructor(code: XmlReadErrorCode, message: string) {
    super(message);
    this.name = 'XmlReadError';
    this.code = code;
  }
}

export const SAFE_PARSE_OPTIONS = { option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE };
const DOCTYPE = /<!DOCTYPE/i;

/**
 * Parses XML into a tree, refusing DTDs (so no entity is ever declared, let alone expanded).
 * @throws XmlReadError
 */
export function readXmlTree(text: string): XmlTreeDocument {
  assertNoDoctype(text);
  let document: XmlDocument | undefined;
  try {
    document = XmlDocument.fromString(text, SAFE_PARSE_OPTIONS);
  } catch (error) {
    if (error instanceof XmlLibError) throw new XmlReadError('MALFORMED', describeParseError(error));
    throw error;
  } finally {
    document?.dispose();
  }
  return buildXmlTree(text);
}

/** @throws XmlReadError when the text declares a DTD. */
export function assertNoDoctype(text: string): void {
  if (DOCTYPE.test(text)) {
    throw new XmlReadError('DTD_NOT_ALLOWED', 'El XML no puede contener una declaración DOCTYPE.');
  }
}

export function describeParseError(error: XmlLibError): string {
  const detail = error.details[0]?.message.trim() ?? error.message;
  return `El XML no está bien formado: ${detail}`;
}
