import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { MANUALS, findManual, type Manual } from '../manual-content.ts';

const CAPTURES = '/manuales/capturas';

/** /manuales/ and /manuales/:manual — the manuals of spec 000 §6, readable without signing in. */
export function ManualsPage() {
  const { manual: slug } = useParams();
  const manual = findManual(slug);
  useEffect(() => {
    document.title = manual ? `${manual.title} - Manuales` : 'Manuales';
  }, [manual]);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="overline" component="p">
          <Link component={RouterLink} to="/manuales/">
            Manuales de Facturar
          </Link>{' '}
          ·{' '}
          <Link component={RouterLink} to="/login">
            Ingresar
          </Link>
        </Typography>
        {manual ? <ManualView manual={manual} /> : <ManualIndex />}
      </Stack>
    </Container>
  );
}

function ManualIndex() {
  return (
    <>
      <Typography variant="h4" component="h1">
        Manuales
      </Typography>
      <List aria-label="Manuales">
        {MANUALS.map((manual) => (
          <ListItem key={manual.slug} disableGutters>
            <Stack>
              <Link component={RouterLink} to={`/manuales/${manual.slug}`} variant="h6">
                {manual.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {manual.audience}
              </Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
    </>
  );
}

function ManualView({ manual }: { manual: Manual }) {
  return (
    <article aria-label={manual.title}>
      <Typography variant="h4" component="h1" gutterBottom>
        {manual.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {manual.audience}
      </Typography>
      <Stack spacing={4}>
        {manual.sections.map((section) => (
          <Box component="section" key={section.title} aria-label={section.title}>
            <Typography variant="h5" component="h2" gutterBottom>
              {section.title}
            </Typography>
            {section.text.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {section.steps && (
              <Box component="ol" sx={{ pl: 3 }}>
                {section.steps.map((step) => (
                  <li key={step}>
                    <Typography>{step}</Typography>
                  </li>
                ))}
              </Box>
            )}
            {section.figure && (
              <Paper component="figure" variant="outlined" sx={{ m: 0, mt: 2, p: 1 }}>
                <Box
                  component="img"
                  src={`${CAPTURES}/${section.figure.file}`}
                  alt={section.figure.caption}
                  loading="lazy"
                  sx={{ width: '100%', display: 'block' }}
                />
                <Typography component="figcaption" variant="caption" color="text.secondary">
                  {section.figure.caption}
                </Typography>
              </Paper>
            )}
          </Box>
        ))}
      </Stack>
    </article>
  );
}
