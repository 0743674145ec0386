import { describe, expect, it } from 'vitest';
import { accessKeySchema } from './received-vouchers.ts';

describe('the access key of a received voucher (spec 001 §5)', () => {
  it('takes exactly 49 digits', () => {
    const key = '1'.repeat(49);
    expect(accessKeySchema.parse(` ${key} `)).toBe(key);
    expect(accessKeySchema.safeParse('1'.repeat(48)).error?.issues[0]?.message).toBe(
      'La clave debe tener 49 caracteres.',
    );
    expect(accessKeySchema.safeParse(`${key}a`).error?.issues[0]?.message).toBe(
      'Solo ingrese caracteres numéricos.',
    );
  });
});
