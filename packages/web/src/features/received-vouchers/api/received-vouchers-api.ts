import { receivedVoucherEndpoints, type Paged, type ReceivedVoucherRow } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';
import type { PageRequest } from '#web/lib/use-paged-search.ts';

export type ReceivedPageRequest = PageRequest & { ruc: string };

/** GET /comprobantes/recibidos/{companyId} or its /busqueda/ variant (spec 001 §7 'Repositories'). */
export function fetchReceivedPage(
  http: HttpClient,
  request: ReceivedPageRequest,
): Promise<Paged<ReceivedVoucherRow>> {
  const { ruc, page, size, search } = request;
  return http.request(receivedVoucherEndpoints[search ? 'search' : 'list'], {
    params: { companyId: ruc },
    query: {
      page,
      size,
      sort: 'idAsignacionComprobanteElectronico,desc',
      ...search,
    },
  });
}

/** Every page and search of a company's received list: a load invalidates them all. */
export function receivedPagesKey(ruc: string) {
  return ['received-vouchers', ruc] as const;
}

export function receivedPageQueryOptions(http: HttpClient, request: ReceivedPageRequest) {
  const { ruc, page, size, search } = request;
  return queryOptions({
    queryKey: [...receivedPagesKey(ruc), page, size, search],
    queryFn: () => fetchReceivedPage(http, request),
    // Loads add vouchers to the list: always ask again.
    staleTime: 0,
  });
}

/** GET /comprobante/recibido/{accessKey}/{extra}, `extra` being the user's company assignment. */
export async function loadReceivedKey(
  http: HttpClient,
  accessKey: string,
  assignmentId: string,
): Promise<string> {
  const answer = await http.request(receivedVoucherEndpoints.loadByKey, {
    params: { accessKey, extra: assignmentId },
  });
  return answer.mensaje;
}

/** POST /comprobante/recibido/archivo/{companyId}/{extra}: multipart field 'file'. */
export async function uploadKeyFile(
  http: HttpClient,
  request: { ruc: string; assignmentId: string; file: File },
): Promise<string> {
  const form = new FormData();
  form.append('file', request.file, request.file.name);
  const answer = await http.request(receivedVoucherEndpoints.loadKeyFile, {
    params: {
      companyId: request.ruc,
      extra: request.assignmentId,
    },
    body: form,
  });
  return answer.mensaje;
}
