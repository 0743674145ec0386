export { CustomerUploadDialog } from './components/customer-upload-dialog.tsx';
