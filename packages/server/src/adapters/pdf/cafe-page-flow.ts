/** Starts the next page; told where the content of the page that filled up ended. */
export type StartPage = (previousContentBottom: number) => void;

/** A vertical cursor that starts a new page when a block would cross the bottom limit. */
export class PageFlow {
  y: number;
  pageCount = 1;
  readonly top: number;
  readonly bottom: number;
  private readonly startPage: StartPage;
  private continuation: ((flow: PageFlow) => void) | undefined;
  /** Where the page's own content starts, below what the page repeats. */
  private contentTop: number;

  constructor(top: number, bottom: number, startPage: StartPage) {
    this.top = top;
    this.bottom = bottom;
    this.y = top;
    this.contentTop = top;
    this.startPage = startPage;
  }

  /**
   * Makes room for a block of `height`: starts a new page if it does not fit, unless the page is still
   * empty (a block taller than a page is drawn anyway rather than looping). True when a page started.
   */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom || this.y <= this.contentTop) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    this.startPage(this.y);
    this.pageCount++;
    this.y = this.top;
    this.continuation?.(this);
    this.contentTop = this.y;
  }

  /** What every following page repeats at its top from `flow.y` (page header, a running table's header). */
  repeatOnNewPage(draw: ((flow: PageFlow) => void) | undefined): void {
    this.continuation = draw;
  }
}
