import type { CustomerRow } from '@facturar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receiverRow, serveReceivers } from '#web/testing/receiver-row.ts';
import { renderScreen, screenProps } from '#web/testing/render-screen.tsx';
import { ProvidersScreen } from './providers-screen.tsx';

function provider(id: number, nombres: string): CustomerRow {
  return receiverRow(id, nombres, {
    digitoVerificador: '12',
    correo: `proveedor${id}@demo.test`,
    direccion: 'Vía España',
    telefono: '223-4455',
  });
}

async function renderProviders() {
  const rendered = await renderScreen(<ProvidersScreen {...screenProps('PRV', 'Proveedores')} />);
  return { ...rendered, table: await screen.findByRole('table', { name: 'Proveedores' }) };
}

describe('Proveedores', () => {
  it('lists the providers in its own column order, without the DV, each row with its edit button', async () => {
    serveReceivers('providers', [provider(1, 'Suministros del Istmo')]);
    const { table } = await renderProviders();
    await within(table).findByText('Suministros del Istmo');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 5)).toEqual([
      'Identificación',
      'Razón social / Nombres',
      'Teléfono',
      'Dirección',
      'Correo',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      '8-1-2020',
      'Suministros del Istmo',
      '223-4455',
      'Vía España',
      'proveedor1@demo.test',
    ]);
    expect(within(table).getByRole('button', { name: 'Editar Suministros del Istmo' })).toBeDefined();
  });

  it('searches by RUC, DNI or name and opens the edit dialog of a row found', async () => {
    serveReceivers('providers', [provider(1, 'Suministros del Istmo'), provider(2, 'Papelería Central')]);
    const { user, table } = await renderProviders();
    await within(table).findByText('Papelería Central');
    await user.type(screen.getByLabelText('RUC/DNI/Nombres'), 'pap');
    await waitFor(() => expect(within(table).queryByText('Suministros del Istmo')).toBeNull());
    await user.click(within(table).getByRole('button', { name: 'Editar Papelería Central' }));
    expect(await screen.findByRole('dialog', { name: 'Editar Proveedor' })).toBeDefined();
  });
});
