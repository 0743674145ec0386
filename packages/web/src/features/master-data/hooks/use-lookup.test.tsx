import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { useLookup } from './use-lookup.ts';

const failure = 'Ocurrió un problema al cargar las medidas.';

/** A select's options as a dialog loads them: the names it got, or none. */
function Options({ query }: { query: { isError: boolean; data: string[] | undefined } }) {
  const options = useLookup(query, failure);
  return <p>{`Opciones: ${options.join(', ') || 'ninguna'}`}</p>;
}

describe('a dialog lookup', () => {
  it('gives the options it loaded', async () => {
    await renderScreen(<Options query={{ isError: false, data: ['Longitud', 'Masa'] }} />);
    expect(screen.getByText('Opciones: Longitud, Masa')).toBeDefined();
    expect(screen.queryByText(failure)).toBeNull();
  });

  it('gives none when the load failed, and says so with its own message', async () => {
    await renderScreen(<Options query={{ isError: true, data: undefined }} />);
    expect(screen.getByText('Opciones: ninguna')).toBeDefined();
    expect(await screen.findByText(failure)).toBeDefined();
  });
});
