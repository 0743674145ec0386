import { controlCharacterMessage, hasControlCharacter } from '@facturar/domain';
import type { z } from 'zod';

/**
 * A name (or any one-line text) refuses control characters, CR/LF and tabs included, with the domain's
 * Spanish message (ADR 0103). Put first in the chain, so its message is the one answered.
 */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return schema.refine((text) => !hasControlCharacter(text), controlCharacterMessage);
}
