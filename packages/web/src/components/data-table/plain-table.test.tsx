import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import type { DataTableColumn } from './data-table.tsx';
import { PlainTable } from './plain-table.tsx';

type Tax = { codigo: string; nombre: string; valor: string; respuesta: string };

const columns: readonly DataTableColumn<Tax>[] = [
  { key: 'codigo', header: 'Código', render: (tax) => tax.codigo },
  { key: 'nombre', header: 'Nombre', render: (tax) => tax.nombre },
  { key: 'valor', header: 'Valor', render: (tax) => `$. ${tax.valor}`, align: 'right', isNoWrap: true },
  { key: 'respuesta', header: 'Respuesta', render: (tax) => tax.respuesta, isLongText: true },
];

const taxes: Tax[] = [
  { codigo: '01', nombre: 'ITBMS 7%', valor: '7.00', respuesta: '250 2.0.0 OK' },
  { codigo: '02', nombre: 'ISC', valor: '1.50', respuesta: '550 5.1.1 <ana@demo.test>' },
];

describe('a plain table', () => {
  it('shows every row under its column headers, each cell laid out as its column says', async () => {
    await renderScreen(
      <PlainTable ariaLabel="Impuestos" columns={columns} rows={taxes} rowKey={(tax) => tax.codigo} />,
    );
    const table = screen.getByRole('table', { name: 'Impuestos' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CódigoNombreValorRespuesta',
      '01ITBMS 7%$. 7.00250 2.0.0 OK',
      '02ISC$. 1.50550 5.1.1 <ana@demo.test>',
    ]);
    const amount = within(table).getByRole('cell', { name: '$. 7.00' });
    expect(amount.className).toContain('MuiTableCell-alignRight');
    expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
    const answer = within(table).getByRole('cell', { name: '250 2.0.0 OK' });
    expect(getComputedStyle(answer).wordBreak).toBe('break-word');
  });

  it('says a list is empty in a row of its own when told what to say, and shows only its header otherwise', async () => {
    await renderScreen(
      <>
        <PlainTable
          ariaLabel="Empresas"
          columns={columns}
          rows={[]}
          rowKey={(tax) => tax.codigo}
          emptyText="Sin datos"
        />
        <PlainTable ariaLabel="Errores" columns={columns} rows={[]} rowKey={(tax) => tax.codigo} />
      </>,
    );
    expect(within(screen.getByRole('table', { name: 'Empresas' })).getAllByRole('row')[1]?.textContent).toBe(
      'Sin datos',
    );
    expect(within(screen.getByRole('table', { name: 'Errores' })).getAllByRole('row')).toHaveLength(1);
  });
});
