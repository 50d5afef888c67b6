/**
 * Bots and matches between them.
 * @module
 */
export * from './bot.js'
export * from './random.js'
export * from './match.js'
export * from './lookahead.js'
export * from './the-border.js'
export * from './nagaraja.js'
export * from './rajas.js'
export * from './registry.js'
