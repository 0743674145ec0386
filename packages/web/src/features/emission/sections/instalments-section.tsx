import { useMemo } from 'react';
import {
  LIST_LIMITS,
  findInstalmentDueProblem,
  findInstalmentsProblem,
  instalmentSchema,
} from '@facturar/domain';
import { formatAmount } from '#web/lib/amount-format.ts';
import { ListSectionForm } from './list-section-form.tsx';
import type { SectionField } from './section-fields.tsx';
import type { SectionColumn } from './section-table.tsx';
import type { Instalment, InstalmentsSectionProps } from './section-types.ts';
import { panamaToday } from './today.ts';

type InstalmentDraft = { fechaVencimiento: string; valorCuota: string; informacionInteres: string };

const emptyDraft: InstalmentDraft = { fechaVencimiento: '', valorCuota: '', informacionInteres: '' };

const fields: readonly SectionField<InstalmentDraft>[] = [
  {
    kind: 'date',
    name: 'fechaVencimiento',
    label: 'Fecha de vencimiento',
    width: 'half',
    isRequired: true,
    minDay: panamaToday,
  },
  {
    kind: 'text',
    name: 'valorCuota',
    label: 'Valor de la cuota',
    width: 'half',
    isRequired: true,
    inputMode: 'decimal',
    maxLength: 14,
  },
  {
    kind: 'text',
    name: 'informacionInteres',
    label: 'Información de interés',
    width: 'full',
    isMultiline: true,
    maxLength: 1000,
  },
];

const columns: readonly SectionColumn<Instalment>[] = [
  { header: 'Fecha de vencimiento', cell: (row) => row.fechaVencimiento.slice(0, 10) },
  { header: 'Valor', cell: (row) => formatAmount(row.valorCuota) },
  { header: 'Información adicional', cell: (row) => row.informacionInteres ?? '' },
];

/** 'Información de pago a plazo': the instalments, added through 'Nueva cuota' (spec 002 §2, §5). */
export function InstalmentsSection(props: InstalmentsSectionProps) {
  const { value, documentTotal } = props;
  // An instalment is due from today, and all of them together may not exceed the document's total.
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
  return (
    <ListSectionForm
      {...props}
      title="Información de pago a plazo"
      addLabel="Nueva cuota"
      tableLabel="Cuotas"
      columns={columns}
      fields={fields}
      emptyDraft={emptyDraft}
      schema={schema}
      limit={LIST_LIMITS.pagoPlazos}
      savedMessage="Información de pago a plazo agregado"
    />
  );
}
