import type { pacConnectionBodySchema } from '@facturar/contracts';
import { type PacConnection, type PacConnectionTest, type PacFamilyCode } from '@facturar/contracts';
import type { z } from 'zod';
import { assertCompanyAccess } from '../../access/company-access.ts';
import { isPlatformAdmin, type AuthContext } from '../../access/auth-context.ts';
import { endpointProblem, PacError } from '../../adapters/pac/index.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import {
  buildCompanyPac,
  endpointOf,
  forgetCompanyPac,
  keepUnreadableAnswer,
  readTransmissionCertificate,
  resolveCompanyPac,
} from './company-pac.ts';
import {
  findCompanyTaxpayer,
  findPacConnection,
  recordPacTest,
  savePacConnection,
  type PacConnectionRow,
} from './pac-connection-repository.ts';
import { isCompanyKnown } from '../../access/company-access-repository.ts';

type PacConnectionBody = z.output<typeof pacConnectionBodySchema>;

export const pacConnectionMessages = {
  onlyAdministrators: 'Solo el administrador de la empresa puede ver la conexión con el PAC.',
  endpointRequired: 'Indique la dirección del servicio del PAC (contrato DGI).',
  tokensRequired: 'Indique el tokenEmpresa y el tokenPassword que entregó el PAC.',
  certificateRequired:
    'Indique el certificado de transmisión (.p12 o PEM) y su contraseña: el PAC directo lo exige.',
  familyFixed: 'El tipo de integración lo define el PAC elegido.',
} as const;

function toView(ctx: AppContext, row: PacConnectionRow | undefined): PacConnection {
  if (!row) {
    return {
      proveedor: 'sandbox',
      familia: 'dgi',
      ambiente: ctx.config.pacEnvironment,
      direccion: ctx.config.pacUrl ?? null,
      direccionPersonalizada: false,
      tieneTokens: false,
      tieneCertificadoTransmision: false,
      tieneCertificadosCa: false,
      esPredeterminada: true,
      actualizado: null,
      ultimaPrueba: null,
    };
  }
  return {
    proveedor: row.provider,
    familia: row.family,
    ambiente: row.environment,
    direccion: endpointOf(ctx, row),
    direccionPersonalizada: row.endpoint !== null,
    tieneTokens: row.token_empresa_sealed !== null && row.token_password_sealed !== null,
    tieneCertificadoTransmision: row.transmission_p12_sealed !== null,
    tieneCertificadosCa: row.ca_bundle !== null,
    esPredeterminada: false,
    actualizado: new Date(row.updated_at).toISOString(),
    ultimaPrueba:
      row.last_test_at === null
        ? null
        : {
            fecha: new Date(row.last_test_at).toISOString(),
            correcto: row.last_test_ok === true,
            mensaje: row.last_test_message ?? '',
          },
  };
}

/** The company's ADM (read only), its partner and the platform administrator see the connection, never a secret. */
export async function readPacConnection(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
): Promise<PacConnection> {
  await assertCompanyAccess(ctx.db, auth, ruc);
  if (!auth.adm && !isPlatformAdmin(auth) && auth.ruc === ruc)
    throw new AppError('forbidden', pacConnectionMessages.onlyAdministrators);
  return toView(ctx, await findPacConnection(ctx.db, ruc));
}

function refuse(message: string, campo: string): AppError {
  return new AppError('validation', message, { errores: [{ campo, mensaje: message }] });
}

/**
 * The platform administrator's save: the family follows the provider (only the sandbox speaks both), an
 * endpoint of a real PAC is checked (https, public address), secrets are sealed and a secret left out
 * keeps the stored one. The certificate is read before it is stored, so a wrong password is refused now.
 */
export async function savePacConnectionFor(
  ctx: AppContext,
  auth: AuthContext,
  ruc: string,
  body: PacConnectionBody,
): Promise<PacConnection> {
  if (!(await isCompanyKnown(ctx.db, ruc))) throw new AppError('not_found', messages.companyNotFound);
  const family: PacFamilyCode =
    body.proveedor === 'sandbox' ? (body.familia ?? 'dgi') : body.proveedor === 'dgi' ? 'dgi' : 'hka';
  if (body.familia && body.familia !== family) throw refuse(pacConnectionMessages.familyFixed, 'familia');
  const endpoint = body.proveedor === 'sandbox' ? null : (body.direccion ?? null);
  if (endpoint) {
    const problem = endpointProblem(endpoint, ctx.config.pacAllowPrivateEndpoints);
    if (problem) throw refuse(problem, 'direccion');
  }
  if (body.proveedor === 'dgi' && !endpoint)
    throw refuse(pacConnectionMessages.endpointRequired, 'direccion');
  const stored = body.borrarSecretos ? undefined : await findPacConnection(ctx.db, ruc);
  const seal = (value: string | undefined, kept: string | null | undefined) =>
    value !== undefined ? ctx.secrets.secretBox.seal(value) : (kept ?? null);
  const row = {
    company_ruc: ruc,
    provider: body.proveedor,
    family,
    environment: body.ambiente,
    endpoint,
    token_empresa_sealed: seal(body.tokenEmpresa, stored?.token_empresa_sealed),
    token_password_sealed: seal(body.tokenPassword, stored?.token_password_sealed),
    transmission_p12_sealed: seal(body.certificadoTransmision, stored?.transmission_p12_sealed),
    transmission_password_sealed: seal(
      body.claveCertificadoTransmision,
      stored?.transmission_password_sealed,
    ),
    ca_bundle: body.certificadosCa ?? stored?.ca_bundle ?? null,
    updated_at: ctx.now(),
    updated_by: `${auth.perm}:${auth.assignmentId}`,
    // A changed connection has not been tested yet.
    last_test_at: null,
    last_test_ok: null,
    last_test_message: null,
  } satisfies Parameters<typeof savePacConnection>[1];
  if (family === 'hka' && (!row.token_empresa_sealed || !row.token_password_sealed))
    throw refuse(pacConnectionMessages.tokensRequired, 'tokenEmpresa');
  if (body.proveedor === 'dgi' && !row.transmission_p12_sealed)
    throw refuse(pacConnectionMessages.certificateRequired, 'certificadoTransmision');
  if (body.certificadoTransmision !== undefined) {
    try {
      readTransmissionCertificate(
        body.certificadoTransmision,
        body.claveCertificadoTransmision ?? '',
        ctx.now(),
      );
    } catch (error) {
      if (error instanceof PacError) throw refuse(error.message, 'certificadoTransmision');
      throw error;
    }
  }
  const saved = await runInTransaction(ctx.db, async (trx) => {
    const result = await savePacConnection(trx, row);
    await recordAuditEvent(trx, {
      companyRuc: ruc,
      kind: 'PAC_CONNECTION_CHANGED',
      at: ctx.now(),
      subject: ruc,
      details: { proveedor: body.proveedor, familia: family, ambiente: body.ambiente },
    });
    return result;
  });
  forgetCompanyPac(ctx, ruc);
  return toView(ctx, saved);
}

/**
 * 'Probar conexión': a harmless call (FoliosRestantes for HKA/EBI, feConsRucDV of the company's own RUC
 * for the DGI contract) and the PAC's answer in Spanish. A failure is an answer too, never an error.
 */
export async function testPacConnection(ctx: AppContext, ruc: string): Promise<PacConnectionTest> {
  const company = await findCompanyTaxpayer(ctx.db, ruc);
  if (!company) throw new AppError('not_found', messages.companyNotFound);
  const row = await findPacConnection(ctx.db, ruc);
  const answer = await askPac(ctx, ruc, company.taxpayer_type, row);
  // The company's ADM sees the last answer of its own connection (the installation's has no row).
  if (row) await recordPacTest(ctx.db, ruc, { at: ctx.now(), ok: answer.correcto, message: answer.mensaje });
  return answer;
}

async function askPac(
  ctx: AppContext,
  ruc: string,
  taxpayerType: string,
  row: PacConnectionRow | undefined,
): Promise<PacConnectionTest> {
  try {
    const pac = row ? buildCompanyPac(ctx, row) : await resolveCompanyPac(ctx, ruc);
    if (pac.family === 'hka') {
      const folios = await pac.client.folios();
      const available =
        folios.cycleAvailable !== undefined && folios.cycleTotal !== undefined
          ? ` Folios disponibles en el ciclo: ${folios.cycleAvailable} de ${folios.cycleTotal}.`
          : '';
      return {
        correcto: true,
        mensaje: `El PAC respondió: ${folios.message || 'conexión correcta'}.${available}`,
      };
    }
    const answer = await pac.client.checkTaxpayer(ruc, taxpayerType === '1' ? 1 : 2);
    if (answer.kind === 'found')
      return {
        correcto: true,
        mensaje: `El PAC respondió: ${answer.code.code} - ${answer.code.message}. RUC ${answer.ruc} DV ${answer.dv}, ${answer.name}.`,
      };
    return { correcto: true, mensaje: `El PAC respondió: ${answer.code.code} - ${answer.code.message}.` };
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
    await keepUnreadableAnswer(ctx, ruc, 'probar-conexion', error);
    return { correcto: false, mensaje: `No se pudo conectar con el PAC: ${error.message}` };
  }
}
