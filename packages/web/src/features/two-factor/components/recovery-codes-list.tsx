import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** The recovery codes, shown once, right after the second step is turned on. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Guarde estos códigos de recuperación en un lugar seguro: no se volverán a mostrar. Cada uno sirve una
        sola vez para ingresar si no tiene su teléfono.
      </Alert>
      <Box
        component="ol"
        aria-label="Códigos de recuperación"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          m: 0,
          pl: 3,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </>
  );
}
