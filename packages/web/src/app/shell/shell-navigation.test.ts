import type { Resource } from '@facturar/contracts';
import { describe, expect, it } from 'vitest';
import { formatTitle, initialShellNavigation, navigateShell, readPageTitles } from './shell-navigation.ts';

const clients: Resource = {
  id: 'CLI',
  nameMenu: 'Clientes',
  titlePage: 'Clientes',
  titleTab: 'Clientes',
  menuPadre: 'ADM',
};
const exportInvoice: Resource = {
  id: 'FEX',
  nameMenu: 'Factura de exportación',
  titlePage: 'Factura de Exportación',
  titleTab: 'Exportación',
  menuPadre: 'GEN',
};
const resourcesById = new Map([clients, exportInvoice].map((resource) => [resource.id, resource]));

describe('moving around the shell', () => {
  it('starts at home, titled Inicio', () => {
    expect(readPageTitles(initialShellNavigation, resourcesById)).toEqual({ page: 'Inicio', tab: 'Inicio' });
    expect(formatTitle('Inicio')).toBe('Inicio | Facturar');
  });

  it('opens a menu entry by its resource code and titles the page after it', () => {
    const state = navigateShell(initialShellNavigation, { type: 'select', resource: clients });
    expect(state).toEqual({ selected: 'CLI', pending: null });
    expect(readPageTitles(state, resourcesById).page).toBe('Clientes');
  });

  it("sends an emission form through 'Verificando pre-requisitos' and remembers it as pending", () => {
    const checking = navigateShell(initialShellNavigation, { type: 'select', resource: exportInvoice });
    expect(checking).toEqual({ selected: '-4', pending: 'FEX' });
    expect(readPageTitles(checking, resourcesById).page).toBe('Verificando pre-requisitos');

    const passed = navigateShell(checking, { type: 'prerequisites-passed' });
    expect(passed).toEqual({ selected: 'FEX', pending: null });
    expect(readPageTitles(passed, resourcesById)).toEqual({
      page: 'Factura de Exportación',
      tab: 'Exportación',
    });
  });

  it('goes home from anywhere and forgets a pending form', () => {
    const checking = navigateShell(initialShellNavigation, { type: 'select', resource: exportInvoice });
    expect(navigateShell(checking, { type: 'home' })).toEqual({ selected: 'INI', pending: null });
  });

  it('ignores a late pre-requisite answer when nothing is pending', () => {
    const atClients = navigateShell(initialShellNavigation, { type: 'select', resource: clients });
    expect(navigateShell(atClients, { type: 'prerequisites-passed' })).toBe(atClients);
  });

  it('falls back to Inicio for a code the user has no resource for', () => {
    expect(readPageTitles({ selected: 'ZZZ', pending: null }, resourcesById).page).toBe('Inicio');
  });
});
