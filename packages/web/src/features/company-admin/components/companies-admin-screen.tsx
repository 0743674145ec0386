import type { ScreenProps } from '#web/lib/screen-props.ts';
import { CompaniesScreen } from './companies-screen.tsx';

/** AEM 'Empresas' in the shell: the administrative company list under the resource's title. */
export function CompaniesAdminScreen({ resource }: ScreenProps) {
  return <CompaniesScreen title={resource.titlePage} />;
}
