import { buildCufe, listCufePartProblems, type CufeParts } from '../cufe/index.ts';

/**
 * The one place the document code reaches the CUFE rules (FACTS §2, the cufe module), so a change in
 * how that module spells them touches this file only.
 */
export type { CufeParts };

export type CufeResult = { ok: true; cufe: string } | { ok: false; problems: readonly string[] };

/** The CUFE of a document, or the Spanish reasons its parts cannot make one. */
export function buildDocumentCufe(parts: CufeParts): CufeResult {
  const problems = listCufePartProblems(parts);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, cufe: buildCufe(parts) };
}
