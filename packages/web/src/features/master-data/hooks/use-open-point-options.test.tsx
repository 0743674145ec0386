import { billingPointEndpoints, type BillingPointRow } from '@facturar/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, pageOf, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen, testCompanyRuc } from '#web/testing/render-screen.tsx';
import { useOpenPointOptions } from './use-open-point-options.ts';

function point(idSecuencial: number, puntoFacturacion: string, estado: boolean): BillingPointRow {
  return {
    idSecuencial,
    idEmpresa: testCompanyRuc,
    codigoSucursal: '001',
    puntoFacturacion,
    direccion: 'Calle 50',
    coordenadaSucursal: '8.98,-79.52',
    estado,
    secuencialFactura: '1',
  };
}

/** The options one per line, as a select would list them. */
function Options() {
  const options = useOpenPointOptions(testCompanyRuc);
  return (
    <ul aria-label="Puntos">
      {options.map((option) => (
        <li key={option.codigo}>{`${option.codigo}: ${option.nombre}`}</li>
      ))}
    </ul>
  );
}

describe("the company's open billing points as options", () => {
  it('offers each open point by its codes and address, and leaves out a closed one', async () => {
    serve(
      handle(billingPointEndpoints.listBillingPoints, () =>
        pageOf([point(7, '002', true), point(8, '003', false), point(9, '004', true)]),
      ),
    );
    await renderScreen(<Options />);
    expect(await screen.findByText('7: 001-002 Calle 50')).toBeDefined();
    expect(
      [...screen.getByRole('list', { name: 'Puntos' }).querySelectorAll('li')].map(
        (item) => item.textContent,
      ),
    ).toEqual(['7: 001-002 Calle 50', '9: 001-004 Calle 50']);
  });
});
