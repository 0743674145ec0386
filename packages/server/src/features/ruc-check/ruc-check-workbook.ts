import {
  rucCheckColumns,
  rucCheckMessages as texts,
  rucCheckResultColumns,
  taxpayerTypeNames,
} from '@facturar/contracts';
import { writeXlsx } from '../../adapters/spreadsheet/index.ts';

/** The outcome of one RUC of the file, as its answer row shows it. */
export type RucCheckLine = {
  ruc: string;
  taxpayerType: '1' | '2' | '';
  computedDv: string;
  registeredDv: string;
  name: string;
  mayReceive: boolean | undefined;
  isIssuer: boolean | undefined;
  error: string;
};

const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'Sí' : 'No');

/** 'Consulta-{timestamp}.xlsx': one row per RUC of the file, in its order. */
export function writeRucCheckAnswer(lines: readonly RucCheckLine[]): Promise<Buffer> {
  const widths = [22, 20, 12, 14, 40, 22, 22, 60];
  return writeXlsx([
    {
      name: texts.resultSheetName,
      columns: rucCheckResultColumns.map((title, index) => ({ title, width: widths[index] ?? 18 })),
      rows: lines.map((line) => [
        line.ruc,
        line.taxpayerType === '' ? '' : taxpayerTypeNames[line.taxpayerType],
        line.computedDv,
        line.registeredDv,
        line.name,
        yesNo(line.mayReceive),
        yesNo(line.isIssuer),
        line.error,
      ]),
    },
  ]);
}

/** The template: the RUC sheet with its two columns and an example of each kind. */
export function writeRucCheckTemplate(): Promise<Buffer> {
  return writeXlsx([
    {
      name: texts.sheetName,
      columns: [
        { title: rucCheckColumns.ruc, width: 24 },
        { title: rucCheckColumns.type, width: 44 },
      ],
      rows: [
        ['155596713-2-2015', '2'],
        ['8-274-125', '1'],
        ['E-8-110361', '1'],
      ],
    },
  ]);
}
