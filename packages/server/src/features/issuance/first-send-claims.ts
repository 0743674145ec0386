import type { AppContext } from '../../app-context.ts';
import { groupCommit } from '../../adapters/db/group-commit.ts';
import { claimFirstSends } from './send-document-repository.ts';

type ClaimedSend = Awaited<ReturnType<typeof claimFirstSends>>[number];
type Claim = { ctx: AppContext; id: string };

/**
 * The worker runs up to 32 sends at once, and each first send claimed its document with an update of
 * its own: claims that arrive together are made in one statement instead (the group commit of ADR 0182).
 * A document named twice in a group is claimed by the first only, as two updates would have done.
 */
const claimInGroups = groupCommit<Claim, ClaimedSend | undefined>({
  max: 64,
  write: async (group) => {
    const [first] = group;
    if (!first) return [];
    const rows = await claimFirstSends(
      first.ctx.db,
      group.map((claim) => claim.id),
      first.ctx.now(),
    );
    const claimed = new Map(rows.map((row) => [String(row.id), row]));
    return group.map((claim) => {
      const row = claimed.get(claim.id);
      claimed.delete(claim.id);
      return row;
    });
  },
  // A failed update changed nothing, so each claim may be made again on its own.
  writesAgain: () => true,
});

/**
 * A document's first send to the PAC by signature, claimed (marked as started) and read; undefined for
 * any other document, which goes the long way (findDocumentToSend).
 */
export function claimFirstSend(ctx: AppContext, id: string): Promise<ClaimedSend | undefined> {
  return claimInGroups(ctx.db, 'first-sends', { ctx, id });
}
