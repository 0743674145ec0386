import { RETENTIONS } from '@facturar/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { memo } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { EmissionValues } from '../model/emission-values.ts';
import { FormCheckboxField } from '#web/components/form/form-checkbox-field.tsx';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';

const title = 'Retenciones aplicadas a la Factura';

/** One retention code at most (spec 002 §5 'Retention'); the card starts off and clears when ticked. */
export const RetentionCard = memo(function RetentionCard({ control }: { control: Control<EmissionValues> }) {
  const isEnabled = useWatch({ control, name: 'hasRetention' });
  const code = useController({ control, name: 'codigoRetencion' });
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={
          <FormCheckboxField
            control={control}
            name="hasRetention"
            label={title}
            onValueChange={() => code.field.onChange('')}
          />
        }
      />
      {isEnabled && (
        <CardContent sx={{ pt: 0 }}>
          <FormSelectField
            control={control}
            name="codigoRetencion"
            label="Código de retención"
            options={RETENTIONS}
          />
        </CardContent>
      )}
    </Card>
  );
});
