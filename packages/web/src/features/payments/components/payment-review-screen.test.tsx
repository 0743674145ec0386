import {
  planAdminEndpoints,
  planAdminMessages,
  planEndpoints,
  type ManagedBankAccount,
  type ManagedPlan,
} from '@facturar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, pageOf, refuse, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen, screenProps } from '#web/testing/render-screen.tsx';
import { PaymentReviewScreen } from './payment-review-screen.tsx';

const basicPlan: ManagedPlan = {
  idPaquete: 1,
  nombre: 'Plan Básico',
  tipo: 'COMPROBANTE',
  precio: '25.00',
  credito: 100,
  descripcion: '100 comprobantes, soporte por correo',
  activo: true,
};

const bankAccount: ManagedBankAccount = {
  idCuentaBancaria: 3,
  nombreBanco: 'Banco General',
  razonSocial: 'Facturar, S.A.',
  identificacion: '155596713-2-2015',
  tipoCuenta: 'Cuenta Corriente',
  numeroCuenta: '03-01-01-123456-7',
  activo: false,
};

/** 'Pagos' as the platform administrator opens it, on the tab named. */
async function openTab(
  tab: 'Planes' | 'Cuentas bancarias',
  plans: ManagedPlan[],
  accounts: ManagedBankAccount[],
) {
  serve(
    handle(planEndpoints.forReview, () => pageOf([])),
    handle(planAdminEndpoints.plans, () => plans),
    handle(planAdminEndpoints.bankAccounts, () => accounts),
  );
  const rendered = await renderScreen(<PaymentReviewScreen {...screenProps('APQ', 'Pagos')} />, {
    session: { perm: 'ADMIN', ruc: 'PLATAFORMA' },
  });
  await rendered.user.click(screen.getByRole('tab', { name: tab }));
  return rendered;
}

describe("'Pagos': plans", () => {
  it('lists every plan with its state', async () => {
    await openTab(
      'Planes',
      [basicPlan, { ...basicPlan, idPaquete: 2, nombre: 'Plan Viejo', activo: false }],
      [],
    );
    const table = await screen.findByRole('table', { name: 'Planes' });
    expect(await within(table).findByText('Plan Básico')).toBeDefined();
    expect(within(table).getByText('A la venta')).toBeDefined();
    expect(within(table).getByText('Retirado')).toBeDefined();
  });

  it("'Agregar Plan' names what is missing, then adds the plan, Guardar waiting on the write", async () => {
    const plans = [basicPlan];
    let release: () => void = () => undefined;
    serve(
      handle(planAdminEndpoints.createPlan, async ({ body }) => {
        await new Promise<void>((resolve) => (release = resolve));
        const saved = { ...body, idPaquete: 9, precio: body.precio };
        plans.push(saved);
        return saved;
      }),
    );
    const { user } = await openTab('Planes', plans, []);
    await user.click(screen.getByRole('button', { name: 'Agregar Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(planAdminMessages.nameRequired)).toBeDefined();
    expect(within(dialog).getByText(planAdminMessages.priceInvalid)).toBeDefined();

    await user.type(within(dialog).getByLabelText('Nombre'), 'Plan Pyme');
    await user.type(within(dialog).getByLabelText('Precio (sin ITBMS)'), '40');
    await user.type(within(dialog).getByLabelText('Comprobantes (-1 ilimitados)'), '500');
    await user.type(
      within(dialog).getByLabelText('Características (separadas por comas)'),
      '500 comprobantes',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    // While the write runs neither button answers, so a double click writes once.
    const buttons = () =>
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.hasAttribute('disabled'));
    await waitFor(() => expect(buttons()).toEqual([true, true]));
    release();
    expect(await screen.findByText('Plan Pyme agregado.')).toBeDefined();
    const table = screen.getByRole('table', { name: 'Planes' });
    expect(await within(table).findByText('Plan Pyme')).toBeDefined();
  });
});

describe("'Pagos': bank accounts", () => {
  it('lists the accounts, hidden ones marked', async () => {
    await openTab('Cuentas bancarias', [], [bankAccount]);
    const table = await screen.findByRole('table', { name: 'Cuentas bancarias' });
    expect(await within(table).findByText('Banco General')).toBeDefined();
    expect(within(table).getByText('Oculta')).toBeDefined();
  });

  it("shows the server's refusal of a change and keeps the dialog open", async () => {
    serve(
      handle(planAdminEndpoints.updateBankAccount, () => refuse(409, 'Ya existe una cuenta con ese número.')),
    );
    const { user } = await openTab('Cuentas bancarias', [], [bankAccount]);
    const table = await screen.findByRole('table', { name: 'Cuentas bancarias' });
    await user.click(await within(table).findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cuenta bancaria' });
    expect((within(dialog).getByLabelText('Banco') as HTMLInputElement).value).toBe('Banco General');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe una cuenta con ese número.')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Editar cuenta bancaria' })).toBeDefined();
  });
});
