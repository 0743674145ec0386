import { bulkDocumentEndpoints, spreadsheetMessages, type BulkUpload } from '@facturar/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, serve, xlsxFile } from '#web/testing/contract-handlers.ts';
import { renderScreen, screenProps } from '#web/testing/render-screen.tsx';
import { BulkDocumentsScreen } from './bulk-documents-screen.tsx';

const finished: BulkUpload = {
  idCarga: 4,
  archivo: 'facturas-noviembre.xlsx',
  formato: 'I4',
  estado: 'TERMINADO',
  fechaCarga: '2026-11-20T15:00:00Z',
  filas: 3,
  filasValidadas: 3,
  documentos: 2,
  documentosConErrores: 1,
  emitidos: 1,
  yaEmitidos: 0,
  autorizados: 1,
  errores: [{ hoja: 'Items', fila: 3, columna: 'Cantidad', mensaje: 'La cantidad debe ser mayor a 0.' }],
  totalErrores: 1,
  mensaje: null,
};

async function renderBulkDocuments(uploads: BulkUpload[]) {
  serve(handle(bulkDocumentEndpoints.list, () => uploads));
  const rendered = await renderScreen(
    <BulkDocumentsScreen {...screenProps('FUE', 'Carga masiva de comprobantes')} />,
  );
  return { ...rendered, files: await screen.findByRole('table', { name: 'Archivos cargados' }) };
}

describe('Carga masiva de comprobantes (FUE)', () => {
  it("lists the files with their outcome and the latest file's errors by row and column", async () => {
    const { files } = await renderBulkDocuments([finished]);
    expect(await within(files).findByText('facturas-noviembre.xlsx')).toBeDefined();
    expect(within(files).getByText('Terminado')).toBeDefined();
    expect(within(files).getByRole('button', { name: 'Descargar errores' })).toBeDefined();
    const errors = screen.getByRole('table', { name: 'Errores de facturas-noviembre.xlsx' });
    expect(within(errors).getByText('La cantidad debe ser mayor a 0.')).toBeDefined();
  });

  it('asks for a file before sending anything', async () => {
    const { user } = await renderBulkDocuments([]);
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    expect(await screen.findByText(spreadsheetMessages.fileMissing)).toBeDefined();
  });

  // The upload itself (multipart) is left to the browser journeys: jsdom's FormData does not cross Node's
  // fetch (docs/decisions/0172).
  it('refuses a file that is not a workbook as it is chosen, and shows the one chosen', async () => {
    const { user } = await renderBulkDocuments([]);
    const picker = screen.getByLabelText('Archivo de comprobantes');
    await user.upload(picker, new File(['a;b'], 'facturas.csv', { type: 'text/csv' }));
    expect(await screen.findByText(spreadsheetMessages.notXlsx)).toBeDefined();
    await user.upload(picker, xlsxFile('facturas.xlsx'));
    expect(screen.getByText(/^facturas\.xlsx - \d+ bytes$/)).toBeDefined();
    expect(screen.queryByText(spreadsheetMessages.notXlsx)).toBeNull();
  });
});
