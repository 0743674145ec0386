import { assistanceEndpoints, type AssistanceRequest } from '@facturar/contracts';

import type { HttpClient } from '#web/lib/http-client.ts';

export async function sendAssistance(http: HttpClient, request: AssistanceRequest): Promise<string> {
  const answer = await http.request(assistanceEndpoints.send, { body: request });
  return answer.mensaje;
}
