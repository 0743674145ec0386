import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { FormCheckboxField } from '#web/components/form/form-checkbox-field.tsx';
import type { EmissionValues } from '../model/emission-values.ts';

type ToggledCardProps = {
  control: Control<EmissionValues>;
  /** The checkbox in the card's title that turns it on. */
  enabledName: 'hasInfo' | 'hasDiscounts' | 'hasRetention';
  title: string;
  /** Clears what the card holds: ticking it either way starts again from nothing. */
  onToggle: () => void;
  children: ReactNode;
};

/** A card of the emission form that starts off (spec 002 §4, §5): its content shows while its title is ticked. */
export function ToggledCard({ control, enabledName, title, onToggle, children }: ToggledCardProps) {
  const isEnabled = useWatch({ control, name: enabledName });
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={
          <FormCheckboxField control={control} name={enabledName} label={title} onValueChange={onToggle} />
        }
      />
      {isEnabled && <CardContent sx={{ pt: 0 }}>{children}</CardContent>}
    </Card>
  );
}
