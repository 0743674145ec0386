import { describe, expect, it } from 'vitest';
import { buildNotifications, countByKind, selectStackedNotifications } from './notification-model.ts';

const maps = {
  errores: { SIN_CERTIFICADO: 'La empresa no tiene certificado.', SIN_SECUENCIAL: 'No tiene numeración.' },
  advertencias: { PAQUETE_POR_VENCER: 'Su paquete vence pronto.' },
  eventos: {},
  noticias: { NUEVA_VERSION: 'Nueva versión disponible.' },
};

describe('company notifications', () => {
  it('lists alerts first, then warnings, events and news, each with its kind', () => {
    expect(buildNotifications(maps, new Set()).map((n) => [n.type, n.keyword])).toEqual([
      ['error', 'SIN_CERTIFICADO'],
      ['error', 'SIN_SECUENCIAL'],
      ['warning', 'PAQUETE_POR_VENCER'],
      ['success', 'NUEVA_VERSION'],
    ]);
  });

  it('leaves out what the user dismissed', () => {
    const visible = buildNotifications(maps, new Set(['error:SIN_CERTIFICADO']));
    expect(visible.map((n) => n.keyword)).toEqual(['SIN_SECUENCIAL', 'PAQUETE_POR_VENCER', 'NUEVA_VERSION']);
  });

  it('counts each kind for the home buttons, so a kind without items shows no button', () => {
    expect(countByKind(buildNotifications(maps, new Set()))).toEqual({
      error: 2,
      warning: 1,
      info: 0,
      success: 1,
    });
  });

  it('stacks at most 15 in the dialog', () => {
    const many = {
      ...maps,
      eventos: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`EV${i}`, `Evento ${i}`])),
    };
    expect(selectStackedNotifications(buildNotifications(many, new Set()), null)).toHaveLength(15);
    expect(selectStackedNotifications(buildNotifications(many, new Set()), 'info')).toHaveLength(15);
  });

  it('filters the dialog to the kind of the home button pressed', () => {
    const warnings = selectStackedNotifications(buildNotifications(maps, new Set()), 'warning');
    expect(warnings.map((n) => n.msg)).toEqual(['Su paquete vence pronto.']);
  });
});
