import { sql, type CompiledQuery, type Selectable, type Transaction } from 'kysely';
import { prepared, preparedTemplate } from '../../adapters/db/prepared-statements.ts';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../adapters/db/open-database.ts';
import type { CustomersTable, Database, ProductsTable } from '../../adapters/db/schema.ts';
import { packageBalanceColumns, toPackageBalance } from '../company-status/index.ts';

export type Trx = Transaction<Database>;

/** The issuer as the document and its signature need it: the company and its certificate. */
const signingIssuerColumns = [
  'c.ruc',
  'c.dv',
  'c.taxpayer_type',
  'c.business_name',
  'c.address',
  'c.email',
  'c.phone',
  'c.location_code',
  'c.coordinates',
  'c.pac_affiliation_status',
  'c.qr_status',
  'c.qr_secret_encrypted',
  'cc.p12_encrypted',
  'cc.password_encrypted',
  'cc.uploaded_at as certificate_uploaded_at',
] as const;
/** And the logo its CAFE prints. */
const issuerColumns = [...signingIssuerColumns, 'c.logo_cafe'] as const;

export async function findIssuer(db: Db, ruc: string) {
  return db
    .selectFrom('companies as c')
    .leftJoin('company_certificates as cc', 'cc.company_ruc', 'c.ruc')
    .select(issuerColumns)
    .where('c.ruc', '=', ruc)
    .executeTakeFirst();
}
export type IssuerRow = NonNullable<Awaited<ReturnType<typeof findIssuer>>>;

/** The user's billing point: the first active one assigned to them. */
/** What issuing reads of a billing point: its numbering and the issuer block of its branch (gEmis). */
const issuingPointColumns = [
  'bp.id',
  'bp.branch_code',
  'bp.point_code',
  sql<string>`bp.next_number::text`.as('next_number'),
  'bp.description',
  'bp.coordinates',
  'bp.location_code',
] as const;

function userBillingPoint(db: Db, assignmentId: number) {
  return db
    .selectFrom('billing_point_users as bpu')
    .innerJoin('billing_points as bp', 'bp.id', 'bpu.billing_point_id')
    .select(issuingPointColumns)
    .where('bpu.company_user_id', '=', assignmentId)
    .where('bp.active', '=', true)
    .orderBy('bp.id')
    .limit(1);
}

/** An API key's billing point (ADR 0075): the one set on the key, while it is open. */
function keyBillingPoint(db: Db, ruc: string, billingPointId: number) {
  return db
    .selectFrom('billing_points as bp')
    .select(issuingPointColumns)
    .where('bp.id', '=', billingPointId)
    .where('bp.company_ruc', '=', ruc)
    .where('bp.active', '=', true);
}

export async function findUserBillingPoint(db: Db, assignmentId: number) {
  return userBillingPoint(db, assignmentId).executeTakeFirst();
}

// The customer and products travel as JSON: only text columns (a timestamp would arrive as a string), and
// typed here because Kysely's JSON typing turns numeric-looking literals such as '01' into numbers.
const customerColumns = [
  'receiver_type',
  'taxpayer_type',
  'identification',
  'dv',
  'name',
  'email',
  'address',
  'phone',
  'location_code',
  'country_code',
  'country_description',
] as const;
const productColumns = [
  'id',
  'main_code',
  'description',
  'unit_code',
  'cpbs_code',
  'gtin_commercial',
  'gtin_inventory',
] as const;
type SnapshotCustomer = Pick<Selectable<CustomersTable>, (typeof customerColumns)[number]>;
type SnapshotProduct = Pick<Selectable<ProductsTable>, (typeof productColumns)[number]>;

export type EmissionSnapshotQuery = {
  ruc: string;
  assignmentId: number;
  /** Set for an API key: its own point instead of the user's. */
  billingPointId?: number | undefined;
  customerId: number | undefined;
  productIds: readonly number[];
  /** Also read the assignment's state (an issuer acting without a session: a file's uploader). */
  isAssignmentChecked?: boolean;
  /** Also read the company's logo (a CAFE printed now: preview, quote); a generation leaves it in the table. */
  withLogo?: boolean;
  now: Date;
};

type SnapshotValues = {
  ruc: string;
  assignmentId: number;
  billingPointId: number;
  customerId: number;
  productIds: number[];
  withLogo: boolean;
  now: Date;
};

/**
 * The snapshot's statement, one of four texts (an API key's point or the user's, the assignment checked
 * or not) whatever the values: built once, and planned by PostgreSQL once per connection (ADR 0193).
 */
const emissionSnapshot = preparedTemplate(
  (db: Db, values: SnapshotValues, variant: { byApiKey: boolean; assignmentChecked: boolean }) => {
    const { ruc, assignmentId, billingPointId, customerId, productIds, now } = values;
    // The logo can weigh hundreds of kilobytes: not evaluated, it is not even read from its TOAST table.
    const logo = sql<string | null>`case when ${values.withLogo} then c.logo_cafe end`;
    return db
      .selectFrom('companies as c')
      .leftJoin('company_certificates as cc', 'cc.company_ruc', 'c.ruc')
      .leftJoin('company_pac_connections as pc', 'pc.company_ruc', 'c.ruc')
      .select([
        ...signingIssuerColumns,
        logo.as('logo_cafe'),
        'cc.not_after as certificate_not_after',
        'pc.family as pac_family',
      ])
      .select((eb) => [
        jsonObjectFrom(
          variant.byApiKey ? keyBillingPoint(db, ruc, billingPointId) : userBillingPoint(db, assignmentId),
        ).as('billing_point'),
        jsonObjectFrom(
          eb
            .selectFrom('voucher_packages as vp')
            .select(packageBalanceColumns(now))
            .whereRef('vp.company_ruc', '=', 'c.ruc'),
        ).as('balance'),
        jsonArrayFrom(
          eb
            .selectFrom('notifications as n')
            .select(['n.kind', 'n.keyword', 'n.message'])
            .where('n.kind', '=', 'error')
            .where((w) => w.or([w('n.company_ruc', '=', ruc), w('n.company_ruc', 'is', null)]))
            .where((w) => w.or([w('n.expires_at', 'is', null), w('n.expires_at', '>', now)]))
            .orderBy('n.created_at', 'desc'),
        ).as('error_notices'),
        eb
          .selectFrom('app_settings')
          .select('value')
          .where('key', '=', 'pac_contingency_since')
          .as('contingency_since'),
        jsonObjectFrom(
          db
            .selectFrom('customers')
            .select(customerColumns)
            .where('company_ruc', '=', ruc)
            .where('id', '=', customerId),
        )
          .$castTo<SnapshotCustomer | null>()
          .as('customer'),
        jsonArrayFrom(
          db
            .selectFrom('products')
            .select(productColumns)
            .where('company_ruc', '=', ruc)
            .where((eb) => eb('id', '=', eb.fn.any(eb.val(productIds)))),
        )
          .$castTo<SnapshotProduct[]>()
          .as('products'),
      ])
      .$if(variant.assignmentChecked, (qb) =>
        qb.select((eb) =>
          eb
            .selectFrom('company_users as cu')
            .select('cu.state')
            .where('cu.id', '=', assignmentId)
            .whereRef('cu.company_ruc', '=', 'c.ruc')
            .as('assignment_state'),
        ),
      )
      .where('c.ruc', '=', ruc);
  },
);

/**
 * Everything a generation needs to know before it reserves a number, in one round trip: the issuer, its
 * certificate and its PAC's family (who signs), the user's billing point, the voucher balance, stored error notices, the contingency
 * flag, the customer and the products. On the embedded database every statement waits its turn on one
 * connection, so the count of statements per document is what bounds issuing throughput.
 */
export async function findEmissionSnapshot(db: Db, query: EmissionSnapshotQuery) {
  const variant = {
    byApiKey: query.billingPointId !== undefined,
    assignmentChecked: query.isAssignmentChecked === true,
  };
  const [row] = (
    await db.executeQuery(
      emissionSnapshot(db, variant, {
        ruc: query.ruc,
        assignmentId: query.assignmentId,
        billingPointId: query.billingPointId ?? -1,
        customerId: query.customerId ?? -1,
        productIds: [...query.productIds],
        withLogo: query.withLogo === true,
        now: query.now,
      }),
    )
  ).rows;
  if (!row) return undefined;
  const { balance, ...rest } = row;
  return { ...rest, balance: toPackageBalance(balance) };
}

export type CustomerRow = SnapshotCustomer;
export type ProductRow = SnapshotProduct;

/** What a repeated `Idempotency-Key` answers again: the document it issued first (idempotency-reads.ts). */
export async function findIdempotentDocument(db: Db, id: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'idempotency_hash', 'cufe'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type TakenNumbers =
  /** No voucher left: nothing was spent and no number taken. */
  | { outcome: 'none' }
  /** The package to spend from holds fewer vouchers than were asked for: take them one at a time. */
  | { outcome: 'split' }
  | {
      outcome: 'taken';
      voucher: number | 'unlimited';
      /** The documents' numbers, in the order they are numbered. */
      numbers: string[];
      /** The ids the documents will be stored with, taken ahead from their sequence (documentInserts). */
      documentIds: string[];
      /** The balance after the last of them (-1 = unlimited). */
      available: number;
      inForceTotal: number;
    };

/**
 * Spends a voucher per document, writes their ledger rows (ADR 0043) and takes each billing point's next
 * numbers, `count` of them, in one statement. The vouchers come from the package in force that expires
 * first (none is spent while an unlimited package is in force); when it holds fewer than the documents,
 * nothing is taken and the answer is `split` (one at a time, a document's voucher may come from the next
 * package), which one document never is. The billing points are locked in the order of their ids and held
 * until the transaction ends, so concurrent issuers on one point wait in turn, and a rollback returns the
 * numbers: no gaps, no repeats. With no voucher left, nothing is spent and no number is taken.
 * `inForceTotal` is what the limited packages in force were credited with (the base of the 10 % line).
 * The documents' ids come from their sequence here too (a refusal wastes them, as any rollback does).
 */
export async function takeVouchersAndNumbers(
  trx: Trx,
  input: { ruc: string; now: Date; points: readonly { billingPointId: number; count: number }[] },
): Promise<TakenNumbers> {
  const { ruc, now, points } = input;
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const statement = sql<{
    unlimited: boolean;
    package_found: boolean;
    package_id: number | null;
    reserved: Record<string, string> | null;
    available: number;
    in_force_total: number;
    document_ids: string[];
  }>`
    with unlimited as (
      select id from voucher_packages
      where company_ruc = ${ruc} and expires_at > ${now} and vouchers_total = -1
      limit 1
    ), target as (
      select id, vouchers_available from voucher_packages
      where company_ruc = ${ruc} and expires_at > ${now} and vouchers_available > 0
        and not exists (select 1 from unlimited)
      order by expires_at
      limit 1
      for update
    ), spent as (
      update voucher_packages vp set vouchers_available = vp.vouchers_available - ${total}::int
      from target where vp.id = target.id and target.vouchers_available >= ${total}::int
      returning vp.id, vp.vouchers_available
    ), wanted as (
      select id, documents
      from unnest(${points.map((point) => point.billingPointId)}::int[], ${points.map((point) => point.count)}::int[])
        as wanted(id, documents)
    ), locked as materialized (
      select billing_points.id from billing_points
      where billing_points.id in (select id from wanted)
        and (exists (select 1 from unlimited) or exists (select 1 from spent))
      order by billing_points.id
      for update
    ), numbered as (
      update billing_points bp set next_number = bp.next_number + wanted.documents
      from wanted, locked
      where bp.id = wanted.id and bp.id = locked.id
      returning bp.id, bp.next_number - wanted.documents as reserved, wanted.documents
    ), entry as (
      insert into voucher_ledger (company_ruc, package_id, kind, delta, billing_point_id, document_number)
      select ${ruc}, spent.id, 'issue', -1, numbered.id, numbered.reserved + step
      from spent, numbered, generate_series(0, numbered.documents - 1) as steps(step)
    )
    select
      exists (select 1 from unlimited) as unlimited,
      exists (select 1 from target) as package_found,
      (select id from spent) as package_id,
      (select json_object_agg(id, reserved::text) from numbered) as reserved,
      (coalesce((
        select sum(vouchers_available) from voucher_packages
        where company_ruc = ${ruc} and expires_at > ${now} and id not in (select id from spent)
      ), 0) + coalesce((select vouchers_available from spent), 0))::int as available,
      coalesce((
        select sum(vouchers_total) from voucher_packages
        where company_ruc = ${ruc} and expires_at > ${now} and vouchers_total <> -1
      ), 0)::int as in_force_total,
      array(
        select nextval(pg_get_serial_sequence('documents', 'id'))::text
        from generate_series(1, ${total}::int)
      ) as document_ids
  `;
  // Its text is the same for any run (the points and counts are arrays): planned once per connection.
  const [row] = (await trx.executeQuery(prepared(statement.compile(trx)))).rows;
  const reserved = row?.reserved;
  if (!row || !reserved) return { outcome: !row?.unlimited && row?.package_found ? 'split' : 'none' };
  return {
    outcome: 'taken',
    voucher: row.unlimited ? 'unlimited' : (row.package_id as number),
    numbers: points.flatMap(({ billingPointId, count }) => {
      const first = reserved[String(billingPointId)];
      // A billing point is never deleted, so every point asked for is there to be numbered.
      if (first === undefined) throw new Error(`billing point ${billingPointId} was not numbered`);
      return Array.from({ length: count }, (_, step) => String(BigInt(first) + BigInt(step)));
    }),
    documentIds: row.document_ids,
    available: row.unlimited ? -1 : row.available,
    inForceTotal: row.in_force_total,
  };
}

export async function countAvailable(trx: Trx | Db, ruc: string, now: Date): Promise<number> {
  const row = await trx
    .selectFrom('voucher_packages')
    .select([
      sql<number>`coalesce(sum(vouchers_available), 0)::int`.as('available'),
      sql<number>`count(*) filter (where vouchers_total = -1)::int`.as('unlimited'),
    ])
    .where('company_ruc', '=', ruc)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return row.unlimited > 0 ? -1 : row.available;
}

export type NewDocument = {
  companyRuc: string;
  billingPointId: number;
  assignmentId: number;
  /** The API key issuing it, when it is one (the repositories name it). */
  apiKeyId: number | null;
  customerId: number | null;
  voucherPackageId: number | null;
  docType: string;
  branchCode: string;
  pointCode: string;
  number: string;
  cufe: string;
  emissionType: string;
  environment: string;
  issuedAt: Date;
  receiverName: string;
  receiverIdentification: string | null;
  receiverEmails: string | null;
  total: string;
  cafeDelivery: string;
  cafeFormat: string;
  templateCode: string;
  signedXml: string;
  digestValue: string;
  idempotencyKey: string | null;
  idempotencyHash: string | null;
  /** Set when the PAC signs (the integration API): the DocumentoElectronico to send. */
  pacDocumentXml?: string;
};

/** A document to store, under the id takeVouchersAndNumbers took for it. */
export type DocumentRow = NewDocument & { id: string };

/**
 * The documents' insert, compiled and not run: it is sent with their sending jobs, in one statement
 * (JobQueue.enqueueMany's `alongside`).
 */
export function documentInserts(trx: Trx, rows: readonly DocumentRow[]): CompiledQuery {
  return trx
    .insertInto('documents')
    .values(
      rows.map((doc) => ({
        id: doc.id,
        company_ruc: doc.companyRuc,
        billing_point_id: doc.billingPointId,
        company_user_id: doc.assignmentId,
        api_key_id: doc.apiKeyId,
        customer_id: doc.customerId,
        voucher_package_id: doc.voucherPackageId,
        doc_type: doc.docType,
        branch_code: doc.branchCode,
        point_code: doc.pointCode,
        number: doc.number,
        cufe: doc.cufe,
        emission_type: doc.emissionType,
        environment: doc.environment,
        issued_at: doc.issuedAt,
        receiver_name: doc.receiverName,
        receiver_identification: doc.receiverIdentification,
        receiver_emails: doc.receiverEmails,
        total: doc.total,
        cafe_delivery: doc.cafeDelivery,
        cafe_format: doc.cafeFormat,
        template_code: doc.templateCode,
        signed_xml: doc.signedXml,
        digest_value: doc.digestValue,
        idempotency_key: doc.idempotencyKey,
        idempotency_hash: doc.idempotencyHash,
        pac_family: doc.pacDocumentXml === undefined ? 'dgi' : 'hka',
        pac_document_xml: doc.pacDocumentXml ?? null,
        pending_state: null,
        send_started_at: null,
        protocol: null,
        protocol_xml: null,
        authorised_at: null,
        result_code: null,
        result_message: null,
        result_details: null,
        cancelled_at: null,
      })),
    )
    .compile();
}

/** Claims the company's comprobantes.por_agotarse for this total of vouchers in force: true the first time. */
export async function claimLowVoucherNotice(
  trx: Trx,
  notice: { ruc: string; inForceTotal: number; now: Date },
): Promise<boolean> {
  const claimed = await trx
    .insertInto('voucher_low_notices')
    .values({ company_ruc: notice.ruc, in_force_total: notice.inForceTotal, sent_at: notice.now })
    .onConflict((conflict) => conflict.doNothing())
    .returning('company_ruc')
    .executeTakeFirst();
  return claimed !== undefined;
}
