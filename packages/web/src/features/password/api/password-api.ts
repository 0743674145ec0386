import { passwordEndpoints } from '@facturar/contracts';
import type { PasswordChangeRequest } from '@facturar/contracts';
import type { CallAuth, HttpClient } from '#web/lib/http-client.ts';

export async function changePassword(
  http: HttpClient,
  request: PasswordChangeRequest,
  auth: CallAuth,
): Promise<void> {
  await http.request(passwordEndpoints.changePassword, { body: request, auth });
}
