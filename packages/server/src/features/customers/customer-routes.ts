import type { FastifyInstance } from 'fastify';
import { customerEndpoints, customerExportFileName } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../http/authenticate.ts';
import { registerRoute } from '../../http/register-route.ts';
import { exportCustomers } from './customer-export.ts';
import {
  listReceivers,
  registerCustomerAsProvider,
  registerCustomerFromForm,
  updateCustomer,
} from './customer-service.ts';

/** The customers screen (spec 001 §7 'Customers'). */
export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, customerEndpoints.listCustomers, {}, async ({ params, query, request }) =>
    listReceivers(ctx, requireAuth(request), params.ruc, query, 'customer'),
  );
  registerRoute(app, customerEndpoints.registerCustomer, {}, async ({ body, request }) =>
    registerCustomerFromForm(ctx, requireAuth(request), body),
  );
  registerRoute(app, customerEndpoints.registerCustomerAsProvider, {}, async ({ params, body, request }) =>
    registerCustomerAsProvider(ctx, requireAuth(request), params.idUbicacionGeografica, body),
  );
  registerRoute(app, customerEndpoints.updateCustomer, {}, async ({ params, body, request }) =>
    updateCustomer(ctx, requireAuth(request), params.idAsignacionEmpresaCliente, body),
  );
  registerRoute(app, customerEndpoints.exportCustomers, {}, async ({ params, request, reply }) => {
    const file = await exportCustomers(ctx, requireAuth(request), params.ruc);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${customerExportFileName}"`)
      .send(file);
  });
}
