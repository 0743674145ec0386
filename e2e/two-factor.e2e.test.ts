// Two-step verification (ADR 0024): a user turns it on from the user menu, signs out, and signs in again
// with the code of the authenticator app.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoPassword, totpCodeAt } from '@facturar/server/testing';
import { launchBrowser, newPage, shows, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('two-step verification', () => {
  it('is turned on from the user menu, and then the sign-in asks for the code', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'dospasos@demo.facturar.test');
      await shows(page.getByText('Bienvenido'));
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Verificación en dos pasos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Verificación en Dos Pasos' });
      await shows(dialog.getByText('La verificación en dos pasos está desactivada.', { exact: false }));
      // Turning it on asks for the current password (ADR 0101): a wrong one is refused in the dialog.
      await dialog.getByLabel('Contraseña', { exact: true }).fill('NoEsLaClave-1');
      await dialog.getByRole('button', { name: 'Activar' }).click();
      await shows(dialog.getByText('La contraseña no es correcta.'));
      await dialog.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
      await dialog.getByRole('button', { name: 'Activar' }).click();

      await shows(dialog.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }));
      const secret = (await dialog.getByLabel('Clave secreta').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await dialog.getByLabel('Código de verificación').fill('000000');
      await dialog.getByRole('button', { name: 'Confirmar y activar' }).click();
      await shows(dialog.getByText('El código de verificación no es válido.'));
      const enrolledAt = Date.now();
      await dialog.getByLabel('Código de verificación').fill(totpCodeAt(secret, new Date(enrolledAt)));
      await dialog.getByRole('button', { name: 'Confirmar y activar' }).click();
      await shows(
        dialog.getByText('Guarde estos códigos de recuperación en un lugar seguro', { exact: false }),
      );
      const codes = dialog.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
      expect(await codes.count()).toBe(10);
      const recoveryCode = await codes.first().innerText();
      await dialog.getByRole('button', { name: 'Cerrar' }).click();

      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Salir' }).click();
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await shows(page.getByRole('button', { name: 'Ingresar' }));

      await signIn(page, 'dospasos@demo.facturar.test');
      await shows(
        page.getByText('Ingrese el código de 6 dígitos que muestra su aplicación de autenticación.'),
      );
      // A code works once: the one that confirmed the enrolment is refused, the app's next one is taken.
      await page.getByLabel('Código de verificación').fill(totpCodeAt(secret, new Date(enrolledAt)));
      await page.getByRole('button', { name: 'Verificar' }).click();
      await shows(page.getByText('El código de verificación no es válido.'));
      const next = new Date(Math.max(Date.now(), enrolledAt + 30_000));
      await page.getByLabel('Código de verificación').fill(totpCodeAt(secret, next));
      await page.getByRole('button', { name: 'Verificar' }).click();
      await shows(page.getByText('Bienvenido'));

      // Turned off again with the password and one of the recovery codes.
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Verificación en dos pasos' }).click();
      await shows(dialog.getByText('Códigos de recuperación sin usar: 10', { exact: false }));
      await dialog.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
      await dialog.getByLabel('Código de verificación').fill(recoveryCode);
      await dialog.getByRole('button', { name: 'Desactivar' }).click();
      await shows(page.getByText('La verificación en dos pasos fue desactivada.'));
      await shows(dialog.getByRole('button', { name: 'Activar' }));
    } finally {
      await context.close();
    }
  });
});
