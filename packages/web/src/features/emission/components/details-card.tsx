import type { LineTotals } from '@facturar/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { memo, useCallback, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import type { LineRow } from '../model/emission-values.ts';
import { LineItemDialog } from './line-item-dialog.tsx';
import { LineItemsTable } from './line-items-table.tsx';
import { LineTaxesDialog } from './line-taxes-dialog.tsx';

type DetailsCardProps = {
  rows: readonly LineRow[];
  lineTotals: readonly LineTotals[];
  onRowsChange: (rows: LineRow[]) => void;
  /** Whether the general data (and for FEX the export data) validate, which 'Agregar Detalle' needs. */
  canAddDetail: () => boolean;
  /** An export: its lines default to ITBMS 00 (exempt) and another rate asks for confirmation. */
  isExport: boolean;
};

type DialogState = { isOpen: false } | { isOpen: true; editing: LineRow | null };

/** 'Detalles': the lines, added and edited in a dialog, never inline (so typing never redraws the table). */
export const DetailsCard = memo(function DetailsCard({
  rows,
  lineTotals,
  onRowsChange,
  canAddDetail,
  isExport,
}: DetailsCardProps) {
  const [dialog, setDialog] = useState<DialogState>({ isOpen: false });
  const [deleting, setDeleting] = useState<LineRow | null>(null);
  const [taxesIndex, setTaxesIndex] = useState<number | null>(null);

  const edit = useCallback((row: LineRow) => setDialog({ isOpen: true, editing: row }), []);

  function save(row: LineRow): void {
    const isEdit = rows.some((other) => other.key === row.key);
    onRowsChange(isEdit ? rows.map((other) => (other.key === row.key ? row : other)) : [...rows, row]);
    setDialog({ isOpen: false });
    showSuccessToast(isEdit ? 'Detalle editado' : 'Detalle agregado al comprobante');
  }

  return (
    <Card variant="outlined" component="section" aria-label="Detalles">
      <CardHeader
        title="Detalles"
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
        action={
          <Button
            variant="contained"
            onClick={() => {
              if (canAddDetail()) setDialog({ isOpen: true, editing: null });
            }}
          >
            Agregar Detalle
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <LineItemsTable
          rows={rows}
          lineTotals={lineTotals}
          onEdit={edit}
          onDelete={setDeleting}
          onTaxes={setTaxesIndex}
        />
      </CardContent>
      <LineItemDialog
        isOpen={dialog.isOpen}
        editing={dialog.isOpen ? dialog.editing : null}
        isExport={isExport}
        onSave={save}
        onClose={() => setDialog({ isOpen: false })}
      />
      <LineTaxesDialog
        totals={taxesIndex === null ? null : (lineTotals[taxesIndex] ?? null)}
        onClose={() => setTaxesIndex(null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Eliminar detalle"
        message="¿Está seguro de eliminar el detalle?"
        confirmLabel="Eliminar"
        onConfirm={() => {
          onRowsChange(rows.filter((row) => row.key !== deleting?.key));
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
});
