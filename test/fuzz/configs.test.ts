/**
 * Exact configs (issue 15 item 4): every game refuses unknown keys in its config, its options and
 * its component set, naming the key and the key probably meant; player counts out of range read
 * as a sentence.
 */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { MAX_MESSAGE_LENGTH } from '../../src/core/index.js'
import { fuzzGames, playerCounts } from './games.js'

/** A typo: the key with one letter (not the first) dropped. */
const typo = (key: string): string => key.slice(0, Math.ceil(key.length / 2)) + key.slice(Math.ceil(key.length / 2) + 1)

/** The first object inside a value (depth first), and the path to it. */
const firstRecord = (v: unknown, path: readonly (string | number)[] = []): { path: readonly (string | number)[]; keys: readonly string[] } | undefined => {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const r = firstRecord(v[i], [...path, i])
      if (r !== undefined) return r
    }
    return undefined
  }
  if (typeof v === 'object' && v !== null) {
    if (path.length > 0 && Object.keys(v).length > 1) return { path, keys: Object.keys(v) }
    for (const [k, x] of Object.entries(v)) {
      const r = firstRecord(x, [...path, k])
      if (r !== undefined) return r
    }
  }
  return undefined
}

const withKey = (v: unknown, path: readonly (string | number)[], key: string): unknown => {
  const copy: unknown = JSON.parse(JSON.stringify(v))
  let at = copy as Record<string | number, unknown>
  for (const p of path) at = at[p] as Record<string | number, unknown>
  at[key] = at[Object.keys(at)[0] as string]
  return copy
}

describe.each(fuzzGames.map((f) => [f.game.id, f] as const))('%s: exact configs', (_, { game, components, options }) => {
  const players = game.players.min

  it('refuses an unknown top-level key, naming the key probably meant', () => {
    const r = game.setup({ players, optoins: {} }, 's')
    expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
    expect(E.isLeft(r) && r.left.message).toMatch(/unknown key 'optoins' — did you mean 'options'\?/)
  })

  it.each(Object.keys(options))('refuses a misspelt option (%s)', (key) => {
    const r = game.setup({ players, options: { [typo(key)]: options[key] } }, 's')
    expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
    expect(E.isLeft(r) && r.left.message).toContain(`unknown option '${typo(key)}' — did you mean '${key}'?`)
    expect(E.isLeft(r) && r.left.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH)
  })

  it('accepts every option spelt right (the defaults)', () => {
    expect(E.isRight(game.setup({ players, options }, 's'))).toBe(true)
  })

  it('refuses an unknown key inside the component set, naming where it is', () => {
    const rec = firstRecord(components)
    if (rec === undefined) throw new Error('no record in the component set')
    const key = rec.keys[0] as string
    const r = game.setup({ players, components: withKey(components, rec.path, typo(key)) }, 's')
    expect(E.isLeft(r)).toBe(true)
    expect(E.isLeft(r) && ['BAD_CONFIG', 'BAD_COMPONENTS'].includes(r.left.code)).toBe(true)
    expect(E.isLeft(r) && r.left.message).toContain(`unknown key '${typo(key)}'`)
    expect(E.isRight(game.setup({ players, components: JSON.parse(JSON.stringify(components)) as unknown }, 's'))).toBe(true)
  })

  it('reads a player count out of range as a sentence', () => {
    const range = game.players.min === game.players.max ? `${game.players.min}` : `${game.players.min} to ${game.players.max}`
    for (const n of [0, 1, game.players.max + 1, 7, -3, 2.5]) {
      if (playerCounts(game).includes(n)) continue
      const r = game.setup({ players: n }, 's')
      expect(E.isLeft(r) && r.left).toEqual({ code: 'BAD_CONFIG', message: `${game.title} is played by ${range} players; got ${n}` })
    }
  })
})
