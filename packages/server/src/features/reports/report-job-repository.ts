import type { Db } from '../../adapters/db/open-database.ts';
import type { ReportJobStatus } from '../../adapters/db/schema.ts';

export type NewReportJob = {
  id: string;
  company_ruc: string;
  requested_by: number;
  kind: string;
  request: string;
  total_rows: number;
  file_name: string;
};

export async function insertReportJob(db: Db, job: NewReportJob): Promise<void> {
  await db.insertInto('report_jobs').values(job).execute();
}

export async function findReportJob(db: Db, id: string) {
  return db
    .selectFrom('report_jobs')
    .select([
      'id',
      'company_ruc',
      'requested_by',
      'kind',
      'request',
      'status',
      'total_rows',
      'written_rows',
      'file_name',
      'file_bytes',
      'finished_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Starts (or restarts, after a worker died) the writing: chunks of an earlier try are dropped. */
export async function startReportJob(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_job_chunks').where('job_id', '=', id).execute();
    await trx
      .updateTable('report_jobs')
      .set({ status: 'RUN', written_rows: 0, file_bytes: null })
      .where('id', '=', id)
      .execute();
  });
}

export async function recordReportProgress(db: Db, id: string, writtenRows: number): Promise<void> {
  await db.updateTable('report_jobs').set({ written_rows: writtenRows }).where('id', '=', id).execute();
}

export async function finishReportJob(
  db: Db,
  id: string,
  outcome: { status: Extract<ReportJobStatus, 'LIS' | 'ERR'>; writtenRows: number; bytes: number | null },
): Promise<void> {
  await db
    .updateTable('report_jobs')
    .set({
      status: outcome.status,
      written_rows: outcome.writtenRows,
      file_bytes: outcome.bytes,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function insertReportChunk(db: Db, jobId: string, seq: number, data: Uint8Array): Promise<void> {
  await db.insertInto('report_job_chunks').values({ job_id: jobId, seq, data }).execute();
}

/** The file's chunks one at a time, in order: a download never holds more than one. */
export async function* readReportChunks(db: Db, jobId: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq += 1) {
    const chunk = await db
      .selectFrom('report_job_chunks')
      .select('data')
      .where('job_id', '=', jobId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!chunk) return;
    yield chunk.data;
  }
}
