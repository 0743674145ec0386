import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { findOutboxMail } from './support/api.ts';
import { launchBrowser, newPage, shows, signIn } from './support/browser.ts';
import { fillRegistration } from './support/registration.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('self-registration', () => {
  it('registers a company, mails the login, and the first sign-in changes the temporary password', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await page.goto('/');
      await page.getByRole('link', { name: 'Regístrarse' }).click();
      await shows(page.getByRole('heading', { name: 'Registro Empresas' }));
      await page.getByRole('button', { name: 'Registrar' }).click();
      await shows(page.getByText('El RUC es necesario.'));
      await shows(page.getByText('La ubicación geográfica es necesaria.'));
      const company = {
        ruc: '155770011-2-2026',
        name: 'Café Boquete Altura, S.A.',
        email: 'admin@cafeboquete.test',
      };
      await fillRegistration(page, company);
      await page.getByRole('button', { name: 'Registrar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Registro Exitoso' });
      await shows(dialog.getByText('admin@cafeboquete.test', { exact: false }));
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await page.waitForURL(`${baseUrl}/`);

      // The same RUC again: 409, and the form keeps what was typed.
      await page.goto('/registro');
      await fillRegistration(page, { ...company, email: 'otra@cafeboquete.test' });
      await page.getByRole('button', { name: 'Registrar' }).click();
      await shows(page.getByText('La empresa ya existe. Contáctese con el administrador del Sistema.'));
      await shows(
        page.getByRole('textbox', { name: 'Razón social' }).and(page.locator(`[value="${company.name}"]`)),
      );
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page.waitForURL(`${baseUrl}/`);
      const mail = await findOutboxMail(inject('outboxDir'), company.email);
      const temporary = /Contraseña temporal: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
      await signIn(page, company.email, temporary);
      const change = page.getByRole('dialog', { name: 'Cambio de contraseña obligatorio' });
      await change.getByLabel('Contraseña actual').fill(temporary);
      await change.getByLabel('Contraseña nueva').fill('CafeDeAltura2026!');
      await change.getByLabel('Confirmación de contraseña').fill('CafeDeAltura2026!');
      await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.waitForURL('**/facturacion');
      await shows(page.getByText('Bienvenido Café Boquete Altura S.A.'));
    } finally {
      await context.close();
    }
  });
});
