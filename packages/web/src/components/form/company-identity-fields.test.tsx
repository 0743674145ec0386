import { companyFieldMessages } from '@facturar/contracts';
import Grid from '@mui/material/Grid';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { BookkeepingField, CompanyIdentityFields } from './company-identity-fields.tsx';

const empty = {
  rucEmpresa: '',
  tipoContribuyente: '',
  dvEmpresa: '',
  razonSocial: '',
  correoElectronico: '',
  telefono: '',
  direccionEmpresa: '',
  coordenadaSucursal: '',
  unificadoSucursal: '',
};

function Identity() {
  const { control } = useForm({ defaultValues: empty });
  return (
    <Grid container>
      <CompanyIdentityFields control={control} locationName="unificadoSucursal" />
    </Grid>
  );
}

const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the company identity fields', () => {
  it('offer the identity of a company with the spec labels', async () => {
    await renderScreen(<Identity />, { session: null });
    for (const label of [/^RUC/, /^DV/, /^Razón social/, /^Correo electrónico/, /^Teléfono/, /^Dirección/]) {
      expect(screen.getByLabelText(label)).toBeDefined();
    }
    expect(screen.getByRole('combobox', { name: /Tipo de contribuyente/ })).toBeDefined();
    expect(screen.getByRole('combobox', { name: /Ubicación geográfica/ })).toBeDefined();
  });

  it('refuse what a RUC or a phone cannot hold as it is typed, and keep the DV to two digits', async () => {
    const { user } = await renderScreen(<Identity />, { session: null });
    await user.type(screen.getByLabelText(/^RUC/), '155596713-2#');
    expect(valueOf(/^RUC/)).toBe('155596713-2');
    expect(screen.getByText(companyFieldMessages.rucCharacters)).toBeDefined();
    await user.type(screen.getByLabelText(/^DV/), '5a9x1');
    expect(valueOf(/^DV/)).toBe('59');
    await user.type(screen.getByLabelText(/^Teléfono/), '223 4455');
    expect(valueOf(/^Teléfono/)).toBe('2234455');
  });
});

function Bookkeeping({ onSave }: { onSave: (values: { obligadoContabilidad: boolean }) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { obligadoContabilidad: false } });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <BookkeepingField control={control} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe("the company's bookkeeping field", () => {
  it("asks 'Obligado a llevar contabilidad' and hands the answer over as a boolean", async () => {
    const saved: unknown[] = [];
    const { user } = await renderScreen(<Bookkeeping onSave={(values) => saved.push(values)} />, {
      session: null,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Obligado a llevar contabilidad' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(saved).toEqual([{ obligadoContabilidad: true }]);
  });
});
