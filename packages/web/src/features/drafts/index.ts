export { DraftsScreen } from './components/drafts-screen.tsx';
export {
  deleteDraft,
  draftsKey,
  markDraftIssued,
  readDraft,
  readLatestDraft,
  saveDraft,
} from './api/drafts-api.ts';
