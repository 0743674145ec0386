import { companyEndpoints, logoRuleMessages, type CompanySetup } from '@facturar/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from '#web/features/notifications/index.ts';
import { handle, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen, testCompanyRuc } from '#web/testing/render-screen.tsx';
import { LogosPanel } from './logos-panel.tsx';

const noNotices = { advertencias: {}, errores: {}, eventos: {}, noticias: {} };
const pixel = 'data:image/png;base64,iVBORw0KGgo=';

const company: CompanySetup = {
  idEmpresa: testCompanyRuc,
  razonSocialempresa: 'Demo, S.A.',
  direccion: null,
  correoPrincipal: 'demo@demo.test',
  telefonoPrincipal: null,
  key: null,
  tipoContribuyente: 2,
  digitoVerificador: '15',
  estadoAfiliacionPac: 1,
  estadoCodigoSeguridadQr: 1,
  pacFirma: false,
  logo: pixel,
  logoCafe: null,
};

async function renderLogos() {
  serve(
    handle(companyEndpoints.setup, () => company),
    handle(companyEndpoints.validation, () => ({
      ...noNotices,
      nombreUsuario: 'Ana',
      nombreEmpresa: 'Demo, S.A.',
      logoEmpresa: null,
    })),
  );
  return renderScreen(
    <NotificationsProvider>
      <LogosPanel />
    </NotificationsProvider>,
  );
}

describe("'Cargar Logos'", () => {
  it('shows each logo the company has, or that it is pending, and a file field for each', async () => {
    await renderLogos();
    expect((await screen.findByRole('img', { name: 'Logo actual de la empresa' })).getAttribute('src')).toBe(
      pixel,
    );
    expect(screen.getByText('Pendiente')).toBeDefined();
    expect(screen.getByLabelText('Logo de la empresa')).toBeDefined();
    expect(screen.getByLabelText('Logo de los comprobantes (CAFE)')).toBeDefined();
  });

  it('refuses a logo over 1 MB in either field as it is chosen', async () => {
    const { user } = await renderLogos();
    const large = new File([new Uint8Array(1_000_001)], 'grande.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo de los comprobantes (CAFE)'), large);
    expect(await screen.findByText(logoRuleMessages.tooLarge)).toBeDefined();
  });

  it('asks for a logo before sending anything', async () => {
    const { user } = await renderLogos();
    await user.click(screen.getByRole('button', { name: 'Guardar logos' }));
    expect(await screen.findByText(logoRuleMessages.noneChosen)).toBeDefined();
  });
});
