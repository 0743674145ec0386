export { BulkDocumentsScreen } from './components/bulk-documents-screen.tsx';
