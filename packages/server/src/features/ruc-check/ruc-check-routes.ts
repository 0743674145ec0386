import type { FastifyInstance, FastifyReply } from 'fastify';
import { rucCheckEndpoints, rucCheckMessages, xlsxMediaType } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../http/register-route.ts';
import { readXlsxUpload, registerXlsxUploadScope } from '../../http/xlsx-upload.ts';
import { checkRucFile, rucCheckTemplate } from './ruc-check-service.ts';

function sendWorkbook(reply: FastifyReply, fileName: string, content: Buffer): FastifyReply {
  return reply
    .type(xlsxMediaType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(content);
}

/** CMR: the bulk RUC check and its template (spec 002 §7). */
export function registerRucCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, rucCheckEndpoints.template, {}, async ({ reply }) =>
    sendWorkbook(reply, rucCheckMessages.templateFileName, await rucCheckTemplate()),
  );

  registerXlsxUploadScope(app, (scope) => {
    registerRoute(scope, rucCheckEndpoints.check, {}, async ({ request, reply }) => {
      const upload = await readXlsxUpload(request);
      const answer = await checkRucFile(ctx, upload.content);
      return sendWorkbook(reply, answer.fileName, answer.content);
    });
  });
}
