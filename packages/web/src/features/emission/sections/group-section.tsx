import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card.tsx';

type GroupSectionProps = {
  title: string;
  hasValue: boolean;
  disabled?: boolean;
  onSubmit: () => void;
  onRemove: () => void;
  children: ReactNode;
};

/**
 * A section holding one group of the request (commercial order, logistics, delivery place): its fields in
 * place, 'Agregar' stores them in the document once they follow the rules, 'Quitar' takes them out.
 * No <form> of its own: it sits inside the emission form, and forms do not nest.
 */
export function GroupSection(props: GroupSectionProps) {
  const { title, hasValue, disabled, onSubmit, onRemove, children } = props;
  return (
    <SectionCard title={title}>
      <Grid container spacing={2}>
        {children}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        {hasValue && (
          <Button onClick={onRemove} disabled={disabled}>
            Quitar
          </Button>
        )}
        <Button variant="contained" onClick={onSubmit} disabled={disabled}>
          {hasValue ? 'Actualizar' : 'Agregar'}
        </Button>
      </Stack>
    </SectionCard>
  );
}
