import { platformEndpoints } from '@facturar/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountingFirm } from '#web/testing/accounting-firm.ts';
import { handle, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { useCompanyChoices } from './use-company-choices.ts';

/** The options as a form would list them, one line each. */
function Choices({ ownId }: { ownId?: string }) {
  const { firmOptions, typeOptions } = useCompanyChoices(ownId);
  return (
    <>
      <ul aria-label="Empresas contadoras">
        {firmOptions.map((option) => (
          <li key={option.codigo}>{`${option.codigo} ${option.nombre}`}</li>
        ))}
      </ul>
      <ul aria-label="Tipos de pago">
        {typeOptions.map((option) => (
          <li key={option.codigo}>{`${option.codigo} ${option.nombre}`}</li>
        ))}
      </ul>
    </>
  );
}

function serveChoices() {
  serve(
    handle(platformEndpoints.accountingFirms, () => [
      accountingFirm('155596713-2-2015', 'Contadores del Istmo'),
      accountingFirm('8-123-456', 'Auditores Unidos'),
    ]),
    handle(platformEndpoints.paymentTypes, () => [
      { codigo: 1, nombre: 'Prepago' },
      { codigo: 2, nombre: 'Postpago' },
    ]),
  );
}

const items = (name: string) =>
  [...screen.getByRole('list', { name }).querySelectorAll('li')].map((item) => item.textContent);

describe("the company forms' choices", () => {
  it('offer every accounting firm and payment type by code and name', async () => {
    serveChoices();
    await renderScreen(<Choices />, { session: { perm: 'AEM' } });
    expect(await screen.findByText('1 Prepago')).toBeDefined();
    expect(await screen.findByText('8-123-456 Auditores Unidos')).toBeDefined();
    expect(items('Empresas contadoras')).toEqual([
      '155596713-2-2015 Contadores del Istmo',
      '8-123-456 Auditores Unidos',
    ]);
    expect(items('Tipos de pago')).toEqual(['1 Prepago', '2 Postpago']);
  });

  it('leave a company out of its own firms', async () => {
    serveChoices();
    await renderScreen(<Choices ownId="155596713-2-2015" />, { session: { perm: 'AEM' } });
    expect(await screen.findByText('8-123-456 Auditores Unidos')).toBeDefined();
    expect(items('Empresas contadoras')).toEqual(['8-123-456 Auditores Unidos']);
  });
});
