export { buildCufe, CufePartsError } from './cufe-builder.ts';
export { checkCufe, isCufeValid, readCufeDocumentType, type CufeCheck } from './cufe-checker.ts';
export { computeCufeCheckDigit } from './cufe-check-digit.ts';
export { listCufePartProblems, type CufeParts } from './cufe-fields.ts';
export { generateDSeg, SecurityCodeSourceError } from './security-code-generator.ts';
