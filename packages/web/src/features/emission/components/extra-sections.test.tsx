import { catalogueEndpoints } from '@facturar/contracts';
import { screen, within } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { handle, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { createEmptyValues, type EmissionValues, type LineRow } from '../model/emission-values.ts';
import { ExtraSections } from './extra-sections.tsx';

// The sections read only how many details there are; a detail's content does not matter here.
const oneDetail = [{ key: 'l1' } as LineRow];

/** The emission form's extra sections, and the commercial order as the form holds it now. */
function Harness({ values }: { values: EmissionValues }) {
  const form = useForm<EmissionValues>({ defaultValues: values });
  const order = useWatch({ control: form.control, name: 'pedidoComercialFacturaDto' });
  return (
    <>
      <ExtraSections control={form.control} documentTotal="100.00" />
      <output aria-label="Pedido en el formulario">{JSON.stringify(order ?? null)}</output>
    </>
  );
}

describe("the emission form's extra sections", () => {
  it('wait for a detail', async () => {
    await renderScreen(<Harness values={createEmptyValues()} />);
    expect(screen.queryByRole('region', { name: 'Información de pedido comercial' })).toBeNull();
  });

  it('each show their part of the form and hand a change back to it', async () => {
    const values: EmissionValues = {
      ...createEmptyValues(),
      detalles: oneDetail,
      pedidoComercialFacturaDto: {
        nroPedidoCompra: '123',
        codigoCliente: '',
        informacionInteres: '',
        nroAceptacion: [],
      },
    };
    // The delivery place offers the provinces to choose from.
    serve(handle(catalogueEndpoints.provinces, () => []));
    const { user } = await renderScreen(<Harness values={values} />);
    for (const title of ['Información logística', 'Local de entrega', 'RUC autorizados']) {
      expect(screen.getByRole('heading', { name: new RegExp(title) })).toBeDefined();
    }
    const order = screen.getByRole('region', { name: 'Información de pedido comercial' });
    const number = within(order).getByRole('textbox', { name: /Número de pedido de compra/ });
    expect((number as HTMLInputElement).value).toBe('123');
    await user.clear(number);
    await user.type(number, '456');
    await user.click(within(order).getByRole('button', { name: 'Actualizar' }));
    expect(screen.getByRole('status', { name: 'Pedido en el formulario' }).textContent).toContain(
      '"nroPedidoCompra":"456"',
    );
  });
});
