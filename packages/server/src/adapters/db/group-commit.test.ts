import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

/** A writer that records each group it was given and refuses any group holding a refused input. */
function recordingWriter(options: { refuse?: string; writesAgain?: boolean; max?: number } = {}) {
  const groups: string[][] = [];
  const submit = groupCommit<string, string>({
    max: options.max ?? 64,
    write: async (group) => {
      groups.push([...group]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.refuse && group.includes(options.refuse)) throw new Error(`refused ${options.refuse}`);
      return group.map((input) => `written ${input}`);
    },
    writesAgain: () => options.writesAgain ?? true,
  });
  return { groups, submit };
}

describe('group commit', () => {
  it('writes what arrives together as one group, and what arrives meanwhile as the next', async () => {
    const { groups, submit } = recordingWriter();
    const owner = {};
    const first = ['a', 'b', 'c'].map((input) => submit(owner, 'point-1', input));
    await new Promise((resolve) => setImmediate(resolve));
    const later = ['d', 'e'].map((input) => submit(owner, 'point-1', input));
    expect(await Promise.all([...first, ...later])).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((x) => `written ${x}`),
    );
    expect(groups).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('keeps keys and owners apart, and caps a group at its maximum', async () => {
    const { groups, submit } = recordingWriter({ max: 2 });
    const owner = {};
    await Promise.all([
      submit(owner, 'point-1', 'a'),
      submit(owner, 'point-1', 'b'),
      submit(owner, 'point-1', 'c'),
      submit(owner, 'point-2', 'x'),
      submit({}, 'point-1', 'z'),
    ]);
    expect(groups).toEqual(expect.arrayContaining([['a', 'b'], ['c'], ['x'], ['z']]));
    expect(groups).toHaveLength(4);
  });

  it('writes a failed group again one input at a time, so only the failing input fails', async () => {
    const { groups, submit } = recordingWriter({ refuse: 'b' });
    const owner = {};
    const outcomes = await Promise.allSettled(['a', 'b', 'c'].map((input) => submit(owner, 'k', input)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: new Error('refused b') });
    expect(groups).toEqual([['a', 'b', 'c'], ['a'], ['b'], ['c']]);
  });

  it('fails the whole group, writing nothing again, when its failure may have been kept', async () => {
    const { groups, submit } = recordingWriter({ refuse: 'b', writesAgain: false });
    const owner = {};
    const outcomes = await Promise.allSettled(['a', 'b', 'c'].map((input) => submit(owner, 'k', input)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(groups).toEqual([['a', 'b', 'c']]);
  });

  it('starts afresh for a key whose groups were all written', async () => {
    const { groups, submit } = recordingWriter();
    const owner = {};
    await submit(owner, 'k', 'a');
    await submit(owner, 'k', 'b');
    expect(groups).toEqual([['a'], ['b']]);
  });
});
