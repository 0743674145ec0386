import type { Resource } from '@facturar/contracts';
import {
  generationParentId,
  homePageName,
  homeResourceId,
  prerequisiteCheckPageName,
  prerequisiteCheckResourceId,
  productName,
} from '#web/lib/resource-codes.ts';

/**
 * Inside the shell the screen is chosen by resource code held in state, not by path (spec 000 §2).
 * `pending` is the emission form waiting for its pre-requisite check.
 */
export type ShellNavigation = { selected: string; pending: string | null };

export type ShellNavigationAction =
  { type: 'select'; resource: Resource } | { type: 'home' } | { type: 'prerequisites-passed' };

export const initialShellNavigation: ShellNavigation = { selected: homeResourceId, pending: null };

export function navigateShell(state: ShellNavigation, action: ShellNavigationAction): ShellNavigation {
  switch (action.type) {
    case 'home':
      return initialShellNavigation;
    case 'select':
      return action.resource.menuPadre === generationParentId
        ? { selected: prerequisiteCheckResourceId, pending: action.resource.id }
        : { selected: action.resource.id, pending: null };
    case 'prerequisites-passed':
      return state.pending === null ? state : { selected: state.pending, pending: null };
  }
}

export type PageTitles = { page: string; tab: string };

/** The header shows the page name and the browser tab its tab name, both defaulting to 'Inicio'. */
export function readPageTitles(
  navigation: ShellNavigation,
  resourcesById: ReadonlyMap<string, Resource>,
): PageTitles {
  if (navigation.selected === prerequisiteCheckResourceId) {
    return { page: prerequisiteCheckPageName, tab: prerequisiteCheckPageName };
  }
  const resource =
    navigation.selected === homeResourceId ? undefined : resourcesById.get(navigation.selected);
  if (!resource) {
    return { page: homePageName, tab: homePageName };
  }
  return { page: resource.titlePage, tab: resource.titleTab || resource.titlePage };
}

export function formatTitle(name: string): string {
  return `${name} | ${productName}`;
}
