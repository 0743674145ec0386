import { SystemCode } from '@facturar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, messages } from '../errors/app-error.ts';

/** True when a value holds a NUL anywhere, in a string or an object key, at any depth (walked without recursion). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

function assertNoNul(request: FastifyRequest): void {
  const parts = [request.params, request.query, request.headers, request.body];
  if (parts.some(containsNul)) {
    throw new AppError('validation', messages.nulCharacter, { mensajeSistema: SystemCode.CARACTER_NUL });
  }
}

/**
 * PostgreSQL cannot store U+0000, so a NUL that reaches a query fails there (a 500). One guard refuses it
 * in every part of every call (path, query, headers, parsed body) with a 400, after the caller is admitted
 * and before the call's own validation.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => assertNoNul(request));
}
