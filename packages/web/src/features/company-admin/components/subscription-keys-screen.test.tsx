import { platformEndpoints, type CompanyAdminRow } from '@facturar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listNetworkMessage } from '#web/lib/list-messages.ts';
import { handle, pageOf, refuse, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen, screenProps } from '#web/testing/render-screen.tsx';
import { SubscriptionKeysScreen } from './subscription-keys-screen.tsx';

function company(ruc: string, name: string): CompanyAdminRow {
  return {
    idEmpresa: ruc,
    digitoVerificador: '59',
    tipoContribuyente: 2,
    razonSocialempresa: name,
    nombreComercial: null,
    direccion: null,
    correoPrincipal: 'facturacion@demo.test',
    telefonoPrincipal: null,
    subdominio: null,
    obligadoContabilidad: false,
    subscriptionKey: null,
    fechaRegistro: '2026-01-10T10:00:00Z',
    comprobantesUtilizados: 0,
    comprobantesDisponibles: 100,
    tipoContratacion: 1,
    tipoPago: 'TRANSFERENCIA',
    rucEmpresaContadora: null,
    empresaContadora: null,
    esPartner: false,
  };
}

const companies = [company('155596713-2-2015', 'Demo, S.A.'), company('8-NT-1-12345', 'Ferretería Central')];
const shownNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

async function renderKeys() {
  const rendered = await renderScreen(
    <SubscriptionKeysScreen {...screenProps('SUS', 'Clave de Suscripción')} />,
    { session: { perm: 'ADMIN', ruc: 'PLATAFORMA' } },
  );
  return { ...rendered, table: await screen.findByRole('table', { name: 'Clave de Suscripción' }) };
}

// The paged list of the company lists (usePagedSearch): its pages, the server's search, a failed page.
describe('a paged search list (usePagedSearch, SUS)', () => {
  it("shows the server's page, then the server's search results once typing pauses", async () => {
    const asked: (string | null)[] = [];
    serve(
      handle(platformEndpoints.companies, ({ query }) => {
        expect(query.get('size')).toBe('15');
        return pageOf(companies);
      }),
      handle(platformEndpoints.searchCompanies, ({ query }) => {
        asked.push(query.get('parametroBusqueda'));
        return pageOf(companies.filter((row) => row.razonSocialempresa.startsWith('Ferr')));
      }),
    );
    const { user, table } = await renderKeys();
    await waitFor(() => expect(shownNames(table)).toEqual(['Demo, S.A.', 'Ferretería Central']));
    await user.type(screen.getByLabelText('RUC/Razón Social'), 'Ferr');
    await waitFor(() => expect(shownNames(table)).toEqual(['Ferretería Central']));
    expect(asked).toEqual(['Ferr']);
  });

  it("shows a failed page's message and an empty table", async () => {
    serve(handle(platformEndpoints.companies, () => refuse(503, 'El servicio no está disponible.')));
    const { table } = await renderKeys();
    expect(await screen.findByText('El servicio no está disponible.')).toBeDefined();
    expect(screen.queryByText(listNetworkMessage)).toBeNull();
    expect(within(table).queryByText('Demo, S.A.')).toBeNull();
  });
});
