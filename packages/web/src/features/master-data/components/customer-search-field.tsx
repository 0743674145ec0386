import { SearchAutocomplete } from '#web/components/search-autocomplete.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { customerSearchQueryOptions, type CustomerOption } from '../api/customer-search-api.ts';

function describeCustomer(customer: CustomerOption): string {
  const dv = customer.digitoVerificador ? ` DV ${customer.digitoVerificador}` : '';
  return `${customer.cliente.idCliente}${dv} - ${customer.nombres}`;
}

type CustomerSearchFieldProps = {
  /** Only the foreign customers (the export invoice). */
  isForeign: boolean;
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  error?: string | undefined;
  notFoundHint?: string;
};

/**
 * The company's customer lookup (spec 002 §2): asks the server from the first typed character, by
 * identification or name; the emission form's and the schedule's receiver.
 */
export function CustomerSearchField({
  isForeign,
  value,
  onChange,
  error,
  notFoundHint,
}: CustomerSearchFieldProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  return (
    <SearchAutocomplete
      label={isForeign ? 'Buscar cliente extranjero' : 'Buscar cliente'}
      searchOptions={(term) => customerSearchQueryOptions(http, claims.ruc, term, isForeign)}
      getLabel={describeCustomer}
      getKey={(option) => option.idAsignacionEmpresaCliente}
      value={value}
      onChange={onChange}
      networkMessage="Error en la red al consultar el cliente."
      error={error}
      {...(notFoundHint ? { notFoundHint } : {})}
    />
  );
}
