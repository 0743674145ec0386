import { UnderConstructionPanel } from '#web/components/under-construction-panel.tsx';

export const companyAdminTitle = 'Administración de Empresas';

/** '/company': the company administration screen arrives with its own issue. */
export function CompanyAdminPage() {
  return <UnderConstructionPanel title={companyAdminTitle} />;
}
