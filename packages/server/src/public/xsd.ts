// `@facturar/server/xsd`: the DGI schema validator.
export {
  SCHEMA_STAGES,
  createRfeXsdValidator,
  type RfeXsdValidator,
  type SchemaStage,
  type XsdProblem,
} from '../adapters/xsd/index.ts';
