import { DOCUMENT_TYPES } from '@facturar/domain';
import { describe, expect, it } from 'vitest';
import { screenRegistry } from './screen-registry.ts';

describe('the screen registry', () => {
  it('opens the one emission form for the menu code of every document type', () => {
    const emission = screenRegistry.FOP;
    expect(emission).toBeDefined();
    for (const type of DOCUMENT_TYPES) expect(screenRegistry[type.menu]).toBe(emission);
  });
});
