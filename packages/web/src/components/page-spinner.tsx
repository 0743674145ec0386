import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

type PageSpinnerProps = { label?: string; isFullPage?: boolean };

/** The waiting state of a page or route; the label, when given, is announced to screen readers. */
export function PageSpinner({ label, isFullPage = false }: PageSpinnerProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: isFullPage ? '100vh' : 240,
        py: 6,
      }}
    >
      <CircularProgress aria-label={label ?? 'Cargando'} />
      {label && (
        <Typography variant="body1" color="text.secondary">
          {label}
        </Typography>
      )}
    </Box>
  );
}
