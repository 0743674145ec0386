export { CompanyAdminPage } from './components/company-admin-page.tsx';
