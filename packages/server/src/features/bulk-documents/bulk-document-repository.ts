import type { Transaction } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';
import type { Database } from '../../adapters/db/schema.ts';

type Trx = Transaction<Database>;

/** The prefix of the idempotency keys of the documents a file issues: its hash names them all. */
export function fileKeyPrefix(fileHash: string): string {
  return `xlsx-${fileHash}-`;
}

export async function insertUpload(
  trx: Trx,
  upload: {
    companyRuc: string;
    assignmentId: number;
    fileName: string;
    fileHash: string;
    format: string;
    content: Buffer;
  },
): Promise<number> {
  const row = await trx
    .insertInto('bulk_uploads')
    .values({
      company_ruc: upload.companyRuc,
      company_user_id: upload.assignmentId,
      file_name: upload.fileName,
      file_hash: upload.fileHash,
      format_code: upload.format,
      content: upload.content,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** bytea comes back as a Uint8Array on PGlite and a Buffer on PostgreSQL: the file is always a Buffer here. */
function withFile<T extends { content: Uint8Array }>(
  row: T | undefined,
): (T & { content: Buffer }) | undefined {
  return row && { ...row, content: Buffer.from(row.content) };
}

export async function findUploadToProcess(db: Db, id: number) {
  const row = await db
    .selectFrom('bulk_uploads as b')
    .innerJoin('companies as c', 'c.ruc', 'b.company_ruc')
    .select([
      'b.id',
      'b.company_ruc',
      'b.company_user_id',
      'b.file_name',
      'b.file_hash',
      'b.format_code',
      'b.content',
      'b.status',
      'b.mailed_at',
      'c.dv',
      'c.taxpayer_type',
      'c.business_name',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
  return withFile(row);
}

export async function findUploadOutcome(db: Db, id: number) {
  return db
    .selectFrom('bulk_uploads')
    .select(['documents_issued', 'documents_invalid', 'documents_total', 'problems', 'mailed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type UploadProgress = Partial<{
  status: 'VAL' | 'EMI' | 'FIN' | 'ERR';
  rows_total: number;
  rows_validated: number;
  documents_total: number;
  documents_invalid: number;
  documents_issued: number;
  documents_replayed: number;
  problems: string;
  failure: string | null;
  validated_at: Date;
  finished_at: Date;
  mailed_at: Date;
}>;

export async function updateUpload(db: Db, id: number, progress: UploadProgress): Promise<void> {
  await db.updateTable('bulk_uploads').set(progress).where('id', '=', id).execute();
}

/** The columns of an upload the screen shows, without its file. */
const summaryColumns = [
  'id',
  'file_name',
  'file_hash',
  'format_code',
  'status',
  'created_at',
  'rows_total',
  'rows_validated',
  'documents_total',
  'documents_invalid',
  'documents_issued',
  'documents_replayed',
  'problems',
  'failure',
] as const;

export async function listUploads(db: Db, ruc: string, limit: number) {
  return db
    .selectFrom('bulk_uploads')
    .select(summaryColumns)
    .where('company_ruc', '=', ruc)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findUploadSummary(db: Db, ruc: string, id: number) {
  const row = await db
    .selectFrom('bulk_uploads')
    .select([...summaryColumns, 'content', 'company_user_id'])
    .where('company_ruc', '=', ruc)
    .where('id', '=', id)
    .executeTakeFirst();
  return withFile(row);
}

/** How many of the documents a file issued the PAC has authorised. */
export async function countAuthorisedByFile(db: Db, ruc: string, fileHash: string): Promise<number> {
  const row = await db
    .selectFrom('document_keys as k')
    .innerJoin('documents as d', 'd.id', 'k.document_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('k.company_ruc', '=', ruc)
    .where('k.idempotency_key', 'like', `${fileKeyPrefix(fileHash)}%`)
    .where('d.status', '=', 'AUT')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The idempotency keys of the documents already issued from files with this hash. */
export async function findIssuedKeys(db: Db, ruc: string, fileHash: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('document_keys')
    .select('idempotency_key')
    .where('company_ruc', '=', ruc)
    .where('idempotency_key', 'like', `${fileKeyPrefix(fileHash)}%`)
    .execute();
  return new Set(rows.map((row) => row.idempotency_key ?? ''));
}

/** The company's customers with these identifications, its active products with these codes, its documents with these CUFEs. */
export async function findSheetNames(
  db: Db,
  ruc: string,
  names: { identifications: string[]; productCodes: string[]; cufes: string[] },
) {
  const [customers, products, documents] = await Promise.all([
    names.identifications.length === 0
      ? []
      : db
          .selectFrom('customers')
          .select(['id', 'identification'])
          .where('company_ruc', '=', ruc)
          .where('identification', 'in', names.identifications)
          .orderBy('id')
          .execute(),
    names.productCodes.length === 0
      ? []
      : db
          .selectFrom('products')
          .select(['id', 'main_code', 'unit_price', 'itbms_code'])
          .where('company_ruc', '=', ruc)
          .where('active', '=', true)
          .where('main_code', 'in', names.productCodes)
          .orderBy('id')
          .execute(),
    names.cufes.length === 0
      ? []
      : db
          .selectFrom('document_keys as k')
          .innerJoin('documents as d', 'd.id', 'k.document_id')
          .select(['d.cufe', 'd.issued_at'])
          .where('k.company_ruc', '=', ruc)
          .where('k.cufe', 'in', names.cufes)
          .execute(),
  ]);
  return { customers, products, documents };
}

/** A few of the company's products and customers, for the template's example rows. */
export async function findTemplateExamples(db: Db, ruc: string) {
  const [products, customers] = await Promise.all([
    db
      .selectFrom('products')
      .select(['main_code', 'unit_price', 'itbms_code'])
      .where('company_ruc', '=', ruc)
      .where('active', '=', true)
      .orderBy('id')
      .limit(2)
      .execute(),
    db
      .selectFrom('customers')
      .select(['identification'])
      .where('company_ruc', '=', ruc)
      .where('receiver_type', '=', '01')
      .orderBy('id')
      .limit(1)
      .execute(),
  ]);
  return { products, customers };
}
