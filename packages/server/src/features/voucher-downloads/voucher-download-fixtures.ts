import { sql } from 'kysely';
import type { Db } from '../../adapters/db/open-database.ts';

/**
 * Copies an authorised document `count` times under new numbers and CUFEs, as many issued documents
 * would be stored, for tests that need hundreds of real signed documents without issuing each one.
 * The copies keep the source's signed XML; their CUFE column gets a '-n' suffix to stay unique.
 */
export async function copyIssuedDocument(db: Db, sourceId: string, count: number): Promise<string[]> {
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
