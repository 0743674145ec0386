import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first problem message of a refused form, wherever it sits (a field, a group, the whole form). */
export function readFirstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const [key, entry] of Object.entries(errors) as [string, unknown][]) {
    // An error's `ref` is the field's element, and `types` repeats its messages.
    if (key === 'ref' || key === 'types' || typeof entry !== 'object' || entry === null) continue;
    const { message } = entry as { message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    const nested = readFirstErrorMessage(entry as FieldErrors);
    if (nested !== undefined) return nested;
  }
  return undefined;
}
