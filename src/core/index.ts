/**
 * The core: the game contract, rule violations, seeded chance, transcripts, vectors, hashing
 * and random playouts.
 * @module
 */
export * from './violation.js'
export * from './bounds.js'
export * from './game.js'
export * from './outcome.js'
export * from './rng.js'
export * from './excerpt.js'
export * from './notation.js'
export * from './english.js'
export * from './suggest.js'
export * from './exact.js'
export * from './decode.js'
export * from './define.js'
export * from './canonical.js'
export * from './sha256.js'
export * from './hash.js'
export * from './chance.js'
export * from './transcript.js'
export * from './vector.js'
export * from './playout.js'
export * from './log.js'
export * from './undo.js'
export * from './prompt.js'
export * from './changes.js'
export * from './interaction.js'
