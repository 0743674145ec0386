import { passwordChangeFormSchema } from '@facturar/contracts';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '#web/lib/api-call-error.ts';
import { checkPasswordChangeAllowed, describePasswordChangeFailure } from './password-change-outcome.ts';

const nowMs = 1_800_000_000_000;

describe('when a password change may be sent', () => {
  it('refuses without a token', () => {
    expect(checkPasswordChangeAllowed(null, nowMs)).toBe('Su sesión expiro.');
  });

  it('refuses when less than six minutes of session remain', () => {
    expect(checkPasswordChangeAllowed({ exp: (nowMs + 359_000) / 1000 }, nowMs)).toBe(
      'La sesión expiro, vuela a la pantalla de Login.',
    );
  });

  it('allows it with six minutes or more left', () => {
    expect(checkPasswordChangeAllowed({ exp: (nowMs + 360_000) / 1000 }, nowMs)).toBeNull();
  });
});

describe('what the user sees when the change fails', () => {
  it('names a wrong current password, an authentication error and anything else', () => {
    expect(describePasswordChangeFailure(new ApiCallError('HTTP', 405, 'x'))).toBe(
      'La contraseña actual enviada no coincide con los registros.',
    );
    expect(describePasswordChangeFailure(new ApiCallError('HTTP', 401, 'x'))).toBe('Error de autenticación.');
    expect(describePasswordChangeFailure(new ApiCallError('HTTP', 400, 'x'))).toBe(
      'No se pudo actualizar la contraseña.',
    );
    expect(describePasswordChangeFailure(new ApiCallError('HTTP', 500, 'x'))).toBe(
      'No se pudo actualizar la contraseña.',
    );
  });

  it('shows the network message when the server cannot be reached', () => {
    expect(describePasswordChangeFailure(new ApiCallError('NETWORK', null, 'x'))).toBe(
      'Existen problemas en la red. Contáctese con el administrador del Sistema.',
    );
  });
});

describe('the shared change-password form rules', () => {
  // The form shows the first message of each field, as the react-hook-form resolver does.
  function messagesFor(form: { claveActual: string; nuevaClave: string; confirmacion: string }) {
    const result = passwordChangeFormSchema.safeParse(form);
    const messages: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      messages[issue.path.join('.')] ??= issue.message;
    }
    return messages;
  }

  it('requires the three fields with their own messages', () => {
    expect(messagesFor({ claveActual: '', nuevaClave: '', confirmacion: '' })).toEqual({
      claveActual: 'Ingrese la contraseña actual.',
      nuevaClave: 'Ingrese la contraseña nueva.',
      confirmacion: 'Confirme la contraseña nueva.',
    });
  });

  it('shows a mismatch on both new fields', () => {
    expect(
      messagesFor({ claveActual: 'Actual2026!', nuevaClave: 'Nueva2026!', confirmacion: 'Otra2026!!' }),
    ).toEqual({
      nuevaClave: 'Las contraseñas no coinciden.',
      confirmacion: 'Las contraseñas no coinciden.',
    });
  });

  it('asks for at least eight characters', () => {
    expect(messagesFor({ claveActual: 'x', nuevaClave: 'Corta1!', confirmacion: 'Corta1!' }).nuevaClave).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
  });
});
