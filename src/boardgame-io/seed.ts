/**
 * The secret seed drawn on the server when a match starts. boardgame.io's own seed is no secret in
 * 0.50 (its default is the creation time in base 36, and the initial state a client receives on
 * connecting carries it), so the default source is the platform's cryptographic generator.
 * @module
 */
import * as E from 'fp-ts/Either'
import { violation, ViolationCode, type RuleViolation } from '../core/violation.js'
import { MAX_SEED_LENGTH } from './setup-data.js'
import { attempt, isRecord } from './total.js'

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

/**
 * 128 bits from boardgame.io's random numbers (the fallback: reproducible from boardgame.io's seed,
 * so not secret); `undefined` when `random` gives no numbers in [0, 1).
 */
export const bgioSeed = (random: unknown): string | undefined =>
  attempt(() => {
    if (!isRecord(random) || typeof random.Number !== 'function') return undefined
    const draw = random.Number as () => unknown
    const words = Array.from({ length: 4 }, () => draw())
    return words.every((w) => typeof w === 'number' && w >= 0 && w < 1) ? hex(words.map((w) => Math.floor((w as number) * 2 ** 32))) : undefined
  }, () => undefined)

/** True for a seed `setup` accepts from a host: 1 to {@link MAX_SEED_LENGTH} characters. */
const isSeed = (s: unknown): s is string => typeof s === 'string' && s.length > 0 && s.length <= MAX_SEED_LENGTH

/**
 * The seed for a match: the one from `setupData`, else `source()` (the host's option), else the
 * cryptographic generator, else boardgame.io's. A host's source that throws or gives no seed is
 * an error (the match is not started with a weaker seed behind the host's back).
 */
export const drawSeed = (publicSeed: string | undefined, source: (() => string) | undefined, random: unknown): E.Either<RuleViolation, string> => {
  if (publicSeed !== undefined) return E.right(publicSeed)
  if (source !== undefined) {
    const s = attempt((): unknown => source(), () => undefined)
    return isSeed(s) ? E.right(s) : E.left(violation(ViolationCode.INTERNAL_ERROR, `the server's seed source (options.seed) gave no seed: it must return a string of 1 to ${MAX_SEED_LENGTH} characters`))
  }
  const s = cryptoSeed() ?? bgioSeed(random)
  return s === undefined ? E.left(violation(ViolationCode.INTERNAL_ERROR, 'no source of random numbers for the seed')) : E.right(s)
}
