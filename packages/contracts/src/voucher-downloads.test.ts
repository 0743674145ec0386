import { describe, expect, it } from 'vitest';
import { resendEmailSchema, resendRequestSchema } from './voucher-downloads.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the resend dialog’s e-mail rules (spec 001 §5)', () => {
  it('needs an address, and a valid one', () => {
    expect(firstMessage(resendEmailSchema.safeParse('  '))).toBe('El correo es requerido');
    expect(firstMessage(resendEmailSchema.safeParse('cliente@'))).toBe('El correo es inválido');
    expect(resendEmailSchema.parse(' cliente@correo.test ')).toBe('cliente@correo.test');
  });

  it('needs at least one address to send', () => {
    expect(firstMessage(resendRequestSchema.safeParse({ correos: [], idComprobanteElectronico: 1 }))).toBe(
      'Ingrese al menos un correo electrónico',
    );
  });
});
