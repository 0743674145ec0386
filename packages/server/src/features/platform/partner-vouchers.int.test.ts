import { beforeAll, describe, expect, it } from 'vitest';
import { signInPartnerCast } from '../../../test/support/test-companies.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';

let tokens: Awaited<ReturnType<typeof signInPartnerCast>>;
const partnerRuc = '155612345-2-2016';
const ferreteria = '155712345-2-2022';

const server = serveTestServer();

beforeAll(async () => {
  tokens = await signInPartnerCast(server);
});

const available = (token = tokens.partner, ruc = partnerRuc) =>
  server.as(token).get(`/api/partner/obtenerComprobantesDisponibles/${ruc}`);
const assign = (body: Record<string, unknown>, token = tokens.partner) =>
  server.as(token).post('/api/partner/registrar/paquete/empresa', body);
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
const companyCount = async (ruc: string) => {
  const page = await server
    .as(tokens.partner)
    .get(`/api/admin/empresas/buscar/${partnerRuc}?parametroBusqueda=${encodeURIComponent(ruc)}`);
  return (page.json() as { content: { comprobantesDisponibles: number }[] }).content[0]
    ?.comprobantesDisponibles;
};

describe('the partner’s voucher assignment', () => {
  it('reads the partner’s own vouchers and moves them to an affiliated company', async () => {
    expect((await available()).json()).toBe(5000);
    expect(await companyCount(ferreteria)).toBe(500);
    const response = await assign({
      rucEmpresa: ferreteria,
      rucPartner: partnerRuc,
      numeroComprobantes: 250,
      precioComprobantes: '0.08',
      fechaFinContratacion: nextYear,
      observacion: 'Temporada navideña',
    });
    expect(response.json()).toEqual({ mensaje: 'Comprobantes asignados.' });
    expect((await available()).json()).toBe(4750);
    expect(await companyCount(ferreteria)).toBe(750);
    const ledger = await server.ctx.db
      .selectFrom('voucher_ledger')
      .select(['company_ruc', 'kind', 'delta', 'partner_ruc'])
      .where('kind', '=', 'partner')
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { company_ruc: partnerRuc, kind: 'partner', delta: -250, partner_ruc: partnerRuc },
      { company_ruc: ferreteria, kind: 'partner', delta: 250, partner_ruc: partnerRuc },
    ]);
  });

  it('refuses more than it has (400), a past end date (400), a company not its own (404)', async () => {
    const tooMany = await assign({
      rucEmpresa: ferreteria,
      rucPartner: partnerRuc,
      numeroComprobantes: 999_999,
      fechaFinContratacion: nextYear,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().apierror).toMatchObject({
      mensaje: 'No se pudo asignar los comprobantes a la empresa.',
      mensajeSistema: 'El partner tiene 4750 comprobantes disponibles.',
    });
    const past = await assign({
      rucEmpresa: ferreteria,
      rucPartner: partnerRuc,
      numeroComprobantes: 5,
      fechaFinContratacion: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    const missing = await assign({
      rucEmpresa: ferreteria,
      rucPartner: partnerRuc,
      fechaFinContratacion: nextYear,
    });
    expect(missing.json().apierror.mensaje).toBe('Ingrese un número de comprobantes.');
    const notOwn = await assign({
      rucEmpresa: '155723456-2-2023',
      rucPartner: partnerRuc,
      numeroComprobantes: 5,
      fechaFinContratacion: nextYear,
    });
    expect(notOwn.statusCode).toBe(404);
    expect(notOwn.json().apierror.mensaje).toBe('No se encontró la empresa para asignar.');
    expect((await available()).json()).toBe(4750);
  });

  it('answers 404 to another partner and 403 to anyone but a partner', async () => {
    expect((await available(tokens.otherPartner)).statusCode).toBe(404);
    expect((await available(tokens.otherPartner, '155600001-2-2014')).json()).toBe(0);
    const foreign = await assign(
      {
        rucEmpresa: ferreteria,
        rucPartner: partnerRuc,
        numeroComprobantes: 1,
        fechaFinContratacion: nextYear,
      },
      tokens.otherPartner,
    );
    expect(foreign.statusCode).toBe(404);
    for (const token of [tokens.adm, tokens.admin]) {
      expect((await available(token)).statusCode).toBe(403);
      expect((await assign({}, token)).statusCode).toBe(403);
    }
  });
});
