import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The DGI schema files, kept in the repository (packages/server/assets/xsd) so the product does not
 * need ../shared at run time. They are byte-for-byte copies of shared/dgi/xsd; a test says so while
 * shared/ sits beside the repository.
 */
export const DEFAULT_XSD_DIR = fileURLToPath(new URL('../../../assets/xsd/', import.meta.url));

export const RFE_SCHEMA_FILE = 'FE_v1.00.portable.xsd';
export const XMLDSIG_SCHEMA_FILE = 'xmldsig-core-schema.xsd';
export const PROTOCOL_SCHEMA_FILE = 'ProtProcesFE_v1.00.xsd';
export const SCHEMA_FILES = [RFE_SCHEMA_FILE, XMLDSIG_SCHEMA_FILE, PROTOCOL_SCHEMA_FILE] as const;

export type SchemaSources = { rfe: string; xmldsig: Uint8Array };

export function readSchemaSources(schemaDir: string): SchemaSources {
  return {
    rfe: readFileSync(join(schemaDir, RFE_SCHEMA_FILE), 'utf8'),
    xmldsig: readFileSync(join(schemaDir, XMLDSIG_SCHEMA_FILE)),
  };
}
