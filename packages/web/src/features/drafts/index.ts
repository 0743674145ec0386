export { DraftsScreen } from './components/drafts-screen.tsx';
export { QuotesScreen } from './components/quotes-screen.tsx';
export { SharedQuotePage } from './components/shared-quote-page.tsx';
export {
  deleteDraft,
  draftsKey,
  markDraftIssued,
  readDraft,
  readLatestDraft,
  saveDraft,
} from './api/drafts-api.ts';
export { createQuote, quotesKey, sendQuote } from './api/quotes-api.ts';
