import { describe, expect, it } from 'vitest';
import { BrowserRefusal } from './browser-refusal.ts';

class SampleRefused extends BrowserRefusal {}

describe('BrowserRefusal', () => {
  it('carries its message as mensaje and the name of the refusal that extends it', () => {
    const refusal = new SampleRefused('Su sesión expiro.');
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal.mensaje).toBe('Su sesión expiro.');
    expect(refusal.message).toBe('Su sesión expiro.');
    expect(refusal.name).toBe('SampleRefused');
  });
});
