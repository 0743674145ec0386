import type { CompanyAdminRow } from '@facturar/contracts';
import { PagedListTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import type { PagedSearchState } from '#web/lib/use-paged-search.ts';

type CompaniesTableProps = {
  /** The table's accessible name: its screen's title. */
  label: string;
  list: PagedSearchState<CompanyAdminRow>;
  columns: readonly DataTableColumn<CompanyAdminRow>[];
};

/** Every company of the platform (AEM, SUS): the box that searches them by RUC or name, and their pages. */
export function CompaniesTable({ label, list, columns }: CompaniesTableProps) {
  return (
    <PagedListTable
      ariaLabel={label}
      columns={columns}
      list={list}
      rowId={(row) => row.idEmpresa}
      search={{ label: 'RUC/Razón Social', param: 'parametroBusqueda' }}
    />
  );
}
