import type { Resource } from '@facturar/contracts';

/** How a screen moves the shell: to another resource by its code, or back home. */
export type ShellActions = {
  /**
   * Opens a permitted resource by code (an emission form passes the pre-requisite check again; a user-menu
   * entry opens its page or dialog); home otherwise.
   */
  openResource: (code: string) => void;
  goHome: () => void;
};

/**
 * What the shell hands every screen of its registry (`app/shell/screen-registry.ts`). Screens are chosen by
 * resource code, never by URL (spec 000 §2); the code's resource carries the page title.
 */
export type ScreenProps = {
  /** The permitted resource the user opened: `id` is its code, `titlePage` its title. */
  resource: Resource;
  shell: ShellActions;
};
