import type { Quote } from '@facturar/contracts';

/** A quote's state as 'Cotizaciones' and its public page name it. */
export const quoteStateLabels: Record<Quote['estado'], string> = {
  VIGENTE: 'Vigente',
  VENCIDA: 'Vencida',
  ACEPTADA: 'Aceptada',
  FACTURADA: 'Facturada',
};
