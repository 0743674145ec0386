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

export const receiverTypeOptions = [
  { codigo: '01', nombre: 'Contribuyente' },
  { codigo: '03', nombre: 'Gobierno' },
  { codigo: '04', nombre: 'Extranjero' },
] as const;

export const taxpayerTypeOptions = [
  { codigo: '1', nombre: 'Natural' },
  { codigo: '2', nombre: 'Jurídico' },
] as const;
