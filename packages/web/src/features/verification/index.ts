export { VerificationPage } from './components/verification-page.tsx';
export { SharedDocumentPage } from './components/shared-document-page.tsx';
