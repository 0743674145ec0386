import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ScreenProps } from '#web/lib/screen-props.ts';

/** The four cards of spec 002 §2 'Landing screen AGC', with the document kinds each groups. */
const cards = [
  { title: 'Factura', options: ['Operación Interna', 'Importación', 'Exportación', 'Zona Franca'] },
  { title: 'Nota de Débito', options: ['Referente a una o varias FE', 'Genérica'] },
  { title: 'Nota de Crédito', options: ['Referente a una o varias FE', 'Genérica'] },
  { title: 'Reembolso', options: ['Reembolso'] },
] as const;

function LandingCard({ title, options }: { title: string; options: readonly string[] }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { id: titleId, component: 'h3', variant: 'h6' } }} />
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {options.map((option) => (
          // The spec gives these buttons no action (spec 002 §2); they only name the document kinds.
          <Button key={option} variant="outlined" size="small">
            {option}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}

/** AGC, the landing screen of the document types the product generates. */
export function DocumentTypesLanding({ resource }: ScreenProps) {
  const title = resource.titlePage;
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 3 }}>
            <LandingCard title={card.title} options={card.options} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
