import { applySpanishMessages } from '@facturar/contracts';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { contractBreaches, screenServer } from './contract-handlers.ts';

// The set-up of every screen test (vitest project 'screen', docs/decisions/0172): the zod messages in
// Spanish as main.tsx sets them, a mock server that refuses any call no test handles, and a clean page,
// storage and handler list after each test.
applySpanishMessages();
// A busy CI core renders slower than a laptop: waiting up to 5 s for what the user sees costs nothing when
// it shows at once.
configure({ asyncUtilTimeout: 5_000, defaultHidden: true });

// jsdom has no object URLs; a downloaded file (saveFile) needs one for its link.
URL.createObjectURL ??= () => 'blob:screen-test';
URL.revokeObjectURL ??= () => undefined;

// jsdom has no object URLs; a downloaded file (saveFile) needs one for its link.
URL.createObjectURL ??= () => 'blob:screen-test';
URL.revokeObjectURL ??= () => undefined;

beforeAll(() => screenServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  screenServer.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const breaches = contractBreaches.splice(0);
  expect(breaches, 'mock answers and requests must keep to the contract').toEqual([]);
});
afterAll(() => screenServer.close());
