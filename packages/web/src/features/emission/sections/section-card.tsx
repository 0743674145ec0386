import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useId, type ReactNode } from 'react';

type SectionCardProps = { title: string; action?: ReactNode; children: ReactNode };

/** The frame of one extra section of the emission form, a region named by its title. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { id: titleId, variant: 'subtitle1', component: 'h3' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
