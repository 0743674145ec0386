import type { ReferencedCufeResult } from '../sections/api/sections-api.ts';

/**
 * The referenced documents whose receiver is not the note's (issue 29: a note to another receiver than its
 * invoice's is asked about before it is issued): the final consumer is the customer id null.
 */
export function findReceiverMismatches(
  noteCustomerId: number | null,
  referenced: readonly ReferencedCufeResult[],
): string[] {
  return referenced.flatMap((document) =>
    document !== null && (document.receptor.cliente?.idAsignacionEmpresaCliente ?? null) !== noteCustomerId
      ? [document.receptor.nombre]
      : [],
  );
}
