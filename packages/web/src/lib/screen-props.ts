import type { Resource } from '@facturar/contracts';

/**
 * What a row action hands the screen it opens: the document it acts on (cancel it, or refer to it), or
 * the draft an emission form reopens ('Borradores'), and whether to issue it or to schedule it at once. An emission form
 * that has just issued a document opens itself again with that document as `generated` (spec 002 §4:
 * after a generation the user goes through the prerequisites and is told of it).
 */
export type ScreenLaunch = {
  cufe?: string;
  draftId?: number;
  isIssuing?: boolean;
  isScheduling?: boolean;
  /** The document just generated, with the body it came from ('Programar' repeats it; null for a note). */
  generated?: { id: number; documentTypeCode: string; body: Record<string, unknown> | null };
};

/** How a screen moves the shell: to another resource by its code, or back home. */
export type ShellActions = {
  /**
   * Opens a permitted resource by code (an emission form passes the pre-requisite check again; a user-menu
   * entry opens its page or dialog); home otherwise. `launch` reaches the screen as its prop of that name.
   */
  openResource: (code: string, launch?: ScreenLaunch) => void;
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
  /** Set when another screen opened this one for a document (a repository row action). */
  launch?: ScreenLaunch | undefined;
  /** Reached through Back, Forward or a reload rather than the menu: a form takes back its unsent work. */
  isRevisited?: boolean | undefined;
  /** Set for a user-menu entry shown in the shell's dialog: closes it once its work is done. */
  closeDialog?: (() => void) | undefined;
};
