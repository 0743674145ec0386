import { describe, expect, it } from 'vitest';
import { optionalPlainText } from './master-data-fields.ts';
import { newUserRequestSchema, userRuleMessages, userUpdateRequestSchema } from './users.ts';

const newUser = {
  idEmpresa: '155596713-2-2015',
  identificacionUsuario: '8745120',
  nombreUsuario: 'Ana Pérez',
  correoPrincipalUsuario: 'ana@demo.facturar.test',
};
const addressProblem = (direccionUsuario: string) =>
  newUserRequestSchema
    .safeParse({ ...newUser, direccionUsuario })
    .error?.issues.find((issue) => issue.path[0] === 'direccionUsuario')?.message;

describe('a user’s address (spec 000 §5: no special characters)', () => {
  it('takes what a customer’s address takes, and refuses what it refuses, with the spec’s message', () => {
    const customerAddress = optionalPlainText(300);
    for (const address of ['Calle 50; Edif. Los Robles, 2ª planta, local #3-B', "Vía Porras 'El Dorado'"]) {
      expect(customerAddress.safeParse(address).success).toBe(true);
      expect(addressProblem(address)).toBeUndefined();
    }
    for (const address of ['Calle <b>50</b>', 'Avenida Perú & Calle 3', 'Casa {7}']) {
      expect(customerAddress.safeParse(address).success).toBe(false);
      expect(addressProblem(address)).toBe(userRuleMessages.addressCharacters);
    }
  });

  it('is optional and the same rule when a user is edited', () => {
    expect(addressProblem('')).toBeUndefined();
    const edited = userUpdateRequestSchema.safeParse({
      nombreUsuario: 'Ana Pérez',
      correoPrincipalUsuario: 'ana@demo.facturar.test',
      direccionUsuario: 'Calle 50; Obarrio',
      estadoUsuario: 'ACT',
    });
    expect(edited.success).toBe(true);
  });
});
