import { assistanceEndpoints, buildApiPath, type AssistanceRequest } from '@facturar/contracts';
import { z } from 'zod';
import type { HttpClient } from '#web/lib/http-client.ts';

export async function sendAssistance(http: HttpClient, request: AssistanceRequest): Promise<string> {
  const answer = await http.call({
    service: 'core',
    path: buildApiPath(assistanceEndpoints.send),
    method: 'POST',
    body: request,
    schema: z.object({ mensaje: z.string() }),
  });
  return answer.mensaje;
}
