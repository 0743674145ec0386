import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS_PATH,
  generateCommonPasswordsModule,
} from '../../../scripts/generate-common-passwords.ts';
import { commonPasswordsText } from './common-passwords.ts';
import { isCommonPassword, passwordRuleMessages, passwordRules } from './password-rules.ts';

function problemsOf(password: string): string[] {
  const result = passwordRules.newPassword.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the new-password rules', () => {
  it('refuse the most common passwords, whatever their case, with a Spanish message', () => {
    for (const password of ['12345678', 'password1', 'Qwertyuiop', 'PASSWORD123']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(problemsOf(password)).toEqual([passwordRuleMessages.common]);
    }
  });

  it('accept a password of the spec that nobody else uses', () => {
    expect(problemsOf('Facturar2026!')).toEqual([]);
    expect(problemsOf('MiClaveNueva2026!')).toEqual([]);
  });

  it('keep the spec messages first for a short or angled password', () => {
    expect(problemsOf('corta')).toEqual(['La contraseña debe tener al menos 8 caracteres.']);
    expect(problemsOf('Clave<2026>')).toEqual(['La contraseña no puede contener los caracteres < o >.']);
  });

  it('bundle more than ten thousand common passwords, as the list generates them today', async () => {
    expect(commonPasswordsText.split('\n').length).toBeGreaterThan(10_000);
    expect(await readFile(COMMON_PASSWORDS_PATH, 'utf8')).toBe(generateCommonPasswordsModule());
  });
});
