/**
 * The pending decision in words, so a UI can prompt for it (the decision itself is `state.tasks[0]`).
 * @module
 */
import { CHANCE, type Actor } from '../../core/index.js'
import { boardSide, comps } from './rules/common.js'
import type { State } from './state.js'

/** Who must decide what now. */
export interface PendingDecision {
  /** The seat or chance to act; undefined once the game is over. */
  readonly actor: Actor | undefined
  /** The pending step's kind (`place`, `payDie`, `roll`, …). */
  readonly kind: string
  /** A prompt in plain English. */
  readonly prompt: string
}

const CHAMBERS = ['', 'Grand Mogul', 'Dancer', 'Yogi', 'Raja Man Singh', 'Architect', 'Portuguese']

/** The pending decision of a state, with a prompt for a UI. */
export const pendingDecision = (s: State): PendingDecision => {
  const t = s.tasks[0]
  if (s.phase === 'over' || t === undefined) return { actor: undefined, kind: 'over', prompt: s.reason ?? 'the game is over' }
  const colours = comps(s).c.diceColours
  const colour = (c: number | undefined): string => (c === undefined || c < 0 ? 'any colour' : (colours[c] ?? `colour ${c}`))
  const seat = `Seat ${t.s}`
  const prompts: Record<string, () => string> = {
    roll: () => `Roll a ${colour(t.c)} die for seat ${t.s}`,
    reroll: () => `Re-roll die ${t.i ?? 0} of seat ${t.s}`,
    tile: () => `Reveal the next tile of stack ${t.i ?? 0}`,
    white: () => `Draw a white income tile for seat ${t.s}`,
    first: () => `Pick the first player among seats ${(t.list ?? []).join(', ')}`,
    place: () => `${seat}: place a worker on an action space`,
    payDie: () => {
      const sp = boardSide(s).spaces[t.i ?? 0]
      if (t.m === 'chamber') return `${seat}: pay a die showing ${t.n ?? 0} for the ${CHAMBERS[t.n ?? 0] ?? ''} (flip with karma if needed)`
      if (t.m === 'balcony') return `${seat}: pay a ${colour(sp?.colour)} die for the balcony`
      if (t.m === 'same') return `${seat}: pay any die; its value limits the markets scored`
      return `${seat}: pay a die of value 1–3 for the river move`
    },
    buy: () => `${seat}: choose a top tile${(t.cell ?? -1) >= 0 ? ` to cover cell ${t.cell ?? 0}` : ''}`,
    cover: () => `${seat}: choose the tile the architect covers`,
    payTile: () => `${seat}: pay ${colour(t.c)} dice totalling at least ${t.n ?? 0}`,
    put: () => `${seat}: place the tile (cell and rotation)`,
    gain: () => `${seat}: take ${t.n ?? 1} ${colour(t.c)} ${(t.n ?? 1) === 1 ? 'die' : 'dice'} (if your statue cannot hold them all: first return dice, or stop to take only what fits)`,
    upgrade: () => `${seat}: upgrade a building type`,
    opt: () => `${seat}: take the bonus (${t.r?.k ?? ''})?`,
    river: () => `${seat}: move the boat 1 to ${t.n ?? 1} unoccupied spaces`,
    palace: () => `${seat}: choose a palace chamber (2–6) to perform for free`,
    market: () => (t.m === 's' && (t.i ?? -1) < 0 ? `${seat}: choose the goods` : `${seat}: choose markets to score, or done`),
    terrace: () => `${seat}: re-roll dice, or done`,
    order: () => `${seat}: choose which effects to resolve first`,
    groll: () => `Roll a die to place the next river tile (counting on from river space ${t.n ?? 0})`,
    gdraw: () => `Draw a face-down river tile for river space ${t.i ?? 0}`,
    brown: () => `Draw a random brown income tile for seat ${t.s}`,
    inc: () =>
      t.m === 'setup'
        ? `${seat}: put your brown income tile on one of your two brown spaces`
        : `${seat}: take an income tile and put it on a free space of its colour, or decline (no)`
  }
  const actor: Actor = ['roll', 'reroll', 'tile', 'white', 'first', 'groll', 'gdraw', 'brown'].includes(t.k) ? CHANCE : t.s
  return { actor, kind: t.k, prompt: (prompts[t.k] ?? (() => `${seat}: ${t.k}`))() }
}
