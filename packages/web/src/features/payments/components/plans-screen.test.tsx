import { planEndpoints, type BankAccount, type Plan, type PurchaseRequest } from '@facturar/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, refuse, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen, screenProps, testCompanyRuc } from '#web/testing/render-screen.tsx';
import { PlansScreen } from './plans-screen.tsx';

const basicPlan: Plan = {
  idPaquete: 1,
  nombre: 'Plan Básico',
  tipo: 'COMPROBANTE',
  precio: '25.00',
  credito: 100,
  descripcion: 'Factura electrónica, soporte por correo',
};

const unlimitedPlan: Plan = {
  idPaquete: 2,
  nombre: 'Plan Ilimitado',
  tipo: 'COMPROBANTE',
  precio: '480.00',
  credito: -1,
  descripcion: 'Comprobantes sin límite',
};

const posPlan: Plan = {
  idPaquete: 3,
  nombre: 'Punto de venta',
  tipo: 'PLAN SISTEMA',
  precio: '35.50',
  credito: 0,
  descripcion: 'Caja, inventario',
};

const bankAccount: BankAccount = {
  nombreBanco: 'Banco General',
  razonSocial: 'Facturar, S.A.',
  identificacion: '155596713-2-2015',
  tipoCuenta: 'Cuenta Corriente',
  numeroCuenta: '03-01-01-123456-7',
};

/** The plans on sale at a 7 % ITBMS, the company's bank accounts, and whether it may buy now. */
function servePlans(
  eligibility: { permitido: boolean; mensaje: string | null } = { permitido: true, mensaje: null },
) {
  serve(
    handle(planEndpoints.plans, () => [basicPlan, unlimitedPlan, posPlan]),
    handle(planEndpoints.purchaseTax, () => ({ nombre: 'ITBMS' as const, porcentaje: '7' })),
    handle(planEndpoints.bankAccounts, ({ params }) => {
      expect(params.companyId).toBe(testCompanyRuc);
      return [bankAccount];
    }),
    handle(planEndpoints.eligibility, () => eligibility),
    handle(planEndpoints.preContracted, () => []),
  );
}

const renderPlans = () => renderScreen(<PlansScreen {...screenProps('APL', 'Planes')} />);

type User = Awaited<ReturnType<typeof renderPlans>>['user'];

/** 'Adquirir' on the basic plan: its purchase summary, once the company may buy. */
async function acquireBasicPlan(user: User) {
  const basic = await screen.findByRole('article', { name: 'Plan Básico' });
  await user.click(within(basic).getByRole('button', { name: 'Adquirir' }));
}

/** From the summary on: 'Continuar', then 'No, más tarde' (the proof is uploaded afterwards). */
async function buyWithoutProof(user: User, summary: HTMLElement) {
  await user.click(within(summary).getByRole('button', { name: 'Continuar' }));
  const ask = await screen.findByRole('dialog', { name: 'Comprobante de pago' });
  await user.click(within(ask).getByRole('button', { name: 'No, más tarde' }));
}

describe('PLANES DISPONIBLES', () => {
  it('shows the plans by type with their price, vouchers and features, and the accounts to pay into', async () => {
    servePlans();
    await renderPlans();
    const vouchers = await screen.findByRole('region', { name: 'COMPROBANTE' });
    const basic = within(vouchers).getByRole('article', { name: 'Plan Básico' });
    expect(within(basic).getByText('$. 25.00 + ITBMS')).toBeDefined();
    expect(within(basic).getByText('100 comprobantes')).toBeDefined();
    expect(within(basic).getByText('Factura electrónica')).toBeDefined();
    expect(within(basic).getByText('soporte por correo')).toBeDefined();
    const unlimited = within(vouchers).getByRole('article', { name: 'Plan Ilimitado' });
    expect(within(unlimited).getByText('Comprobantes ilimitados')).toBeDefined();
    const system = screen.getByRole('region', { name: 'PLAN SISTEMA' });
    expect(within(system).getByText('$. 35.50 mensual + ITBMS')).toBeDefined();
    const accounts = await screen.findByRole('region', { name: 'Cuentas bancarias' });
    expect(await within(accounts).findByText('03-01-01-123456-7')).toBeDefined();
    expect(within(accounts).getByText('Banco General')).toBeDefined();
  });

  it('buys a plan without the proof: the summary adds the ITBMS, and the result reminds to upload it', async () => {
    servePlans();
    const purchases: PurchaseRequest[] = [];
    serve(
      handle(planEndpoints.purchase, ({ body }) => {
        purchases.push(body);
        return { idAsignacionPaqueteEmpresa: 41, estadoPago: 1 };
      }),
    );
    const { user } = await renderPlans();
    await acquireBasicPlan(user);
    const summary = await screen.findByRole('dialog', { name: 'Resumen de la compra' });
    const row = (label: string) =>
      within(summary).getByRole('rowheader', { name: label }).nextSibling?.textContent;
    expect(row('Precio')).toBe('$. 25.00');
    expect(row('ITBMS (7 %)')).toBe('$. 1.75');
    expect(row('Total')).toBe('$. 26.75');
    await buyWithoutProof(user, summary);
    const result = await screen.findByRole('dialog', { name: 'Transacción realizada' });
    expect(within(result).getByRole('status').textContent).toBe(
      "Recuerde subir el comprobante de pago desde 'Subir comprobante' para completar la contratación del paquete.",
    );
    expect(purchases).toEqual([
      { idEmpresa: testCompanyRuc, idPaquete: 1, valorTotalPaquete: '26.75', iva: 0, voucher: null },
    ]);
  });

  it('tells why the company cannot buy now, and opens no purchase', async () => {
    servePlans({ permitido: false, mensaje: 'Tiene un paquete pendiente de pago.' });
    const { user } = await renderPlans();
    await acquireBasicPlan(user);
    expect(await screen.findByText('Tiene un paquete pendiente de pago.')).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Resumen de la compra' })).toBeNull();
  });

  it('shows a refused purchase in the spec’s words, with the server’s reason', async () => {
    servePlans();
    serve(handle(planEndpoints.purchase, () => refuse(400, 'El paquete ya no está disponible.')));
    const { user } = await renderPlans();
    await acquireBasicPlan(user);
    await buyWithoutProof(user, await screen.findByRole('dialog', { name: 'Resumen de la compra' }));
    const result = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(result).getByRole('status').textContent).toBe(
      'No se pudo registrar la solicitud. Contáctese con el administrador del Sistema.',
    );
    expect(within(result).getByText('El paquete ya no está disponible.')).toBeDefined();
  });
});
