import { platformEndpoints, type PartnerProfileBody } from '@facturar/contracts';
import type { HttpClient } from '#web/lib/http-client.ts';

/** POST /admin/usuarios/registro/perfil/partner. */
export async function assignPartnerProfile(http: HttpClient, body: PartnerProfileBody): Promise<string> {
  const answer = await http.request(platformEndpoints.assignPartnerProfile, { body });
  return answer.mensaje;
}
