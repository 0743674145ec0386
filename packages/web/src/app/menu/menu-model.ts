import { configurationIds, configurationParentId, userMenuIds, type Resource } from '@facturar/contracts';
import { homeResourceId, userMenuParentId } from '#web/lib/resource-codes.ts';

export type MenuGroup = { resource: Resource; children: Resource[] };

export type ConfigurationPermissions = {
  canPurchasePlan: boolean;
  canUploadVoucher: boolean;
  canSeeAvailableVouchers: boolean;
};

export type ShellMenu = {
  sideMenu: MenuGroup[];
  userMenu: Resource[];
  configuration: ConfigurationPermissions;
  resourcesById: ReadonlyMap<string, Resource>;
};

const userMenuIdSet: ReadonlySet<string> = new Set(userMenuIds);
const notMenuIds: ReadonlySet<string> = new Set([homeResourceId, configurationParentId, userMenuParentId]);

function isSideMenuEntry(resource: Resource): boolean {
  return (
    !notMenuIds.has(resource.id) &&
    !userMenuIdSet.has(resource.id) &&
    resource.menuPadre !== configurationParentId &&
    resource.menuPadre !== userMenuParentId
  );
}

/**
 * Splits the permission list (already in display order) into the side menu, the user menu and the
 * configuration permissions (spec 000 §2, §6). Home is fixed in the shell, so an INI entry is ignored;
 * only one level of children exists, so deeper entries and orphans never show.
 */
export function buildShellMenu(resources: readonly Resource[]): ShellMenu {
  const resourcesById = new Map<string, Resource>();
  for (const resource of resources) {
    if (!resourcesById.has(resource.id)) {
      resourcesById.set(resource.id, resource);
    }
  }
  const unique = [...resourcesById.values()];
  const menuEntries = unique.filter(isSideMenuEntry);
  const sideMenu = menuEntries
    .filter((resource) => resource.menuPadre === null)
    .map((resource) => ({
      resource,
      children: menuEntries.filter((child) => child.menuPadre === resource.id),
    }));
  const configurationIdsPresent = new Set(
    unique.filter((resource) => resource.menuPadre === configurationParentId).map((resource) => resource.id),
  );
  return {
    sideMenu,
    userMenu: unique.filter((resource) => userMenuIdSet.has(resource.id)),
    configuration: {
      canPurchasePlan: configurationIdsPresent.has(configurationIds.planPurchase),
      canUploadVoucher: configurationIdsPresent.has(configurationIds.uploadVoucher),
      canSeeAvailableVouchers: configurationIdsPresent.has(configurationIds.availableVouchers),
    },
    resourcesById,
  };
}
