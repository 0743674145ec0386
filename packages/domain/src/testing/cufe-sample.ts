import type { CufeParts } from '../cufe/index.ts';

/** The CUFE of the real signed sample document (FACTS §2; sample/rFE-signed-test.xml). */
export const sampleCufe = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';

/** The parts of that CUFE. */
export const sampleCufeParts: CufeParts = {
  documentType: '01',
  taxpayerType: '2',
  issuerRuc: '521-136-113133',
  issuerDv: '02',
  branchCode: '7006',
  issueDate: '20220515',
  documentNumber: '9000000891',
  billingPoint: '008',
  emissionType: '01',
  environment: '2',
  securityCode: '578109172',
};
