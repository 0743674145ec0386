import { CompaniesScreen } from './companies-screen.tsx';

export const companyAdminTitle = 'Administración de Empresas';

/** '/company': the administrative company list outside the shell (spec 001 §2). */
export function CompanyAdminPage() {
  return <CompaniesScreen title={companyAdminTitle} />;
}
