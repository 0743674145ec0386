import { platformEndpoints, platformMessages } from '@facturar/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountingFirm } from '#web/testing/accounting-firm.ts';
import { handle, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { CompanyFilterForm } from './company-filter-form.tsx';

function serveChoices() {
  serve(
    handle(platformEndpoints.accountingFirms, () => [accountingFirm('8-123-456', 'Auditores Unidos')]),
    handle(platformEndpoints.paymentTypes, () => [{ codigo: 1, nombre: 'Prepago' }]),
  );
}

async function choose(user: Awaited<ReturnType<typeof renderScreen>>['user'], field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe("the administrative list's company search", () => {
  it('offers each choice with its own empty option and searches by the ones chosen', async () => {
    serveChoices();
    const onSearch = vi.fn();
    const { user } = await renderScreen(<CompanyFilterForm onSearch={onSearch} onReset={vi.fn()} />, {
      session: { perm: 'AEM' },
    });
    await user.click(screen.getByRole('combobox', { name: /Empresa contadora/ }));
    const firms = await screen.findByRole('listbox');
    expect(await within(firms).findByRole('option', { name: 'Auditores Unidos' })).toBeDefined();
    expect(within(firms).getByRole('option', { name: 'Todas' })).toBeDefined();
    await user.click(within(firms).getByRole('option', { name: 'Auditores Unidos' }));
    await choose(user, /Partner/, 'No');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith({ idempresacontadora: '8-123-456', esPartner: '2' });
  });

  it('asks for one parameter before it searches, and clears the choices', async () => {
    serveChoices();
    const onSearch = vi.fn();
    const onReset = vi.fn();
    const { user } = await renderScreen(<CompanyFilterForm onSearch={onSearch} onReset={onReset} />, {
      session: { perm: 'AEM' },
    });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(platformMessages.searchOneParameter)).toBeDefined();
    await choose(user, /Tipo de pago/, 'Prepago');
    await user.click(screen.getByRole('button', { name: 'Limpiar / Mostrar Todos' }));
    expect(onReset).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
