import { describe, expect, it } from 'vitest';
import { createFaultInjector } from './fault-injector.ts';

function clock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('fault injection', () => {
  it('affects as many requests as its count, then none', () => {
    const faults = createFaultInjector(clock().now);
    faults.set({ mode: 'unavailable', count: 2 });
    expect(faults.take('feRecepFE')?.mode).toBe('unavailable');
    expect(faults.take('feConsFE')?.mode).toBe('unavailable');
    expect(faults.take('feRecepFE')).toBeUndefined();
    expect(faults.describe()).toBeNull();
  });

  it('lasts its duration', () => {
    const time = clock();
    const faults = createFaultInjector(time.now);
    faults.set({ mode: 'slow', durationMs: 1_000, delayMs: 50 });
    expect(faults.take('feConsRucDV')).toEqual({ mode: 'slow', delayMs: 50 });
    time.advance(1_000);
    expect(faults.take('feConsRucDV')).toBeUndefined();
  });

  it('keeps DGI-side faults to reception and the calls relayed to the DGI, without spending them elsewhere', () => {
    const faults = createFaultInjector(clock().now);
    faults.set({ mode: 'delay', count: 1 });
    expect(faults.take('feConsFE')).toBeUndefined();
    expect(faults.take('feRecepEvento')).toBeUndefined();
    expect(faults.take('feRecepFE')).toEqual({ mode: 'delay', delayMs: 2_000 });
    expect(faults.take('feRecepFE')).toBeUndefined();
  });

  it('can be narrowed to some services', () => {
    const faults = createFaultInjector(clock().now);
    faults.set({ mode: 'timeout', services: ['feConsFE'] });
    expect(faults.take('feRecepFE')).toBeUndefined();
    expect(faults.take('feConsFE')?.mode).toBe('timeout');
    expect(faults.describe()).toMatchObject({
      mode: 'timeout',
      remaining: null,
      until: null,
      services: ['feConsFE'],
    });
  });

  it('is cleared on request', () => {
    const faults = createFaultInjector(clock().now);
    faults.set({ mode: 'return' });
    faults.clear();
    expect(faults.take('feRecepFE')).toBeUndefined();
  });
});
