import type { Resource } from '@facturar/contracts';
import { describe, expect, it } from 'vitest';
import { buildShellMenu } from './menu-model.ts';

function resource(id: string, menuPadre: string | null, nameMenu = id): Resource {
  return { id, nameMenu, titlePage: `Página ${nameMenu}`, titleTab: nameMenu, menuPadre };
}

// An administrator's list as the server orders it.
const adminList: Resource[] = [
  resource('ADM', null, 'Administración'),
  resource('CLI', 'ADM', 'Clientes'),
  resource('USU', 'ADM', 'Usuarios'),
  resource('GEN', null, 'Generación de Comprobantes'),
  resource('FOP', 'GEN', 'Factura de operación interna'),
  resource('NCR', 'GEN', 'Nota de crédito'),
  resource('REP', null, 'Repositorio de Comprobantes'),
  resource('AUT', 'REP', 'Autorizados'),
  resource('APL', 'CFG', 'Adquirir plan'),
  resource('CDI', 'CFG', 'Comprobantes disponibles'),
  resource('CCO', 'USR', 'Cambiar contraseña'),
  resource('IEM', 'USR', 'Información de la empresa'),
  resource('SCE', 'USR', 'Subir certificado'),
];

describe('building the shell menu from the permission list', () => {
  it('shows the permitted top-level items in the order received, each with its children', () => {
    const menu = buildShellMenu(adminList);
    expect(
      menu.sideMenu.map((group) => [group.resource.nameMenu, group.children.map((child) => child.id)]),
    ).toEqual([
      ['Administración', ['CLI', 'USU']],
      ['Generación de Comprobantes', ['FOP', 'NCR']],
      ['Repositorio de Comprobantes', ['AUT']],
    ]);
  });

  it('keeps configuration and user-menu entries out of the side menu', () => {
    const ids = buildShellMenu(adminList).sideMenu.flatMap((group) => [
      group.resource.id,
      ...group.children.map((c) => c.id),
    ]);
    expect(ids).not.toContain('APL');
    expect(ids).not.toContain('CCO');
  });

  it('reads the configuration permissions: plan purchase and voucher count but no voucher upload', () => {
    expect(buildShellMenu(adminList).configuration).toEqual({
      canPurchasePlan: true,
      canUploadVoucher: false,
      canSeeAvailableVouchers: true,
    });
  });

  it('gives an internal user without configuration permissions no plan menu and no voucher count', () => {
    const internalList = adminList.filter((entry) => entry.menuPadre !== 'CFG');
    expect(buildShellMenu(internalList).configuration).toEqual({
      canPurchasePlan: false,
      canUploadVoucher: false,
      canSeeAvailableVouchers: false,
    });
  });

  it('limits the user menu to IEM, CCO, SCE, CRS, CQR and APA, in the order received', () => {
    const menu = buildShellMenu([...adminList, resource('XYZ', 'USR', 'Desconocido')]);
    expect(menu.userMenu.map((entry) => entry.id)).toEqual(['CCO', 'IEM', 'SCE']);
  });

  it('ignores a Home entry, since Home is fixed, and children whose parent is not permitted', () => {
    const menu = buildShellMenu([resource('INI', null, 'Inicio'), resource('EAN', 'EVE'), ...adminList]);
    expect(menu.sideMenu.map((group) => group.resource.id)).toEqual(['ADM', 'GEN', 'REP']);
  });

  it('counts a repeated entry once', () => {
    const menu = buildShellMenu([...adminList, resource('CLI', 'ADM', 'Clientes')]);
    expect(menu.sideMenu[0]?.children.map((child) => child.id)).toEqual(['CLI', 'USU']);
  });

  it('finds any permitted resource by id for page titles', () => {
    expect(buildShellMenu(adminList).resourcesById.get('USU')?.titlePage).toBe('Página Usuarios');
  });

  it('gives an empty menu for an empty list', () => {
    expect(buildShellMenu([]).sideMenu).toEqual([]);
  });
});
