import { billingPointEndpoints, type BillingPointForm } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';
import type { ListRequest } from '../hooks/use-master-data-list.ts';

/** Points and assignments change together (a closed point leaves the assignable list). */
export function billingPointsKey(ruc: string) {
  return ['billing-points', ruc] as const;
}

export function billingPointListQueryOptions(http: HttpClient, ruc: string, request: ListRequest) {
  return queryOptions({
    queryKey: [...billingPointsKey(ruc), 'page', request],
    queryFn: () =>
      http.request(billingPointEndpoints.listBillingPoints, {
        params: { ruc },
        query: { page: request.page, size: request.size, sort: 'codigoSucursal,desc' },
      }),
    staleTime: 0,
  });
}

export function registerBillingPoint(http: HttpClient, body: BillingPointForm) {
  return http.request(billingPointEndpoints.registerBillingPoint, { body });
}

export function updateBillingPoint(http: HttpClient, id: number, body: BillingPointForm) {
  return http.request(billingPointEndpoints.updateBillingPoint, { params: { idSecuencial: id }, body });
}

export function assignmentListQueryOptions(http: HttpClient, ruc: string, request: ListRequest) {
  return queryOptions({
    queryKey: [...billingPointsKey(ruc), 'assignments', request],
    queryFn: () =>
      http.request(billingPointEndpoints.listAssignments, {
        params: { ruc },
        query: { page: request.page, size: request.size, sort: 'idAsignacionSecuencialUsuario,desc' },
      }),
    staleTime: 0,
  });
}

export function assignableUsersQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: [...billingPointsKey(ruc), 'users'],
    queryFn: () => http.request(billingPointEndpoints.assignableUsers, { params: { ruc } }),
  });
}

export function assignablePointsQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: [...billingPointsKey(ruc), 'open'],
    queryFn: () => http.request(billingPointEndpoints.assignablePoints, { params: { ruc } }),
  });
}

export function assignPoint(http: HttpClient, userId: string, pointId: string) {
  return http.request(billingPointEndpoints.assignPoint, {
    params: {
      idAsignacionEmpresaUsuario: userId,
      idSecuencial: pointId,
    },
  });
}

export function removeAssignment(http: HttpClient, id: number) {
  return http.request(billingPointEndpoints.removeAssignment, {
    params: { idAsignacionSecuencialUsuario: id },
  });
}
