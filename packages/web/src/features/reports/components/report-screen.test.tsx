import { reportEndpoints, reportMessages, SystemCode } from '@facturar/contracts';
import { formatPanamaDate } from '@facturar/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileAnswer, handle, refuse, serve } from '#web/testing/contract-handlers.ts';
import {
  renderScreen,
  screenProps,
  testCompanyRuc,
  type RenderedScreen,
} from '#web/testing/render-screen.tsx';
import { ReportScreen } from './report-screen.tsx';

const title = 'Reporte de comprobantes emitidos';
const renderReport = () => renderScreen(<ReportScreen {...screenProps('RCE', title)} />);

/** Today, typed into both days of the period (the pickers take the digits day, month, year). */
async function chooseToday({ user }: RenderedScreen) {
  const [year, month, day] = formatPanamaDate(new Date()).split('-');
  for (const label of ['Fecha inicio', 'Fecha fin']) {
    await user.click(within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!);
    await user.keyboard(`${day}${month}${year}`);
  }
  await user.click(screen.getByRole('combobox', { name: /Tipo de comprobante/ }));
  await user.click(await screen.findByRole('option', { name: 'Todos' }));
}

describe('a report screen (RCE)', () => {
  it('names the missing period and asks for the voucher type', async () => {
    const rendered = await renderReport();
    await rendered.user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(reportMessages.startRequired)).toBeDefined();
    expect(screen.getByText(reportMessages.endRequired)).toBeDefined();
    // Said twice, under the field and in a warning: which comes first depends on the machine's load.
    expect((await screen.findAllByText(reportMessages.selectType)).length).toBeGreaterThan(0);
  });

  it('says there are no data when the server finds none', async () => {
    serve(handle(reportEndpoints.emitidos, () => refuse(404, 'Sin datos', SystemCode.REPORTE_SIN_DATOS)));
    const rendered = await renderReport();
    await chooseToday(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(reportMessages.noData)).toBeDefined();
  });

  it("asks for the signed-in company's report and tells that the file was saved", async () => {
    const asked: unknown[] = [];
    serve(
      handle(reportEndpoints.emitidos, ({ body }) => {
        asked.push(body);
        return fileAnswer('Reporte.xlsx');
      }),
    );
    const rendered = await renderReport();
    await chooseToday(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(reportMessages.fileSaved('Reporte.xlsx'))).toBeDefined();
    const today = formatPanamaDate(new Date());
    expect(asked).toEqual([
      expect.objectContaining({
        rucEmpresa: testCompanyRuc,
        tipoComprobante: '00',
        fechaInicio: today,
        fechaFin: today,
      }),
    ]);
  });
});
