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
 * How deeply a JSON body may nest objects and arrays: the deepest request of the contracts (a generation
 * request's item, its taxes, their codes) is under ten levels; bodies of thousands of levels only cost
 * recursion in every walker after the parser (hashes, validation, logs).
 */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of a JSON text, counted on the text before it is parsed (strings skipped). */
export function jsonDepthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c) at += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * Every JSON body is measured before it is parsed: one nested deeper than MAX_JSON_DEPTH is refused with
 * a 400 before any route, hook or handler sees it. Parsing itself stays Fastify's (prototype keys
 * refused as they were).
 */
function installJsonDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthOf(text) > MAX_JSON_DEPTH) {
      done(new AppError('validation', messages.tooDeep, { mensajeSistema: 'CUERPO_PROFUNDO' }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * PostgreSQL cannot store U+0000, so a NUL that reaches a query fails there (a 500). One guard refuses it
 * in every part of every call (path, query, headers, parsed body) with a 400, after the caller is admitted
 * and before the call's own validation.
 */
export function installInputGuard(app: FastifyInstance): void {
  installJsonDepthLimit(app);
  app.addHook('preValidation', async (request) => assertNoNul(request));
}
