// The emission form with 200 lines (issue 5's quality bar): how long adding a line takes as the table
// grows, and whether typing in a field waits on the whole form — the longest main-thread task and the
// time per key while typing, in Debian's Chromium against the production build on embedded PGlite.
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../e2e/support/browser.ts';
import { fillGeneralData, openEmission } from '../e2e/support/emission.ts';
import { buildWebIfStale } from '../scripts/web-build.ts';
import { report, startBenchServer } from './support/bench-server.ts';
import { benchSize } from './support/bench-size.ts';

const lineCount = benchSize('BENCH_FORM_LINES', 200, 2);

// Run in the page (as text: this file is type-checked without the DOM's types).
const startWatchingTasks = `(() => {
  window.longestTask = 0;
  window.taskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longestTask = Math.max(window.longestTask, entry.duration);
  });
  window.taskObserver.observe({ type: 'longtask' });
})()`;
const stopWatchingTasks = '(() => { window.taskObserver.disconnect(); return window.longestTask; })()';

/** The longest main-thread task while `run` types, from Chromium's long-task timing (0 when none). */
async function longestTaskWhile(page: Page, run: () => Promise<void>): Promise<number> {
  await page.evaluate(startWatchingTasks);
  await run();
  return Number(await page.evaluate(stopWatchingTasks));
}

buildWebIfStale();
const server = await startBenchServer();
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, server.url);
  await signIn(page, 'adm@demo.facturar.test');
  await page.waitForURL('**/facturacion');
  await openEmission(page, 'Factura de Operación Interna', 'Emisión de Factura de Operación Interna');
  await fillGeneralData(page);
  // CSS locators and a kept handle: role queries would walk the hundreds of row buttons the page ends
  // with, and the figure would measure the query rather than the form.
  const addButton = await page.getByRole('button', { name: 'Agregar Detalle' }).elementHandle();
  if (!addButton) throw new Error("no 'Agregar Detalle' button");
  const dialog = page.locator('[role="dialog"]', { has: page.locator('h2', { hasText: 'Nuevo detalle' }) });
  const addStarted = performance.now();
  let lastTen = performance.now();
  for (let line = 1; line <= lineCount; line += 1) {
    await addButton.click();
    await dialog.locator('input[role="combobox"]').fill('ALI');
    await page.locator('li[role="option"]', { hasText: 'ALI-005' }).click();
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    if (line === lineCount - 10) lastTen = performance.now();
  }
  report('emission_form.add_line_mean', (performance.now() - addStarted) / lineCount, 'ms');
  report('emission_form.add_line_last_10', (performance.now() - lastTen) / 10, 'ms');

  const text = 'Entrega en bodega principal, horario de 8 a 5';
  const info = page.getByLabel('Información de interés del emisor');
  const typingStarted = performance.now();
  const longest = await longestTaskWhile(page, () => info.pressSequentially(text));
  report(
    `emission_form.${lineCount}_lines.typing_per_key`,
    (performance.now() - typingStarted) / text.length,
    'ms',
  );
  report(`emission_form.${lineCount}_lines.typing_longest_task`, longest, 'ms');
  const tip = page.getByLabel('Propina');
  report(
    `emission_form.${lineCount}_lines.tip_longest_task`,
    await longestTaskWhile(page, () => tip.pressSequentially('12.50')),
    'ms',
  );
} finally {
  await browser.close();
  await server.close();
}
