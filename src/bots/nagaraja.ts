/**
 * The greedy bot of Nagaraja: one-step heuristics over the seat's view (it never sees the
 * opponent's hand, the deck or relics it has not seen).
 * @module
 */
import { pickIndex, type Seat } from '../core/index.js'
import { type NagarajaMove, type NagarajaView, type Components } from '../games/nagaraja/index.js'
import { derive } from '../games/nagaraja/components/derived.js'
import { connectedPlaces } from '../games/nagaraja/index.js'
import type { Bot, BotInput } from './bot.js'

/** Expected fate points of one card's sticks (mean face of each colour times the count). */
export const expectedFate = (c: Components, card: number): number => {
  const def = c.cards[card]
  if (def === undefined) return 0
  const mean = (colour: 'brown' | 'white' | 'green'): number => {
    const kind = c.sticks.find((k) => k.colour === colour)
    return kind === undefined || kind.faces.length === 0 ? 0 : kind.faces.reduce((a, f) => a + f.fate, 0) / kind.faces.length
  }
  return def.sticks.brown * mean('brown') + def.sticks.white * mean('white') + def.sticks.green * mean('green')
}

/** Expected value of a face-down relic the viewer has not seen (mean over all relic kinds). */
const unknownRelicValue = (c: Components): number => {
  const total = c.relics.reduce((a, r) => a + r.count, 0)
  return total === 0 ? 0 : c.relics.reduce((a, r) => a + r.count * (r.cursed ? -r.value : r.value), 0) / total
}

/** The value of placing the contested room at `cell` with `rot` quarter turns in the seat's temple. */
const placeValue = (v: NagarajaView, seat: Seat, cell: number, rot: number): number => {
  const temple = v.temples[seat]
  if (temple === undefined || v.room === null) return 0
  const d = derive(v.components)
  const cells = temple.cells.map((r, i) => (i === cell ? { ...(v.room as NonNullable<NagarajaView['room']>), r: rot } : r))
  const connected = connectedPlaces(d, cells)
  let value = 0
  connected.forEach((on, i) => {
    if (!on || temple.up[i] === true) return
    const kind = temple.relic[i] ?? -1
    const relic = kind >= 0 ? v.components.relics[kind] : undefined
    value += relic === undefined ? unknownRelicValue(v.components) : relic.cursed ? -relic.value : relic.value
  })
  return value
}

/** How good a move looks to the seat (higher is better). */
export const nagarajaMoveValue = (v: NagarajaView, seat: Seat, m: NagarajaMove): number => {
  const c = v.components
  const hand = v.hands[seat] ?? []
  switch (m.t) {
    case 'select': {
      // The first card fixes the symbol: value the whole symbol group it opens.
      const symbol = c.cards[m.card]?.symbol
      const laid = v.laid[seat] ?? []
      if (laid.length > 0) return expectedFate(c, m.card)
      return hand.filter((k) => c.cards[k]?.symbol === symbol).reduce((a, k) => a + expectedFate(c, k), 0)
    }
    case 'lay':
      return 0.5
    case 'activate':
      return 2
    case 'cancel':
      return 1
    case 'drawAmulet':
      return 0.25
    case 'place':
      return placeValue(v, seat, m.cell, m.rot)
    case 'take':
    case 'card':
      return expectedFate(c, m.card)
    case 'give':
      return -expectedFate(c, m.card)
    default:
      return 0
  }
}

/** Picks the move with the best {@link nagarajaMoveValue}; ties broken by the bot's generator. */
export const nagarajaGreedyBot: Bot<NagarajaView, NagarajaMove> = {
  name: 'greedy',
  choose: ({ view, seat, legal, rand }: BotInput<NagarajaView, NagarajaMove>): NagarajaMove => {
    let bestValue = -Infinity
    let best: NagarajaMove[] = []
    for (const m of legal) {
      const value = nagarajaMoveValue(view, seat, m)
      if (value > bestValue + 1e-12) {
        bestValue = value
        best = [m]
      } else if (Math.abs(value - bestValue) <= 1e-12) best.push(m)
    }
    return best[pickIndex(rand(), best.length)] ?? (legal[0] as NagarajaMove)
  }
}

