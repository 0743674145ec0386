export {
  createRfeXsdValidator,
  type RfeXsdValidator,
  type RfeXsdValidatorOptions,
  type XsdProblem,
} from './rfe-xsd-validator.ts';
export { SCHEMA_STAGES, SchemaVariantError, type SchemaStage } from './xsd-schema-variants.ts';
export { DEFAULT_XSD_DIR, SCHEMA_FILES } from './xsd-schema-files.ts';
