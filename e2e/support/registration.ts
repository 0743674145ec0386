import type { Locator, Page } from 'playwright-core';
import { computeRucDv } from '@facturar/domain';
import { shows } from './browser.ts';

/** The check digit of a legal person's RUC, as the DGI computes it. */
export function dvOf(ruc: string): string {
  const result = computeRucDv(ruc, 'juridica');
  if (!result.ok) throw new Error(ruc);
  return result.value;
}

/** Fills the registration form as a person would; the form is then old enough to be sent (ADR 0041). */
export async function fillRegistration(
  scope: Page | Locator,
  company: { ruc: string; name: string; email: string },
): Promise<void> {
  const page = 'goto' in scope ? scope : scope.page();
  await scope.getByRole('textbox', { name: 'RUC', exact: true }).fill(`${company.ruc}#`);
  await shows(scope.getByText('Solo ingrese letras, números, guion o guion bajo.'));
  await scope.getByRole('textbox', { name: 'RUC', exact: true }).fill(company.ruc);
  await scope.getByRole('textbox', { name: 'DV', exact: true }).fill(dvOf(company.ruc));
  await scope.getByRole('textbox', { name: 'Razón social', exact: true }).fill(company.name);
  await scope.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(company.email);
  await scope.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('264-7788');
  await scope.getByRole('combobox', { name: 'Ubicación geográfica' }).fill('BELLA VISTA');
  await page.getByRole('option', { name: 'PANAMA / PANAMA / BELLA VISTA' }).first().click();
  await scope
    .getByRole('textbox', { name: 'Dirección', exact: true })
    .fill('Vía Argentina, Edificio Los Cristales, local 3');
  await page.waitForTimeout(3_500);
}
