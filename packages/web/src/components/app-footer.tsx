import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// Read once per page load: a session that spans New Year's Eve shows last year's line until reload.
const currentYear = new Date().getFullYear();

/** The rights-reserved line with the current year (spec 000 §1). */
export function AppFooter() {
  return (
    <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        © {currentYear} Facturar. Todos los derechos reservados.
      </Typography>
    </Box>
  );
}
