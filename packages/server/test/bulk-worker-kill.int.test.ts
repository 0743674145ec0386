// A worker killed while it issues the documents of an .xlsx (issue 19): another worker takes the job after
// its expiry and finishes the file, and no document is issued twice. Runs on the PostgreSQL tier only:
// separate processes need a database server.
import { bulkDocumentColumns } from '@facturar/contracts';
import { describe, expect, it } from 'vitest';
import { serveApiRig, signIn, waitFor } from './support/server-processes.ts';
import { buildWorkbook, multipartUpload } from './support/spreadsheets.ts';

const isPostgres = process.env.TEST_DB_TIER === 'postgres';

describe.runIf(isPostgres)('a worker killed in the middle of an .xlsx of documents', () => {
  // No shortened expiry: the bulk queue's heartbeat (30 s) is what hands the file to the next worker.
  const rig = serveApiRig();

  it('resumes on another worker and issues every document exactly once', async () => {
    const db = rig.database.db;
    await db.updateTable('voucher_packages').set({ vouchers_total: -1 }).execute();
    const accessToken = await signIn(rig.apiUrl, 'adm@demo.facturar.test');
    const total = 300;
    const keys = Object.keys(bulkDocumentColumns) as (keyof typeof bulkDocumentColumns)[];
    const rows = Array.from({ length: total }, (_, index) => {
      const values: Partial<Record<keyof typeof bulkDocumentColumns, string>> = {
        reference: `K-${index + 1}`,
        type: '01',
        product: 'SRV-001',
        quantity: String((index % 3) + 1),
        payment: '02',
      };
      return keys.map((key) => values[key] ?? '');
    });
    const body = multipartUpload(
      {
        name: 'lote.xlsx',
        content: await buildWorkbook({ Comprobantes: [Object.values(bulkDocumentColumns), ...rows] }),
      },
      { codigo: 'I4' },
    );
    const upload = await fetch(`${rig.apiUrl}/api/generacion/comprobantes/excel/0`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': body.contentType },
      body: body.payload,
    });
    expect(upload.status).toBe(200);
    const { idCarga } = (await upload.json()) as { idCarga: number };

    const issuedKeys = () =>
      db
        .selectFrom('documents')
        .select(['idempotency_key', 'number'])
        .where('idempotency_key', 'like', 'xlsx-%')
        .execute();
    const victim = rig.startWorker();
    await waitFor('the first documents', async () => ((await issuedKeys()).length >= 20 ? true : undefined));
    victim.kill('SIGKILL');
    const atKill = (await issuedKeys()).length;
    expect(atKill).toBeLessThan(total);

    rig.startWorker();
    const finished = await waitFor('the file to finish', async () => {
      const record = await db
        .selectFrom('bulk_uploads')
        .select(['status', 'documents_issued', 'documents_replayed', 'documents_invalid'])
        .where('id', '=', idCarga)
        .executeTakeFirstOrThrow();
      return record.status === 'FIN' ? record : undefined;
    });
    const issued = await issuedKeys();
    expect(issued).toHaveLength(total);
    expect(new Set(issued.map((row) => row.idempotency_key)).size).toBe(total);
    expect(issued.map((row) => Number(row.number)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: total }, (_, index) => index + 1),
    );
    expect(finished).toMatchObject({ documents_issued: total, documents_invalid: 0 });
    expect(finished.documents_replayed).toBeGreaterThanOrEqual(atKill);
  }, 180_000);
});
