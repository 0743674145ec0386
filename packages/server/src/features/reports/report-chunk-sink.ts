import { Writable } from 'node:stream';
import type { Db } from '../../adapters/db/open-database.ts';
import { insertReportChunk } from './report-job-repository.ts';

/** The size of a stored piece of a report file. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * A writable that stores what it receives as numbered ~1 MB chunks of a report job's file. Each write is
 * acknowledged only once its chunk is stored, so the workbook writer upstream waits for the database
 * instead of piling the file up in memory. `bytes` is the file's size once finished.
 */
export class ReportChunkSink extends Writable {
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #seq = 0;
  readonly #db: Db;
  readonly #jobId: string;
  bytes = 0;

  constructor(db: Db, jobId: string) {
    super();
    this.#db = db;
    this.#jobId = jobId;
  }

  async #store(): Promise<void> {
    if (this.#pendingBytes === 0) return;
    const data = Buffer.concat(this.#pending, this.#pendingBytes);
    this.#pending = [];
    this.#pendingBytes = 0;
    await insertReportChunk(this.#db, this.#jobId, this.#seq, data);
    this.#seq += 1;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.length;
    this.bytes += chunk.length;
    if (this.#pendingBytes < CHUNK_BYTES) {
      done();
      return;
    }
    this.#store().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.#store().then(() => done(), done);
  }
}
