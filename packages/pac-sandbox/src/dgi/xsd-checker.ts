import { readFileSync } from 'node:fs';
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlLibError,
  XmlParseError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';
import { buildXmlTree } from '../xml/xml-tree-builder.ts';
import { assertNoDoctype, describeParseError, SAFE_PARSE_OPTIONS, XmlReadError } from '../xml/xml-tree.ts';
import type { XmlTreeDocument } from '../xml/xml-tree-nodes.ts';

/** The schema files the sandbox ships (assets/xsd), so it does not depend on shared/ at run time. */
const SCHEMA_DIRECTORY = new URL('../../assets/xsd/', import.meta.url);
const RFE_SCHEMA_FILE = 'FE_v1.00.portable.xsd';
const XMLDSIG_SCHEMA_FILE = 'xmldsig-core-schema.xsd';
// The imported signature schema is served from memory under a base URL no other code uses.
const SCHEMA_BASE_URL = 'file:///facturar-pac-sandbox-xsd/';
export type XsdVerdict =
  | { readonly isValid: true; readonly document: XmlTreeDocument }
  | { readonly isValid: false; readonly message: string };

let rfeValidator: XsdValidator | undefined;

/**
 * Checks an rFE text against the DGI schema (FE_v1.00.portable.xsd, with Signature and gNoFirm required,
 * as the PAC receives it) and, when it holds, gives the parsed tree: one parse serves both. The schema
 * is compiled once per process and kept.
 */
export function readSchemaValidRfe(rfeText: string): XsdVerdict {
  try {
    assertNoDoctype(rfeText);
  } catch (error) {
    if (error instanceof XmlReadError) return { isValid: false, message: error.message };
    throw error;
  }
  const validator = loadRfeValidator();
  let document: XmlDocument | undefined;
  try {
    document = XmlDocument.fromString(rfeText, SAFE_PARSE_OPTIONS);
    validator.validate(document);
  } catch (error) {
    if (error instanceof XmlParseError) return { isValid: false, message: describeParseError(error) };
    if (error instanceof XmlLibError) return { isValid: false, message: describe(error) };
    throw error;
  } finally {
    document?.dispose();
  }
  return { isValid: true, document: buildXmlTree(rfeText) };
}

/** Compiles the schema now rather than on the first document (start-up does it). */
export function loadRfeValidator(): XsdValidator {
  if (rfeValidator) return rfeValidator;
  xmlRegisterInputProvider(
    new XmlBufferInputProvider({
      [SCHEMA_BASE_URL + XMLDSIG_SCHEMA_FILE]: readFileSync(new URL(XMLDSIG_SCHEMA_FILE, SCHEMA_DIRECTORY)),
    }),
  );
  const schemaText = readFileSync(new URL(RFE_SCHEMA_FILE, SCHEMA_DIRECTORY), 'utf8');
  // The compiled validator keeps pointers into the schema document, so that document lives as long.
  const schema = XmlDocument.fromString(schemaText, { url: SCHEMA_BASE_URL + RFE_SCHEMA_FILE });
  rfeValidator = XsdValidator.fromDoc(schema);
  return rfeValidator;
}

function describe(error: XmlLibError): string {
  const first = error.details[0];
  const text = (first?.message ?? error.message).trim();
  return first && first.line > 0 ? `${text} (línea ${first.line})` : text;
}
