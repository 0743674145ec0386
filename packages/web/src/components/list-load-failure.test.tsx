import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { ListLoadFailure } from './list-load-failure.tsx';

describe("a list's load failure", () => {
  it("says the spec's network message as an alert", async () => {
    await renderScreen(<ListLoadFailure />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Ocurrió un problema en la red al consultar los datos',
    );
  });
});
