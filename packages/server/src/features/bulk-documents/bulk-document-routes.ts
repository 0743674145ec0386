import type { FastifyInstance } from 'fastify';
import { bulkDocumentEndpoints, bulkDocumentMessages as texts, xlsxMediaType } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { readXlsxUpload, registerXlsxUploadScope } from '../../http/xlsx-upload.ts';
import {
  acceptDocumentFile,
  assertBulkIssueAllowed,
  documentFileErrors,
  documentTemplate,
  listDocumentFiles,
} from './bulk-document-service.ts';

/** FUE: documents from an .xlsx (spec 002 §7), their progress, errors workbook and template. */
export function registerBulkDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, bulkDocumentEndpoints.list, {}, async ({ params, request }) =>
    listDocumentFiles(ctx, requireAuth(request), params.ruc),
  );

  registerRoute(app, bulkDocumentEndpoints.errors, {}, async ({ params, request, reply }) => {
    const file = await documentFileErrors(ctx, requireAuth(request), params.ruc, params.id);
    return reply
      .type(xlsxMediaType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.content);
  });

  registerRoute(app, bulkDocumentEndpoints.template, {}, async ({ params, request, reply }) =>
    reply
      .type(xlsxMediaType)
      .header('content-disposition', `attachment; filename="${texts.templateFileName}"`)
      .send(await documentTemplate(ctx, requireAuth(request), params.ruc)),
  );

  registerXlsxUploadScope(app, (scope) => {
    registerRoute(scope, bulkDocumentEndpoints.upload, {}, async ({ params, request }) => {
      const auth = requireAuth(request);
      await assertBulkIssueAllowed(ctx, auth, params.companyId);
      return acceptDocumentFile(ctx, auth, params.companyId, await readXlsxUpload(request));
    });
  });
}
