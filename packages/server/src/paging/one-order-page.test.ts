import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { readOneOrderPage } from './one-order-page.ts';

const order = { sort: 'idProducto,desc', refusal: 'La lista de productos se ordena por idProducto.' };
const stored = ['a', 'b', 'c', 'd', 'e'];

function read(window: { offset: number; limit: number }) {
  return Promise.resolve({ rows: stored.slice(window.offset, window.offset + window.limit), total: 5 });
}

describe('a page of a list served in one order', () => {
  it('reads the window of the page asked for, in its order or with none named', async () => {
    for (const sort of [undefined, 'idProducto,desc']) {
      const page = await readOneOrderPage({ page: 1, size: 2, sort }, order, read, (row) =>
        row.toUpperCase(),
      );
      expect(page).toEqual({
        content: ['C', 'D'],
        numberOfElements: 2,
        number: 1,
        totalPages: 3,
        totalElements: 5,
      });
    }
  });

  it('refuses any other order with the list’s message, reading nothing', async () => {
    let reads = 0;
    const refused = await readOneOrderPage(
      { page: 0, size: 2, sort: 'nombre,asc' },
      order,
      (window) => {
        reads++;
        return read(window);
      },
      (row) => row,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      kind: 'validation',
      mensaje: order.refusal,
      mensajeSistema: 'ORDEN_NO_ADMITIDO',
    });
    expect(reads).toBe(0);
  });
});
