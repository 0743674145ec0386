import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showWarningToast } from '#web/lib/toast.ts';
import { referencedCufeQueryOptions } from '../sections/api/sections-api.ts';
import type { EmissionValues } from '../model/emission-values.ts';
import { toReferencedLineRows } from '../model/referenced-lines.ts';

/**
 * A note opened from an invoice's row offers the invoice's lines (issue 29 §3) while it has none of its own:
 * one click copies them, to be reduced to what the note corrects.
 */
export function ReferencedLinesOffer({ cufe, control }: { cufe: string; control: Control<EmissionValues> }) {
  const { http } = useAppServices();
  const found = useQuery(referencedCufeQueryOptions(http, cufe));
  const details = useController({ control, name: 'detalles' });
  const lines = found.data?.detalles ?? [];
  if (lines.length === 0 || details.field.value.length > 0) return null;

  function copy(): void {
    const { rows, skipped } = toReferencedLineRows(lines);
    details.field.onChange(rows);
    if (skipped.length > 0) {
      showWarningToast(
        `No se copiaron los detalles de productos que ya no están activos: ${skipped.join(', ')}.`,
      );
    }
  }

  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={copy}>
          Copiar detalles
        </Button>
      }
    >
      {`El documento referenciado tiene ${lines.length} ${lines.length === 1 ? 'detalle' : 'detalles'}: puede copiarlos a esta nota y ajustarlos.`}
    </Alert>
  );
}
