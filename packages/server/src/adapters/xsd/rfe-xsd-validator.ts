import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlLibError,
  XsdValidator,
  xmlRegisterInputProvider,
  type ErrorDetail,
} from 'libxml2-wasm';
import {
  DEFAULT_XSD_DIR,
  RFE_SCHEMA_FILE,
  XMLDSIG_SCHEMA_FILE,
  readSchemaSources,
} from './xsd-schema-files.ts';
import { deriveSchemaText, type SchemaStage } from './xsd-schema-variants.ts';

/** One reason a text does not satisfy the DGI schema, as libxml2 reports it. */
export type XsdProblem = { line: number; column: number; path: string | null; message: string };

export type RfeXsdValidator = {
  /** Problems of the text against the schema for the stage; an empty list means valid. Never throws. */
  validate(xml: string, stage: SchemaStage): XsdProblem[];
  /** Frees the compiled schemas (WASM memory); the validator is unusable afterwards. */
  dispose(): void;
};

export type RfeXsdValidatorOptions = {
  /** Folder holding FE_v1.00.portable.xsd and xmldsig-core-schema.xsd; the bundled copies by default. */
  schemaDir?: string | undefined;
};

let providerCount = 0;

function toProblems(details: readonly ErrorDetail[]): XsdProblem[] {
  return details.map((detail) => ({
    line: detail.line,
    column: detail.col,
    path: detail.xpath ?? null,
    message: detail.message.trim(),
  }));
}

/**
 * Validates rFE texts with libxml2 (WASM). Each stage's schema is compiled once, on first use, and
 * kept; the imported XML Signature schema is served from memory under a private base URL.
 */
export function createRfeXsdValidator(options: RfeXsdValidatorOptions = {}): RfeXsdValidator {
  const sources = readSchemaSources(options.schemaDir ?? DEFAULT_XSD_DIR);
  providerCount += 1;
  const base = `file:///facturar-xsd-${providerCount}/`;
  xmlRegisterInputProvider(new XmlBufferInputProvider({ [base + XMLDSIG_SCHEMA_FILE]: sources.xmldsig }));
  // libxml2 does not promise that a compiled schema outlives the document it was parsed from, so
  // each schema document is kept until the validator is disposed.
  const compiled = new Map<SchemaStage, { schema: XmlDocument; validator: XsdValidator }>();

  function validatorFor(stage: SchemaStage): XsdValidator {
    const known = compiled.get(stage);
    if (known) return known.validator;
    const schema = XmlDocument.fromString(deriveSchemaText(sources.rfe, stage), {
      url: base + RFE_SCHEMA_FILE,
    });
    try {
      const validator = XsdValidator.fromDoc(schema);
      compiled.set(stage, { schema, validator });
      return validator;
    } catch (error) {
      schema.dispose();
      throw error;
    }
  }

  return {
    validate(xml, stage) {
      const validator = validatorFor(stage);
      let document: XmlDocument | null = null;
      try {
        document = XmlDocument.fromString(xml);
        validator.validate(document);
        return [];
      } catch (error) {
        if (error instanceof XmlLibError) return toProblems(error.details);
        throw error;
      } finally {
        document?.dispose();
      }
    },
    dispose() {
      for (const { schema, validator } of compiled.values()) {
        validator.dispose();
        schema.dispose();
      }
      compiled.clear();
    },
  };
}
