import type { FastifyInstance } from 'fastify';
import { draftEndpoints } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  createDraft,
  deleteDraft,
  listDrafts,
  markDraftIssued,
  readDraft,
  readLatestDraft,
  updateDraft,
} from './draft-service.ts';

/** 'Borradores' (issue 28 §1): the emission forms saved on the server. */
export function registerDraftRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, draftEndpoints.list, {}, async ({ request }) => listDrafts(ctx, requireAuth(request)));
  registerRoute(app, draftEndpoints.create, {}, async ({ body, request }) =>
    createDraft(ctx, requireAuth(request), body),
  );
  registerRoute(app, draftEndpoints.latest, {}, async ({ params, request }) =>
    readLatestDraft(ctx, requireAuth(request), params.tipo),
  );
  registerRoute(app, draftEndpoints.read, {}, async ({ params, request }) =>
    readDraft(ctx, requireAuth(request), params.idBorrador),
  );
  registerRoute(app, draftEndpoints.update, {}, async ({ params, body, request }) =>
    updateDraft(ctx, requireAuth(request), params.idBorrador, body),
  );
  registerRoute(app, draftEndpoints.remove, {}, async ({ params, request }) =>
    deleteDraft(ctx, requireAuth(request), params.idBorrador),
  );
  registerRoute(app, draftEndpoints.issued, {}, async ({ params, body, request }) =>
    markDraftIssued(ctx, requireAuth(request), params.idBorrador, body.idComprobanteElectronico),
  );
}
