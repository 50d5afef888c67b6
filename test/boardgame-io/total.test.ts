/**
 * Issue 25: every function boardgame.io calls on the adapter's game is total — `setup`,
 * `validateSetupData`, the moves and their `redact`, `turn.onBegin`, `endIf`, `playerView`,
 * `ai.enumerate` and the guard plugin's hooks return whatever they are given (null, plain JSON
 * with keys like `toString`, throwing getters, hostile proxies, nesting 100,000 deep, a state a
 * client forged), and a host's `onInvalidMove` or `seed` that throws stays the host's.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { eraseGame, type AnyGame, type WithRng } from '../../src/core/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import { rajas } from '../../src/games/rajas/index.js'
import { GUARD, INVALID_MOVE, UNREADABLE_MATCH, toBoardgameIO, type BgioMoveContext, type ClientG, type ServerG } from '../../src/boardgame-io/index.js'

type SG = ServerG<unknown, WithRng, unknown>
const games: readonly AnyGame[] = [eraseGame(theBorder), eraseGame(nagaraja), eraseGame(rajas)]
const ctx2 = { numPlayers: 2, activePlayers: null, phase: null }

/** Values that make careless code throw: getters, proxies whose every trap throws, revoked proxies, deep nesting, cycles. */
const hostile = (): unknown[] => {
  const throwing = new Proxy({}, { get: () => { throw new Error('trap') }, ownKeys: () => { throw new Error('trap') }, getOwnPropertyDescriptor: () => { throw new Error('trap') }, has: () => { throw new Error('trap') } })
  const { proxy: revoked, revoke } = Proxy.revocable({}, {})
  revoke()
  const getter = Object.defineProperty({}, 'G', { enumerable: true, get: () => { throw new Error('getter') } })
  const deep: unknown[] = []
  let d: unknown[] = deep
  for (let i = 0; i < 100_000; i++) {
    const next: unknown[] = []
    d.push(next)
    d = next
  }
  const cyclic: Record<string, unknown> = {}
  cyclic.self = cyclic
  return [null, undefined, 0, NaN, '', 'x', true, [], {}, { toString: 1 }, { valueOf: 1, toString: 1, tabletopRules: 'server' }, { tabletopRules: 'server', game: 'x' }, { tabletopRules: 'view' }, throwing, revoked, getter, deep, cyclic, Symbol('s'), 10n, () => 1]
}

/** Every call boardgame.io makes on the game, with `v` in each untrusted place. */
const callsWith = (bg: ReturnType<typeof toBoardgameIO<unknown, WithRng, unknown, unknown>>, v: unknown): (() => unknown)[] => {
  const asCtx = v as BgioMoveContext<SG>
  const plugin = bg.plugins[0]
  return [
    () => bg.setup({ ctx: v }, v),
    () => bg.setup(v as { ctx?: unknown }),
    () => bg.validateSetupData(v, 2),
    () => bg.validateSetupData({ config: v }, v),
    () => bg.moves.start.move(asCtx, v),
    () => bg.moves.play.move(asCtx, v),
    () => bg.moves.play.move({ G: v, ctx: v, playerID: v, events: v, random: v } as unknown as BgioMoveContext<SG>, v),
    () => (typeof bg.moves.play.redact === 'function' ? bg.moves.play.redact({ G: v }) : bg.moves.play.redact),
    () => bg.turn.onBegin({ G: v, ctx: v, events: v }),
    () => bg.turn.onBegin(v as { G: unknown; ctx: unknown; events: unknown }),
    () => bg.endIf({ G: v, ctx: v }),
    () => bg.endIf(v as { G: unknown }),
    () => bg.playerView({ G: v, ctx: v, playerID: v }),
    () => bg.playerView(v as { G: unknown; ctx: unknown; playerID: unknown }),
    () => bg.ai.enumerate(v, v, v),
    () => plugin?.isInvalid({ G: v, ctx: v, data: v }),
    () => plugin?.isInvalid(v as { G: unknown; ctx: unknown }),
    () => plugin?.flush({ api: v }),
    () => plugin?.flush(v as { api?: unknown })
  ]
}

describe('toBoardgameIO: every function boardgame.io calls is total (issue 25)', () => {
  it('finding 6: validateSetupData answers plain JSON with keys like toString, getters and proxies with a message', () => {
    expect(toBoardgameIO(theBorder).validateSetupData({ config: { players: { toString: 1 } } }, 3)).toBe('setupData.config.players is {"toString":1} but the match has 3 players')
    for (const game of games) {
      const bg = toBoardgameIO(game)
      const n = game.players.max // the case: The Border, 3 players
      expect(bg.validateSetupData({ config: { players: { toString: 1 } } }, n)).toMatch(new RegExp(`config\\.players is \\{"toString":1\\} but the match has ${n} players`))
      expect(bg.validateSetupData({ toString: 1 }, 2)).toMatch(/unknown keys: toString/)
      expect(bg.validateSetupData(undefined, { toString: 1 })).toMatch(/players, not \{"toString":1\}/)
      expect(bg.validateSetupData(Object.defineProperty({}, 'config', { enumerable: true, get: () => { throw new Error('getter') } }), 2)).toMatch(/could not be read/)
      expect(bg.validateSetupData(new Proxy({}, { ownKeys: () => { throw new Error('trap') } }), 2)).toMatch(/could not be read/)
      expect(bg.setup({ ctx: { ...ctx2, numPlayers: n } }, { config: { players: { toString: 1 } } }).error).toMatch(/config\.players/)
    }
  })

  it('finding 1: playerView and endIf answer a null G (what a RESET put there) with an error, never a throw', () => {
    for (const game of games) {
      const bg = toBoardgameIO(game)
      expect(bg.playerView({ G: null, ctx: ctx2, playerID: '0' })).toEqual({ tabletopRules: 'view', game: game.id, viewer: 0, started: false, view: null, actors: [], legalMoves: [], recent: [], error: UNREADABLE_MATCH })
      expect(bg.endIf({ G: null, ctx: ctx2 })).toEqual({ error: UNREADABLE_MATCH })
      expect(bg.plugins[0]?.isInvalid({ G: null, ctx: ctx2, data: { signed: true } })).toMatch(/not one the adapter wrote/)
    }
  })

  it("finding 1: an onInvalidMove that throws, or a seed option that throws or gives no seed, stays the host's: the move is refused", () => {
    const G0 = toBoardgameIO(eraseGame(nagaraja)).setup({ ctx: ctx2 })
    const context = (G: SG): BgioMoveContext<SG> => ({ G, ctx: ctx2, playerID: '0', events: { setActivePlayers: () => undefined }, random: { Number: () => 0.5 } })
    const throwing = toBoardgameIO(eraseGame(nagaraja), { onInvalidMove: () => { throw new Error('host') } })
    expect(throwing.moves.play.move(context(G0), { t: 'nonsense' })).toBe(INVALID_MOVE)
    for (const seed of [() => { throw new Error('host') }, () => 42 as unknown as string, () => '']) {
      const reasons: string[] = []
      const bg = toBoardgameIO(eraseGame(nagaraja), { seed, onInvalidMove: (r) => reasons.push(r.violation.message) })
      expect(bg.moves.start.move(context(G0))).toBe(INVALID_MOVE)
      expect(reasons).toEqual([expect.stringMatching(/seed source \(options\.seed\) gave no seed/)])
    }
  })

  it('no hostile value in any untrusted place makes any of them throw', () => {
    for (const game of games) {
      const bg = toBoardgameIO(game)
      for (const v of hostile()) for (const call of callsWith(bg, v)) expect(call).not.toThrow()
    }
  })

  it('property: no value fast-check makes (in G, ctx, player id, arguments, setupData) makes any of them throw, and each answers in its own type', () => {
    const bg = toBoardgameIO(eraseGame(theBorder))
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, withSparseArray: true, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true }), (v) => {
        for (const call of callsWith(bg, v)) call()
        const view = bg.playerView({ G: v, ctx: v, playerID: v })
        expect(view.tabletopRules === 'view' || view === v).toBe(true)
        expect(Array.isArray(bg.ai.enumerate(v, v, v))).toBe(true)
        const over = bg.endIf({ G: v, ctx: v })
        expect(over === undefined || typeof over === 'object').toBe(true)
        expect(bg.setup({ ctx: v }, v).tabletopRules).toBe('server')
        expect(['string', 'undefined']).toContain(typeof bg.validateSetupData(v, v))
      }),
      { numRuns: 300, seed: 25 }
    )
  })
})

describe('toBoardgameIO: a G the adapter did not write is decoded, not trusted (issue 25)', () => {
  const started = (game: AnyGame): { bg: ReturnType<typeof toBoardgameIO<unknown, WithRng, unknown, unknown>>; G: SG } => {
    const bg = toBoardgameIO(game, { seed: () => 'decode' })
    const G = bg.moves.start.move({ G: bg.setup({ ctx: ctx2 }), ctx: ctx2, playerID: '0', events: { setActivePlayers: () => undefined }, random: { Number: () => 0.5 } })
    if (G === INVALID_MOVE) throw new Error('start refused')
    return { bg, G }
  }

  it('a stored copy (what a flat-file storage gives back) reads like the original: the same view for every seat', () => {
    for (const game of games) {
      const { bg, G } = started(game)
      const copy = JSON.parse(JSON.stringify(G)) as SG
      for (const playerID of ['0', '1', null]) expect(bg.playerView({ G: copy, ctx: ctx2, playerID })).toEqual(bg.playerView({ G, ctx: ctx2, playerID }))
      expect(bg.endIf({ G: copy, ctx: ctx2 })).toEqual(bg.endIf({ G, ctx: ctx2 }))
      expect(bg.ai.enumerate(copy, ctx2, '0')).toEqual(bg.ai.enumerate(G, ctx2, '0'))
    }
  })

  it('a copy whose state breaks the game\'s consistency checks is unreadable, and clients learn nothing of it', () => {
    for (const game of games) {
      const { bg, G } = started(game)
      const broken = JSON.parse(JSON.stringify(G)) as { started: { state: Record<string, unknown> } }
      broken.started.state = { ...broken.started.state, rng: { c: 'not a generator' } }
      const view = bg.playerView({ G: broken, ctx: ctx2, playerID: '0' }) as ClientG<unknown, unknown>
      expect(view.error).toBe(UNREADABLE_MATCH)
      expect(JSON.stringify(view)).not.toContain('not a generator')
      const reasons: string[] = []
      const refusing = toBoardgameIO(game, { onInvalidMove: (r) => reasons.push(r.violation.code) })
      expect(refusing.moves.play.move({ G: broken as unknown as SG, ctx: ctx2, playerID: '0', events: {}, random: {} } as unknown as BgioMoveContext<SG>, {})).toBe(INVALID_MOVE)
      expect(reasons).toEqual(['BAD_STATE'])
    }
  })

  it('the guard refuses an update the adapter did not sign (an event), and one that left a G that is not ours', () => {
    const { bg, G } = started(eraseGame(nagaraja))
    const guard = bg.plugins[0]
    expect(guard?.name).toBe(GUARD)
    const active = { ...ctx2, activePlayers: Object.fromEntries(nagaraja.actors(G.started?.state as never).map((a) => [String(a), null])) }
    expect(guard?.isInvalid({ G, ctx: active, data: { signed: true } })).toBe(false)
    expect(guard?.isInvalid({ G, ctx: active, data: { signed: false } })).toMatch(/events and other moves are refused/)
    expect(guard?.isInvalid({ G: '[object Undefined]', ctx: active, data: { signed: true } })).toMatch(/not one the adapter wrote/)
    // The API a move signs with: flush records whether it was called during the update.
    const api = guard?.api()
    expect(guard?.flush({ api })).toEqual({ signed: false })
    api?.sign()
    expect(guard?.flush({ api })).toEqual({ signed: true })
  })

  it("move names are looked up without a prototype: toString and Object.prototype's other names are no moves", () => {
    const bg = toBoardgameIO(eraseGame(nagaraja))
    expect(Object.getPrototypeOf(bg.moves)).toBeNull()
    for (const name of ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__']) expect(name in bg.moves).toBe(false)
    expect(Object.keys(bg.moves)).toEqual(['start', 'play'])
  })
})
