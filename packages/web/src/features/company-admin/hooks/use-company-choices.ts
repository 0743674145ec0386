import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { accountingFirmsQueryOptions, paymentTypesQueryOptions } from '../api/company-admin-api.ts';

/**
 * What the company forms choose from (the search by firm and payment type, the company update): the
 * accounting firms and the payment types, as select options. A company is not its own firm, so the update
 * leaves `ownId` out.
 */
export function useCompanyChoices(ownId?: string) {
  const { http } = useAppServices();
  const firms = useQuery(accountingFirmsQueryOptions(http));
  const paymentTypes = useQuery(paymentTypesQueryOptions(http));
  return {
    firmOptions: (firms.data ?? [])
      .filter((firm) => firm.idEmpresa !== ownId)
      .map((firm) => ({ codigo: firm.idEmpresa, nombre: firm.razonSocialempresa })),
    typeOptions: (paymentTypes.data ?? []).map((type) => ({
      codigo: String(type.codigo),
      nombre: type.nombre,
    })),
  };
}
