import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  LIST_LIMITS,
  findInstalmentDueProblem,
  findInstalmentsProblem,
  instalmentSchema,
} from '@facturar/domain';
import { formatAmount } from '#web/lib/amount-format.ts';
import { showSuccessToast } from '#web/lib/toast.ts';
import { FormTextField } from '#web/features/emission/components/form-fields.tsx';
import { draftResolver } from './draft-resolver.ts';
import { hasRoomFor } from './list-limit.ts';
import { SectionCard } from './section-card.tsx';
import { SectionDialog } from './section-dialog.tsx';
import { SectionTable, type SectionColumn } from './section-table.tsx';
import type { Instalment, InstalmentsSectionProps } from './section-types.ts';
import { panamaToday } from './today.ts';

type InstalmentDraft = { fechaVencimiento: string; valorCuota: string; informacionInteres: string };

const emptyDraft: InstalmentDraft = { fechaVencimiento: '', valorCuota: '', informacionInteres: '' };

const columns: readonly SectionColumn<Instalment>[] = [
  { header: 'Fecha de vencimiento', cell: (row) => row.fechaVencimiento.slice(0, 10) },
  { header: 'Valor', cell: (row) => formatAmount(row.valorCuota) },
  { header: 'Información adicional', cell: (row) => row.informacionInteres ?? '' },
];

/** 'Información de pago a plazo': the instalments, added through 'Nueva cuota' (spec 002 §2, §5). */
export function InstalmentsSection({ value, onChange, documentTotal, disabled }: InstalmentsSectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const schema = useMemo(
    () =>
      instalmentSchema.superRefine((instalment, ctx) => {
        const due = findInstalmentDueProblem(instalment.fechaVencimiento, new Date());
        if (due !== undefined) ctx.addIssue({ code: 'custom', path: ['fechaVencimiento'], message: due });
        const excess = findInstalmentsProblem({
          paymentTime: undefined,
          instalmentValues: [...value.map((row) => row.valorCuota), instalment.valorCuota],
          documentTotal,
        });
        if (excess !== undefined) ctx.addIssue({ code: 'custom', path: ['valorCuota'], message: excess });
      }),
    [value, documentTotal],
  );
  const { control, handleSubmit, reset } = useForm<InstalmentDraft, unknown, Instalment>({
    defaultValues: emptyDraft,
    resolver: draftResolver<InstalmentDraft, Instalment>(schema),
  });

  const close = () => {
    reset(emptyDraft);
    setIsOpen(false);
  };
  const add = handleSubmit((instalment) => {
    onChange([...value, instalment]);
    close();
    showSuccessToast('Información de pago a plazo agregado');
  });

  return (
    <SectionCard
      title="Información de pago a plazo"
      action={
        <Button
          onClick={() => setIsOpen(hasRoomFor(value.length, LIST_LIMITS.pagoPlazos))}
          disabled={disabled}
        >
          Nueva cuota
        </Button>
      }
    >
      <SectionTable
        label="Cuotas"
        columns={columns}
        rows={value}
        onDelete={(index) => onChange(value.filter((_, row) => row !== index))}
        disabled={disabled}
      />
      <SectionDialog
        isOpen={isOpen}
        title="Nueva cuota"
        onSubmit={(event) => void add(event)}
        onCancel={close}
      >
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="fechaVencimiento"
            label="Fecha de vencimiento"
            type="date"
            required
            slotProps={{ htmlInput: { min: panamaToday() } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="valorCuota"
            label="Valor de la cuota"
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="informacionInteres"
            label="Información de interés"
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Grid>
      </SectionDialog>
    </SectionCard>
  );
}
