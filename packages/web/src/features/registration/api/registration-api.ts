import { registrationEndpoints, type CompanyRegistrationRequest } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** The signed moment the form was served; a new one for every form shown. */
export function formTokenQueryOptions(http: HttpClient, formId: string) {
  return queryOptions({
    queryKey: ['registration-form-token', formId],
    queryFn: () => http.request(registrationEndpoints.formToken, { auth: 'none' }),
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** POST /signin (public): answers the address the login details were sent to. */
export async function registerCompany(
  http: HttpClient,
  request: CompanyRegistrationRequest,
): Promise<string> {
  const answer = await http.request(registrationEndpoints.register, { body: request, auth: 'none' });
  return answer.correo;
}
