import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { businessNameField, companyNameField } from './company-rules.ts';
import { customerRegistrationSchema, providerUpdateSchema } from './customers.ts';
import { apiKeyFormSchema } from './integrations.ts';
import { nameField, requiredText } from './master-data-fields.ts';
import { bankAccountFormSchema, planFormSchema } from './plans.ts';
import { productFormSchema } from './products.ts';
import { newUserRequestSchema, userUpdateRequestSchema } from './users.ts';

const message = 'No ingrese saltos de línea, tabulaciones ni otros caracteres de control.';

/** The first message a schema answers for `value` at `path`. */
function firstMessage(schema: z.ZodType, value: unknown, path: string[] = []): string | undefined {
  const result = schema.safeParse(value);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.join('.') === path.join('.'))?.message;
}

describe('every name refuses control characters (ADR 0103)', () => {
  const hostile = ['Demo\r\nBcc: espia@fuera.test', 'Demo\tS.A.', 'Demo\0S.A.', 'Demo\u2028S.A.'];

  it('in the company, customer, product, user, plan and API-key names', () => {
    for (const name of hostile) {
      expect(firstMessage(businessNameField, name)).toBe(message);
      expect(firstMessage(companyNameField, name)).toBe(message);
      expect(firstMessage(nameField, name)).toBe(message);
      expect(firstMessage(requiredText(300), name)).toBe(message);
      expect(firstMessage(customerRegistrationSchema, { nombres: name }, ['nombres'])).toBe(message);
      expect(firstMessage(providerUpdateSchema, { nombres: name }, ['nombres'])).toBe(message);
      expect(firstMessage(productFormSchema, { descripcion: name }, ['descripcion'])).toBe(message);
      expect(firstMessage(newUserRequestSchema, { nombreUsuario: name }, ['nombreUsuario'])).toBe(message);
      expect(firstMessage(userUpdateRequestSchema, { nombreUsuario: name }, ['nombreUsuario'])).toBe(message);
      expect(firstMessage(planFormSchema, { nombre: name }, ['nombre'])).toBe(message);
      expect(firstMessage(bankAccountFormSchema, { nombreBanco: name }, ['nombreBanco'])).toBe(message);
      expect(firstMessage(apiKeyFormSchema, { nombre: name }, ['nombre'])).toBe(message);
    }
  });

  it('and still takes the names people have', () => {
    expect(businessNameField.parse('  Ñandú & Cía., S.A. ')).toBe('Ñandú & Cía., S.A.');
    expect(nameField.parse('José Ángel Núñez')).toBe('José Ángel Núñez');
  });
});
