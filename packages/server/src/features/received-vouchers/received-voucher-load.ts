import { formatPanamaDateTime } from '@facturar/domain';
import { isCufeKey } from '@facturar/contracts';
import { PacError, type PacAuthorisation } from '../../adapters/pac/index.ts';
import type { AppContext } from '../../app-context.ts';
import { findReceivedByKey, insertReceivedVoucher } from './received-voucher-repository.ts';
import { readReceivedXml } from './received-xml.ts';

/** What became of one access key. */
export type KeyOutcome =
  | { kind: 'stored'; id: string }
  | { kind: 'duplicate' }
  | { kind: 'not_found' }
  | { kind: 'invalid_document' }
  | { kind: 'pac_failed'; message: string };

export type LoadRequest = {
  companyRuc: string;
  accessKey: string;
  loadedBy: number | null;
  /** The batch job storing the key, if any (a retried job counts its own earlier stores as stored). */
  batch?: string;
};

type Downloaded =
  { kind: 'found'; documentXml: string; authorisation: PacAuthorisation | null } | { kind: 'not_found' };

/**
 * The document of a key: the spec's 49-digit access key through feDescFE (addressed to the company), a
 * CUFE through feConsFE (the authorised document with that CUFE, whoever it is addressed to).
 */
async function fetchFromPac(ctx: AppContext, companyRuc: string, key: string): Promise<Downloaded> {
  if (!isCufeKey(key)) return ctx.pac.downloadReceivedDocument(companyRuc, key);
  const consulted = await ctx.pac.consultDocument(key);
  if (consulted.kind !== 'found' || consulted.documentXml === null) return { kind: 'not_found' };
  return { kind: 'found', documentXml: consulted.documentXml, authorisation: consulted.authorisation };
}

/**
 * Fetches one received document from the PAC by its access key and stores it for the company. The PAC
 * only hands out documents addressed to the company's RUC; the receiver is checked again on the XML.
 */
export async function loadReceivedVoucher(ctx: AppContext, request: LoadRequest): Promise<KeyOutcome> {
  const { companyRuc, accessKey } = request;
  const known = await findReceivedByKey(ctx.db, companyRuc, accessKey);
  if (known) {
    return request.batch !== undefined && known.load_batch === request.batch
      ? { kind: 'stored', id: known.id }
      : { kind: 'duplicate' };
  }
  let downloaded: Downloaded;
  try {
    downloaded = await fetchFromPac(ctx, companyRuc, accessKey);
  } catch (error) {
    if (error instanceof PacError) return { kind: 'pac_failed', message: error.message };
    throw error;
  }
  if (downloaded.kind === 'not_found') return { kind: 'not_found' };
  const view = readReceivedXml(downloaded.documentXml);
  // The PAC hands a CUFE's document to anyone who asks: only one addressed to the company is taken.
  if (!view || view.receiver.ruc?.ruc !== companyRuc) return { kind: 'invalid_document' };
  if (await findReceivedByKey(ctx.db, companyRuc, view.cufe)) return { kind: 'duplicate' };
  const authorisation = downloaded.authorisation;
  const id = await insertReceivedVoucher(ctx.db, {
    company_ruc: companyRuc,
    access_key: accessKey,
    cufe: view.cufe,
    doc_type: view.documentType,
    branch_code: view.issuer.branch,
    point_code: view.billingPoint,
    number: view.number,
    issued_at: view.issuedAt,
    authorised_at: authorisation?.processedAt ?? null,
    protocol: authorisation?.protocol ?? null,
    issuer_ruc: view.issuer.ruc.ruc,
    issuer_name: view.issuer.name,
    total: view.totals.total,
    cafe_delivery: view.cafeDelivery ?? null,
    cafe_format: view.cafeFormat ?? null,
    signed_xml: downloaded.documentXml,
    loaded_by: request.loadedBy,
    load_batch: request.batch ?? null,
  });
  // Another request stored the same key in the meantime.
  if (id === undefined) return { kind: 'duplicate' };
  return { kind: 'stored', id };
}

/** The protocol as the CAFE prints it, from what was stored. */
export function protocolOf(row: { protocol: string | null; authorised_at: Date | null }) {
  return row.protocol && row.authorised_at
    ? { number: row.protocol, date: formatPanamaDateTime(row.authorised_at) }
    : undefined;
}
