import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { demoPassword } from '@facturar/server/testing';
import { watchForFailures } from './failure-snapshot.ts';

// Debian's Chromium, headless, with the background traffic this closed network refuses turned off.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1366, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'es-PA',
    timezoneId: 'America/Panama',
    // The app then turns its animations off (app/theme.ts): no frames drawn for motion nobody watches, and
    // no waiting for a dialog to finish sliding in before it can be clicked.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  watchForFailures(page);
  return { context, page };
}

/** Signs in through the login screen as a person would. */
export async function signIn(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * Opens a screen from the side menu: its group, then the item inside it. The menu remembers the group it
 * last showed open, so the group is clicked only when it is closed (clicking it again would close it).
 */
export async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const groupButton = nav.getByRole('button', { name: group, exact: true });
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
  await nav.getByRole('button', { name: item, exact: true }).click();
}

/**
 * Types a day ('YYYY-MM-DD') into a date field, which reads and takes it as dd-mm-yyyy: click its first
 * part (the day), type the digits, as a person would.
 */
export async function typeDay(scope: Page | Locator, label: string | RegExp, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-');
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await ('keyboard' in scope ? scope : scope.page()).keyboard.type(`${day}${month}${year}`);
}

/** Waits until the element is shown (Playwright's own wait; the test fails with its timeout message). */
export async function shows(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

/**
 * Asserts that nothing is shown once the page has settled: after the network goes quiet, a list that is
 * still redrawing (a refetch after an invalidation) gets the usual wait to drop what went away.
 */
export async function showsNone(locator: Locator): Promise<void> {
  await locator.page().waitForLoadState('networkidle');
  try {
    await locator.first().waitFor({ state: 'hidden' });
  } catch {
    const count = await locator.count();
    throw new Error(`Expected no element for ${locator.toString()}, found ${count}.`);
  }
}

export async function waitForTitle(page: Page, title: string): Promise<void> {
  // As text: the benchmarks share this file and are type-checked without the DOM's types.
  await page.waitForFunction(`document.title === ${JSON.stringify(title)}`);
}

/** Runs one of a list row's actions: its 'Acciones de …' menu, then the item (issue 29: the row's menu). */
export async function chooseRowAction(page: Page, rowName: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Acciones de ${rowName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * Asserts that a table shows all its columns without scrolling sideways and that each of `inSight` lies
 * inside the window's width (issue 29: a list's actions must be reachable on a 1280-pixel screen).
 */
export async function fitsWidth(table: Locator, inSight: readonly Locator[]): Promise<void> {
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement ?? element;
    return {
      table: element.scrollWidth,
      room: box.clientWidth,
      page: element.ownerDocument.documentElement.scrollWidth,
    };
  });
  const windowWidth = table.page().viewportSize()?.width ?? 0;
  if (overflow.table > overflow.room || overflow.page > windowWidth)
    throw new Error(
      `${table.toString()} needs ${overflow.table}px of ${overflow.room}px (window ${windowWidth}px)`,
    );
  for (const locator of inSight) {
    await shows(locator);
    const box = await locator.first().boundingBox();
    if (!box || box.x < 0 || box.x + box.width > windowWidth)
      throw new Error(`${locator.toString()} is outside the ${windowWidth}px window: ${JSON.stringify(box)}`);
  }
}

/** 'Seleccionar template' (the emission form's and the lists' one dialog): the template, then 'Aceptar'. */
export async function chooseTemplate(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Seleccionar template' });
  await dialog.getByRole('radio', { name }).check();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
}
