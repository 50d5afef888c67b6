import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { pickIndex, sampler, type Actor } from '../../src/core/index.js'
import { theBorder, type BorderMove, type BorderState } from '../../src/games/the-border/index.js'
import { counted, membersOf } from '../support/reads.js'
import { C, WELL, almost, colourOf, dice, distinct, play, start, toAction2, wellLast } from './helpers.js'

/** Every state of a random game. */
const statesOf = (config: { players: number; options?: object }, seed: string): BorderState[] => {
  let s = E.getOrElseW((v: { message: string }) => { throw new Error(v.message) })(theBorder.setup(config, seed))
  const out = [s]
  const rand = sampler(`${seed}/m`)
  while (theBorder.actors(s).length > 0) {
    const actors = theBorder.actors(s)
    const actor = actors[pickIndex(rand.next(), actors.length)] as Actor
    const legal = theBorder.legalMoves(s, actor)
    s = E.getOrElseW((v: { message: string }) => { throw new Error(v.message) })(theBorder.apply(s, actor, legal[pickIndex(rand.next(), legal.length)] as BorderMove))
    out.push(s)
  }
  return out
}

const decode = (s: unknown): string => {
  const r = theBorder.decodeState(JSON.parse(JSON.stringify(s)))
  return E.isLeft(r) ? `${r.left.code}: ${r.left.message}` : 'ok'
}

describe('decodeState: the state codec and the consistency checks (issue 15)', () => {
  it('every state of random games (2–4 players, every option) passes decodeState, with work linear in its size', () => {
    let n = 0
    let worst = 0
    for (const [k, config] of [
      { players: 2 },
      { players: 3, options: { announce: 'endOfAction' } },
      { players: 4, options: { passiveChaining: false, firstCompletion: 'round' } },
      { players: 3 }
    ].entries()) {
      for (const s of statesOf(config, `decode${k}`)) {
        expect(decode(s)).toBe('ok')
        // Work counted, not timed: reads of the state's members, codec and consistency checks included.
        if (n % 25 === 0) {
          const json: unknown = JSON.parse(JSON.stringify(s))
          const reads = counted(json)
          expect(E.isRight(theBorder.decodeState(reads.value))).toBe(true)
          worst = Math.max(worst, reads.reads() / membersOf(json))
        }
        n++
      }
    }
    expect(n).toBeGreaterThan(2000)
    expect(worst).toBeLessThan(25)
  })

  // A mid-Action 2 state: seat 1 has crossed a box next to a white box and is still deciding.
  const a2 = toAction2(start({ players: 3 }), dice(['blue', 2], ['green', 1], ['grey', 1], ['orange', 1]))
  const mid = play(a2, [1, { t: 'cross', box: 13 }])
  const wellDone = play(toAction2(almost(start(), 1, WELL, wellLast), distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
  const set = <T>(xs: readonly T[], i: number, x: T): T[] => xs.map((y, j) => (j === i ? x : y))
  const corruptions: readonly (readonly [string, BorderState, RegExp])[] = [
    ['one player', { ...mid, players: 1 }, /played by 2 to 4 players/],
    ['five players', { ...mid, players: 5 }, /played by 2 to 4 players/],
    ['a sheet twice', { ...mid, sheetOf: [0, 0, 2] }, /different sheet/],
    ['a sheet that does not exist', { ...mid, sheetOf: [0, 1, 9] }, /different sheet/],
    ['the active player is not a seat', { ...mid, active: 3 }, /not a seat/],
    ['dice of the wrong length', { ...mid, dice: [1, 1, 1] }, /dice must count/],
    ['a sheet missing', { ...mid, boards: mid.boards.slice(0, 2) }, /one sheet per seat/],
    ['crossings not 0/1', { ...mid, boards: set(mid.boards, 2, { ...mid.boards[2]!, crossed: 'x'.repeat(C.boxes.length) }) }, /one 0 or 1 per box/],
    ['a white box uncrossed', { ...mid, boards: set(mid.boards, 2, { ...mid.boards[2]!, crossed: '0'.repeat(C.boxes.length) }) }, /white box is not crossed/],
    ['a completion whose ring is open (D34)', { ...mid, boards: set(mid.boards, 2, { ...mid.boards[2]!, completed: set(mid.boards[2]!.completed, WELL, 1) }) }, /completed but its ring is not crossed \(D34\)/],
    ['a crossed ring not completed (D34)', { ...wellDone, boards: set(wellDone.boards, 1, { ...wellDone.boards[1]!, completed: set(wellDone.boards[1]!.completed, WELL, -1) }) }, /ring is crossed but the area is not completed \(D34\)/],
    ['a completion in a future action', { ...wellDone, boards: set(wellDone.boards, 1, { ...wellDone.boards[1]!, completed: set(wellDone.boards[1]!.completed, WELL, 7) }) }, /has not happened/],
    ['a completion in an Action 1 of another seat', { ...wellDone, boards: set(wellDone.boards, 1, { ...wellDone.boards[1]!, completed: set(wellDone.boards[1]!.completed, WELL, 0) }) }, /Action 1 of seat 0/],
    ['dice not all rolled in Action 2', { ...mid, dice: set(mid.dice, 0, (mid.dice[0] ?? 0) + 1) }, /all 5 dice show/],
    ['a roll with too many dice', { ...start(), dice: [1, 1, 0, 0, 0, 0] }, /must be the 5 dice/],
    ['a fourth roll', { ...start(), rolls: 4 }, /1–3 rolls/],
    ['deciding after the third roll', { ...start(), phase: 'decide', rolls: 3, toRoll: 0, dice: [5, 0, 0, 0, 0, 0] }, /no decision after the third/],
    ['the offer is not what Action 1 left (D28)', { ...mid, a2: { ...mid.a2, limit: 2 } }, /offered in Action 2/],
    ['nobody waiting in Action 2', { ...mid, a2: { ...mid.a2, waiting: [false, false, false] } }, /no passive player is deciding/],
    ['the active player waiting in Action 2', { ...mid, a2: { ...mid.a2, waiting: [true, true, true] } }, /only passive players decide/],
    ['dice used that do not match the crossings', { ...mid, a2: { ...mid.a2, used: set(mid.a2.used, 1, [0, 0, 0, 0, 0, 0]) } }, /do not match the boxes crossed/],
    ['an Action 2 crossing that is not crossed', { ...mid, a2: { ...mid.a2, fresh: set(mid.a2.fresh, 1, [14]) } }, /not a crossed coloured box/],
    ['Action 2 crossings in Action 1', { ...start(), a2: { ...start().a2, fresh: [[], [13], [], []] } }, /outside Action 2/],
    ['a game over without a 6th area', { ...mid, phase: 'over', a2: { ...mid.a2, waiting: [false, false, false] } }, /nobody completed a 6th area/],
    ['Action 1 with nothing to complete', { ...a2, phase: 'action1', spent: a2.dice, a2: start({ players: 3 }).a2 }, /can complete no segment/]
  ]
  for (const [name, state, why] of corruptions) {
    it(`a corrupted state is refused with BAD_STATE naming the invariant: ${name}`, () => {
      const text = decode(state)
      expect(text).toMatch(/^BAD_STATE: the state of The Border is not consistent: /)
      expect(text).toMatch(why)
    })
  }

  it('the uncorrupted fixtures pass', () => {
    for (const s of [mid, wellDone, a2, start()]) expect(decode(s)).toBe('ok')
  })
})
