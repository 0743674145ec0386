import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The two-column layout of the master-data dialogs (one column on narrow screens). */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}
