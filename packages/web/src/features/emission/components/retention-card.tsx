import { RETENTIONS } from '@facturar/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { memo } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { EmissionValues } from '../model/emission-values.ts';
import { FormTextField } from './form-fields.tsx';

const title = 'Retenciones aplicadas a la Factura';

/** One retention code at most (spec 002 §5 'Retention'); the card starts off and clears when ticked. */
export const RetentionCard = memo(function RetentionCard({ control }: { control: Control<EmissionValues> }) {
  const enabled = useController({ control, name: 'hasRetention' });
  const code = useController({ control, name: 'codigoRetencion' });
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={
          <FormControlLabel
            control={
              <Checkbox
                checked={enabled.field.value}
                onChange={(event) => {
                  code.field.onChange('');
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
          <FormTextField
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
