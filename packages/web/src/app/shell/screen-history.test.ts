import { describe, expect, it } from 'vitest';
import { isSameScreen, readHistoryScreen, withHistoryScreen } from './screen-history.ts';

describe('the screen in the browser history', () => {
  it('is written beside the router’s state and read back', () => {
    const state = withHistoryScreen({ usr: null, key: 'x1' }, { code: 'NCR', cufe: 'FE01' });
    expect(state).toMatchObject({ usr: null, key: 'x1' });
    expect(readHistoryScreen(state)).toEqual({ code: 'NCR', cufe: 'FE01' });
    expect(readHistoryScreen(withHistoryScreen(null, { code: 'AUT' }))).toEqual({ code: 'AUT' });
  });

  it('is absent from a state the shell did not write', () => {
    expect(readHistoryScreen(null)).toBeNull();
    expect(readHistoryScreen({ facturarScreen: { code: 3 } })).toBeNull();
  });

  it('compares screens by code and document', () => {
    expect(isSameScreen({ code: 'AUT' }, { code: 'AUT', cufe: undefined })).toBe(true);
    expect(isSameScreen({ code: 'NCR', cufe: 'A' }, { code: 'NCR', cufe: 'B' })).toBe(false);
    expect(isSameScreen(null, { code: 'AUT' })).toBe(false);
  });
});
