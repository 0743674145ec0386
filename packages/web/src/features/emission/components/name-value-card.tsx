import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { showWarningToast } from '#web/lib/toast.ts';
import type { z } from 'zod';
import { nextRowKey, type EmissionValues } from '../model/emission-values.ts';
import { SectionTable } from '../sections/index.ts';

type RowErrors = { nombre?: string; valor?: string };

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
  rowSchema: z.ZodType<{ nombre: string; valor: string }>;
  hint?: ReactNode;
};

function readRowErrors(error: z.ZodError): RowErrors {
  const errors: RowErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === 'nombre' || field === 'valor') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return errors;
}

/**
 * A card that starts off; ticking its checkbox clears its list and shows the editor (spec 002 §4):
 * 'Información Adicional' (30 rows) and 'Descuentos o Bonificaciones Adicionales' (5 rows).
 */
export const NameValueCard = memo(function NameValueCard(props: NameValueCardProps) {
  const { control, enabledName, rowsName, title, nameLabel, valueLabel, maxRows, maxRowsMessage, rowSchema } =
    props;
  const enabled = useController({ control, name: enabledName });
  const rows = useController({ control, name: rowsName });
  const [nombre, setNombre] = useState('');
  const [valor, setValor] = useState('');
  const [errors, setErrors] = useState<RowErrors>({});
  const list = rows.field.value;

  function add(): void {
    if (list.length >= maxRows) {
      showWarningToast(maxRowsMessage);
      return;
    }
    const parsed = rowSchema.safeParse({ nombre, valor });
    if (!parsed.success) {
      setErrors(readRowErrors(parsed.error));
      return;
    }
    rows.field.onChange([...list, { key: nextRowKey(), ...parsed.data }]);
    setNombre('');
    setValor('');
    setErrors({});
  }

  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={
          <FormControlLabel
            control={
              <Checkbox
                checked={enabled.field.value}
                onChange={(event) => {
                  rows.field.onChange([]);
                  enabled.field.onChange(event.target.checked);
                }}
              />
            }
            label={title}
          />
        }
      />
      {enabled.field.value && (
        <CardContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            {props.hint && (
              <Typography variant="body2" color="text.secondary">
                {props.hint}
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={nameLabel}
                value={nombre}
                onChange={(event) => setNombre(event.target.value)}
                size="small"
                fullWidth
                error={errors.nombre !== undefined}
                helperText={errors.nombre}
              />
              <TextField
                label={valueLabel}
                value={valor}
                onChange={(event) => setValor(event.target.value)}
                size="small"
                fullWidth
                error={errors.valor !== undefined}
                helperText={errors.valor}
              />
              <Button onClick={add} sx={{ flexShrink: 0 }}>
                Agregar
              </Button>
            </Stack>
            <SectionTable
              label={title}
              columns={[
                { header: nameLabel, cell: (row) => row.nombre },
                { header: valueLabel, cell: (row) => row.valor },
              ]}
              rows={list}
              onDelete={(index) => rows.field.onChange(list.filter((_, other) => other !== index))}
              deleteLabel={(row) => `Eliminar ${row.nombre}`}
            />
          </Stack>
        </CardContent>
      )}
    </Card>
  );
});
