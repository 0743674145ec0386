import Grid from '@mui/material/Grid';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DateRangeField } from './date-range-field.tsx';

type Period = { fechaInicio: string; fechaFin: string };

type Harness = { values?: Period; isEndAfterStart?: boolean; endError?: string };

function Range({ values = { fechaInicio: '', fechaFin: '' }, isEndAfterStart, endError }: Harness) {
  const form = useForm<Period>({
    defaultValues: values,
    ...(endError ? { errors: { fechaFin: { type: 'custom', message: endError } } } : {}),
  });
  return (
    <Grid container>
      <DateRangeField
        control={form.control}
        startName="fechaInicio"
        endName="fechaFin"
        required
        {...(isEndAfterStart === undefined ? {} : { isEndAfterStart })}
      />
    </Grid>
  );
}

/** Each day field as the browser gets it: its label, shown text, and whether it answers. */
function render(props: Harness = {}) {
  const html = renderToStaticMarkup(<Range {...props} />);
  const fields = [...html.matchAll(/<label[^>]*>(Fecha (?:inicio|fin))/g)].map(([, label]) => label);
  const inputs = [...html.matchAll(/<input([^>]*)>/g)].map(([, attributes = '']) => ({
    value: /value="([^"]*)"/.exec(attributes)?.[1] ?? '',
    isDisabled: / disabled=""/.test(attributes),
  }));
  return { html, fields, inputs };
}

describe('the date-range field', () => {
  it("is the period's two days, 'Fecha inicio' then 'Fecha fin', both required", () => {
    const { html, fields, inputs } = render({
      values: { fechaInicio: '2026-11-02', fechaFin: '2026-11-20' },
    });
    expect(fields).toEqual(['Fecha inicio', 'Fecha fin']);
    expect(inputs.map((input) => input.value)).toEqual(['02-11-2026', '20-11-2026']);
    expect(html.match(/ required=""/g)?.length).toBe(2);
  });

  it('with the end after the start, the end waits until a start is chosen', () => {
    expect(render({ isEndAfterStart: true }).inputs.map((input) => input.isDisabled)).toEqual([false, true]);
    const started = render({ isEndAfterStart: true, values: { fechaInicio: '2026-11-02', fechaFin: '' } });
    expect(started.inputs.map((input) => input.isDisabled)).toEqual([false, false]);
    expect(render().inputs.map((input) => input.isDisabled)).toEqual([false, false]);
  });

  it("shows the form's refusal of a day under its field", () => {
    expect(render({ endError: 'Formato inválido.' }).html).toContain('Formato inválido.');
  });
});
