import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { ReportParameterFields, ReportTypeField } from './report-parameter-fields.tsx';

type Fields = { fechaInicio: string; fechaFin: string; tipoComprobante: string; rucEmpresa: string };

const types = [
  { codigo: '01', nombre: 'Factura' },
  { codigo: '04', nombre: 'Nota de crédito' },
];

function Harness({ placeholder }: { placeholder?: string }) {
  const form = useForm<Fields>({
    defaultValues: { fechaInicio: '2026-11-02', fechaFin: '2026-11-20', tipoComprobante: '', rucEmpresa: '' },
  });
  return (
    <form aria-label="Parámetros">
      <ReportParameterFields control={form.control} maxRangeDays={41}>
        <FormTextField control={form.control} name="rucEmpresa" label="RUC del emisor" />
        <ReportTypeField control={form.control} options={types} {...(placeholder ? { placeholder } : {})} />
      </ReportParameterFields>
    </form>
  );
}

describe("a report's parameters", () => {
  it('are the required period, then the report’s own fields in the same row', async () => {
    await renderScreen(<Harness />);
    const form = screen.getByRole('form', { name: 'Parámetros' });
    const text = form.textContent ?? '';
    const order = ['Fecha inicio', 'Fecha fin', 'RUC del emisor', 'Tipo de comprobante'].map((name) =>
      text.indexOf(name),
    );
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(true);
    expect(within(form).getByRole('combobox', { name: /Tipo de comprobante/ })).toBeDefined();
  });

  it("offers the report's voucher types, under a placeholder where the report asks for one", async () => {
    const { user } = await renderScreen(<Harness placeholder="Seleccione" />);
    const type = screen.getByRole('combobox', { name: /Tipo de comprobante/ });
    expect(type.textContent).toBe('Seleccione');
    await user.click(type);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Seleccione', 'Factura', 'Nota de crédito']);
  });
});
