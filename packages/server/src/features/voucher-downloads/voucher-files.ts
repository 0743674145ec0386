import { SystemCode } from '@facturar/contracts';
import { formatPanamaDateTime } from '@facturar/domain';
import {
  CafeRenderError,
  decodeStoredLogo,
  listCafeTemplates,
  type PrintedCafe,
} from '../../adapters/pdf/index.ts';
import { parseRfe, RfeParseError, type RfeProtocol, type RfeView } from '../../adapters/xml/index.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findReceivedFiles, protocolOf } from '../received-vouchers/index.ts';
import { downloadMessages } from './voucher-download-messages.ts';
import { findCompanyLogo, findIssuedFileById, findIssuedFiles } from './voucher-file-repository.ts';

/** A stored document, issued by the company or received by it, with what its files need. */
export type VoucherFile = {
  id: string;
  /** The CUFE: names the XML and PDF files. */
  accessKey: string;
  xml: string;
  templateCode: string | null;
  protocol: RfeProtocol | undefined;
  receiverEmails: string[];
  /** The company's CAFE logo, printed on the documents it issued. */
  logo: Buffer | undefined;
  /** When it was cancelled ('dd-MM-yyyy HH:mm', Panama): its CAFE carries the 'ANULADO' stamp. */
  cancelledAt?: string | undefined;
  /** The issuing company's RUC when the company issued it (not on a received voucher): its e-mails are recorded. */
  issuerRuc?: string | undefined;
};

type IssuedRow = Awaited<ReturnType<typeof findIssuedFiles>>[number];

function splitEmails(emails: string | null): string[] {
  return (emails ?? '')
    .split(/[;,]/)
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

function fromIssued(row: IssuedRow, ruc: string, logo: Buffer | undefined): VoucherFile {
  return {
    id: row.id,
    issuerRuc: ruc,
    accessKey: row.cufe,
    xml: row.signed_xml,
    templateCode: row.template_code,
    protocol:
      row.protocol && row.authorised_at
        ? { number: row.protocol, date: formatPanamaDateTime(row.authorised_at) }
        : undefined,
    receiverEmails: splitEmails(row.receiver_emails),
    logo,
    cancelledAt: row.cancelled_at ? formatStampDate(row.cancelled_at) : undefined,
  };
}

/** 'dd-MM-yyyy HH:mm' in Panama time, the spec's date format, for the cancellation stamp. */
function formatStampDate(instant: Date): string {
  const text = formatPanamaDateTime(instant);
  return `${text.slice(8, 10)}-${text.slice(5, 7)}-${text.slice(0, 4)} ${text.slice(11, 16)}`;
}

/** The company's documents among `ids` (issued and received share one id sequence), in no set order. */
export async function loadVoucherFiles(
  ctx: AppContext,
  ruc: string,
  ids: readonly string[],
): Promise<VoucherFile[]> {
  const [issued, received] = await Promise.all([
    findIssuedFiles(ctx.db, ruc, ids),
    findReceivedFiles(ctx.db, ruc, ids),
  ]);
  const logo = issued.length > 0 ? decodeStoredLogo(await findCompanyLogo(ctx.db, ruc)) : undefined;
  return [
    ...issued.map((row) => fromIssued(row, ruc, logo)),
    ...received.map((row) => ({
      id: row.id,
      accessKey: row.cufe,
      xml: row.signed_xml,
      templateCode: null,
      protocol: protocolOf(row),
      receiverEmails: readView(row.signed_xml).receiver.emails,
      logo: undefined,
    })),
  ];
}

/** One of the company's documents; another company's (or no) document is 404. */
export async function loadVoucherFile(ctx: AppContext, ruc: string, id: string): Promise<VoucherFile> {
  const [file] = await loadVoucherFiles(ctx, ruc, [id]);
  if (!file) {
    throw new AppError('not_found', downloadMessages.voucherNotFound, {
      mensajeSistema: SystemCode.COMPROBANTE_NO_EXISTE,
    });
  }
  return file;
}

/** An issued document for the worker, whatever its company; with its CAFE delivery and status. */
export async function loadIssuedFileForMail(ctx: AppContext, id: string) {
  const row = await findIssuedFileById(ctx.db, id);
  if (!row) return undefined;
  const file = fromIssued(row, row.company_ruc, decodeStoredLogo(row.logo_cafe));
  return { file, status: row.status, cafeDelivery: row.cafe_delivery, pacFamily: row.pac_family };
}

function unreadable(error: RfeParseError): AppError {
  return new AppError('not_acceptable', downloadMessages.unreadableDocument, { mensajeSistema: error.code });
}

function readView(xml: string): RfeView {
  try {
    return parseRfe(xml);
  } catch (error) {
    if (error instanceof RfeParseError) throw unreadable(error);
    throw error;
  }
}

/** Checks a template code the caller chose before anything is streamed. */
export function assertTemplate(code: string | undefined): void {
  if (code !== undefined && !listCafeTemplates().some((template) => template.codigo === code)) {
    throw new AppError('validation', downloadMessages.templateNotFound, {
      mensajeSistema: SystemCode.PLANTILLA_NO_EXISTE,
    });
  }
}

/**
 * The CAFE of a stored document, printed by the CAFE threads (ctx.cafes): with the chosen template, else
 * the one it was issued with, else the one that matches its own CAFE format (received and cancelled
 * documents are printed that way). With it, what an e-mail says of the document.
 */
export async function printVoucherCafe(
  ctx: AppContext,
  file: VoucherFile,
  templateCode?: string,
): Promise<PrintedCafe> {
  assertTemplate(templateCode);
  try {
    return await ctx.cafes.render({
      xml: file.xml,
      template: templateCode ?? file.templateCode ?? undefined,
      logo: file.logo,
      protocol: file.protocol,
      cancelledAt: file.cancelledAt,
    });
  } catch (error) {
    if (error instanceof RfeParseError) throw unreadable(error);
    if (error instanceof CafeRenderError && error.code === 'TEMPLATE_NOT_FOUND') {
      throw new AppError('validation', downloadMessages.templateNotFound, { mensajeSistema: error.code });
    }
    throw error;
  }
}

/** The CAFE PDF of a stored document (printVoucherCafe). */
export async function renderVoucherPdf(
  ctx: AppContext,
  file: VoucherFile,
  templateCode?: string,
): Promise<Buffer> {
  return (await printVoucherCafe(ctx, file, templateCode)).pdf;
}

/**
 * The CAFEs of several documents, all asked of the CAFE threads at once, to be taken in order: a ZIP
 * writes one while the threads print the next. A CAFE never taken (the ZIP failed first) is no unhandled
 * rejection.
 */
export function renderVoucherPdfs(ctx: AppContext, files: readonly VoucherFile[]): Promise<Buffer>[] {
  return files.map((file) => {
    const pdf = renderVoucherPdf(ctx, file);
    pdf.catch(() => undefined);
    return pdf;
  });
}
