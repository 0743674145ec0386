import {
  draftMessages,
  type Draft,
  type DraftCreate,
  type DraftList,
  type DraftSummary,
  type DraftUpdate,
} from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  deleteCompanyDraft,
  findCompanyDraft,
  findLatestOwnDraft,
  hasCompanyDocument,
  insertDraft,
  listCompanyDrafts,
  updateDraftAtVersion,
  type DraftContent,
  type DraftRecord,
  type DraftSummaryRecord,
} from './draft-repository.ts';
import { recordQuoteInvoice } from './quote-repository.ts';

function toSummary(record: DraftSummaryRecord): DraftSummary {
  return {
    idBorrador: record.id,
    tipoDocumento: record.document_type as DraftSummary['tipoDocumento'],
    nombreReceptor: record.receiver_name,
    total: Number(record.total).toFixed(2),
    version: record.version,
    actualizadoEl: record.updated_at.toISOString(),
    actualizadoPor: record.updated_by_name,
  };
}

function toDraft(record: DraftRecord): Draft {
  return { ...toSummary(record), estado: JSON.parse(record.state) as Draft['estado'] };
}

function contentOf(input: DraftCreate): DraftContent {
  return {
    documentType: input.tipoDocumento,
    state: JSON.stringify(input.estado),
    receiverName: input.nombreReceptor,
    total: input.total,
  };
}

const notFound = () =>
  new AppError('not_found', draftMessages.notFound, { mensajeSistema: 'BORRADOR_NO_EXISTE' });

async function readOwnCompanyDraft(ctx: AppContext, auth: AuthContext, id: number): Promise<Draft> {
  const record = await findCompanyDraft(ctx.db, auth.ruc, id);
  if (!record) throw notFound();
  return toDraft(record);
}

/** 'Borradores': every draft of the caller's company, the last changed first. */
export async function listDrafts(ctx: AppContext, auth: AuthContext): Promise<DraftList> {
  return { borradores: (await listCompanyDrafts(ctx.db, auth.ruc)).map(toSummary) };
}

export async function readDraft(ctx: AppContext, auth: AuthContext, id: number): Promise<Draft> {
  return readOwnCompanyDraft(ctx, auth, id);
}

/** The draft a form of this type reopens after a reload or a new sign-in: the caller's last one. */
export async function readLatestDraft(
  ctx: AppContext,
  auth: AuthContext,
  documentType: string,
): Promise<{ borrador: Draft | null }> {
  const record = await findLatestOwnDraft(ctx.db, auth.assignmentId, documentType);
  return { borrador: record ? toDraft(record) : null };
}

export async function createDraft(ctx: AppContext, auth: AuthContext, input: DraftCreate): Promise<Draft> {
  const id = await insertDraft(ctx.db, {
    ...contentOf(input),
    ruc: auth.ruc,
    authorId: auth.assignmentId,
    now: ctx.now(),
  });
  return readOwnCompanyDraft(ctx, auth, id);
}

/**
 * A save carries the version it was read at; a draft saved meanwhile elsewhere (another tab, a colleague)
 * is not overwritten: the caller gets 409 and reopens it.
 */
export async function updateDraft(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  input: DraftUpdate,
): Promise<Draft> {
  const isSaved = await updateDraftAtVersion(ctx.db, {
    ...contentOf(input),
    ruc: auth.ruc,
    id,
    version: input.version,
    editorId: auth.assignmentId,
    now: ctx.now(),
  });
  if (!isSaved) {
    await readOwnCompanyDraft(ctx, auth, id);
    throw new AppError('conflict', draftMessages.stale, { mensajeSistema: 'BORRADOR_DESACTUALIZADO' });
  }
  return readOwnCompanyDraft(ctx, auth, id);
}

export async function deleteDraft(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ mensaje: string }> {
  if (!(await deleteCompanyDraft(ctx.db, auth.ruc, id))) throw notFound();
  return { mensaje: draftMessages.deleted };
}

/**
 * The draft was issued (the generation answered with this document): it leaves the list, and the quote it
 * was accepted from names the invoice. Only a document of the caller's company counts, so a draft is not
 * dropped on a made-up answer.
 */
export async function markDraftIssued(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  documentId: number,
): Promise<{ mensaje: string }> {
  if (!(await hasCompanyDocument(ctx.db, auth.ruc, documentId))) {
    throw new AppError('not_found', draftMessages.issuedDocumentNotFound, {
      mensajeSistema: 'COMPROBANTE_NO_EXISTE',
    });
  }
  const deleted = await deleteCompanyDraft(ctx.db, auth.ruc, id);
  if (!deleted) throw notFound();
  // An accepted quote now shows the invoice it became.
  if (deleted.quoteId !== null) await recordQuoteInvoice(ctx.db, deleted.quoteId, documentId);
  return { mensaje: draftMessages.deleted };
}
