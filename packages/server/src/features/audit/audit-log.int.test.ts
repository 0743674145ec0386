import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../adapters/db/open-database.ts';
import { bearer, serveTestServer } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { cancelDocument, issueAuthorisedInvoice } from '../../../test/support/issued-documents.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { recordAuditEvent, verifyAuditLog, type AuditChainProblem } from './index.ts';

let token: string;

async function signIn(username: string, password: string): Promise<number> {
  return (await server.tryLogin(username, password)).statusCode;
}

const server = serveTestServer({ MAX_FAILED_LOGINS: '2' });

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  expect(await signIn('int@demo.facturar.test', 'equivocada-1')).toBe(401);
  expect(await signIn('int@demo.facturar.test', 'equivocada-2')).toBe(401);
  const recovery = await server.request({
    method: 'POST',
    url: '/api/reestablecer/clave',
    query: { nombreUsuarioAcceso: 'int@demo.facturar.test', codigoSistema: server.config.codigoSistema },
  });
  expect(recovery.statusCode).toBe(200);
  const doc = await issueAuthorisedInvoice(server, token);
  const cancellation = await cancelDocument(server, token, doc.cufe);
  expect(cancellation.statusCode).toBe(200);
});

async function demoEvents(db: Db) {
  return db
    .selectFrom('audit_events')
    .select(['seq', 'kind', 'actor_name as actor', 'subject'])
    .where('company_ruc', '=', demoRuc)
    .orderBy('seq')
    .execute();
}

const rolledBack = new Error('rolled back');

/**
 * What the verification finds after `tamper` changed the demo company's log as a database owner would
 * (the append-only trigger switched off first); everything is rolled back afterwards.
 */
async function problemAfter(tamper: (trx: Db) => Promise<unknown>): Promise<AuditChainProblem | undefined> {
  let problem: AuditChainProblem | undefined;
  await server.ctx.db
    .transaction()
    .execute(async (trx) => {
      await sql`alter table audit_events disable trigger audit_events_append_only`.execute(trx);
      await tamper(trx);
      const [report] = await verifyAuditLog(trx, { companyRuc: demoRuc });
      problem = report?.problem;
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return problem;
}

const ofDemo = (trx: Db) => trx.updateTable('audit_events').where('company_ruc', '=', demoRuc);

describe('the audit log (ADR 0023)', () => {
  it('chains the security and fiscal events of each company, and the chain verifies', async () => {
    const events = await demoEvents(server.ctx.db);
    expect(events.map((event) => event.kind)).toEqual([
      'SIGN_IN',
      'SIGN_IN_FAILED',
      'SIGN_IN_FAILED',
      'USER_LOCKED',
      'PASSWORD_RECOVERY_REQUESTED',
      'DOCUMENT_AUTHORISED',
      'DOCUMENT_CANCELLED',
    ]);
    expect(events.map((event) => event.seq)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(events[1]?.actor).toBe('int@demo.facturar.test');
    expect(events[6]?.actor).toBe('adm@demo.facturar.test');
    expect(events[6]?.subject).toBe(events[5]?.subject);
    const reports = await verifyAuditLog(server.ctx.db);
    expect(reports.find((report) => report.companyRuc === demoRuc)).toMatchObject({ events: 7 });
    expect(reports.every((report) => report.problem === undefined)).toBe(true);
  });

  it('refuses to change or delete a row on the database itself', async () => {
    await expect(
      ofDemo(server.ctx.db).set({ kind: 'SIGN_IN' }).where('seq', '=', '2').execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.ctx.db.deleteFrom('audit_events').where('company_ruc', '=', demoRuc).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_events`.execute(server.ctx.db)).rejects.toThrow(/append-only/);
    expect(await demoEvents(server.ctx.db)).toHaveLength(7);
  });

  it('detects an edited row', async () => {
    expect(
      await problemAfter((trx) =>
        ofDemo(trx).set({ details: '{"motivo":"OTRO"}' }).where('seq', '=', '2').execute(),
      ),
    ).toEqual({
      kind: 'altered',
      seq: '2',
    });
  });

  it('detects an edited row whose hash was computed again: the next row no longer follows it', async () => {
    const problem = await problemAfter(async (trx) => {
      const { chainHash } = await import('./audit-chain.ts');
      const [row] = await trx
        .selectFrom('audit_events')
        .selectAll()
        .where('company_ruc', '=', demoRuc)
        .where('seq', '=', '2')
        .execute();
      if (!row) throw new Error('no row 2');
      const forged = { ...row, kind: 'SIGN_IN' };
      const hash = chainHash(row.previous_hash, {
        companyRuc: forged.company_ruc,
        seq: forged.seq,
        occurredAt: forged.occurred_at,
        kind: forged.kind,
        actorAssignmentId: forged.actor_assignment_id,
        actorName: forged.actor_name,
        subject: forged.subject,
        details: forged.details,
      });
      await ofDemo(trx).set({ kind: forged.kind, hash }).where('seq', '=', '2').execute();
    });
    expect(problem).toEqual({ kind: 'unlinked', seq: '3' });
  });

  it('detects a deleted row, in the middle or at the end', async () => {
    const deleteRow = (seq: string) => (trx: Db) =>
      trx.deleteFrom('audit_events').where('company_ruc', '=', demoRuc).where('seq', '=', seq).execute();
    expect(await problemAfter(deleteRow('3'))).toEqual({ kind: 'missing', seq: '3' });
    expect(await problemAfter(deleteRow('7'))).toEqual({ kind: 'truncated', seq: '7' });
  });

  it('detects reordered rows', async () => {
    const problem = await problemAfter(async (trx) => {
      await ofDemo(trx).set({ seq: '-1' }).where('seq', '=', '2').execute();
      await ofDemo(trx).set({ seq: '2' }).where('seq', '=', '3').execute();
      await ofDemo(trx).set({ seq: '3' }).where('seq', '=', '-1').execute();
    });
    expect(problem?.seq).toBe('2');
  });

  it("shows the company's administrators the verified chain and its latest events", async () => {
    const response = await server.request({
      method: 'GET',
      url: `/api/auditoria/empresa/${demoRuc}`,
      query: { limite: '3' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const log = response.json() as {
      verificacion: unknown;
      eventos: { numero: string; tipo: string; usuario: string | null; detalles: unknown }[];
    };
    expect(log.verificacion).toMatchObject({ integra: true, eventos: 7, problema: null });
    expect(log.eventos.map((event) => [event.numero, event.tipo])).toEqual([
      ['7', 'DOCUMENT_CANCELLED'],
      ['6', 'DOCUMENT_AUTHORISED'],
      ['5', 'PASSWORD_RECOVERY_REQUESTED'],
    ]);
    expect(log.eventos[0]).toMatchObject({
      usuario: 'adm@demo.facturar.test',
      detalles: { motivo: 'Operación no realizada: el cliente desistió de la compra.', tipo: '01' },
    });
  });

  it('keeps one unbroken chain when many events of one company arrive at once', async () => {
    const ruc = '155689012-2-2019';
    await createTestCompany(server.ctx.db, { ruc, dv: '69', name: 'Servicios Logísticos Pacífico, S.A.' });
    await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        recordAuditEvent(server.ctx.db, {
          companyRuc: ruc,
          kind: 'SIGN_IN_FAILED',
          at: new Date(),
          details: { intento: index },
        }),
      ),
    );
    expect(await verifyAuditLog(server.ctx.db, { companyRuc: ruc })).toEqual([
      expect.objectContaining({ companyRuc: ruc, events: 24 }),
    ]);
    const [report] = await verifyAuditLog(server.ctx.db, { companyRuc: ruc });
    expect(report?.problem).toBeUndefined();
  });

  it('appends the events that arrive together in the order they came, each with its own actor (ADR 0194)', async () => {
    const ruc = '155690123-2-2020';
    await createTestCompany(server.ctx.db, { ruc, dv: '42', name: 'Ferretería El Tornillo, S.A.' });
    const [user] = await server.ctx.db
      .selectFrom('company_users')
      .select(['id'])
      .where('company_ruc', '=', demoRuc)
      .orderBy('id')
      .limit(1)
      .execute();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        recordAuditEvent(server.ctx.db, {
          companyRuc: ruc,
          kind: 'API_KEY_WRITE',
          at: new Date(),
          ...(index % 3 === 2
            ? { actorAssignmentId: user?.id }
            : { actorName: `Clave API «Caja ${index % 3}»` }),
          details: { orden: index },
        }),
      ),
    );
    const events = await server.ctx.db
      .selectFrom('audit_events')
      .select(['actor_name as actor', 'details'])
      .where('company_ruc', '=', ruc)
      .orderBy('seq')
      .execute();
    expect(events.map((event) => (JSON.parse(event.details) as { orden: number }).orden)).toEqual(
      Array.from({ length: 12 }, (_, index) => index),
    );
    expect(events.map((event) => event.actor)).toEqual(
      Array.from({ length: 12 }, (_, index) =>
        index % 3 === 2 ? expect.not.stringContaining('Clave API') : `Clave API «Caja ${index % 3}»`,
      ),
    );
    const [report] = await verifyAuditLog(server.ctx.db, { companyRuc: ruc });
    expect(report).toMatchObject({ events: 12 });
    expect(report?.problem).toBeUndefined();
  });
});
