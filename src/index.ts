/**
 * tabletop-rules: headless, pure, seeded rules engines for Rajas of the Ganges, Nagaraja and
 * The Border. The root entry exports the core (contract, chance, replay, vectors, playouts) and
 * every game; each game also has its own subpath (`tabletop-rules/the-border`, …).
 * @module
 */
export * from './core/index.js'
export * from './registry.js'
export * from './bots/index.js'
export { isLeft, isRight, matchEither, getOrThrow, type Either, type Left, type Right } from './either.js'
