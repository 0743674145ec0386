import {
  customerEndpoints,
  customerMessages,
  fieldMessages,
  spreadsheetMessages,
  type CustomerRow,
} from '@facturar/contracts';
import { listUnifiedLocations } from '@facturar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, refuse, serve } from '#web/testing/contract-handlers.ts';
import { receiverRow, serveReceivers } from '#web/testing/receiver-row.ts';
import { renderScreen, screenProps } from '#web/testing/render-screen.tsx';
import { CustomersScreen } from './customers-screen.tsx';

const [location] = listUnifiedLocations();

function customer(id: number, nombres: string): CustomerRow {
  return receiverRow(id, nombres, {
    cliente: { idCliente: `155${id}-1-2020`, tipoReceptor: '01', tipoContribuyente: '2' },
    digitoVerificador: '45',
    correo: `cliente${id}@demo.test`,
    direccion: 'Calle 50',
    ubicacionGeografica: location
      ? { idUbicacionGeografica: location.codigo, nombre: location.nombre, secuencial: '1' }
      : null,
  });
}

async function renderCustomers() {
  const rendered = await renderScreen(<CustomersScreen {...screenProps('CLI', 'Clientes')} />);
  const table = await screen.findByRole('table', { name: 'Clientes' });
  return { ...rendered, table };
}

/** A dialog of the screen opened by the button of its name, over an empty list. */
async function openOnEmptyList(name: string) {
  serveReceivers('customers', []);
  const { user } = await renderCustomers();
  await user.click(screen.getByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

describe('Clientes', () => {
  it('lists the customers with their identification and DV', async () => {
    serveReceivers('customers', [
      customer(1, 'Distribuidora del Canal, S.A.'),
      customer(2, 'Ferretería Central'),
    ]);
    const { table } = await renderCustomers();
    expect(await within(table).findByText('Distribuidora del Canal, S.A.')).toBeDefined();
    expect(within(table).getByText('1551-1-2020 DV 45')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Carga Masiva de Clientes' })).toBeDefined();
  });

  it('searches once three characters are typed, and the whole list comes back when the box is emptied', async () => {
    serveReceivers('customers', [
      customer(1, 'Distribuidora del Canal, S.A.'),
      customer(2, 'Ferretería Central'),
    ]);
    const { user, table } = await renderCustomers();
    await within(table).findByText('Ferretería Central');
    const box = screen.getByLabelText('RUC/DNI/Nombres');
    await user.type(box, 'fe');
    expect(names(table)).toHaveLength(2);
    await user.type(box, 'r');
    await waitFor(() => expect(names(table)).toEqual(['Ferretería Central']));
    await user.clear(box);
    await waitFor(() => expect(names(table)).toHaveLength(2));
  });

  it("'Nuevo Cliente' names what is missing and sends nothing", async () => {
    const { user, dialog } = await openOnEmptyList('Nuevo Cliente');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await within(dialog).findAllByText(fieldMessages.required)).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(fieldMessages.emailRequired)).toBeDefined();
    expect(within(dialog).getByText(customerMessages.locationRequired)).toBeDefined();
  });

  it("'Editar Cliente' saves the new name and the list shows it", async () => {
    const customers = [customer(1, 'Distribuidora del Canal, S.A.')];
    serveReceivers('customers', customers);
    serve(
      handle(customerEndpoints.updateCustomer, ({ params, body }) => {
        expect(params.idAsignacionEmpresaCliente).toBe('1');
        customers[0] = { ...customer(1, body.nombres) };
        return { mensaje: customerMessages.updated, cliente: customers[0] };
      }),
    );
    const { user, table } = await renderCustomers();
    await user.click(
      await within(table).findByRole('button', { name: 'Editar Distribuidora del Canal, S.A.' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar Cliente' });
    const name = within(dialog).getByLabelText(/^Nombres \/ Razón social/);
    await user.clear(name);
    await user.type(name, 'Distribuidora del Istmo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(customerMessages.updated)).toBeDefined();
    await waitFor(() => expect(names(table)).toEqual(['Distribuidora del Istmo']));
    expect(screen.queryByRole('dialog', { name: 'Editar Cliente' })).toBeNull();
  });

  it("shows the spec's message when the server refuses the change, and keeps the dialog open", async () => {
    serveReceivers('customers', [customer(1, 'Distribuidora del Canal, S.A.')]);
    serve(handle(customerEndpoints.updateCustomer, () => refuse(400, 'Bad request')));
    const { user, table } = await renderCustomers();
    await user.click(
      await within(table).findByRole('button', { name: 'Editar Distribuidora del Canal, S.A.' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar Cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(customerMessages.notUpdated)).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Editar Cliente' })).toBeDefined();
  });

  it("'Carga Masiva de Clientes' asks for a workbook before sending anything, and closes with 'Cerrar'", async () => {
    const { user, dialog } = await openOnEmptyList('Carga Masiva de Clientes');
    await user.click(within(dialog).getByRole('button', { name: 'Cargar' }));
    expect(await within(dialog).findByText(spreadsheetMessages.fileMissing)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
