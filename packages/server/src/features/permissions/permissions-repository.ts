import type { Db } from '../../adapters/db/open-database.ts';

export type ResourceRow = {
  id: string;
  nameMenu: string;
  titlePage: string;
  titleTab: string;
  menuPadre: string | null;
};

export async function listResourcesForPermission(db: Db, permKey: string): Promise<ResourceRow[]> {
  return db
    .selectFrom('permission_resources as pr')
    .innerJoin('resources as r', 'r.id', 'pr.resource_id')
    .select([
      'r.id',
      'r.name_menu as nameMenu',
      'r.title_page as titlePage',
      'r.title_tab as titleTab',
      'r.parent_id as menuPadre',
    ])
    .where('pr.perm_key', '=', permKey)
    .orderBy('r.sort_order')
    .execute();
}
