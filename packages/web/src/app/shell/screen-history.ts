/**
 * The shell's screen in the browser's history (issue 29): the URL stays '/facturacion' and the screen is
 * still chosen by resource code (spec 000 §2), but each screen is a history entry holding its code, so
 * Back and Forward move between screens and a reload opens the screen it left.
 */
export type HistoryScreen = { code: string; cufe?: string | undefined };

const stateKey = 'facturarScreen';

export function readHistoryScreen(state: unknown): HistoryScreen | null {
  if (typeof state !== 'object' || state === null || !(stateKey in state)) return null;
  const screen = (state as Record<string, unknown>)[stateKey];
  if (typeof screen !== 'object' || screen === null) return null;
  const { code, cufe } = screen as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return { code, cufe: typeof cufe === 'string' ? cufe : undefined };
}

export function isSameScreen(a: HistoryScreen | null, b: HistoryScreen): boolean {
  return a !== null && a.code === b.code && (a.cufe ?? '') === (b.cufe ?? '');
}

/** The history state for a screen, keeping what the router stored beside it. */
export function withHistoryScreen(state: unknown, screen: HistoryScreen): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [stateKey]: screen.cufe === undefined ? { code: screen.code } : screen };
}
