/**
 * `tabletop-rules/node`: what only Node.js can run. {@link simulateParallel} plays a study of
 * seeded games on `node:worker_threads` (default: one thread per core), with exactly the results of
 * the browser-safe `simulate` (each game is seeded by its index; records are ordered by index), a
 * progress callback, and shards for spreading a study over machines (`mergeReports` in the root
 * entry combines them). The root entry and the game subpaths stay free of Node built-ins.
 * @module
 */
export { defaultWorkers, MAX_WORKERS, simulateParallel, type ParallelOptions } from './bots/parallel.js'
