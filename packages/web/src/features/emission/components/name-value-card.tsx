import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { showWarningToast } from '#web/lib/toast.ts';
import { nextRowKey, type EmissionValues } from '../model/emission-values.ts';
import { SectionTable } from '../sections/index.ts';
import { ToggledCard } from './toggled-card.tsx';

type NameValue = { nombre: string; valor: string };

const emptyRow: NameValue = { nombre: '', valor: '' };

type NameValueCardProps = {
  control: Control<EmissionValues>;
  enabledName: 'hasInfo' | 'hasDiscounts';
  rowsName: 'informacionAdicional' | 'descuentosAdicionales';
  title: string;
  nameLabel: string;
  valueLabel: string;
  maxRows: number;
  maxRowsMessage: string;
  /** The shared rule of one row (spec 002 §5). */
  rowSchema: z.ZodType<NameValue>;
  hint?: ReactNode;
};

/**
 * A card that starts off; ticking its checkbox clears its list and shows the editor (spec 002 §4):
 * 'Información Adicional' (30 rows) and 'Descuentos o Bonificaciones Adicionales' (5 rows). The editor is
 * a form of its own, judged by the row's schema; it has no <form> element, since it sits inside the
 * emission form.
 */
export const NameValueCard = memo(function NameValueCard(props: NameValueCardProps) {
  const { control, enabledName, rowsName, title, nameLabel, valueLabel, maxRows, maxRowsMessage, rowSchema } =
    props;
  const rows = useController({ control, name: rowsName });
  const list = rows.field.value;
  const row = useForm<NameValue, unknown, NameValue>({
    defaultValues: emptyRow,
    resolver: draftResolver<NameValue, NameValue>(rowSchema),
  });
  const addRow = row.handleSubmit((parsed) => {
    rows.field.onChange([...list, { key: nextRowKey(), ...parsed }]);
    row.reset(emptyRow);
  });

  function add(): void {
    if (list.length >= maxRows) {
      showWarningToast(maxRowsMessage);
      return;
    }
    void addRow();
  }

  return (
    <ToggledCard
      control={control}
      enabledName={enabledName}
      title={title}
      onToggle={() => rows.field.onChange([])}
    >
      <Stack spacing={2}>
        {props.hint && (
          <Typography variant="body2" color="text.secondary">
            {props.hint}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <FormTextField control={row.control} name="nombre" label={nameLabel} />
          <FormTextField control={row.control} name="valor" label={valueLabel} />
          <Button onClick={add} sx={{ flexShrink: 0 }}>
            Agregar
          </Button>
        </Stack>
        <SectionTable
          label={title}
          columns={[
            { header: nameLabel, cell: (entry) => entry.nombre },
            { header: valueLabel, cell: (entry) => entry.valor },
          ]}
          rows={list}
          onDelete={(index) => rows.field.onChange(list.filter((_, other) => other !== index))}
          deleteLabel={(entry) => `Eliminar ${entry.nombre}`}
        />
      </Stack>
    </ToggledCard>
  );
});
