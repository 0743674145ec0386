// `@facturar/server/testing`: the server's test support that other packages' tests and benchmarks use
// (e2e, bench, the CLI's tests). The server's own tests import these files directly.
export { demoPassword } from '../../src/seed/demo-seed.ts';
export { createTestInvoicer, createTestUser, type TestUser } from './test-users.ts';
export { createTestDatabase } from './test-database.ts';
export { demoInvoiceBody, demoRuc } from './demo-invoice.ts';
export {
  SIGNED_SAMPLE,
  SIGNED_SAMPLE_WITHOUT_QR,
  SAMPLE_CUFE,
  SAMPLE_DIGEST_VALUE,
  createTestSigningKey,
  unsignedSampleRfe,
} from './dgi-sample.ts';
export { totpCodeAt } from './totp-code.ts';
export { buildWorkbook, multipartUpload, readWorkbook } from './spreadsheets.ts';
export { startSmtpCapture, waitForMail, type SmtpRefusal } from './smtp-capture.ts';
export { createDocumentCopies } from './stored-documents.ts';
