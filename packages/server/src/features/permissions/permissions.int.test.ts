import { describe, expect, it } from 'vitest';
import { decodeClaims, serveTestServer } from '../../../test/support/test-server.ts';

const server = serveTestServer();

async function idsFor(username: string): Promise<string[]> {
  const token = await server.login(username);
  const response = await server
    .as(token)
    .get(`/api/admin/permisos/${String(decodeClaims(token).perm)}/${server.config.apiKey}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string }[]).map((resource) => resource.id);
}

describe('the permission list that builds the menu', () => {
  it('gives the company administrator every issuing screen, the user-menu dialogs and the plan permissions', async () => {
    const ids = await idsFor('adm@demo.facturar.test');
    expect(ids).toEqual(
      expect.arrayContaining([
        'GEN',
        'FOP',
        'FEX',
        'FIM',
        'FZF',
        'NDG',
        'NDR',
        'NCG',
        'NCR',
        'REE',
        'BOR',
        'CTZ',
        'USU',
        'CSE',
        'ASE',
      ]),
    );
    expect(ids).toEqual(
      expect.arrayContaining(['IEM', 'CCO', 'SCE', 'CRS', 'CQR', 'APA', 'APL', 'SCO', 'CDI']),
    );
    expect(ids).not.toContain('AEM');
  });

  it('keeps users, billing points and company set-up away from the internal user', async () => {
    const ids = await idsFor('int@demo.facturar.test');
    expect(ids).toEqual(expect.arrayContaining(['GEN', 'FOP', 'BOR', 'CTZ', 'AUT', 'CLI', 'CCO', 'CDI']));
    for (const id of ['USU', 'CSE', 'ASE', 'SCE', 'CQR', 'APA', 'APL']) expect(ids).not.toContain(id);
  });

  it('gives the platform administrator companies, subscription keys and payment review', async () => {
    const ids = await idsFor('admin@facturar.test');
    expect(ids).toEqual(expect.arrayContaining(['AEM', 'SUS', 'APQ', 'ADP']));
    expect(ids).not.toContain('FOP');
  });

  it('refuses a permission key that is not the caller’s, and an unknown application key', async () => {
    const token = await server.login('int@demo.facturar.test');
    const other = await server.as(token).get(`/api/admin/permisos/EMP-ADM/${server.config.apiKey}`);
    expect(other.statusCode).toBe(403);
    const badKey = await server.as(token).get('/api/admin/permisos/EMP-INT/clave-ajena');
    expect(badKey.statusCode).toBe(403);
    expect(badKey.json().apierror.mensaje).toBe('No tiene permiso para realizar esta acción.');
  });
});
