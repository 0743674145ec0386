import type { Browser, Page } from 'playwright-core';
import { formatPanamaDate } from '@facturar/domain';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { issueAuthorisedInvoice, openApiSession } from './support/api.ts';
import { chooseRowAction, launchBrowser, newPage, openFromMenu, shows, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const controlUrl = inject('controlUrl');
const day = 86_400_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The daily job of recurring invoices, run with its clock on `isoDay` (Panama). */
async function runDailyJob(isoDay: string): Promise<void> {
  const answer = await fetch(`${controlUrl}/programadas?fecha=${isoDay}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`daily job: ${answer.status} ${await answer.text()}`);
}

async function setVouchersLeft(count: number | 'restaurar'): Promise<void> {
  const path = count === 'restaurar' ? '/restaurar' : `?cantidad=${count}`;
  const answer = await fetch(`${controlUrl}/comprobantes-disponibles${path}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`vouchers: ${answer.status}`);
}

async function schedule(page: Page, documentNumber: string, description: string, frequency: string) {
  await openFromMenu(page, 'Repositorio de Comprobantes', 'Emitidos Autorizados');
  await chooseRowAction(page, documentNumber, `Programar ${documentNumber}`);
  const dialog = page.getByRole('dialog', { name: 'Programar factura' });
  await dialog.getByLabel('Descripción').fill(description);
  await dialog.getByLabel('Frecuencia').click();
  await page.getByRole('option', { name: frequency, exact: true }).click();
  await dialog.getByRole('button', { name: 'Programar' }).click();
  await shows(page.getByText('Programación creada.'));
}

function scheduleRow(page: Page, description: string) {
  return page
    .getByRole('table', { name: 'Facturas programadas' })
    .getByRole('row')
    .filter({ hasText: description });
}

describe("'Programadas': invoices that repeat", () => {
  it('issues a monthly invoice when the job runs on its day, once when run twice, and a refused one by hand', async () => {
    const api = await openApiSession(baseUrl);
    const invoice = await issueAuthorisedInvoice(api);
    const today = formatPanamaDate(new Date());
    const yesterday = formatPanamaDate(new Date(Date.now() - day));
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signIn(page, 'adm@demo.facturar.test');
      await page.waitForURL('**/facturacion');
      // Monthly on today's day of the month, from today: the dialog's first choice.
      await schedule(page, `0000-001-${invoice.number}`, 'Alquiler de local comercial', 'Mensual');

      await runDailyJob(yesterday);
      await openFromMenu(page, 'Generación de Comprobantes', 'Programadas');
      await shows(page.getByRole('heading', { name: 'Facturas programadas' }));
      const monthly = scheduleRow(page, 'Alquiler de local comercial');
      await shows(monthly.getByRole('cell', { name: 'Sin emisiones' }));

      await runDailyJob(today);
      await runDailyJob(today);
      await page.reload();
      await shows(monthly.getByRole('cell', { name: /: Emitida 0000-001-/ }));
      await monthly.getByRole('button', { name: 'Emisiones de Alquiler de local comercial' }).click();
      const occurrences = page.getByRole('dialog', { name: 'Emisiones de «Alquiler de local comercial»' });
      await shows(occurrences.getByText('1-1 de 1'));
      await shows(occurrences.getByRole('cell', { name: 'Emitida', exact: true }));
      await occurrences.getByRole('button', { name: 'Cerrar' }).click();

      // Weekly on today's weekday: the job finds no vouchers left and keeps the occurrence with its reason.
      await schedule(page, `0000-001-${invoice.number}`, 'Mantenimiento semanal', 'Semanal');
      await setVouchersLeft(0);
      try {
        await runDailyJob(today);
      } finally {
        await setVouchersLeft('restaurar');
      }
      await openFromMenu(page, 'Generación de Comprobantes', 'Programadas');
      const weekly = scheduleRow(page, 'Mantenimiento semanal');
      await shows(
        weekly.getByRole('cell', { name: /No emitida — La empresa no tiene comprobantes disponibles\./ }),
      );
      await weekly.getByRole('button', { name: 'Emisiones de Mantenimiento semanal' }).click();
      const refused = page.getByRole('dialog', { name: 'Emisiones de «Mantenimiento semanal»' });
      await shows(refused.getByRole('cell', { name: 'La empresa no tiene comprobantes disponibles.' }));
      await refused.getByRole('button', { name: /^Emitir ahora la del / }).click();
      await shows(page.getByText('Comprobante emitido.'));
      await shows(refused.getByRole('cell', { name: 'Emitida', exact: true }));

      // Paused, then resumed and ended from the list.
      await refused.getByRole('button', { name: 'Cerrar' }).click();
      await weekly.getByRole('button', { name: 'Pausar Mantenimiento semanal' }).click();
      await shows(weekly.getByRole('cell', { name: 'Pausada' }));
      await weekly.getByRole('button', { name: 'Reanudar Mantenimiento semanal' }).click();
      await shows(weekly.getByRole('cell', { name: 'Activa' }));
      await weekly.getByRole('button', { name: 'Finalizar Mantenimiento semanal' }).click();
      await page
        .getByRole('dialog', { name: 'Finalizar programación' })
        .getByRole('button', { name: 'Finalizar' })
        .click();
      await shows(weekly.getByRole('cell', { name: 'Finalizada' }));

      // The price copied from the document is edited: the next invoices carry the new total.
      await monthly.getByRole('button', { name: 'Editar Alquiler de local comercial' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar programación' });
      await edit.getByLabel('Precio unitario (línea 1)').fill('20.00');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await shows(page.getByText('Programación actualizada.'));
      await shows(monthly.getByRole('cell', { name: 'B/. 21.40' }));
    } finally {
      await context.close();
    }
  });
});
