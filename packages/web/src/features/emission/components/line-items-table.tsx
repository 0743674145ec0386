import { formatUpTo6, type LineTotals } from '@facturar/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import type { LineRow } from '../model/emission-values.ts';

type RowActions = {
  onEdit: (row: LineRow) => void;
  onDelete: (row: LineRow) => void;
  onTaxes: (index: number) => void;
};

type LineItemsTableProps = RowActions & { rows: readonly LineRow[]; lineTotals: readonly LineTotals[] };

function describeDiscount(row: LineRow): string {
  const { descuento, isDescuentoPorcentaje } = row.request;
  if (descuento === undefined) return '';
  return isDescuentoPorcentaje === true ? `${descuento} %` : descuento;
}

/** One line, redrawn only when the line itself or its total changes. */
const LineItemRow = memo(function LineItemRow({
  row,
  total,
  index,
  onEdit,
  onDelete,
  onTaxes,
}: RowActions & { row: LineRow; total: string; index: number }) {
  const name = `${index + 1}`;
  return (
    <TableRow>
      <TableCell>{row.codigoPrincipal}</TableCell>
      <TableCell>{row.descripcion}</TableCell>
      <TableCell align="right">{row.request.cantidad}</TableCell>
      <TableCell align="right">{row.request.precioProducto}</TableCell>
      <TableCell align="right">{describeDiscount(row)}</TableCell>
      <TableCell align="right">{total}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton aria-label={`Impuestos del detalle ${name}`} onClick={() => onTaxes(index)}>
          <ReceiptOutlined fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Editar detalle ${name}`} onClick={() => onEdit(row)}>
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Eliminar detalle ${name}`} onClick={() => onDelete(row)}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});

/** The 'Detalles' table; every row is shown (the page size equals the number of rows, spec 002 §9). */
export const LineItemsTable = memo(function LineItemsTable(props: LineItemsTableProps) {
  const { rows, lineTotals, ...actions } = props;
  return (
    <TableContainer>
      <Table size="small" aria-label="Detalles del comprobante">
        <TableHead>
          <TableRow>
            <TableCell>Código</TableCell>
            <TableCell>Descripción</TableCell>
            <TableCell align="right">Cantidad</TableCell>
            <TableCell align="right">Precio unitario</TableCell>
            <TableCell align="right">Descuento</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} align="center">
                No existen datos
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => {
              const totals = lineTotals[index];
              return (
                <LineItemRow
                  key={row.key}
                  row={row}
                  total={totals ? formatUpTo6(totals.itemTotal) : ''}
                  index={index}
                  {...actions}
                />
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
