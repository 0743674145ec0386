import { describe, expect, it } from 'vitest';
import type { PacFolios } from '@facturar/contracts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { serveTestServer, signInForTests } from '../../../test/support/test-server.ts';

// 'Folios PAC' beside the plan's vouchers: the FoliosRestantes of a company whose PAC counts them (the
// sandbox's HKA mode), with the low-folios warning; nothing for a PAC that does not count them.

const server = serveTestServer();
const tokens = signInForTests(server, { admin: 'admin@facturar.test', invoicer: 'int@demo.facturar.test' });

async function folios(token = tokens.invoicer): Promise<PacFolios> {
  const response = await server.as(token).get(`/api/empresas/${demoRuc}/folios-pac`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function connect(tokenEmpresa: string, tokenPassword: string): Promise<void> {
  const saved = await server.as(tokens.admin).put(`/api/admin/empresas/${demoRuc}/conexion-pac`, {
    proveedor: 'sandbox',
    familia: 'hka',
    ambiente: '2',
    tokenEmpresa,
    tokenPassword,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the PAC’s folios beside the vouchers', () => {
  it('are not shown for a PAC that does not count them (the DGI contract)', async () => {
    expect(await folios()).toMatchObject({ aplica: false, disponibles: null, bajo: false });
  });

  it('show the cycle of a company issuing through HKA, and warn when few are left', async () => {
    await connect('demo155596713_ws_tfhka', 'Dem0-Facturar!59');
    const plenty = await folios();
    expect(plenty).toMatchObject({ aplica: true, totalesCiclo: 1_000, bajo: false, mensaje: null });
    expect(plenty.disponibles).toBeGreaterThan(100);
    expect(plenty.fechaCiclo).toMatch(/^\d{4}-\d{2}-\d{2} \/ \d{4}-\d{2}-\d{2}$/);

    const answer = await fetch(`${server.sandbox.url}/admin/hka/companies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tokenEmpresa: 'pocos-folios_ws_tfhka',
        tokenPassword: 'Pocos-Folios!15',
        ruc: demoRuc,
        foliosPerCycle: 15,
      }),
    });
    expect(answer.ok).toBe(true);
    await connect('pocos-folios_ws_tfhka', 'Pocos-Folios!15');
    expect(await folios()).toMatchObject({ aplica: true, disponibles: 15, totalesCiclo: 15, bajo: true });
  });

  it('say so, without failing, when the PAC refuses the tokens', async () => {
    await connect('desconocido_ws_tfhka', 'Desconocido!00');
    const refused = await folios();
    expect(refused).toMatchObject({ aplica: true, disponibles: null, bajo: false });
    expect(refused.mensaje).toMatch(
      /^No se pudo consultar los folios al PAC: El PAC rechazó las credenciales/,
    );
  });

  it('are another company’s users’ to read only for their own company', async () => {
    const partner = await server.login('partner@facturar.test');
    const other = await server.as(tokens.invoicer).get('/api/empresas/155712345-2-2022/folios-pac');
    expect(other.statusCode).toBe(404);
    expect((await folios(partner)).aplica).toBe(true);
  });
});
