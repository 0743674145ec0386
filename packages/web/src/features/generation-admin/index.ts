export { DocumentTypesLanding } from './components/document-types-landing.tsx';
