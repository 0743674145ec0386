import {
  buildApiPath,
  companyUserSchema,
  pagedSchema,
  profileSchema,
  userEndpoints,
  type CompanyUser,
  type NewUserRequest,
  type Paged,
  type ProfileItem,
  type UserUpdateRequest,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { HttpClient } from '#web/lib/http-client.ts';

/** Spec 000 §7: the users table asks for 15 rows, newest assignment first. */
export const userPageSize = 15;
const userSort = 'idAsignacionEmpresaUsuario,desc';

const userPageSchema = pagedSchema(companyUserSchema);
const okSchema = z.object({ mensaje: z.string() });

export type UserPageRequest = { ruc: string; page: number; size: number };

export function fetchUserPage(http: HttpClient, request: UserPageRequest): Promise<Paged<CompanyUser>> {
  return http.call({
    service: 'core',
    path: buildApiPath(userEndpoints.list, { ruc: request.ruc }),
    query: { page: String(request.page), size: String(request.size), sort: userSort },
    schema: userPageSchema,
  });
}

/** Every list and search of the company's users: a change invalidates them all. */
export function usersKey(ruc: string) {
  return ['users', ruc] as const;
}

export function userPageQueryOptions(http: HttpClient, request: UserPageRequest) {
  return queryOptions({
    queryKey: [...usersKey(request.ruc), 'page', request.page, request.size],
    queryFn: () => fetchUserPage(http, request),
  });
}

export function searchUsers(http: HttpClient, ruc: string, term: string): Promise<CompanyUser[]> {
  return http.call({
    service: 'core',
    path: buildApiPath(userEndpoints.search, { ruc }),
    query: { parametroBusqueda: term },
    schema: z.array(companyUserSchema),
  });
}

export function userSearchQueryOptions(http: HttpClient, ruc: string, term: string) {
  return queryOptions({
    queryKey: [...usersKey(ruc), 'search', term],
    queryFn: () => searchUsers(http, ruc, term),
  });
}

export function fetchProfiles(http: HttpClient, ruc: string): Promise<ProfileItem[]> {
  return http.call({
    service: 'core',
    path: buildApiPath(userEndpoints.profiles, { ruc }),
    schema: z.array(profileSchema),
  });
}

export function profilesQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['user-profiles', ruc],
    queryFn: () => fetchProfiles(http, ruc),
    staleTime: Infinity,
  });
}

export async function createUser(http: HttpClient, user: NewUserRequest): Promise<void> {
  await http.call({
    service: 'core',
    path: buildApiPath(userEndpoints.create),
    method: 'POST',
    body: user,
    schema: okSchema,
  });
}

export async function updateUser(
  http: HttpClient,
  assignmentId: number,
  user: UserUpdateRequest,
): Promise<void> {
  await http.call({
    service: 'core',
    path: buildApiPath(userEndpoints.update, { idAsignacionEmpresaUsuario: assignmentId }),
    method: 'PUT',
    body: user,
    schema: okSchema,
  });
}

export async function updateUserProfile(
  http: HttpClient,
  assignmentId: number,
  profile: string,
): Promise<void> {
  await http.call({
    service: 'core',
    path: buildApiPath(userEndpoints.updateProfile, {
      idAsignacionEmpresaUsuario: assignmentId,
      idPerfil: profile,
    }),
    method: 'PUT',
    schema: okSchema,
  });
}
