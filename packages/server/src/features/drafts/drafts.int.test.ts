import { describe, expect, it } from 'vitest';
import { demoInvoiceBody, demoRuc } from '../../../test/support/demo-invoice.ts';
import { issueDocument } from '../../../test/support/issued-documents.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { serveTestServer, signInForTests } from '../../../test/support/test-server.ts';

const server = serveTestServer();
const tokens = signInForTests(server, { adm: 'adm@demo.facturar.test', int: 'int@demo.facturar.test' });

type Draft = {
  idBorrador: number;
  tipoDocumento: string;
  nombreReceptor: string;
  total: string;
  version: number;
  actualizadoPor: string;
  estado: Record<string, unknown>;
};

const invoiceForm = {
  tipoDocumento: '01',
  estado: { customer: { nombre: 'Distribuidora del Canal, S.A.' }, detalles: [{ descripcion: 'Café' }] },
  nombreReceptor: 'Distribuidora del Canal, S.A.',
  total: '109.05',
};

function messageOf(response: { json(): unknown }): string {
  return (response.json() as { apierror: { mensaje: string } }).apierror.mensaje;
}

describe('drafts of the emission forms', () => {
  it('saves a form as it is typed, lists it for the company and reopens it as the author’s last one', async () => {
    const created = await server.as(tokens.int).post('/api/borradores', invoiceForm);
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json() as Draft;
    expect(draft).toMatchObject({ ...invoiceForm, version: 1 });
    expect(draft.actualizadoPor).not.toBe('');

    const saved = await server.as(tokens.int).put(`/api/borradores/${draft.idBorrador}`, {
      ...invoiceForm,
      estado: { ...invoiceForm.estado, propina: '5.00' },
      total: '114.05',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, total: '114.05', estado: { propina: '5.00' } });

    const latest = await server.as(tokens.int).get('/api/borradores/ultimo/01');
    expect((latest.json() as { borrador: Draft }).borrador).toMatchObject({
      idBorrador: draft.idBorrador,
      version: 2,
    });
    // The last draft is the author's: the administrator's form of the same type does not reopen it.
    expect((await server.as(tokens.adm).get('/api/borradores/ultimo/01')).json()).toEqual({ borrador: null });

    const list = (await server.as(tokens.adm).get('/api/borradores')).json() as { borradores: Draft[] };
    expect(list.borradores[0]).toMatchObject({
      idBorrador: draft.idBorrador,
      tipoDocumento: '01',
      nombreReceptor: 'Distribuidora del Canal, S.A.',
      total: '114.05',
    });
    expect(list.borradores[0]).not.toHaveProperty('estado');
    expect((await server.as(tokens.adm).get(`/api/borradores/${draft.idBorrador}`)).json()).toMatchObject({
      estado: { propina: '5.00' },
    });
  });

  it('refuses a save over a newer version instead of losing it', async () => {
    const draft = (await server.as(tokens.adm).post('/api/borradores', invoiceForm)).json() as Draft;
    const first = await server.as(tokens.adm).put(`/api/borradores/${draft.idBorrador}`, {
      ...invoiceForm,
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const stale = await server.as(tokens.int).put(`/api/borradores/${draft.idBorrador}`, {
      ...invoiceForm,
      nombreReceptor: 'Otro',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(messageOf(stale)).toBe(
      'El borrador fue modificado en otra pestaña o por otro usuario. Ábralo de nuevo para ver la última versión.',
    );
    expect((await server.as(tokens.adm).get(`/api/borradores/${draft.idBorrador}`)).json()).toMatchObject({
      nombreReceptor: 'Distribuidora del Canal, S.A.',
      version: 2,
    });
  });

  it('answers every bad input with a Spanish message and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ ...invoiceForm, tipoDocumento: '10' }, 'El tipo de documento no es válido.'],
      [{ ...invoiceForm, total: '-1' }, 'El total del borrador no es válido.'],
      [{ ...invoiceForm, estado: [] }, 'El contenido del borrador no es válido.'],
      [
        { ...invoiceForm, estado: { notas: 'x'.repeat(262_200) } },
        'El borrador es demasiado grande para guardarse (máximo 256 KB).',
      ],
    ];
    const before = ((await server.as(tokens.adm).get('/api/borradores')).json() as { borradores: Draft[] })
      .borradores;
    for (const [body, message] of cases) {
      const answer = await server.as(tokens.adm).post('/api/borradores', body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.body).toContain(message);
    }
    const after = ((await server.as(tokens.adm).get('/api/borradores')).json() as { borradores: Draft[] })
      .borradores;
    expect(after).toHaveLength(before.length);
    expect((await server.as(tokens.adm).get('/api/borradores/999999')).statusCode).toBe(404);
    expect(messageOf(await server.as(tokens.adm).delete('/api/borradores/999999'))).toBe(
      'No se encontró el borrador.',
    );
  });

  it('leaves the list once issued, and is deleted by hand', async () => {
    const issued = (await server.as(tokens.adm).post('/api/borradores', invoiceForm)).json() as Draft;
    const kept = (await server.as(tokens.adm).post('/api/borradores', invoiceForm)).json() as Draft;
    const refused = await server.as(tokens.adm).post(`/api/borradores/${issued.idBorrador}/emitido`, {
      idComprobanteElectronico: 999_999_999,
    });
    expect(refused.statusCode).toBe(404);
    expect(messageOf(refused)).toBe('El comprobante emitido no existe en esta empresa.');

    const document = await issueDocument(server, tokens.adm, await demoInvoiceBody(server.ctx.db));
    const done = await server.as(tokens.adm).post(`/api/borradores/${issued.idBorrador}/emitido`, {
      idComprobanteElectronico: Number(document.id),
    });
    expect(done.statusCode, done.body).toBe(200);
    const removed = await server.as(tokens.adm).delete(`/api/borradores/${kept.idBorrador}`);
    expect(removed.json()).toEqual({ mensaje: 'Borrador eliminado.' });
    const ids = (
      (await server.as(tokens.adm).get('/api/borradores')).json() as { borradores: Draft[] }
    ).borradores.map((draft) => draft.idBorrador);
    expect(ids).not.toContain(issued.idBorrador);
    expect(ids).not.toContain(kept.idBorrador);
  });

  it('keeps each company’s drafts to itself, and takes an API key with «emitir»', async () => {
    const draft = (await server.as(tokens.adm).post('/api/borradores', invoiceForm)).json() as Draft;
    const foreign = await server.login(
      await createTestCompany(server.ctx.db, {
        ruc: '155689012-2-2019',
        dv: '69',
        name: 'Servicios Logísticos Pacífico, S.A.',
      }),
    );
    expect((await server.as(foreign).get(`/api/borradores/${draft.idBorrador}`)).statusCode).toBe(404);
    expect((await server.as(foreign).delete(`/api/borradores/${draft.idBorrador}`)).statusCode).toBe(404);
    const overwrite = await server.as(foreign).put(`/api/borradores/${draft.idBorrador}`, {
      ...invoiceForm,
      version: 1,
    });
    expect(overwrite.statusCode).toBe(404);
    expect((await server.as(foreign).get('/api/borradores')).json()).toEqual({ borradores: [] });

    const point = await server.ctx.db
      .selectFrom('billing_points')
      .select('id')
      .where('company_ruc', '=', demoRuc)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const keyFor = async (permisos: string[]) =>
      (
        (
          await server.as(tokens.adm).post(`/api/integraciones/${demoRuc}/claves`, {
            nombre: `Borradores ${permisos.join(' ')}`,
            permisos,
            idSecuencial: point.id,
          })
        ).json() as { clave: string }
      ).clave;
    const issuing = await keyFor(['emitir']);
    const created = await server.as(issuing).post('/api/borradores', invoiceForm);
    expect(created.statusCode, created.body).toBe(200);
    const reading = await keyFor(['consultar']);
    expect((await server.as(reading).get('/api/borradores')).statusCode).toBe(403);
  });
});
