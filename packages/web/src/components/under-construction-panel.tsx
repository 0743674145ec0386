import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type UnderConstructionPanelProps = { title: string; headingLevel?: 'h1' | 'h2' };

/** Stands in for a screen that a later release delivers; it shows no made-up content. */
export function UnderConstructionPanel({ title, headingLevel = 'h2' }: UnderConstructionPanelProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto', borderStyle: 'dashed' }}
    >
      <ConstructionOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h5" component={headingLevel} gutterBottom>
        {title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        En construcción
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Esta sección estará disponible próximamente.
      </Typography>
    </Paper>
  );
}
