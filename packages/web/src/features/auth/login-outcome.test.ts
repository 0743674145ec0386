import { describe, expect, it } from 'vitest';
import { ApiCallError, networkMessage } from '#web/lib/api-call-error.ts';
import {
  decideLoginOutcome,
  describeLoginFailure,
  describeRecoveryFailure,
  describeSecondStepFailure,
  isSecondStepOver,
  LoginDenied,
} from './login-outcome.ts';
import { describeRecoverySuccess } from './login-messages.ts';

const nowMs = 1_800_000_000_000;

function tokenWithState(state: string, lifeSeconds = 900): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = {
    sub: '3',
    ruc: '155704849-2-2021',
    state,
    adm: true,
    perm: 'ADM',
    iat: nowMs / 1000,
    exp: nowMs / 1000 + lifeSeconds,
  };
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
}

describe('what the user sees after a successful login call', () => {
  it('lets an active user in', () => {
    expect(decideLoginOutcome(tokenWithState('ACT'), nowMs).kind).toBe('enter');
  });

  it('asks a first-login or recovered user to change the password', () => {
    expect(decideLoginOutcome(tokenWithState('PRI'), nowMs).kind).toBe('change-password');
  });

  it('tells a deactivated user so', () => {
    expect(decideLoginOutcome(tokenWithState('DES'), nowMs)).toMatchObject({
      kind: 'denied',
      message: 'El usuario fue desactivado.',
    });
  });

  it('tells a blocked user the attempts were exceeded', () => {
    expect(decideLoginOutcome(tokenWithState('BLO'), nowMs)).toMatchObject({
      kind: 'denied',
      message: 'Número de intentos excedido. Comuníquese con el administrador.',
    });
  });

  it('refuses an unknown state', () => {
    expect(decideLoginOutcome(tokenWithState('XYZ'), nowMs)).toMatchObject({
      kind: 'denied',
      message: 'Estado del usuario indefinido. Comuníquese con el administrador.',
    });
  });

  it('refuses a token it cannot read', () => {
    expect(decideLoginOutcome('not.a.token', nowMs)).toMatchObject({
      kind: 'denied',
      message: 'datos de autenticación inválidos (token), Comuníquese con el administrador.',
      token: null,
    });
  });

  it('does not open the password change with a temporary token that already expired', () => {
    expect(decideLoginOutcome(tokenWithState('PRI', 0), nowMs).kind).toBe('denied');
  });
});

describe('what the user sees when the login call fails', () => {
  it('shows bad credentials for a 401', () => {
    expect(describeLoginFailure(new ApiCallError('HTTP', 401, 'Usuario o contraseña inválido.'))).toBe(
      'Usuario o contraseña inválido.',
    );
  });

  it('shows a locked user from the system code or the message, with the way back in', () => {
    const locked =
      'Usuario bloqueado. Para volver a ingresar use "Olvidó su Contraseña?": recibirá en su correo una contraseña temporal que lo desbloquea.';
    expect(describeLoginFailure(new ApiCallError('HTTP', 401, 'x', 'USUARIO_BLOQUEADO'))).toBe(locked);
    expect(describeLoginFailure(new ApiCallError('HTTP', 401, 'Usuario bloqueado.'))).toBe(locked);
  });

  it('warns before the attempt that locks the user', () => {
    expect(describeLoginFailure(new ApiCallError('HTTP', 401, 'x', 'ULTIMO_INTENTO'))).toBe(
      'Usuario o contraseña inválido. Le queda un intento: si vuelve a fallar, el usuario se bloqueará.',
    );
  });

  it('shows bad credentials for malformed input too, never the raw server text', () => {
    expect(describeLoginFailure(new ApiCallError('HTTP', 400, 'Body inválido'))).toBe(
      'Usuario o contraseña inválido.',
    );
  });

  it('shows the wait of a throttled sign-in as the server words it', () => {
    const throttled =
      'Demasiados intentos fallidos para este usuario. Espere unos minutos antes de volver a intentarlo.';
    expect(describeLoginFailure(new ApiCallError('HTTP', 429, throttled, 'LIMITE_POR_USUARIO'))).toBe(
      throttled,
    );
  });

  it('shows the network message when the server cannot be reached', () => {
    expect(describeLoginFailure(new ApiCallError('NETWORK', null, networkMessage))).toBe(
      'Existen problemas en la red. Contáctese con el administrador del Sistema.',
    );
  });

  it('shows the reason of a denied login as it was decided', () => {
    expect(describeLoginFailure(new LoginDenied('El usuario fue desactivado.'))).toBe(
      'El usuario fue desactivado.',
    );
  });

  it('shows the token message when the answer carries no usable token', () => {
    expect(describeLoginFailure(new ApiCallError('INVALID_RESPONSE', 200, 'x'))).toBe(
      'datos de autenticación inválidos (token), Comuníquese con el administrador.',
    );
  });
});

describe('password recovery messages', () => {
  it('names each failure as the spec does', () => {
    expect(describeRecoveryFailure(new ApiCallError('HTTP', 400, 'x'))).toBe(
      'No se pudo reestablecer la contraseña.',
    );
    expect(describeRecoveryFailure(new ApiCallError('HTTP', 404, 'x'))).toBe(
      'No se encontró el usuario que desea recuperar la contraseña.',
    );
    expect(describeRecoveryFailure(new ApiCallError('HTTP', 500, 'x'))).toBe(
      'Error al recuperar la contraseña. Contáctese con el administrador del Sistema.',
    );
    expect(describeRecoveryFailure(new ApiCallError('NETWORK', null, 'x'))).toBe(
      'Existen problemas en la red. Contáctese con el administrador del Sistema.',
    );
  });

  it('tells the user where the sign-in information went', () => {
    expect(describeRecoverySuccess('a***@e***.pa')).toContain('su correo electrónico: a***@e***.pa.');
  });
});

describe('the second step of the sign-in (ADR 0024)', () => {
  const wrongCode = new ApiCallError(
    'HTTP',
    401,
    'El código de verificación no es válido.',
    'CODIGO_INVALIDO',
  );
  const expired = new ApiCallError(
    'HTTP',
    401,
    'La verificación expiró. Ingrese de nuevo su usuario y contraseña.',
    'DESAFIO_EXPIRADO',
  );
  const locked = new ApiCallError('HTTP', 401, 'Usuario bloqueado.', 'USUARIO_BLOQUEADO');

  it('stays on the code after a wrong code, with the server message', () => {
    expect(isSecondStepOver(wrongCode)).toBe(false);
    expect(describeSecondStepFailure(wrongCode)).toBe('El código de verificación no es válido.');
    expect(describeSecondStepFailure(new ApiCallError('NETWORK', null, 'x'))).toBe(networkMessage);
  });

  it('goes back to the password when the challenge expired or the user is locked', () => {
    expect(isSecondStepOver(expired)).toBe(true);
    expect(isSecondStepOver(locked)).toBe(true);
    expect(describeLoginFailure(expired)).toBe(
      'La verificación expiró. Ingrese de nuevo su usuario y contraseña.',
    );
    expect(describeLoginFailure(locked)).toMatch(/^Usuario bloqueado\. Para volver a ingresar/);
  });
});
