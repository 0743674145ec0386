import type { Endpoint, EndpointAccess } from '@facturar/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { formatPanamaDate } from '@facturar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { createSelfSignedP12 } from '../src/adapters/signing/index.ts';
import { signPortalToken } from '../src/features/receiver-portal/index.ts';
import { demoInvoiceBody, demoRuc } from './support/demo-invoice.ts';
import { listEndpoints, openApiPathOf, pathParamNames } from './support/endpoint-catalogue.ts';
import { issueDocument, waitForDocument, type IssuedDocument } from './support/issued-documents.ts';
import { createTestCompany } from './support/test-companies.ts';
import { createTestClock } from './support/test-clock.ts';
import { bearer, decodeClaims, serveTestServer } from './support/test-server.ts';

// Every call the contracts describe × every kind of caller (ADR 0018): the descriptors are walked, so a new
// call is in the matrix as soon as it is exported. A call whose path parameter or body this file cannot
// build a sample for fails with a message asking for one, so no call escapes unchecked.

type SignedRole = 'ADM' | 'INT' | 'partner' | 'platformAdmin' | 'foreignAdm';
type KeyRole = 'apiKey' | 'foreignApiKey';
type Role = SignedRole | KeyRole | 'receiver' | 'none' | 'expired' | 'tampered';
const signedRoles: SignedRole[] = ['ADM', 'INT', 'partner', 'platformAdmin', 'foreignAdm'];
// Company API keys holding every scope (ADR 0075): the demo company's and another company's.
const keyRoles: KeyRole[] = ['apiKey', 'foreignApiKey'];
// A receivers' portal session (ADR 0135): admitted by the portal's calls only, 401 on every other call.
const roles: Role[] = [...signedRoles, ...keyRoles, 'receiver', 'none', 'expired', 'tampered'];

/** Who passes the role check of each access (the company check comes after, in the service). */
const grants: Record<Exclude<EndpointAccess, 'public'>, Record<SignedRole, boolean>> = {
  session: { ADM: true, INT: true, partner: true, platformAdmin: true, foreignAdm: true },
  company: { ADM: true, INT: true, partner: true, platformAdmin: true, foreignAdm: true },
  companyAdmin: { ADM: true, INT: false, partner: true, platformAdmin: true, foreignAdm: true },
  partner: { ADM: false, INT: false, partner: true, platformAdmin: false, foreignAdm: false },
  platformAdmin: { ADM: false, INT: false, partner: false, platformAdmin: true, foreignAdm: false },
  // The portal's calls take the portal's own token: a user's is no portal token (401, below).
  receiver: { ADM: false, INT: false, partner: false, platformAdmin: false, foreignAdm: false },
};

const foreignCompany = { ruc: '155689012-2-2019', dv: '69', name: 'Servicios Logísticos Pacífico, S.A.' };

const clock = createTestClock();
const tokens = {} as Record<Role, string | undefined>;
const usernames: Record<SignedRole, string> = {
  ADM: 'adm@demo.facturar.test',
  INT: 'int@demo.facturar.test',
  partner: 'partner@facturar.test',
  platformAdmin: 'admin@facturar.test',
  foreignAdm: '',
};
let document: IssuedDocument;
let admAssignment: number;
let demoCustomerId: number;
let demoProductId: number;
let demoPoint: { id: number; branch_code: string; point_code: string; description: string };
let demoPointAssignmentId: number;
let demoKeyId: number;
let demoScheduleId: number;
let demoOccurrenceId: number;
let demoDraftId: number;
let demoQuoteId: number;

/** Path parameters by name: the demo company's own data, so a foreign caller names another tenant. */
const pathSamples: Record<string, () => string> = {
  ruc: () => demoRuc,
  companyId: () => demoRuc,
  perm: () => 'EMP-ADM',
  apikey: () => server.config.apiKey,
  assignmentId: () => String(admAssignment),
  extra: () => String(admAssignment),
  tipo: () => '01',
  cufe: () => document.cufe,
  id: () => document.id,
  accessKey: () => '1'.repeat(49),
  provinceId: () => '8',
  districtId: () => '8',
  accion: () => '1',
  idUbicacionGeografica: () => '8-8-7',
  idAsignacionEmpresaCliente: () => String(demoCustomerId),
  idProducto: () => String(demoProductId),
  idMedida: () => '4',
  idFamiliaMedida: () => '10',
  idSegmento: () => '30',
  number: () => String(admAssignment),
  idAsignacionPaqueteEmpresa: () => String(demoPurchaseId),
  idUsuario: () => '0',
  idPaquete: () => '1',
  idCuentaBancaria: () => '1',
  // A report job no one has: every caller the role admits gets 404 alike (report-jobs.int.test.ts covers a real one).
  idTrabajo: () => '00000000-0000-4000-8000-000000000000',
  idAsignacionEmpresaUsuario: () => String(admAssignment),
  idPerfil: () => 'ADM',
  idSecuencial: () => String(demoPoint.id),
  idAsignacionSecuencialUsuario: () => String(demoPointAssignmentId),
  idClave: () => String(demoKeyId),
  idWebhook: () => '999999',
  idEntrega: () => '999999',
  idProgramacion: () => String(demoScheduleId),
  idOcurrencia: () => String(demoOccurrenceId),
  idBorrador: () => String(demoDraftId),
  idCotizacion: () => String(demoQuoteId),
};
/** Parameters that name the demo company's data: another company's administrator must get 403 or 404. */
const demoNamingParams = new Set([
  'ruc',
  'companyId',
  'id',
  'cufe',
  'assignmentId',
  'extra',
  'idAsignacionEmpresaCliente',
  'idProducto',
  'number',
  'idAsignacionPaqueteEmpresa',
  'idAsignacionEmpresaUsuario',
  'idSecuencial',
  'idAsignacionEmpresaUsuario',
  'idAsignacionSecuencialUsuario',
  'idClave',
  'idProgramacion',
  'idOcurrencia',
  'idBorrador',
  'idCotizacion',
]);
let newUserCount = 0;

/** Query values by name, for calls whose query has required fields. */
const querySamples: Record<string, string> = {
  parametroBusqueda: 'a',
  parametroReceptor: 'Distribuidora',
  esPartner: '2',
};

type BodySample = {
  body: () => Promise<unknown> | unknown;
  namesDemoCompany?: boolean;
  freshToken?: boolean;
};

/** The last two days, as the report calls send them (Panama time). */
function reportPeriod(): { fechaInicio: string; fechaFin: string } {
  const day = (offset: number) =>
    formatPanamaDate(new Date(Date.now() + clock.offsetMs + offset * 86_400_000));
  return { fechaInicio: `${day(-1)} 00:00:00`, fechaFin: `${day(0)} 23:59:59` };
}

/** Request bodies by call: a valid one, so the answer shows what the caller may do, not a validation error. */
const bodySamples: Record<string, BodySample> = {
  'POST /api/receptor/comprobantes/zip': { body: () => ({ ids: [Number(document.id)] }) },
  'PUT /api/cuenta/usuario/contrasenia': {
    // Another assignment's password: every caller is refused by the service, nobody's password changes.
    body: () => ({
      claveActual: 'NoEsLaClave-1',
      nuevaClave: 'OtraClave2026!',
      idAsignacionEmpresaUsuario: 1,
      idEmpresa: 'X',
    }),
  },
  'POST /api/logout': { body: () => undefined, freshToken: true },
  'POST /api/generacion/comprobantes/validacion': {
    body: () => ({ idAsignacionEmpresaUsuario: admAssignment, rucEmpresa: demoRuc }),
    namesDemoCompany: true,
  },
  'POST /api/admin/empresas/afiliacion-empresa-pac/dgi': {
    body: () => ({ rucEmpresa: demoRuc }),
    namesDemoCompany: true,
  },
  'POST /api/admin/empresas/afiliacion-codigo-seguridad-qr/dgi/:accion': {
    body: () => ({ rucEmpresa: demoRuc }),
    namesDemoCompany: true,
  },
  'POST /api/generacion/comprobantes': { body: () => demoInvoiceBody(server.ctx.db) },
  'POST /api/programaciones': { body: async () => demoScheduleForm() },
  'PUT /api/programaciones/:idProgramacion': { body: async () => demoScheduleForm() },
  'POST /api/generacion/comprobantes/cafe/comprobante': { body: () => demoInvoiceBody(server.ctx.db) },
  'POST /api/eventos/anular/comprobante': {
    body: () => ({ cufe: `FE01${'9'.repeat(62)}`, motivo: 'Prueba de la matriz de autorización.' }),
  },
  'POST /api/utilidades/generar/zip': {
    body: () => ({ idComprobantes: [Number(document.id)] }),
    namesDemoCompany: true,
  },
  'POST /api/reenvio/comprobante/electronico': {
    body: () => ({ correos: ['cliente@ejemplo.test'], idComprobanteElectronico: Number(document.id) }),
    namesDemoCompany: true,
  },
  'POST /api/admin/clientes/registro-cliente': {
    body: () => demoCustomerRegistration,
    namesDemoCompany: true,
  },
  'POST /api/admin/proveedores/registro-proveedor/:idUbicacionGeografica': {
    body: () => demoCustomerRegistration,
    namesDemoCompany: true,
  },
  'POST /api/admin/productos/registro-producto': { body: () => demoProductForm, namesDemoCompany: true },
  'PUT /api/admin/productos/actualizar-producto/:idProducto': {
    body: () => ({
      ...demoProductForm,
      codigoPrincipal: 'SRV-001',
      descripcion: 'Servicio de consultoría contable (hora)',
    }),
  },
  'POST /api/admin/secuenciales/registro-secuencial': {
    body: () => ({ ...demoPointForm(), puntoFacturacion: '900' }),
    namesDemoCompany: true,
  },
  'PUT /api/admin/secuenciales/actualizar-secuencial/:idSecuencial': { body: () => demoPointForm() },
  'POST /api/admin/proveedores/registro-proveedor': {
    body: () => ({ ...demoCustomerRegistration, tipoDocumento: 'C' }),
    namesDemoCompany: true,
  },
  'PUT /api/admin/proveedores/actualizar-proveedor/:idAsignacionEmpresaCliente': {
    body: () => ({ nombres: 'Proveedor de la matriz', correo: 'matriz@proveedor.test' }),
  },
  'PUT /api/admin/clientes/actualizar-cliente/:idAsignacionEmpresaCliente': {
    body: () => ({
      nombres: 'Distribuidora del Canal, S.A.',
      correo: 'compras@distcanal.test',
      cliente: { tipoReceptor: '01' },
      ubicacionGeografica: { idUbicacionGeografica: '8-8-7' },
    }),
  },
  // The caller's own second step: nobody has one here, so the service answers 409 after the role check;
  // starting one with a wrong password is 400.
  'POST /api/cuenta/segundo-factor/inicio': { body: () => ({ clave: 'NoEsLaClave-1' }) },
  'POST /api/cuenta/segundo-factor/confirmacion': { body: () => ({ codigo: '000000' }) },
  'POST /api/cuenta/segundo-factor/desactivacion': {
    body: () => ({ clave: 'NoEsLaClave-1', codigo: '000000' }),
  },
  'POST /api/pago/registro': {
    body: async () => ({
      idEmpresa: demoRuc,
      idPaquete: await firstPlanId(),
      valorTotalPaquete: '26.75',
      iva: 0,
    }),
    namesDemoCompany: true,
  },
  'PUT /api/pago/subir/voucher': {
    body: () => ({ idAsignacionPaqueteEmpresa: demoPurchaseId, voucher: pngProof }),
    namesDemoCompany: true,
  },
  'POST /api/pago/revision': {
    body: () => ({
      idAsignacionPaqueteEmpresa: demoPurchaseId,
      observacion: 'Prueba de la matriz',
      revision: false,
    }),
    namesDemoCompany: true,
  },
  ...Object.fromEntries(
    ['emitidos', 'estado-pac-dgi', 'informe-ventas', 'recibidos', 'no-autorizados', 'emitidos/detalles'].map(
      (report) => [
        `POST /api/reporte/comprobantes/${report}`,
        {
          body: () => ({ ...reportPeriod(), rucEmpresa: demoRuc, tipoComprobante: '00' }),
          namesDemoCompany: true,
        },
      ],
    ),
  ),
  'POST /api/archivo/periodo': {
    body: () => ({ ...reportPeriod(), rucEmpresa: demoRuc, tipoComprobante: '00', estado: 'todos' }),
    namesDemoCompany: true,
  },
  'POST /api/reporte/comprobantes/partner': {
    body: () => ({ ...reportPeriod(), rucEmpresa: '155612345-2-2016' }),
    namesDemoCompany: true,
  },
  'POST /api/admin/usuarios/registro-usuario': {
    body: () => {
      newUserCount += 1;
      return {
        idEmpresa: demoRuc,
        identificacionUsuario: `MATRIZ${newUserCount}`,
        nombreUsuario: `Usuario Matriz ${newUserCount}`,
        correoPrincipalUsuario: `matriz${newUserCount}@demo.facturar.test`,
      };
    },
    namesDemoCompany: true,
  },
  'POST /api/cuenta/usuario/registro/certificado': {
    body: async () => ({
      certificado: (await demoCompanyP12()).toString('base64'),
      claveCertificado: 'Clave-Matriz-1',
      idEmpresa: demoRuc,
    }),
    namesDemoCompany: true,
  },
  'POST /api/cuenta/usuario/actualizar/empresa': {
    body: () => ({ idEmpresa: demoRuc, logo: tinyPng(), logoCafe: tinyPng() }),
    namesDemoCompany: true,
  },
  'POST /api/asistencia': {
    body: () => ({ de: 'ana@demo.facturar.test', mensaje: '<p>¿Cómo cargo el certificado?</p>' }),
  },
  // The demo administrator edited as it is: the answer shows who may edit, nothing changes.
  'PUT /api/admin/usuarios/actualizar-usuario/:idAsignacionEmpresaUsuario': {
    body: () => ({
      nombreUsuario: 'Ana Administradora',
      correoPrincipalUsuario: 'adm@demo.facturar.test',
      estadoUsuario: 'ACT',
    }),
  },
  'PUT /api/admin/empresas/actualizar-subscriptionkey/:ruc': {
    body: () => ({ subscriptionKey: 'sk-matriz-de-autorizacion' }),
    namesDemoCompany: true,
  },
  'POST /api/admin/empresas/actualizar-empresa': {
    body: () => ({
      idEmpresa: demoRuc,
      razonSocialempresa: 'Comercializadora Demo Facturar, S.A.',
      direccion: 'Avenida Balboa, Torre Demo, piso 10, Bella Vista, Panamá',
      correoPrincipal: 'facturacion@demo.facturar.test',
      telefonoPrincipal: '507-2000',
      obligadoContabilidad: false,
      tipoContratacion: 1,
      rucEmpresaContadora: '155612345-2-2016',
    }),
    namesDemoCompany: true,
  },
  // A company that does not exist: the administrator gets 404, and no demo company becomes a partner.
  'POST /api/admin/usuarios/registro/perfil/partner': {
    body: () => ({
      idEmpresa: '999999-9-2099',
      identificacionUsuario: 'MATRIZ01',
      correoPrincipalUsuario: 'matriz@partner.test',
    }),
  },
  'POST /api/partner/registrar/paquete/empresa': {
    body: () => ({
      rucEmpresa: demoRuc,
      rucPartner: '155612345-2-2016',
      numeroComprobantes: 1,
      fechaFinContratacion: `${new Date().getUTCFullYear() + 1}-12-31`,
    }),
    namesDemoCompany: true,
  },
  // `idEmpresa` names the demo company, not the caller: a partner gets 404 and no firm is created.
  'POST /api/partner/registrar': {
    body: () => ({
      idEmpresa: demoRuc,
      tipoReceptor: '01',
      rucEmpresa: '155790001-2-2026',
      razonSocial: 'Firma de la Matriz, S.A.',
      tipoContribuyente: 2,
      dvEmpresa: '1',
      correoElectronico: 'matriz@firma.test',
      telefono: '223-4455',
      coordenadaSucursal: '9.003071,-79.501305',
      idUbicacionGeografica: '8-8-7',
      direccionEmpresa: 'Calle 50, Panamá',
    }),
    namesDemoCompany: true,
  },
};

bodySamples['POST /api/integraciones/:ruc/claves'] = {
  body: () => ({ nombre: 'Clave de la matriz', permisos: ['consultar'] }),
};
// A draft of the demo company: saves go over its version 1, so only the first caller's is written.
const draftSample = {
  tipoDocumento: '01',
  estado: { customerMode: 'final', detalles: [] },
  nombreReceptor: 'Consumidor final',
  total: '10.70',
};
bodySamples['POST /api/borradores'] = { body: () => draftSample };
bodySamples['PUT /api/borradores/:idBorrador'] = { body: () => ({ ...draftSample, version: 1 }) };
bodySamples['POST /api/borradores/:idBorrador/emitido'] = {
  body: () => ({ idComprobanteElectronico: Number(document.id) }),
};
// A quote of the demo company's draft (the draft names the company), mailed to a customer's address.
bodySamples['POST /api/cotizaciones'] = {
  body: async () => ({
    idBorrador: demoDraftId,
    fechaValidez: formatPanamaDate(new Date(Date.now() + 10 * 86_400_000)),
    comprobante: await demoInvoiceBody(server.ctx.db),
  }),
  namesDemoCompany: true,
};
bodySamples['POST /api/cotizaciones/:idCotizacion/envio'] = {
  body: () => ({ correos: ['compras@distcanal.test'] }),
};
bodySamples['POST /api/integraciones/:ruc/webhooks'] = {
  body: () => ({ url: 'https://erp.demo.test/webhooks/facturar', eventos: ['documento.autorizado'] }),
};

const planSample = {
  nombre: 'Plan Emprendedor',
  tipo: 'COMPROBANTE',
  precio: '25.00',
  credito: 100,
  descripcion: 'Facturas electrónicas,Soporte por correo',
  activo: true,
};
const bankAccountSample = {
  nombreBanco: 'Banco General, S.A.',
  razonSocial: 'Facturar Panamá, S.A.',
  identificacion: 'RUC 155704849-2-2021 DV 32',
  tipoCuenta: 'Cuenta Corriente',
  numeroCuenta: '03-72-01-084512-6',
  activo: true,
};
bodySamples['POST /api/pago/administracion/paquetes'] = { body: () => planSample };
bodySamples['PUT /api/pago/administracion/paquetes/:idPaquete'] = { body: () => planSample };
bodySamples['POST /api/pago/administracion/cuentas'] = { body: () => bankAccountSample };
bodySamples['PUT /api/pago/administracion/cuentas/:idCuentaBancaria'] = { body: () => bankAccountSample };
// The installation's own PAC, as the demo company has it: the platform administrator's save changes nothing.
bodySamples['PUT /api/admin/empresas/:ruc/conexion-pac'] = {
  body: () => ({ proveedor: 'sandbox', ambiente: '2' }),
  namesDemoCompany: true,
};

/** A purchase of the demo company (the seeded rejected one), and a proof whose bytes are a png's. */
let demoPurchaseId = 0;
const pngProof = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString(
  'base64',
);
async function firstPlanId(): Promise<number> {
  const plan = await server.ctx.db.selectFrom('plans').select('id').orderBy('id').executeTakeFirstOrThrow();
  return plan.id;
}

/** A valid certificate of the demo company: an upload replaces its certificate with one as good. */
function demoCompanyP12(): Promise<Buffer> {
  return createSelfSignedP12({
    commonName: `COMERCIALIZADORA DEMO FACTURAR S A - ${demoRuc} - 59 - MATRIZ`,
    password: 'Clave-Matriz-1',
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 365 * 86_400_000),
  });
}

function tinyPng(): string {
  return `data:image/png;base64,${PNG.sync.write(new PNG({ width: 1, height: 1 })).toString('base64')}`;
}

/** A monthly schedule of the demo invoice, starting in a year (nothing of it is due during the test). */
async function demoScheduleForm() {
  return {
    descripcion: 'Programación de la matriz',
    frecuencia: 'MENSUAL',
    dia: 1,
    fechaInicio: formatPanamaDate(new Date(Date.now() + 365 * 86_400_000)),
    comprobante: await demoInvoiceBody(server.ctx.db),
  };
}

/** The demo company's billing point as its edit dialog sends it back unchanged. */
function demoPointForm() {
  return {
    idEmpresa: demoRuc,
    codigoSucursal: demoPoint.branch_code,
    puntoFacturacion: demoPoint.point_code,
    direccion: demoPoint.description,
    coordenadaSucursal: '9.003071,-79.501305',
    estado: true,
  };
}

/** A product of the demo company, named in the body (idEmpresa). */
const demoProductForm = {
  idEmpresa: demoRuc,
  codigoPrincipal: 'MATRIZ-1',
  descripcion: 'Producto de la matriz',
  precioUnitario: '1.50',
  codigoUnidadMedida: 'und',
  estado: true,
};

/** A local customer of the demo company, named in the body (idEmpresa). */
const demoCustomerRegistration = {
  idEmpresa: demoRuc,
  tipoReceptor: '01',
  idCliente: '155712345-2-2020',
  digitoVerificador: '50',
  tipoContribuyente: '2',
  nombres: 'Cliente de la matriz, S.A.',
  correoCliente: 'matriz@cliente.test',
  direccion: 'Calle 50, Panamá',
  paisReceptor: 'PA',
  ubicacionGeografica: { idUbicacionGeografica: '8-8-7' },
};

const server = serveTestServer({}, { now: clock.now });

beforeAll(async () => {
  usernames.foreignAdm = await createTestCompany(server.ctx.db, foreignCompany);
  for (const role of signedRoles) tokens[role] = await server.login(usernames[role]);
  admAssignment = Number(decodeClaims(tokens.ADM ?? '').sub);
  demoCustomerId = (
    await server.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('company_ruc', '=', demoRuc)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  demoPoint = await server.ctx.db
    .selectFrom('billing_points')
    .select(['id', 'branch_code', 'point_code', 'description'])
    .where('company_ruc', '=', demoRuc)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  demoPointAssignmentId = (
    await server.ctx.db
      .selectFrom('billing_point_users')
      .select('id')
      .where('company_ruc', '=', demoRuc)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;
  demoProductId = (
    await server.ctx.db
      .selectFrom('products')
      .select('id')
      .where('company_ruc', '=', demoRuc)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  document = await issueDocument(server, tokens.ADM ?? '', await demoInvoiceBody(server.ctx.db));
  await waitForDocument(server, tokens.ADM ?? '', document, (row) => row.estadoAutorizacion === 'AUT');
  // A token of a session signed in two hours ago: long expired by now.
  clock.offsetMs = -2 * 3_600_000;
  tokens.expired = await server.login(usernames.ADM);
  clock.offsetMs = 0;
  // A token whose claims were edited (a platform administrator's permission) without its signature.
  const [header, payload, signature] = (tokens.ADM ?? '').split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const edited = Buffer.from(JSON.stringify({ ...claims, perm: 'PLT-ADM', adm: true })).toString('base64url');
  tokens.tampered = `${header}.${edited}.${signature}`;
  tokens.none = undefined;
  const receiver = await server.ctx.db
    .selectFrom('documents')
    .select('receiver_identification')
    .where('id', '=', String(document.id))
    .executeTakeFirstOrThrow();
  tokens.receiver = await signPortalToken(
    server.ctx.secrets.jwtKey,
    receiver.receiver_identification ?? '',
    new Date(),
    600,
  );
  // A key for the revocation call to revoke, then the one the matrix calls with.
  await createAllScopesKey(tokens.ADM ?? '', demoRuc, demoPoint.id);
  demoKeyId = Number(
    (await server.ctx.db.selectFrom('api_keys').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
      .id,
  );
  tokens.apiKey = await createAllScopesKey(tokens.ADM ?? '', demoRuc, demoPoint.id);
  // A demo schedule, and an occurrence of it the job could not issue (the 'Emitir ahora' call's subject).
  const schedule = await server.as(tokens.ADM ?? '').post('/api/programaciones', await demoScheduleForm());
  if (schedule.statusCode !== 200) throw new Error(`schedule: ${schedule.body}`);
  demoScheduleId = (schedule.json() as { programacion: { idProgramacion: number } }).programacion
    .idProgramacion;
  demoOccurrenceId = Number(
    (
      await server.ctx.db
        .insertInto('recurring_occurrences')
        .values({
          schedule_id: demoScheduleId,
          company_ruc: demoRuc,
          due_date: '2026-01-01',
          status: 'FALLIDA',
          reason: 'La empresa no tiene comprobantes disponibles.',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const draft = await server.as(tokens.ADM ?? '').post('/api/borradores', draftSample);
  demoDraftId = (draft.json() as { idBorrador: number }).idBorrador;
  const quote = await server.request({
    method: 'POST',
    url: '/api/cotizaciones',
    headers: bearer(tokens.ADM ?? ''),
    payload: (await bodySamples['POST /api/cotizaciones']?.body()) as Record<string, unknown>,
  });
  demoQuoteId = (quote.json() as { idCotizacion: number }).idCotizacion;
  const foreignPoint = await server.ctx.db
    .insertInto('billing_points')
    .values({
      company_ruc: foreignCompany.ruc,
      branch_code: '0001',
      point_code: '001',
      description: 'Matriz',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  tokens.foreignApiKey = await createAllScopesKey(
    tokens.foreignAdm ?? '',
    foreignCompany.ruc,
    foreignPoint.id,
  );
});

async function createAllScopesKey(admToken: string, ruc: string, pointId: number): Promise<string> {
  const response = await server.as(admToken).post(`/api/integraciones/${ruc}/claves`, {
    nombre: 'Clave de la matriz',
    permisos: ['emitir', 'consultar', 'anular', 'maestros', 'reportes'],
    idSecuencial: pointId,
  });
  if (response.statusCode !== 200) throw new Error(`API key for ${ruc}: ${response.body}`);
  return (response.json() as { clave: string }).clave;
}

beforeAll(async () => {
  const purchase = await server.ctx.db
    .selectFrom('package_purchases')
    .select('id')
    .where('company_ruc', '=', demoRuc)
    .where('state', '=', 4)
    .executeTakeFirstOrThrow();
  demoPurchaseId = purchase.id;
});

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const guarded = listEndpoints().filter((endpoint) => endpoint.access !== 'public');

function buildUrl(endpoint: Endpoint): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const sample = pathSamples[name];
    if (!sample) {
      throw new Error(
        `${keyOf(endpoint)}: add a sample value for the path parameter ':${name}' to pathSamples in test/authorization-matrix.int.test.ts`,
      );
    }
    return encodeURIComponent(sample());
  });
  if (!endpoint.query) return path;
  const fields = Object.keys((endpoint.query as { shape?: Record<string, unknown> }).shape ?? {});
  const query = Object.fromEntries(Object.entries(querySamples).filter(([name]) => fields.includes(name)));
  if (!endpoint.query.safeParse(query).success) {
    throw new Error(
      `${keyOf(endpoint)}: its query does not accept ${JSON.stringify(query)}; add samples to querySamples in test/authorization-matrix.int.test.ts`,
    );
  }
  return `${path}?${new URLSearchParams(query).toString()}`;
}

async function buildBody(endpoint: Endpoint): Promise<unknown> {
  const sample = bodySamples[keyOf(endpoint)];
  if (endpoint.body && !sample) {
    throw new Error(
      `${keyOf(endpoint)}: add a valid request body to bodySamples in test/authorization-matrix.int.test.ts`,
    );
  }
  return sample?.body();
}

async function callAs(endpoint: Endpoint, role: Role): Promise<LightMyRequestResponse> {
  const sample = bodySamples[keyOf(endpoint)];
  const token =
    sample?.freshToken && signedRoles.includes(role as SignedRole)
      ? await server.login(usernames[role as SignedRole])
      : tokens[role];
  const body = await buildBody(endpoint);
  return server.request({
    method: endpoint.method,
    url: buildUrl(endpoint),
    headers: token ? bearer(token) : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

function namesDemoCompany(endpoint: Endpoint): boolean {
  return (
    pathParamNames(endpoint).some((name) => demoNamingParams.has(name)) ||
    bodySamples[keyOf(endpoint)]?.namesDemoCompany === true
  );
}

describe('the authorisation matrix', () => {
  it('covers every route the server registers: each one has a contract descriptor', async () => {
    await server.app.ready();
    const documented = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const described = new Set(
      listEndpoints().map((endpoint) => `${endpoint.method} ${openApiPathOf(endpoint)}`),
    );
    const registered = Object.entries(documented.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.filter((route) => !described.has(route))).toEqual([]);
    expect(guarded.length).toBeGreaterThan(40);
  });

  it.each(guarded.map((endpoint) => [keyOf(endpoint), endpoint] as const))(
    '%s answers each caller as its access says',
    async (_name, endpoint) => {
      const access = endpoint.access as Exclude<EndpointAccess, 'public'>;
      for (const role of roles) {
        const response = await callAs(endpoint, role);
        const label = `${keyOf(endpoint)} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (role === 'none' || role === 'expired' || role === 'tampered') {
          expect(response.statusCode, label).toBe(401);
          // The caller is turned away before its input is read: a broken body changes nothing.
          if (endpoint.method !== 'GET') {
            const broken = await server.request({
              method: endpoint.method,
              url: buildUrl(endpoint),
              headers: { ...(tokens[role] ? bearer(tokens[role]) : {}), 'content-type': 'application/json' },
              payload: '{"roto": ',
            });
            expect(broken.statusCode, `${label} (broken body)`).toBe(401);
          }
          continue;
        }
        if (role === 'receiver' || access === 'receiver') {
          if (role === 'apiKey' || role === 'foreignApiKey') {
            expect(response.json().apierror?.mensajeSistema, label).toBe('CLAVE_API_NO_ADMITIDA');
          } else {
            expect(response.statusCode === 401, label).toBe(role !== 'receiver' || access !== 'receiver');
          }
          continue;
        }
        if (role === 'apiKey' || role === 'foreignApiKey') {
          const refusedKey =
            response.statusCode === 403 &&
            response.json().apierror?.mensajeSistema === 'CLAVE_API_NO_ADMITIDA';
          if (!endpoint.apiKeyScope) {
            expect(refusedKey, label).toBe(true);
            continue;
          }
          expect([401, 403], label).not.toContain(response.statusCode);
          if (role === 'apiKey') continue;
          expect(response.body, label).not.toContain(demoRuc);
          if (namesDemoCompany(endpoint)) {
            const isEmpty = response.statusCode === 200 && ['', 'null', '[]'].includes(response.body.trim());
            expect([403, 404].includes(response.statusCode) || isEmpty, label).toBe(true);
          }
          continue;
        }
        const refusedByRole =
          response.statusCode === 403 && response.json().apierror?.mensajeSistema === 'ACCESO_DENEGADO';
        if (!grants[access][role as SignedRole]) {
          expect(refusedByRole, label).toBe(true);
          continue;
        }
        expect(response.statusCode, label).not.toBe(401);
        expect(refusedByRole, label).toBe(false);
        if (role !== 'foreignAdm') continue;
        // Another tenant: nothing of the demo company, and a call about its data is 403/404 (or no data at all).
        expect(response.body, label).not.toContain(demoRuc);
        expect(response.body, label).not.toContain('Comercializadora Demo');
        if (namesDemoCompany(endpoint)) {
          const isEmpty = response.statusCode === 200 && ['', 'null', '[]'].includes(response.body.trim());
          expect([403, 404].includes(response.statusCode) || isEmpty, label).toBe(true);
        }
      }
    },
  );
});
