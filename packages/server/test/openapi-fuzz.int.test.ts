import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPanamaDate } from '@facturar/domain';
import { createSelfSignedP12 } from '../src/adapters/signing/index.ts';
import { signPortalToken } from '../src/features/receiver-portal/index.ts';
import { demoInvoiceBody, demoRuc } from './support/demo-invoice.ts';
import { listEndpoints, openApiPathOf } from './support/endpoint-catalogue.ts';
import { createTestApiKey } from './support/test-api-keys.ts';
import { issueDocument, waitForDocument } from './support/issued-documents.ts';
import {
  multipartCases,
  planOperationCases,
  readOperations,
  type FuzzCase,
  type FuzzPlan,
} from './support/openapi-fuzz.ts';
import { decodeClaims, serveTestServer } from './support/test-server.ts';
import { createTestUser, findAssignmentId } from './support/test-users.ts';

// Every path and method of docs/openapi.json gets hostile values in every parameter and body field; no
// answer may be a 5xx. Bounded: a fixed seed and at most `maxCasesPerOperation` cases per operation.
const seed = 20_261_124;
const maxCasesPerOperation = 120;
const fuzzUser = 'fuzz@demo.facturar.test';

// The fuzzing user tries wrong passwords and logs out: no lock, no limit may stop it half-way.
const server = serveTestServer({
  MAX_FAILED_LOGINS: '1000000',
  AUTH_ACCOUNT_FAILURES: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  API_KEY_RATE_LIMIT_PER_MINUTE: '1000000',
  USER_CREATION_RATE_PER_HOUR: '1000000',
});
let token = '';
/** A company API key holding every scope (ADR 0075): it sends every other case of the calls that take one. */
let apiKey = '';
let serverErrors: string[];

async function signIn(): Promise<void> {
  token = await server.login(fuzzUser);
}

beforeAll(async () => {
  await createTestUser(server.ctx.db, {
    accessName: fuzzUser,
    fullName: 'Usuario Fuzz',
    profile: 'ADM',
    state: 'ACT',
  });
  await server.ctx.db
    .insertInto('billing_point_users')
    .columns(['billing_point_id', 'company_user_id', 'company_ruc'])
    .expression((eb) =>
      eb
        .selectFrom('billing_points as bp')
        .innerJoin('company_users as cu', (join) => join.onTrue())
        .innerJoin('users as u', 'u.id', 'cu.user_id')
        .select(['bp.id', 'cu.id', 'bp.company_ruc'])
        .where('u.access_name', '=', fuzzUser)
        .where('bp.company_ruc', '=', demoRuc)
        // A user holds one billing point (spec 001 §4): the demo company's first.
        .orderBy('bp.id')
        .limit(1),
    )
    .execute();
  await signIn();
  apiKey = await createTestApiKey(server, token, {
    nombre: 'Clave del fuzz',
    permisos: ['emitir', 'consultar', 'anular', 'maestros', 'reportes'],
  });
  serverErrors = [];
  const log = server.app.log;
  log.error = ((...args: unknown[]) =>
    serverErrors.push(JSON.stringify(args).slice(0, 500))) as typeof log.error;
});

async function send(entry: FuzzCase, credential = token) {
  const headers: Record<string, string> = { ...entry.headers, authorization: `Bearer ${credential}` };
  if (entry.contentType) headers['content-type'] = entry.contentType;
  return server.request({
    method: entry.method as 'GET',
    url: entry.url,
    headers,
    ...(entry.payload === undefined ? {} : { payload: entry.payload }),
  });
}

describe('hostile input on every call of docs/openapi.json', () => {
  it('never gets a server error', { timeout: 1_500_000 }, async () => {
    const document = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'),
    );
    const operations = readOperations(document);
    const issued = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await waitForDocument(server, token, issued, (row) => row.estadoAutorizacion === 'AUT');
    const assignmentId = String(decodeClaims(token).sub);
    const invoice = await demoInvoiceBody(server.ctx.db);
    const demoPurchase = await server.ctx.db
      .selectFrom('package_purchases')
      .select('id')
      .where('company_ruc', '=', demoRuc)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const pngProof = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64');
    const managedPlan = {
      nombre: 'Plan Fuzz',
      tipo: 'COMPROBANTE',
      precio: '10.00',
      credito: 10,
      descripcion: 'Uno,Dos',
      activo: false,
    };
    const managedAccount = {
      nombreBanco: 'Banco Fuzz',
      razonSocial: 'Facturar Panamá, S.A.',
      identificacion: 'RUC 155704849-2-2021',
      tipoCuenta: 'Cuenta Corriente',
      numeroCuenta: '0000-1111',
      activo: false,
    };
    const reportDay = formatPanamaDate(new Date());
    const reportPeriod = { fechaInicio: `${reportDay} 00:00:00`, fechaFin: `${reportDay} 23:59:59` };
    const internalAssignmentId = String(await findAssignmentId(server.ctx.db, 'int@demo.facturar.test'));
    const customerId = (
      await server.ctx.db.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const point = await server.ctx.db
      .selectFrom('billing_points')
      .select(['id', 'branch_code', 'point_code', 'description'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const pointForm = {
      codigoSucursal: point.branch_code,
      puntoFacturacion: point.point_code,
      direccion: point.description,
      coordenadaSucursal: '9.003071,-79.501305',
      estado: true,
    };
    const productId = (
      await server.ctx.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const productForm = {
      codigoPrincipal: 'FUZZ-1',
      descripcion: 'Producto del fuzz',
      precioUnitario: '1.50',
      codigoUnidadMedida: 'und',
      estado: true,
    };
    const customerRegistration = {
      tipoReceptor: '01',
      idCliente: '155712345-2-2020',
      digitoVerificador: '50',
      tipoContribuyente: '2',
      nombres: 'Cliente del fuzz, S.A.',
      correoCliente: 'fuzz@cliente.test',
      direccion: 'Calle 50, Panamá',
      paisReceptor: 'PA',
      ubicacionGeografica: { idUbicacionGeografica: '8-8-7' },
    };
    // A schedule of the demo invoice starting in a year, and an occurrence of it the job could not issue.
    const scheduleForm = {
      descripcion: 'Programación del fuzz',
      frecuencia: 'MENSUAL',
      dia: 1,
      fechaInicio: formatPanamaDate(new Date(Date.now() + 365 * 86_400_000)),
      comprobante: invoice,
    };
    const schedule = await server.request({
      method: 'POST',
      url: '/api/programaciones',
      headers: { authorization: `Bearer ${token}` },
      payload: scheduleForm,
    });
    const scheduleId = String(
      (schedule.json() as { programacion: { idProgramacion: number } }).programacion.idProgramacion,
    );
    const occurrence = await server.ctx.db
      .insertInto('recurring_occurrences')
      .values({
        schedule_id: scheduleId,
        company_ruc: demoRuc,
        due_date: '2026-01-01',
        status: 'FALLIDA',
        reason: 'La empresa no tiene comprobantes disponibles.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const draftForm = {
      tipoDocumento: '01',
      estado: { customerMode: 'final', detalles: [] },
      nombreReceptor: 'Consumidor final',
      total: '10.70',
    };
    const draft = (
      await server.request({
        method: 'POST',
        url: '/api/borradores',
        headers: { authorization: `Bearer ${token}` },
        payload: draftForm,
      })
    ).json() as { idBorrador: number };
    const quoteForm = {
      idBorrador: draft.idBorrador,
      fechaValidez: formatPanamaDate(new Date(Date.now() + 10 * 86_400_000)),
      comprobante: invoice,
    };
    const quote = (
      await server.request({
        method: 'POST',
        url: '/api/cotizaciones',
        headers: { authorization: `Bearer ${token}` },
        payload: quoteForm,
      })
    ).json() as { idCotizacion: number };
    const plan: FuzzPlan = {
      seed,
      maxCasesPerOperation,
      pathValues: {
        ruc: demoRuc,
        companyId: demoRuc,
        perm: 'EMP-ADM',
        apikey: server.config.apiKey,
        assignmentId,
        extra: assignmentId,
        tipo: '01',
        cufe: issued.cufe,
        id: issued.id,
        provinceId: '8',
        districtId: '8',
        accion: '1',
        idAsignacionPaqueteEmpresa: String(demoPurchase.id),
        idUsuario: '0',
        idPaquete: '1',
        idCuentaBancaria: '1',
        idTrabajo: '00000000-0000-4000-8000-000000000000',
        // The users screen's edits go to the demo's internal user, never to the fuzzing user's own account.
        idAsignacionEmpresaUsuario: internalAssignmentId,
        idPerfil: 'INT',
        idUbicacionGeografica: '8-8-7',
        idAsignacionEmpresaCliente: String(customerId),
        idProducto: String(productId),
        idMedida: '4',
        idFamiliaMedida: '10',
        idSegmento: '30',
        number: assignmentId,
        idSecuencial: String(point.id),
        idAsignacionSecuencialUsuario: '999999',
        idProgramacion: scheduleId,
        idOcurrencia: occurrence.id,
        idBorrador: String(draft.idBorrador),
        idCotizacion: String(quote.idCotizacion),
      },
      bodies: {
        'POST /api/generacion/comprobantes': invoice,
        'POST /api/generacion/comprobantes/cafe/comprobante': invoice,
        'POST /api/programaciones': scheduleForm,
        'PUT /api/programaciones/{idProgramacion}': scheduleForm,
        'POST /api/borradores': draftForm,
        'PUT /api/borradores/{idBorrador}': { ...draftForm, version: 1 },
        'POST /api/borradores/{idBorrador}/emitido': { idComprobanteElectronico: Number(issued.id) },
        'POST /api/cotizaciones': quoteForm,
        'POST /api/cotizaciones/{idCotizacion}/envio': { correos: ['compras@distcanal.test'] },
        'POST /api/utilidades/generar/zip': { idComprobantes: [Number(issued.id)] },
        'POST /api/receptor/comprobantes/zip': { ids: [Number(issued.id)] },
        'POST /api/reenvio/comprobante/electronico': {
          correos: ['cliente@ejemplo.test'],
          idComprobanteElectronico: Number(issued.id),
        },
        'POST /api/generacion/comprobantes/validacion': {
          idAsignacionEmpresaUsuario: Number(assignmentId),
          rucEmpresa: demoRuc,
        },
        'POST /api/login/segundo-factor': { desafio: 'desafio-de-prueba', codigo: '123456' },
        'POST /api/cuenta/segundo-factor/inicio': { clave: 'NoEsLaClave-1' },
        'POST /api/cuenta/segundo-factor/confirmacion': { codigo: '123456' },
        'POST /api/cuenta/segundo-factor/desactivacion': { clave: 'NoEsLaClave-1', codigo: '123456' },
        'POST /api/pago/registro': { idEmpresa: demoRuc, idPaquete: 1, valorTotalPaquete: '26.75', iva: 0 },
        'PUT /api/pago/subir/voucher': { idAsignacionPaqueteEmpresa: demoPurchase.id, voucher: pngProof },
        'POST /api/pago/administracion/paquetes': managedPlan,
        'PUT /api/pago/administracion/paquetes/{idPaquete}': managedPlan,
        'POST /api/pago/administracion/cuentas': managedAccount,
        'PUT /api/pago/administracion/cuentas/{idCuentaBancaria}': managedAccount,
        'POST /api/pago/revision': {
          idAsignacionPaqueteEmpresa: demoPurchase.id,
          observacion: 'Fuzz',
          revision: false,
        },
        ...Object.fromEntries(
          [
            'emitidos',
            'estado-pac-dgi',
            'informe-ventas',
            'recibidos',
            'no-autorizados',
            'emitidos/detalles',
          ].map((report) => [
            `POST /api/reporte/comprobantes/${report}`,
            { ...reportPeriod, rucEmpresa: demoRuc, tipoComprobante: '00' },
          ]),
        ),
        'POST /api/reporte/comprobantes/partner': { ...reportPeriod, rucEmpresa: '155612345-2-2016' },
        'POST /api/cuenta/usuario/registro/certificado': {
          certificado: (
            await createSelfSignedP12({
              commonName: `COMERCIALIZADORA DEMO FACTURAR S A - ${demoRuc} - 59 - FUZZ`,
              password: 'Clave-Fuzz-1',
              notBefore: new Date(Date.now() - 86_400_000),
              notAfter: new Date(Date.now() + 365 * 86_400_000),
            })
          ).toString('base64'),
          claveCertificado: 'Clave-Fuzz-1',
          idEmpresa: demoRuc,
        },
        'POST /api/cuenta/usuario/actualizar/empresa': {
          idEmpresa: demoRuc,
          logo: `data:image/png;base64,${PNG.sync.write(new PNG({ width: 1, height: 1 })).toString('base64')}`,
        },
        'POST /api/asistencia': {
          de: 'fuzz@demo.facturar.test',
          mensaje: '<p>Consulta <strong>urgente</strong></p>',
        },
        'POST /api/admin/usuarios/registro-usuario': {
          idEmpresa: demoRuc,
          identificacionUsuario: 'FUZZ1',
          nombreUsuario: 'Usuario Fuzz Nuevo',
          correoPrincipalUsuario: 'fuzz.nuevo@demo.facturar.test',
        },
        'PUT /api/admin/usuarios/actualizar-usuario/{idAsignacionEmpresaUsuario}': {
          nombreUsuario: 'Iván Facturador',
          correoPrincipalUsuario: 'int@demo.facturar.test',
          estadoUsuario: 'ACT',
        },
        'POST /api/admin/clientes/registro-cliente': customerRegistration,
        'POST /api/admin/proveedores/registro-proveedor/{idUbicacionGeografica}': customerRegistration,
        'POST /api/admin/productos/registro-producto': productForm,
        'PUT /api/admin/productos/actualizar-producto/{idProducto}': productForm,
        'POST /api/admin/secuenciales/registro-secuencial': { ...pointForm, puntoFacturacion: '901' },
        'PUT /api/admin/secuenciales/actualizar-secuencial/{idSecuencial}': pointForm,
        'POST /api/admin/proveedores/registro-proveedor': { ...customerRegistration, tipoDocumento: 'C' },
        'PUT /api/admin/proveedores/actualizar-proveedor/{idAsignacionEmpresaCliente}': {
          nombres: 'Proveedor del fuzz',
          correo: 'fuzz@proveedor.test',
        },
        'PUT /api/admin/clientes/actualizar-cliente/{idAsignacionEmpresaCliente}': {
          nombres: 'Distribuidora del Canal, S.A.',
          correo: 'compras@distcanal.test',
          cliente: { tipoReceptor: '01' },
          ubicacionGeografica: { idUbicacionGeografica: '8-8-7' },
        },
      },
      headers: {},
    };
    const cases = operations.flatMap((operation) => planOperationCases(operation, plan));
    const uploads = listEndpoints().filter((endpoint) => endpoint.consumes?.includes('multipart/form-data'));
    for (const upload of uploads) {
      const url = openApiPathOf(upload).replace(
        /\{([^}]+)\}/g,
        (_, name: string) => plan.pathValues[name] ?? '1',
      );
      cases.push(...multipartCases(url, {}));
    }
    expect(operations.length).toBe(
      new Set(
        listEndpoints()
          .filter((e) => !e.isHidden)
          .map((e) => `${e.method} ${e.path}`),
      ).size,
    );

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const keyOperations = Object.entries(
      document.paths as Record<string, Record<string, { security?: Record<string, unknown>[] }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.some((scheme) => 'apiKey' in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path} `),
    );
    expect(keyOperations.length).toBeGreaterThan(30);
    // The receivers' portal calls take the portal's own session (ADR 0135): the invoice's receiver's.
    const receiverOperations = listEndpoints()
      .filter((endpoint) => endpoint.access === 'receiver')
      .map((endpoint) => `${endpoint.method} ${openApiPathOf(endpoint)} `);
    const portalToken = await signPortalToken(
      server.ctx.secrets.jwtKey,
      '155601234-2-2015',
      new Date(),
      3600,
    );
    for (const [index, entry] of cases.entries()) {
      const byKey = index % 2 === 1 && keyOperations.some((operation) => entry.label.startsWith(operation));
      const byPortal = receiverOperations.some((operation) => entry.label.startsWith(operation));
      const response = await send(entry, byPortal ? portalToken : byKey ? apiKey : token);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500)
        failures.push(`${entry.label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      // A logout or a password change by the fuzzer ends its session: sign in again and go on.
      if (response.statusCode === 401) await signIn();
    }
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(
      `openapi fuzz: ${cases.length} requests over ${operations.length} operations (seed ${seed}): ${byStatus.join(' ')}`,
    );
    expect(failures).toEqual([]);
    expect(serverErrors).toEqual([]);
  });
});
