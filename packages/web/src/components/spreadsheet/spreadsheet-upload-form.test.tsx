import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpreadsheetUploadForm, useSpreadsheetFileForm } from './spreadsheet-upload-form.tsx';

type Harness = { isUploading?: boolean; uploadLabel?: string };

function Upload({ isUploading = false, uploadLabel }: Harness) {
  const form = useSpreadsheetFileForm();
  return (
    <SpreadsheetUploadForm
      form={form}
      onUpload={() => {}}
      isUploading={isUploading}
      fileLabel="Archivo de clientes"
      {...(uploadLabel ? { uploadLabel } : {})}
      template={{
        fetchFile: () => Promise.reject(new Error('not asked')),
        fileName: 'Plantilla.xlsx',
        failure: 'No se pudo',
      }}
    >
      <p>Un cliente por fila</p>
    </SpreadsheetUploadForm>
  );
}

/** The form as the browser gets it, with its buttons read as (text, disabled, submit). */
function render(props: Harness = {}) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Upload {...props} />
    </QueryClientProvider>,
  );
  const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    ([, attributes = '', inner = '']) => ({
      text: inner.replace(/<[^>]+>/g, ''),
      isDisabled: / disabled=""/.test(attributes),
      isSubmit: attributes.includes('type="submit"'),
    }),
  );
  return { html, buttons };
}

describe('the spreadsheet upload form', () => {
  it('is a form: what the sheet holds, the .xlsx picker, the upload and the template buttons', () => {
    const { html, buttons } = render();
    expect(html).toMatch(/<form[^>]*noValidate=""/);
    expect(html.indexOf('Un cliente por fila')).toBeLessThan(html.indexOf('type="file"'));
    expect(html).toMatch(/<input[^>]*type="file"[^>]*>/);
    expect(html).toContain(
      'accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"',
    );
    expect(html).toContain('aria-label="Archivo de clientes"');
    expect(html).toContain('Ningún archivo seleccionado');
    expect(buttons.filter((button) => button.text !== 'Buscar')).toEqual([
      { text: 'Cargar', isDisabled: false, isSubmit: true },
      { text: 'Descargar plantilla', isDisabled: false, isSubmit: false },
    ]);
  });

  it('while the file is sent, neither the picker nor the upload answers (a double click sends once)', () => {
    const { buttons } = render({ isUploading: true, uploadLabel: 'Consultar' });
    expect(buttons.find((button) => button.text === 'Buscar')?.isDisabled).toBe(true);
    expect(buttons.find((button) => button.isSubmit)).toMatchObject({ isDisabled: true, isSubmit: true });
    expect(buttons.find((button) => button.text === 'Descargar plantilla')?.isDisabled).toBe(false);
  });
});
