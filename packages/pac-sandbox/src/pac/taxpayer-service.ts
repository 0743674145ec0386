import { resultFor, type ResultCode } from '../dgi/dgi-result-codes.ts';
import { formatPanamaTimestamp } from '../dgi/panama-time.ts';
import type { TaxpayerAnswer } from '../soap/soap-answer-writer.ts';
import { childText } from '../xml/xml-reading.ts';
import { readCommonFields } from './request-fields.ts';
import type { SandboxRuntime } from './sandbox-runtime.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';

export type TaxpayerLookupAnswer = {
  readonly environment: string;
  readonly processedAt: string;
  readonly result: ResultCode;
  readonly taxpayer: TaxpayerAnswer | undefined;
};

/** feConsRucDV: the registry's DV, name and e-invoicing authorisation of a RUC (0680), or 0640. */
export function lookUpTaxpayer(runtime: SandboxRuntime, request: XmlTreeElement): TaxpayerLookupAnswer {
  const base = { environment: runtime.environment, processedAt: formatPanamaTimestamp(runtime.now()) };
  const fields = readCommonFields(request);
  if ('problem' in fields) return { ...base, result: fields.problem, taxpayer: undefined };
  const ruc = childText(request, 'dRuc') ?? '';
  const type = childText(request, 'dTipoRuc');
  if (ruc === '' || (type !== '1' && type !== '2')) {
    return {
      ...base,
      result: resultFor('0100', 'La solicitud debe informar dRuc y dTipoRuc (1 o 2).'),
      taxpayer: undefined,
    };
  }
  const taxpayer = runtime.store.findTaxpayer(ruc, type === '1' ? 1 : 2);
  if (!taxpayer) return { ...base, result: resultFor('0640'), taxpayer: undefined };
  return {
    ...base,
    result: resultFor('0680'),
    taxpayer: {
      ruc: taxpayer.ruc,
      taxpayerType: type,
      name: taxpayer.name,
      dv: taxpayer.dv,
      isAffiliated: taxpayer.isAuthorisedToIssue,
      receiverType: taxpayer.receiverType,
    },
  };
}
