import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { billingPointListQueryOptions } from '../api/billing-points-api.ts';
import { billingPointName } from '../billing-point-name.ts';

/**
 * The company's open billing points as a select's options ('001-002 Calle 50'), for what issues from one
 * (an API key, a schedule); a failed read offers none rather than asking again.
 */
export function useOpenPointOptions(ruc: string): { codigo: string; nombre: string }[] {
  const { http } = useAppServices();
  const points = useQuery({
    ...billingPointListQueryOptions(http, ruc, { page: 0, size: 100, term: null }),
    retry: false,
  });
  return (points.data?.content ?? [])
    .filter((point) => point.estado)
    .map((point) => ({
      codigo: String(point.idSecuencial),
      nombre: `${billingPointName(point)} ${point.direccion}`,
    }));
}
