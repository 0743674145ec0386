import { SystemCode } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { authMessages } from './auth-messages.ts';

export function normaliseAccessName(username: string): string {
  return username.trim().toLowerCase();
}

export function assertSystemCode(ctx: AppContext, codigoSistema: string): void {
  if (codigoSistema !== ctx.config.codigoSistema) {
    throw new AppError('validation', authMessages.badSystemCode, {
      mensajeSistema: SystemCode.CODIGO_SISTEMA_INVALIDO,
    });
  }
}
