import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PagedSearchState } from '#web/lib/use-paged-search.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { PagedListTable } from './paged-list-table.tsx';

type Company = { ruc: string; nombre: string };

function listOf(rows: Company[], searches: unknown[] = []): PagedSearchState<Company> {
  return {
    rows,
    total: rows.length,
    search: null,
    page: 0,
    size: 15,
    isLoading: false,
    changePage: () => {},
    changeSize: () => {},
    runSearch: (params) => searches.push(params),
    clearSearch: () => {},
  };
}

function Table(props: { list: PagedSearchState<Company>; sizeOptions?: readonly number[] }) {
  return (
    <PagedListTable
      ariaLabel="Empresas"
      columns={[{ key: 'nombre', header: 'Razón Social', render: (row) => row.nombre }]}
      list={props.list}
      rowId={(row) => row.ruc}
      search={{ label: 'RUC/Razón Social', param: 'parametroBusqueda' }}
      {...(props.sizeOptions ? { sizeOptions: props.sizeOptions } : {})}
    />
  );
}

async function sizesOffered() {
  const { user } = await renderScreen(<Table list={listOf([{ ruc: '1', nombre: 'Demo' }])} />);
  await user.click(screen.getByRole('combobox', { name: /Filas por página/ }));
  return screen.getAllByRole('option').map((option) => option.textContent);
}

describe('a server-paged list table', () => {
  it("offers the lists' usual page sizes, 10, 15 and 20 (spec 001 §2)", async () => {
    expect(await sizesOffered()).toEqual(['10', '15', '20']);
  });

  it('offers the sizes its screen names instead', async () => {
    const { user } = await renderScreen(
      <Table list={listOf([{ ruc: '1', nombre: 'Demo' }])} sizeOptions={[5, 10, 15]} />,
    );
    await user.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '15']);
  });

  it('shows its rows and searches by the parameter it names', async () => {
    const searches: unknown[] = [];
    const { user } = await renderScreen(<Table list={listOf([{ ruc: '1', nombre: 'Demo' }], searches)} />);
    expect(within(screen.getByRole('table', { name: 'Empresas' })).getByText('Demo')).toBeDefined();
    await user.type(screen.getByLabelText('RUC/Razón Social'), 'Demo');
    await waitFor(() => expect(searches).toEqual([{ parametroBusqueda: 'Demo' }]));
  });
});
