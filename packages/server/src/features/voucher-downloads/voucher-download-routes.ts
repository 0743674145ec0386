import type { FastifyInstance } from 'fastify';
import { voucherFileEndpoints, zipFileName } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import {
  downloadVoucherPdf,
  downloadVoucherXml,
  downloadVoucherZip,
  listResendEmails,
  resendVoucher,
} from './voucher-download-service.ts';

/** Downloads (XML, CAFE PDF, ZIP) and e-mail resend of the company's documents (spec 001 §7). */
export function registerVoucherDownloadRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, voucherFileEndpoints.xml, {}, async ({ params, request, reply }) => {
    const file = await downloadVoucherXml(ctx, requireAuth(request), params.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.xml);
  });

  registerRoute(app, voucherFileEndpoints.pdf, {}, async ({ params, query, request, reply }) => {
    const file = await downloadVoucherPdf(ctx, requireAuth(request), params.id, query.codigoPlantilla);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      .send(file.pdf);
  });

  registerRoute(app, voucherFileEndpoints.zip, {}, async ({ body, request, reply }) => {
    const zip = await downloadVoucherZip(ctx, requireAuth(request), body.idComprobantes);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${zipFileName}"`)
      .send(zip);
  });

  registerRoute(app, voucherFileEndpoints.resendEmails, {}, async ({ params, request }) =>
    listResendEmails(ctx, requireAuth(request), params.id),
  );

  registerRoute(app, voucherFileEndpoints.resend, {}, async ({ body, query, request }) =>
    resendVoucher(ctx, requireAuth(request), body, query.codigoPlantilla),
  );
}
