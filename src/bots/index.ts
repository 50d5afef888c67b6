/**
 * Bots and matches between them.
 * @module
 */
export * from './bot.js'
export * from './random.js'
export * from './match.js'
export * from './lookahead.js'
export * from './mcts.js'
export * from './mcts-bots.js'
export * from './determinize.js'
// Studies (browser-safe; the worker threads are in the Node-only `parallel.ts`).
export * from './simulate.js'
// Each game's greedy bot module, and the `greedyBots` registry.
export * from './registry.js'
