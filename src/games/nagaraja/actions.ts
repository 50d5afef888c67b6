/**
 * Applying a legal seat move: the Call of Fate (N31–N36), the Clash (N38–N40, N63, N62),
 * the abilities (N49–N60), the Exploration (N43–N45) and the Renewal gift (N47).
 * @module
 */
import { derive } from './components/derived.js'
import { enqueue, nextTurn, revealSelections, touchTemple } from './flow.js'
import { targetTemples } from './legal.js'
import type { NagarajaMove } from './moves.js'
import type { NagarajaState, Phase, QueueItem } from './state.js'
import { isEmpty, roomCount } from './temple.js'
import { insertSorted, other, withPlayer, withTemple, without, upd, patchPlayer } from './util.js'
import { componentsOf } from './components/of.js'

const dropAmulet = (s: NagarajaState, seat: number, effect: 'draw' | 'cancel'): NagarajaState => {
  const held = s.players[seat]?.amulets ?? []
  const i = held.findIndex((k) => componentsOf(s).amulets[k]?.effect === effect)
  if (i < 0) return s
  const kind = held[i] as number
  return withPlayer(upd(s, { usedAmulets: [...s.usedAmulets, kind] }), seat, (p) => patchPlayer(p, { amulets: [...held.slice(0, i), ...held.slice(i + 1)] }))
}

/** Starts applying an activated card's ability (N39 step 4). Abilities with no possible target do nothing (NQ14). */
export const beginAbility = (s: NagarajaState, seat: number, card: number): NagarajaState => {
  const def = componentsOf(s).cards[card]
  const d = derive(componentsOf(s))
  if (def === undefined) return nextTurn(s, seat)
  const ts = targetTemples(componentsOf(s), seat, card)
  const ask: Phase = { p: 'ability', seat, card, target: -1, picked: [], left: def.param }
  const range = Array.from({ length: d.cells }, (_, i) => i)
  switch (def.ability) {
    case 'FATE_BONUS': {
      // N49
      const t = ts[0] as number
      return nextTurn(withPlayer(s, t, (p) => patchPlayer(p, { bonus: p.bonus + def.param })), seat)
    }
    case 'REROLL_TWO':
    case 'DISCARD_STICKS': {
      // N50, N51, NQ18: sticks still in play
      const open = ts.filter((t) => (s.players[t]?.sticks.length ?? 0) > 0)
      if (open.length === 0) return nextTurn(s, seat)
      return upd(s, { phase: { ...ask, target: open.length === 1 && ts.length === 1 ? (open[0] as number) : -1, left: Math.max(1, def.param) } })
    }
    case 'PEEK_RELICS':
      return ts.some((t) => s.temples[t]?.up.some((u) => !u)) ? upd(s, { phase: ask }) : nextTurn(s, seat)
    case 'SWAP_RELICS':
      return upd(s, { phase: ask })
    case 'ROTATE_ROOM':
      return ts.some((t) => (s.temples[t]?.cells ?? []).some((c) => c !== null)) ? upd(s, { phase: ask }) : nextTurn(s, seat)
    case 'MOVE_ROOM': {
      const tp = s.temples[seat]
      return tp !== undefined && roomCount(tp) > 0 && range.some((i) => isEmpty(tp, i)) ? upd(s, { phase: ask }) : nextTurn(s, seat)
    }
    case 'SWAP_ROOMS':
      return ts.some((t) => (s.temples[t] !== undefined ? roomCount(s.temples[t]) : 0) >= 2) ? upd(s, { phase: ask }) : nextTurn(s, seat)
    case 'TRAP': {
      const tp = s.temples[other(seat)]
      return tp !== undefined && range.some((i) => isEmpty(tp, i)) ? upd(s, { phase: ask }) : nextTurn(s, seat) // NQ12
    }
    case 'TAKE_FROM_DISCARD':
      return s.discard.length > 0 ? upd(s, { phase: ask }) : nextTurn(s, seat)
    case 'DRAW_TWO': {
      // N59
      const items: QueueItem[] = Array.from({ length: Math.max(0, def.param) }, () => ({ q: 'draw', seat: ts[0] as number, give: false }))
      return enqueue(nextTurn(s, seat), items)
    }
    case 'RANDOM_DISCARD':
      // N60
      return enqueue(nextTurn(s, seat), [{ q: 'rdiscard', seat: ts[0] as number }])
  }
}

/** Applies a seat move that {@link refuse} accepted. */
export const applySeatMove = (s: NagarajaState, seat: number, m: NagarajaMove): NagarajaState => {
  const ph = s.phase
  switch (m.t) {
    case 'drawAmulet':
      // N62: reveal and discard the Draw amulet, draw one card
      return enqueue(dropAmulet(s, seat, 'draw'), [{ q: 'draw', seat, give: false }])
    case 'select':
      return ph.p === 'call' ? upd(s, { phase: { ...ph, picks: [...ph.picks, m.card] } }) : s
    case 'lay': {
      if (ph.p !== 'call') return s
      const laid = [...ph.picks].sort((a, b) => a - b)
      const next = withPlayer(s, seat, (p) => patchPlayer(p, { laid, hand: p.hand.filter((c) => !laid.includes(c)) }))
      // N32: then the opponent; N34: both revealed
      return seat === s.guide ? upd(next, { phase: { p: 'call', seat: other(seat), picks: [] } }) : revealSelections(next)
    }
    case 'pass': {
      if (ph.p !== 'clash') return s
      // N40: two passes in a row end the Clash
      return ph.passes >= 1 ? upd(s, { phase: { p: 'award' } }) : upd(s, { phase: { p: 'clash', turn: other(seat), passes: 1 } })
    }
    case 'activate': {
      // N39: discard the Naga stick, put the card face-up
      const next = withPlayer(s, seat, (p) =>
        patchPlayer(p, {
          sticks: p.sticks.filter((_, i) => i !== m.stick),
          hand: without(p.hand, m.card),
          played: [...p.played, m.card]
        })
      )
      // N63: the opponent may answer with a Cancel amulet (a window opens whenever they hold any amulet, so it reveals nothing)
      const opp = other(seat)
      if ((next.players[opp]?.amulets.length ?? 0) > 0) return upd(next, { phase: { p: 'respond', seat: opp, by: seat, card: m.card } })
      return beginAbility(next, seat, m.card)
    }
    case 'cancel':
      if (ph.p !== 'respond') return s
      return nextTurn(dropAmulet(s, seat, 'cancel'), ph.by)
    case 'allow':
      return ph.p === 'respond' ? beginAbility(s, ph.by, ph.card) : s
    case 'give': {
      if (ph.p !== 'give') return s
      const keep = without(ph.drawn, m.card)
      let next = withPlayer(s, seat, (p) => patchPlayer(p, { hand: keep.reduce(insertSorted, p.hand) }))
      next = withPlayer(next, other(seat), (p) => patchPlayer(p, { hand: insertSorted(p.hand, m.card) }))
      return upd(next, { phase: { p: 'nextRoom' } })
    }
    case 'place': {
      const tp = s.temples[seat]
      if (tp === undefined || s.room === null) return s
      const cells = tp.cells.map((c, i) => (i === m.cell ? { ...(s.room as NonNullable<typeof s.room>), r: m.rot } : c))
      const full = cells.every((c) => c !== null)
      // N45: reveal/re-hide, collect, then the end checks incl. N66
      const next = withTemple(upd(s, { room: null, lastPlacer: seat, ninth: full ? seat : -1, phase: { p: 'renewal', loser: other(seat) } }), seat, { ...tp, cells })
      return touchTemple(next, seat)
    }
    default:
      break
  }
  if (ph.p !== 'ability') return s
  const done = (x: NagarajaState): NagarajaState => nextTurn(x, ph.seat)
  switch (m.t) {
    case 'pickStick': {
      const picked = [...ph.picked, m.stick]
      const count = s.players[m.seat]?.sticks.length ?? 0
      if (picked.length < ph.left && picked.length < count) return upd(s, { phase: { ...ph, target: m.seat, picked } })
      const ability = componentsOf(s).cards[ph.card]?.ability
      if (ability === 'REROLL_TWO') {
        // N50: the opponent re-throws them
        const next = withPlayer(s, m.seat, (p) => patchPlayer(p, { sticks: p.sticks.map((st, i) => (picked.includes(i) ? { k: st.k, f: -1 } : st)) }))
        return enqueue(done(next), picked.map((stick) => ({ q: 'roll', seat: m.seat, stick })))
      }
      // N51: discarded, they no longer count
      return done(withPlayer(s, m.seat, (p) => patchPlayer(p, { sticks: p.sticks.filter((_, i) => !picked.includes(i)) })))
    }
    case 'pickRelic': {
      // N52: look privately (the identity is fixed by chance if nobody has seen it yet)
      const picked = [...ph.picked, m.temple * 100 + m.place]
      const next = enqueue(s, [{ q: 'relic', seat: m.temple, place: m.place, peek: seat }])
      const ts = targetTemples(componentsOf(s), seat, ph.card)
      const more = ts.some((t) => (s.temples[t]?.up ?? []).some((u, i) => !u && !picked.includes(t * 100 + i)))
      return picked.length < ph.left && more ? upd(next, { phase: { ...ph, picked } }) : done(next)
    }
    case 'swapRelics': {
      // N53: relics swap places with what each seat knows of them; then N13
      const tp = s.temples[m.temple]
      if (tp === undefined) return s
      const sw = <T>(xs: readonly T[]): T[] => xs.map((x, i) => (i === m.a ? (xs[m.b] as T) : i === m.b ? (xs[m.a] as T) : x))
      return done(touchTemple(withTemple(s, m.temple, { ...tp, relic: sw(tp.relic), known: sw(tp.known), ever: sw(tp.ever), up: sw(tp.up) }), m.temple))
    }
    case 'rotate': {
      // N54
      const tp = s.temples[m.temple]
      if (tp === undefined) return s
      const cells = tp.cells.map((c, i) => (i === m.cell && c !== null ? { ...c, r: (c.r + m.by) % 4 } : c))
      return done(touchTemple(withTemple(s, m.temple, { ...tp, cells }), m.temple))
    }
    case 'moveRoom': {
      // N55: without rotating, the amulet moves with it
      const tp = s.temples[seat]
      if (tp === undefined) return s
      const cells = tp.cells.map((c, i) => (i === m.to ? tp.cells[m.from] ?? null : i === m.from ? null : c))
      return done(touchTemple(withTemple(s, seat, { ...tp, cells }), seat))
    }
    case 'swapRooms': {
      // N56
      const tp = s.temples[m.temple]
      if (tp === undefined) return s
      const cells = tp.cells.map((c, i) => (i === m.a ? tp.cells[m.b] ?? null : i === m.b ? tp.cells[m.a] ?? null : c))
      return done(touchTemple(withTemple(s, m.temple, { ...tp, cells }), m.temple))
    }
    case 'trap': {
      // N57: from wherever it is to an empty space of the opponent's temple
      let next = s
      next.temples.forEach((tp, t) => {
        if (tp.trap >= 0) next = withTemple(next, t, { ...tp, trap: -1 })
      })
      const opp = other(seat)
      const tp = next.temples[opp]
      if (tp === undefined) return s
      next = withTemple(next, opp, { ...tp, trap: m.cell })
      return done(touchTemple(touchTemple(next, seat), opp))
    }
    case 'take':
      // N58
      return done(withPlayer(upd(s, { discard: without(s.discard, m.card) }), seat, (p) => patchPlayer(p, { hand: insertSorted(p.hand, m.card) })))
    default:
      return s
  }
}
