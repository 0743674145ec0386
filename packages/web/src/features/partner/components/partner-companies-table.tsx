import type { PartnerCompanyRow } from '@facturar/contracts';
import Assessment from '@mui/icons-material/Assessment';
import Link from '@mui/material/Link';
import { iconColumn, PagedListTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { PeriodArchiveButton } from '#web/features/reports/index.ts';
import { formatAvailableVouchers } from '#web/lib/amount-format.ts';
import type { PagedSearchState } from '#web/lib/use-paged-search.ts';

/** The company's name, which opens its detail when the table offers one (PAR itself). */
function leadingColumns(onOpen?: (row: PartnerCompanyRow) => void): DataTableColumn<PartnerCompanyRow>[] {
  return [
    { key: 'ruc', header: 'RUC', render: (row) => row.idEmpresa },
    {
      key: 'razon',
      header: 'Razón Social',
      render: (row) =>
        onOpen ? (
          <Link
            component="button"
            type="button"
            onClick={() => onOpen(row)}
            sx={{ textAlign: 'left' }}
            aria-label={`Ver información de ${row.razonSocialempresa}`}
          >
            {row.razonSocialempresa}
          </Link>
        ) : (
          row.razonSocialempresa
        ),
    },
    { key: 'correo', header: 'Correo', render: (row) => row.correoPrincipal },
    { key: 'registro', header: 'Fecha Registro', render: (row) => row.fechaRegistro.slice(0, 10) },
  ];
}
const countColumns: readonly DataTableColumn<PartnerCompanyRow>[] = [
  { key: 'emitidos', header: 'Comp. Emitidos', align: 'right', render: (row) => row.comprobantesUtilizados },
  {
    key: 'disponibles',
    header: 'Comp. Disponibles',
    align: 'right',
    render: (row) => formatAvailableVouchers(row.comprobantesDisponibles),
  },
  { key: 'pago', header: 'Tipo de Pago', render: (row) => row.tipoPago },
  {
    key: 'archivo',
    header: 'Archivo',
    align: 'center',
    render: (row) => <PeriodArchiveButton company={{ ruc: row.idEmpresa, name: row.razonSocialempresa }} />,
  },
];

/** Spec 001 §2: each company's issued-voucher report button, after its registration date. */
function reportColumn(onReport: (row: PartnerCompanyRow) => void): DataTableColumn<PartnerCompanyRow> {
  return iconColumn({
    key: 'reporte',
    header: 'Rep. Comp. Emitidos',
    label: (row) => `Reporte de comprobantes emitidos de ${row.razonSocialempresa}`,
    icon: <Assessment fontSize="small" />,
    onClick: onReport,
  });
}

type PartnerCompaniesTableProps = {
  label: string;
  list: PagedSearchState<PartnerCompanyRow>;
  /** Offers each company's report (PAR itself; the dialogs that pick a company do not). */
  onReport?: (row: PartnerCompanyRow) => void;
  /** Opens a company's detail from its name (PAR itself). */
  onOpen?: (row: PartnerCompanyRow) => void;
};

/**
 * The partner's affiliated companies (spec 001 §2 'Partner companies'), shared by PAR and its dialogs: the
 * box that searches them, and their pages.
 */
export function PartnerCompaniesTable({ label, list, onReport, onOpen }: PartnerCompaniesTableProps) {
  const columns = [...leadingColumns(onOpen), ...(onReport ? [reportColumn(onReport)] : []), ...countColumns];
  return (
    <PagedListTable
      ariaLabel={label}
      columns={columns}
      list={list}
      rowId={(row) => row.idEmpresa}
      search={{ label: 'RUC/ID/Nombres', param: 'parametroBusqueda', minLength: 3 }}
    />
  );
}
