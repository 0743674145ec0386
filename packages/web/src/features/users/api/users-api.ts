import {
  userEndpoints,
  type CompanyUser,
  type NewUserRequest,
  type Paged,
  type ProfileItem,
  type UserUpdateRequest,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** Spec 000 §7: the users table asks for 15 rows, newest assignment first. */
export const userPageSize = 15;
const userSort = 'idAsignacionEmpresaUsuario,desc';

export type UserPageRequest = { ruc: string; page: number; size: number };

export function fetchUserPage(http: HttpClient, request: UserPageRequest): Promise<Paged<CompanyUser>> {
  return http.request(userEndpoints.list, {
    params: { ruc: request.ruc },
    query: { page: request.page, size: request.size, sort: userSort },
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
  return http.request(userEndpoints.search, { params: { ruc }, query: { parametroBusqueda: term } });
}

export function userSearchQueryOptions(http: HttpClient, ruc: string, term: string) {
  return queryOptions({
    queryKey: [...usersKey(ruc), 'search', term],
    queryFn: () => searchUsers(http, ruc, term),
  });
}

export function fetchProfiles(http: HttpClient, ruc: string): Promise<ProfileItem[]> {
  return http.request(userEndpoints.profiles, { params: { ruc } });
}

export function profilesQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['user-profiles', ruc],
    queryFn: () => fetchProfiles(http, ruc),
    staleTime: Infinity,
  });
}

export async function createUser(http: HttpClient, user: NewUserRequest): Promise<void> {
  await http.request(userEndpoints.create, { body: user });
}

export async function updateUser(
  http: HttpClient,
  assignmentId: number,
  user: UserUpdateRequest,
): Promise<void> {
  await http.request(userEndpoints.update, {
    params: { idAsignacionEmpresaUsuario: assignmentId },
    body: user,
  });
}

export async function updateUserProfile(
  http: HttpClient,
  assignmentId: number,
  profile: string,
): Promise<void> {
  await http.request(userEndpoints.updateProfile, {
    params: {
      idAsignacionEmpresaUsuario: assignmentId,
      idPerfil: profile,
    },
  });
}
