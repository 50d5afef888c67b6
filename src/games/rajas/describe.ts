/**
 * Moves described in words for logs and UIs, using the state they are played in, in the locale of
 * `say` (issue 29: the words are in `text.ts`).
 * @module
 */
import { CHANCE, type Actor, type Say } from '../../core/index.js'
import type { RajasMove } from './moves.js'
import { boardSide, comps, dieColour, dieValue } from './rules/common.js'
import type { RajasState } from './state.js'
import { rajasSayEnglish, type DieParams, type RajasText, type RewardParams } from './text.js'
import type { Reward } from './components/types.js'

/** A reward as the catalogue takes it: its kind, amount and the colour's name (`''` for any colour). */
export const rewardParams = (r: Reward, colour: (k: number) => string): RewardParams => ({
  k: r.k,
  ...(r.n === undefined ? {} : { n: r.n }),
  c: r.c === undefined || r.c < 0 ? '' : colour(r.c)
})

/** A move in words, e.g. "seat 0 places a worker on the quarry (space 0, 1 money)". */
export const describeMove = (s: RajasState, actor: Actor, move: RajasMove, say: Say<RajasText> = rajasSayEnglish): string => {
  const t = say.text.move
  const who = actor === CHANCE ? say.core.chance : say.core.seat(actor)
  const c = comps(s).c
  const colour = (k: number): string => c.diceColours[k] ?? `colour ${k}`
  const p = actor === CHANCE ? undefined : s.p[actor]
  const die = (i: number): DieParams => {
    const d = p?.dice[i]
    return d === undefined ? { i } : { i, colour: colour(dieColour(d)), value: dieValue(d) }
  }
  const head = s.tasks[0]
  switch (move.t) {
    case 'space': {
      const sp = boardSide(s).spaces[move.i]
      const space = sp === undefined ? { kind: '', colour: '', value: 0 } : { kind: sp.kind, colour: colour(sp.colour ?? 0), value: sp.value ?? 0 }
      return t.place(who, space, move.i, sp?.money ?? 0)
    }
    case 'pay':
      return t.pay(who, die(move.die), move.flip === true)
    case 'stack': {
      const tile = c.tiles[s.tops[move.i] ?? -1]
      return t.stack(who, move.i, tile === undefined ? undefined : { colour: colour(tile.colour), cost: tile.cost })
    }
    case 'cover':
      return t.cover(who, move.cell)
    case 'put':
      return t.put(who, move.cell, move.rot * 90)
    case 'take':
      return t.take(who, colour(move.c))
    case 'discard':
      return t.discard(who, die(move.die))
    case 'stop':
      return head?.k === 'place' ? t.pass(who) : t.takeFit(who)
    case 'upgrade':
      return t.upgrade(who, move.b)
    case 'yes':
      return t.bonus(who, head?.k === 'opt' ? rewardParams(head.r, colour) : undefined, true)
    case 'no':
      return head?.k === 'inc' ? t.declineIncome(who) : t.bonus(who, head?.k === 'opt' ? rewardParams(head.r, colour) : undefined, false)
    case 'river':
      return t.river(who, move.n)
    case 'chamber':
      return t.freeChamber(who, move.v)
    case 'good':
      return t.goods(who, move.g)
    case 'market':
      return t.market(who, move.m, move.cell)
    case 'done':
      return t.done(who)
    case 'reroll':
      return t.reroll(who, die(move.die))
    case 'order':
      return t.order(who, move.i)
    case 'flip':
      return t.flip(who, die(move.die))
    case 'income': {
      const tile = c.incomeTiles[move.id]
      return t.income(who, move.id, tile?.colour, tile === undefined ? undefined : rewardParams(tile.reward, colour), move.slot)
    }
    case 'roll':
      if (head?.k === 'groll') return t.gangaRoll(move.v, head.n)
      return head?.k === 'roll' ? t.roll(colour(head.c), move.v) : t.rerolled(move.v)
    case 'draw':
      if (head?.k === 'gdraw') return t.gangaDraw(move.id, head.i)
      if (head?.k === 'brown') return t.brownDraw(head.s, move.id)
      return head?.k === 'tile' ? t.tileRevealed(move.id, head.i) : t.whiteDrawn(move.id)
    case 'first':
      return t.first(move.seat)
  }
}
