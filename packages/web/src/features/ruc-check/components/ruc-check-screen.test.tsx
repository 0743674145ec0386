import { rucCheckEndpoints, spreadsheetMessages } from '@facturar/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, refuse, serve } from '#web/testing/contract-handlers.ts';
import { renderScreen, screenProps } from '#web/testing/render-screen.tsx';
import { RucCheckScreen } from './ruc-check-screen.tsx';

const renderRucCheck = () =>
  renderScreen(<RucCheckScreen {...screenProps('CMR', 'Consulta masiva de RUC')} />);

describe('Consulta masiva de RUC (CMR)', () => {
  it('asks for a workbook before sending anything', async () => {
    const { user } = await renderRucCheck();
    expect(screen.getByRole('heading', { name: 'Carga de rucs para consulta masiva' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(spreadsheetMessages.fileMissing)).toBeDefined();
  });

  it("shows the server's message when the template cannot be had", async () => {
    serve(handle(rucCheckEndpoints.template, () => refuse(503, 'El servicio no está disponible.')));
    const { user } = await renderRucCheck();
    await user.click(screen.getByRole('button', { name: 'Descargar plantilla' }));
    expect(await screen.findByText('El servicio no está disponible.')).toBeDefined();
  });
});
