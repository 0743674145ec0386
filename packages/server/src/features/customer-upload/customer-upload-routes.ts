import type { FastifyInstance } from 'fastify';
import { customerUploadEndpoints, customerUploadMessages as texts, xlsxMediaType } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { readXlsxUpload, registerXlsxUploadScope } from '../../http/xlsx-upload.ts';
import {
  acceptCustomerFile,
  assertCustomerUploadAllowed,
  customerTemplate,
} from './customer-upload-service.ts';

/** 'Carga Masiva de Clientes' (spec 001 §7) and its template. */
export function registerCustomerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, customerUploadEndpoints.template, {}, async ({ reply }) =>
    reply
      .type(xlsxMediaType)
      .header('content-disposition', `attachment; filename="${texts.templateFileName}"`)
      .send(await customerTemplate()),
  );

  registerXlsxUploadScope(app, (scope) => {
    registerRoute(scope, customerUploadEndpoints.upload, {}, async ({ params, request }) => {
      const auth = requireAuth(request);
      const call = { ruc: params.ruc, number: params.number };
      await assertCustomerUploadAllowed(ctx, auth, call);
      return acceptCustomerFile(ctx, auth, call, await readXlsxUpload(request));
    });
  });
}
