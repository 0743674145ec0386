import { RETENTIONS } from '@facturar/domain';
import { memo } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { EmissionValues } from '../model/emission-values.ts';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { ToggledCard } from './toggled-card.tsx';

const title = 'Retenciones aplicadas a la Factura';

/** One retention code at most (spec 002 §5 'Retention'); the card starts off and clears when ticked. */
export const RetentionCard = memo(function RetentionCard({ control }: { control: Control<EmissionValues> }) {
  const code = useController({ control, name: 'codigoRetencion' });
  return (
    <ToggledCard
      control={control}
      enabledName="hasRetention"
      title={title}
      onToggle={() => code.field.onChange('')}
    >
      <FormSelectField
        control={control}
        name="codigoRetencion"
        label="Código de retención"
        options={RETENTIONS}
      />
    </ToggledCard>
  );
});
