import type { Page } from 'playwright-core';

// The pages a journey opened, so a failing test can tell what each one showed: a CI log keeps only the
// failure summary, and a timeout alone says what was awaited, not what was on the screen instead.
const openPages = new Set<Page>();

export function watchForFailures(page: Page): void {
  openPages.add(page);
  page.once('close', () => openPages.delete(page));
}

const snapshotLimit = 4_000;

async function describePage(page: Page): Promise<string> {
  try {
    const snapshot = await page.locator('body').ariaSnapshot({ timeout: 2_000 });
    return `${page.url()}\n${snapshot.slice(0, snapshotLimit)}`;
  } catch (error) {
    return `${page.url()}\n(sin instantánea: ${String(error).slice(0, 200)})`;
  }
}

/** What every page still open shows, for a failed test's report; '' when no page is open. */
export async function describeOpenPages(): Promise<string> {
  const pages = await Promise.all([...openPages].map(describePage));
  return pages.join('\n\n');
}
