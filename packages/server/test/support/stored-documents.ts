import { sql } from 'kysely';
import { padDocumentNumber } from '@facturar/domain';
import type { Db } from '../../src/adapters/db/open-database.ts';
import type { DocumentStatus } from '../../src/adapters/db/schema.ts';

export type StoredDocument = {
  status: DocumentStatus;
  number: number;
  issuedAt: string;
  docType?: string;
  receiverName?: string;
  receiverIdentification?: string;
  cafeDelivery?: string;
  total?: string;
  pendingState?: 4 | 5 | 11 | null;
  resultCode?: string;
  resultMessage?: string;
  resultDetails?: string;
};

/**
 * Stores documents of a company in the states the lists show, as the issuing pipeline leaves them, for
 * list tests that need many documents, several years and every state without waiting on the PAC.
 */
export async function createStoredDocuments(db: Db, ruc: string, documents: StoredDocument[]): Promise<void> {
  const point = await db
    .selectFrom('billing_points as bp')
    .innerJoin('billing_point_users as bpu', 'bpu.billing_point_id', 'bp.id')
    .select(['bp.id', 'bp.branch_code', 'bp.point_code', 'bpu.company_user_id'])
    .where('bp.company_ruc', '=', ruc)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('documents')
    .values(
      documents.map((doc) => {
        const docType = doc.docType ?? '01';
        const number = padDocumentNumber(doc.number);
        return {
          company_ruc: ruc,
          billing_point_id: point.id,
          company_user_id: point.company_user_id,
          doc_type: docType,
          branch_code: point.branch_code,
          point_code: point.point_code,
          number: doc.number,
          cufe: `FE${docType}TEST${ruc}${point.point_code}${number}`,
          emission_type: '01',
          environment: '2',
          issued_at: doc.issuedAt,
          receiver_name: doc.receiverName ?? 'Distribuidora del Canal, S.A.',
          receiver_identification: doc.receiverIdentification ?? '155601234-2-2015',
          total: doc.total ?? '109.05',
          cafe_delivery: doc.cafeDelivery ?? '3',
          cafe_format: '3',
          signed_xml: '<rFE/>',
          digest_value: 'test',
          status: doc.status,
          pending_state: doc.pendingState ?? null,
          authorised_at: doc.status === 'AUT' || doc.status === 'ANU' ? new Date(doc.issuedAt) : null,
          cancelled_at: doc.status === 'ANU' ? new Date(doc.issuedAt) : null,
          result_code: doc.resultCode ?? null,
          result_message: doc.resultMessage ?? null,
          result_details: doc.resultDetails ?? null,
        };
      }),
    )
    .execute();
}

/**
 * Copies an authorised document `count` times under new numbers and CUFEs, as many issued documents
 * would be stored, for tests that need hundreds of real signed documents without issuing each one.
 * The copies keep the source's signed XML; their CUFE column gets a '-n' suffix to stay unique.
 */
export async function createDocumentCopies(db: Db, sourceId: string, count: number): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    insert into documents (
      company_ruc, billing_point_id, company_user_id, customer_id, voucher_package_id, doc_type,
      branch_code, point_code, number, cufe, emission_type, environment, issued_at, receiver_name,
      receiver_identification, receiver_emails, total, cafe_delivery, cafe_format, template_code,
      signed_xml, digest_value, status, protocol, authorised_at, result_code, result_message)
    select company_ruc, billing_point_id, company_user_id, customer_id, voucher_package_id, doc_type,
      branch_code, point_code, 9000000000 + n, cufe || '-' || n, emission_type, environment, issued_at,
      receiver_name, receiver_identification, receiver_emails, total, cafe_delivery, cafe_format,
      template_code, signed_xml, digest_value, status, protocol, authorised_at, result_code, result_message
    from documents, generate_series(1, ${count}) as n
    where id = ${sourceId}
    returning id`.execute(db);
  return rows.rows.map((row) => String(row.id));
}
