/**
 * Fuzz cases that need work on a game's own branch (issue 15: component ranges and `checkState`
 * are written by each game's engineer). A pending case runs as `it.fails`: it must fail today, and
 * it starts failing the suite — as "expected to fail" — the day the game's work lands, which is
 * the signal to delete its entry here. Cases that could crash the process are never run while
 * pending: they check the refusal first (see components.test.ts).
 */
export type PendingCase = 'checkState' | 'componentRanges'

const PENDING: Readonly<Record<string, readonly PendingCase[]>> = {
  'the-border': [],
  nagaraja: [],
  rajas: []
}

/** Whether the case is still pending for the game. */
export const pending = (gameId: string, c: PendingCase): boolean => (PENDING[gameId] ?? []).includes(c)
