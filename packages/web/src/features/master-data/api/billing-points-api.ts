import {
  assignableUsersSchema,
  assignmentAnswerSchema,
  billingPointAnswerSchema,
  billingPointEndpoints,
  billingPointPageSchema,
  billingPointsSchema,
  buildApiPath,
  pointAssignmentPageSchema,
  type BillingPointForm,
} from '@facturar/contracts';
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
      http.call({
        service: 'core',
        path: buildApiPath(billingPointEndpoints.listBillingPoints, { ruc }),
        query: { page: String(request.page), size: String(request.size), sort: 'codigoSucursal,desc' },
        schema: billingPointPageSchema,
      }),
    staleTime: 0,
  });
}

export function registerBillingPoint(http: HttpClient, body: BillingPointForm) {
  return http.call({
    service: 'core',
    method: 'POST',
    path: buildApiPath(billingPointEndpoints.registerBillingPoint),
    body,
    schema: billingPointAnswerSchema,
  });
}

export function updateBillingPoint(http: HttpClient, id: number, body: BillingPointForm) {
  return http.call({
    service: 'core',
    method: 'PUT',
    path: buildApiPath(billingPointEndpoints.updateBillingPoint, { idSecuencial: id }),
    body,
    schema: billingPointAnswerSchema,
  });
}

export function assignmentListQueryOptions(http: HttpClient, ruc: string, request: ListRequest) {
  return queryOptions({
    queryKey: [...billingPointsKey(ruc), 'assignments', request],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(billingPointEndpoints.listAssignments, { ruc }),
        query: {
          page: String(request.page),
          size: String(request.size),
          sort: 'idAsignacionSecuencialUsuario,desc',
        },
        schema: pointAssignmentPageSchema,
      }),
    staleTime: 0,
  });
}

export function assignableUsersQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: [...billingPointsKey(ruc), 'users'],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(billingPointEndpoints.assignableUsers, { ruc }),
        schema: assignableUsersSchema,
      }),
  });
}

export function assignablePointsQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: [...billingPointsKey(ruc), 'open'],
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(billingPointEndpoints.assignablePoints, { ruc }),
        schema: billingPointsSchema,
      }),
  });
}

export function assignPoint(http: HttpClient, userId: string, pointId: string) {
  return http.call({
    service: 'core',
    path: buildApiPath(billingPointEndpoints.assignPoint, {
      idAsignacionEmpresaUsuario: userId,
      idSecuencial: pointId,
    }),
    schema: assignmentAnswerSchema,
  });
}

export function removeAssignment(http: HttpClient, id: number) {
  return http.call({
    service: 'core',
    path: buildApiPath(billingPointEndpoints.removeAssignment, { idAsignacionSecuencialUsuario: id }),
    schema: assignmentAnswerSchema,
  });
}
