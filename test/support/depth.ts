/**
 * The test tier (vitest.config.ts): `quick` (`npm test`) or `deep` (`TABLETOP_TEST_DEPTH=deep`).
 * Long synchronous runs of the deep tier go to `*.deep.test.ts` files and child processes
 * (./child.ts); this flag only selects extra cases of asynchronous tests, which leave the test
 * worker's event loop free while they wait.
 * @module
 */

/** True in the deep tier. */
export const deep = process.env['TABLETOP_TEST_DEPTH'] === 'deep'

/**
 * The share of the deep tier's games to play, from `TABLETOP_DEEP_SHARE` (a number in (0, 1];
 * default 1, every game). CI plays a shorter deep tier (`.ci/run`: a fifth of the games) to stay well
 * within its time; `npm run test:deep` plays all of them.
 */
export const deepShare = ((): number => {
  const raw = process.env['TABLETOP_DEEP_SHARE']
  if (raw === undefined || raw === '') return 1
  const share = Number(raw)
  if (!(share > 0 && share <= 1)) throw new Error(`TABLETOP_DEEP_SHARE must be a number above 0 and at most 1; got '${raw}'`)
  return share
})()

/** `games` scaled by the deep share, at least 1: how many games a deep test plays. */
export const deepGames = (games: number): number => Math.max(1, Math.round(games * deepShare))
