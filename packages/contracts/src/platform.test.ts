import { describe, expect, it } from 'vitest';
import { partnerProfileBodySchema } from './platform.ts';

describe('the partner user form (ADP)', () => {
  it('refuses a malformed e-mail with an example address, not the spec’s placeholder', () => {
    const parsed = partnerProfileBodySchema.safeParse({
      idEmpresa: '155596713-2-2015',
      identificacionUsuario: '8887001',
      correoPrincipalUsuario: 'no-es-correo',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'El correo del usuario es erróneo. Ingrese un correo con el formato usuario@dominio.com',
    ]);
  });
});
