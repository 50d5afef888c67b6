/**
 * Issue 25: which client actions boardgame.io's master may run (`admitAction`), for our games and
 * for other boardgame.io games, read against every action type of boardgame.io 0.50's reducer
 * (`MAKE_MOVE`, `GAME_EVENT`, `UNDO`, `REDO`, `PLUGIN`, `RESET`, `UPDATE`, `PATCH`, `SYNC`,
 * `STRIP_TRANSIENTS`), and the bounds that keep boardgame.io's own recursion off the stack.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { nagaraja } from '../../src/games/nagaraja/index.js'
import { admitAction, policyOf, toBoardgameIO, withinBounds, MAX_ACTION_DEPTH } from '../../src/boardgame-io/index.js'

const ours = policyOf(toBoardgameIO(nagaraja))
const other = policyOf({
  name: 'other',
  moves: { a: () => ({}) },
  phases: { p: { moves: { b: () => ({}) }, turn: { stages: { s: { moves: { c: () => ({}) } } } } } },
  turn: { stages: { t: { moves: { d: () => ({}) } } } },
  events: { endGame: false },
  plugins: [{ name: 'withAction', action: () => ({}) }, { name: 'without' }]
})
const move = (type: unknown, args: unknown = [], playerID: unknown = '0', extra: object = {}): unknown => ({ type: 'MAKE_MOVE', payload: { type, args, playerID, credentials: 'c', ...extra } })
const nest = (depth: number): unknown => {
  let v: unknown = 1
  for (let i = 0; i < depth; i++) v = [v]
  return v
}

describe('admitAction (issue 25)', () => {
  it("our games: only start and play, for the sender's own seat", () => {
    expect(ours).toEqual({ game: 'nagaraja', moves: ['start', 'play'], events: [], undo: false, pluginActions: [], seats: 2 })
    for (const id of ['2', '__proto__', 'toString', '00', '-1']) expect(admitAction(ours, move('start', [], id), id)).toMatch(/has no seat in nagaraja/)
    expect(admitAction(ours, move('start'), '0')).toBeUndefined()
    expect(admitAction(ours, move('play', [{ t: 'x' }], '1'), '1')).toBeUndefined()
    expect(admitAction(ours, move('play', [{}], '2'), '0')).toMatch(/for player "2" but the connection is player "0": a seat acts only for itself/)
    expect(admitAction(ours, move('play', [{}], '0'), null)).toMatch(/spectator may not act/)
    for (const name of ['toString', 'valueOf', 'constructor', '__proto__', 'hasOwnProperty', 'undo']) expect(admitAction(ours, move(name), '0')).toMatch(/is not a move of nagaraja/)
    for (const name of ['endTurn', 'pass', 'endPhase', 'setPhase', 'endGame', 'setActivePlayers', 'endStage', 'setStage', 'toString']) {
      expect(admitAction(ours, { type: 'GAME_EVENT', payload: { type: name, args: [], playerID: '0' } }, '0')).toMatch(/is refused \(nagaraja accepts from a client: none\)/)
    }
    expect(admitAction(ours, { type: 'UNDO', payload: { type: null, args: null, playerID: '0' } }, '0')).toMatch(/UNDO is off/)
    expect(admitAction(ours, { type: 'REDO', payload: { type: null, args: null, playerID: '0' } }, '0')).toMatch(/REDO is off/)
  })

  it('RESET, UPDATE, PATCH, SYNC and STRIP_TRANSIENTS come only from the server, for every game', () => {
    for (const policy of [ours, other]) {
      for (const type of ['RESET', 'UPDATE', 'PATCH', 'SYNC', 'STRIP_TRANSIENTS']) {
        expect(admitAction(policy, { type, state: {}, payload: { playerID: '0' } }, '0')).toMatch(/only the server sends it/)
      }
    }
  })

  it('other games: their own moves (top level, phases, stages), the events they enable, undo, their plugin actions', () => {
    expect(other).toEqual({
      game: 'other',
      moves: ['a', 'b', 'd', 'c'],
      events: ['endStage', 'setStage', 'endTurn', 'pass', 'endPhase', 'setPhase', 'setActivePlayers'],
      undo: true,
      pluginActions: ['withAction']
    })
    for (const name of ['a', 'b', 'c', 'd']) expect(admitAction(other, move(name), '0')).toBeUndefined()
    expect(admitAction(other, move('toString'), '0')).toMatch(/not a move/)
    expect(admitAction(other, { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0' } }, '0')).toBeUndefined()
    expect(admitAction(other, { type: 'GAME_EVENT', payload: { type: 'endGame', args: [], playerID: '0' } }, '0')).toMatch(/refused/)
    expect(admitAction(other, { type: 'GAME_EVENT', payload: { type: 'toString', args: [], playerID: '0' } }, '0')).toMatch(/refused/)
    expect(admitAction(other, { type: 'UNDO', payload: { type: null, args: null, playerID: '0' } }, '0')).toBeUndefined()
    expect(admitAction(other, { type: 'UNDO', payload: { type: 'a', args: null, playerID: '0' } }, '0')).toMatch(/carries no move/)
    expect(admitAction(other, { type: 'PLUGIN', payload: { type: 'withAction', args: [], playerID: '0' } }, '0')).toBeUndefined()
    expect(admitAction(other, { type: 'PLUGIN', payload: { type: 'without', args: [], playerID: '0' } }, '0')).toMatch(/not a plugin action/)
    expect(admitAction(other, { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '1' } }, '0')).toMatch(/acts only for itself/)
  })

  it('exact shapes: unknown keys, a missing type or payload, arguments that are no list, credentials that are no text', () => {
    expect(admitAction(ours, null, '0')).toMatch(/must be an object/)
    expect(admitAction(ours, [], '0')).toMatch(/must be an object/)
    expect(admitAction(ours, { payload: {} }, '0')).toMatch(/type must be text/)
    expect(admitAction(ours, { type: 'MAKE_MOVE' }, '0')).toMatch(/payload must be an object/)
    expect(admitAction(ours, { type: 'MAKE_MOVE', payload: { type: 'start', args: [], playerID: '0' }, automatic: true }, '0')).toMatch(/unknown keys: "automatic"/)
    expect(admitAction(ours, move('start', [], '0', { metadata: 'x' }), '0')).toMatch(/payload has unknown keys: "metadata"/)
    expect(admitAction(ours, move('play', 5), '0')).toMatch(/arguments must be a list/)
    expect(admitAction(ours, move('play', [], '0', { credentials: { a: 1 } }), '0')).toMatch(/credentials must be text/)
    expect(admitAction(ours, { type: 'FOO', payload: { playerID: '0' } }, '0')).toMatch(/unknown action type "FOO"/)
  })

  it('bounded nesting: an argument nested deeper than the limit is refused, measured without recursion (100,000 deep)', () => {
    expect(admitAction(ours, move('play', [nest(MAX_ACTION_DEPTH - 4)]), '0')).toBeUndefined()
    expect(admitAction(ours, move('play', [nest(MAX_ACTION_DEPTH)]), '0')).toMatch(/nested deeper than 64 levels/)
    expect(withinBounds(nest(100_000))).toBe(false)
    const sparse: unknown[] = []
    sparse[2 ** 32 - 2] = 1
    expect(withinBounds(sparse)).toBe(false)
    expect(withinBounds({ a: [1, 2, { b: 'c' }] })).toBe(true)
  })

  it('property: it never throws, and admits only a move of the two, for the sender, with a list of arguments', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ type: fc.constantFrom('MAKE_MOVE', 'GAME_EVENT', 'UNDO', 'REDO', 'PLUGIN', 'RESET', 'UPDATE', 'PATCH', 'SYNC'), payload: fc.anything() }), fc.record({ type: fc.constant('MAKE_MOVE'), payload: fc.record({ type: fc.constantFrom('start', 'play', 'toString'), args: fc.anything(), playerID: fc.constantFrom('0', '1', null) }) })), fc.constantFrom('0', '1', null, undefined, 0), (action, sender) => {
        const reason = admitAction(ours, action, sender)
        if (reason === undefined) {
          const a = action as { type: string; payload: { type: string; args: unknown; playerID: unknown } }
          expect(a.type).toBe('MAKE_MOVE')
          expect(['start', 'play']).toContain(a.payload.type)
          expect(a.payload.playerID).toBe(sender)
          expect(Array.isArray(a.payload.args)).toBe(true)
        } else {
          expect(typeof reason).toBe('string')
        }
      }),
      { numRuns: 500, seed: 25 }
    )
  })
})
