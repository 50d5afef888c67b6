/**
 * Bots and matches between them.
 * @module
 */
export * from './bot.js'
export * from './random.js'
export * from './match.js'
