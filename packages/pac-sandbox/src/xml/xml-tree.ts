import { ParseOption, XmlDocument, XmlLibError } from 'libxml2-wasm';
import { buildXmlTree } from './xml-tree-builder.ts';

/**
 * A read-only XML tree in plain JavaScript objects, which the sandbox's rules, canonicalisation and
 * SOAP reader walk. libxml2 judges the text (natively, without network or external entities); the tree
 * is then built in JavaScript, so the walks cost no WASM calls.
 */
export type XmlTreeElement = {
  readonly type: 'element';
  /** prefix:localName as written. */
  readonly qualifiedName: string;
  readonly localName: string;
  readonly prefix: string;
  /** '' when the element is in no namespace. */
  readonly namespaceUri: string;
  /** The xmlns declarations written on this element: prefix ('' for the default) → URI. */
  readonly namespaceDeclarations: ReadonlyMap<string, string>;
  readonly attributes: readonly XmlTreeAttribute[];
  readonly children: readonly XmlTreeNode[];
  readonly parent: XmlTreeElement | undefined;
};

export type XmlTreeAttribute = {
  readonly qualifiedName: string;
  readonly localName: string;
  readonly prefix: string;
  readonly namespaceUri: string;
  readonly value: string;
};

/** Text and CDATA alike (C14N does not tell them apart). */
export type XmlTreeText = { readonly type: 'text'; readonly text: string };
export type XmlTreeInstruction = {
  readonly type: 'instruction';
  readonly target: string;
  readonly data: string;
};
export type XmlTreeComment = { readonly type: 'comment' };
export type XmlTreeNode = XmlTreeElement | XmlTreeText | XmlTreeInstruction | XmlTreeComment;

export type XmlTreeDocument = {
  readonly root: XmlTreeElement;
  /** Processing instructions and comments before and after the root element. */
  readonly before: readonly XmlTreeNode[];
  readonly after: readonly XmlTreeNode[];
};

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
