/**
 * The secret seed drawn on the server when a match starts. boardgame.io's own seed is no secret in
 * 0.50 (its default is the creation time in base 36, and the initial state a client receives on
 * connecting carries it), so the default source is the platform's cryptographic generator.
 * @module
 */
import type { BgioRandom } from './types.js'

interface CryptoLike {
  getRandomValues(array: Uint32Array): Uint32Array
}

const hex = (words: readonly number[]): string => words.map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('')

/** 128 bits from `globalThis.crypto.getRandomValues`, or `undefined` where the platform has none. */
export const cryptoSeed = (): string | undefined => {
  const c = (globalThis as { crypto?: Partial<CryptoLike> }).crypto
  if (c === undefined || typeof c.getRandomValues !== 'function') return undefined
  return hex(Array.from(c.getRandomValues(new Uint32Array(4))))
}

/** 128 bits from boardgame.io's random numbers (the fallback: reproducible from boardgame.io's seed, so not secret). */
export const bgioSeed = (random: BgioRandom): string =>
  hex(Array.from({ length: 4 }, () => Math.floor(random.Number() * 2 ** 32)))

/** The seed for a match: the one from `setupData`, else `source()`, else the cryptographic generator, else boardgame.io's. */
export const drawSeed = (publicSeed: string | undefined, source: (() => string) | undefined, random: BgioRandom): string =>
  publicSeed ?? source?.() ?? cryptoSeed() ?? bgioSeed(random)
