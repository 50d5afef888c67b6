import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { randomPlayout } from '../../../src/core/index.js'
import { bundledComponents, rajas, type RajasState } from '../../../src/games/rajas/index.js'
import { bad, ok } from '../../support/either.js'
import { fresh, withP } from '../helpers.js'

/** Every state of a random game. */
const states = (config: Record<string, unknown>, seed: string): RajasState[] => {
  const r = ok(randomPlayout(rajas, config as never, seed))
  let s = ok(rajas.setup(config as never, seed))
  const out = [s]
  for (const m of r.transcript.moves) {
    s = ok(rajas.apply(s, m.actor, m.move))
    out.push(s)
  }
  return out
}

const decode = (s: unknown) => rajas.decodeState(JSON.parse(JSON.stringify(s)))

describe('checkState: stored states are checked for consistency (issue 15)', () => {
  it('every state of random games (2–4 players, the variants) decodes', () => {
    const configs = [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 3, variant: { navaratna: true } }, { players: 2, variant: { ganga: true } }, { players: 4, variant: { navaratna: true, ganga: true } }, { players: 3, variant: { experience: ['experienced', 'beginner', 'beginner'] } }, { players: 2, options: { allowPass: true, karmaTiming: 'anyTimeInTurn', effectOrder: 'fixed' } }]
    for (const [k, config] of configs.entries()) {
      for (const s of states(config, `check-${k}`)) {
        const d = decode(s)
        if (E.isLeft(d)) throw new Error(`${JSON.stringify(config)} round ${s.round}: ${d.left.message}`)
      }
    }
  })

  const base = fresh(2)
  const p0 = base.p[0] as RajasState['p'][number]
  const corruptions: [string, (s: RajasState) => unknown, RegExp][] = [
    ['tile 999 in a province (issue 15)', (s) => withP(s, 0, { grid: p0.grid.map((x, i) => (i === 0 ? 999 * 4 : x)) }), /no tile of the set/],
    ['a tile in two places', (s) => ({ ...s, stacks: s.stacks.map((x, i) => (i === 0 ? [...x, s.stacks[1]?.[0] ?? 0] : x)) }), /tile \d+ (is in two places|lies on stack)/],
    ['a tile missing', (s) => ({ ...s, stacks: s.stacks.map((x, i) => (i === 0 ? x.slice(1) : x)) }), /is nowhere/],
    ['a die created', (s) => withP(s, 0, { dice: [...p0.dice, 11] }), /dice: .* not 12/],
    ['a die with value 7', (s) => withP(s, 0, { dice: [...p0.dice.slice(1), 7] }), /not colour·10 \+ value/],
    ['one player too many', (s) => ({ ...s, p: [...s.p, p0] }), /3 players for a 2-player game/],
    ['7 players', (s) => ({ ...s, players: 7 }), /2 to 4 players; the state has 7/],
    ['money beyond the track', (s) => withP(s, 0, { money: 1e9 }), /money 1000000000 is off the track/],
    ['fame below 0', (s) => withP(s, 0, { fame: -1 }), /fame -1 is off the track/],
    ['karma 4', (s) => withP(s, 0, { karma: 4 }), /karma 4/],
    ['workers without their gain', (s) => withP(s, 0, { workers: 4 }), /4 workers after gaining 0/],
    ['a placed worker without a space', (s) => withP(s, 0, { placed: 1 }), /placed 1 workers but 0 action spaces/],
    ['a white income tile lost', (s) => ({ ...s, white: s.white.slice(1) }), /white income tile once/],
    ['an empty task queue in play', (s) => ({ ...s, tasks: [] }), /needs a pending step/],
    ['a pending step of seat 5', (s) => ({ ...s, tasks: [{ k: 'place', s: 5 }] }), /names seat 5/],
    ['a pending step that resolves itself', (s) => ({ ...s, tasks: [{ k: 'money', s: 0, n: 1 }, ...s.tasks] }), /resolves itself/],
    ['a pending step without a legal move', (s) => ({ ...s, tasks: [{ k: 'cover', s: 0 }] }), /has no legal move/],
    ['a finished game with a pending step', (s) => ({ ...s, phase: 'over' }), /finished game has no pending step/],
    ['a pending step of unknown kind', (s) => ({ ...s, tasks: [{ k: 'teleport', s: 0 }] }), /BAD_STATE|pending step/],
    ['a component set out of its ranges', (s) => ({ ...s, components: { ...bundledComponents, kaliHands: { front: 1e9, back: 8 } } }), /component set is invalid: kaliHands\.front = 1000000000 is outside 4\.\.10/]
  ]
  for (const [name, corrupt, message] of corruptions) {
    it(`a corrupted state is refused with BAD_STATE naming the invariant: ${name}`, () => {
      expect(E.isRight(decode(base))).toBe(true)
      const v = bad(decode(corrupt(base)))
      expect(v.code).toBe('BAD_STATE')
      expect(v.message).toMatch(message)
    })
  }
})
