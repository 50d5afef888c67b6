/**
 * The test tier (vitest.config.ts): `quick` (`npm test`) or `deep` (`TABLETOP_TEST_DEPTH=deep`).
 * Long synchronous runs of the deep tier go to `*.deep.test.ts` files and child processes
 * (./child.ts); this flag only selects extra cases of asynchronous tests, which leave the test
 * worker's event loop free while they wait.
 * @module
 */

/** True in the deep tier. */
export const deep = process.env['TABLETOP_TEST_DEPTH'] === 'deep'
