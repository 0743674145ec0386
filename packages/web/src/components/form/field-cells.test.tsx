import Grid from '@mui/material/Grid';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { FieldCells } from './field-cells.tsx';
import { FormTextField } from './form-text-field.tsx';

type Values = { acarreo: string; seguro: string; lote: string };

function Harness({ hasLot }: { hasLot: boolean }) {
  const { control } = useForm<Values>({ defaultValues: { acarreo: '', seguro: '', lote: '' } });
  return (
    <Grid container spacing={2} data-testid="fields">
      <FieldCells size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="acarreo" label="Acarreo" />
        <FormTextField control={control} name="seguro" label="Seguro" />
        {hasLot && <FormTextField control={control} name="lote" label="Número de lote" />}
      </FieldCells>
    </Grid>
  );
}

/** The Grid items straight under the container, each with what it holds. */
function cellsOf(container: HTMLElement) {
  return Array.from(container.children, (cell) => within(cell as HTMLElement).getByRole('textbox'));
}

describe('the field cells', () => {
  it('puts each field in a cell of its own', async () => {
    await renderScreen(<Harness hasLot />);
    expect(cellsOf(screen.getByTestId('fields'))).toEqual([
      screen.getByRole('textbox', { name: 'Acarreo' }),
      screen.getByRole('textbox', { name: 'Seguro' }),
      screen.getByRole('textbox', { name: 'Número de lote' }),
    ]);
  });

  it('gives a field left out no cell', async () => {
    await renderScreen(<Harness hasLot={false} />);
    expect(cellsOf(screen.getByTestId('fields'))).toEqual([
      screen.getByRole('textbox', { name: 'Acarreo' }),
      screen.getByRole('textbox', { name: 'Seguro' }),
    ]);
  });
});
