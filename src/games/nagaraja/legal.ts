/**
 * Legality of seat moves, computed only from what the acting seat may know (a {@link Ctx} built
 * from the state or from that seat's view), so `legalMoves` and `legalMovesFromView` agree.
 * `legalMoves` = candidates filtered by `refuse`, so `apply` accepts a move iff it is listed.
 * @module
 */
import { violation, type RuleViolation } from '../../core/index.js'
import type { Ability, Components } from './components/types.js'
import { derive } from './components/derived.js'
import type { NagarajaMove } from './moves.js'
import type { Options } from './options.js'
import type { Phase, Room, Stick } from './state.js'
import { canPlaceAt, isEmpty } from './temple.js'

/** The public part of a temple that legality reads. */
export interface TempleLike {
  /** Room spaces. */
  readonly cells: readonly (Room | null)[]
  /** Trap space or -1. */
  readonly trap: number
  /** Face-up relics. */
  readonly up: readonly boolean[]
}

/** What a seat may know that legality needs. */
export interface Ctx {
  /** Components. */
  readonly c: Components
  /** Options. */
  readonly o: Options
  /** The phase (with other seats' secrets removed). */
  readonly phase: Phase
  /** The acting seat. */
  readonly seat: number
  /** The acting seat's hand. */
  readonly hand: readonly number[]
  /** The acting seat's amulet kinds. */
  readonly amulets: readonly number[]
  /** Hand sizes by seat. */
  readonly handSizes: readonly number[]
  /** Sticks by seat (public). */
  readonly sticks: readonly (readonly Stick[])[]
  /** Temples (public part). */
  readonly temples: readonly TempleLike[]
  /** Discard pile contents as far as the seat may see them (all of it while it takes from it, N58). */
  readonly discard: readonly number[]
  /** Cards left in deck plus discard pile (public sizes). */
  readonly drawable: number
  /** Cards in the discard pile (public size). */
  readonly discardSize: number
}

/** What `refuse` returns for an illegal move while only legality is asked (no message is built). */
const REFUSED: RuleViolation = violation('ILLEGAL_MOVE', 'illegal move')

/**
 * Whether refusals are being explained. `legalFromCtx` filters dozens of candidates per call and
 * needs only legal-or-not: it turns this off, so a refused candidate costs no message text (the
 * message is a thunk, built only when explaining). `refuse` always explains.
 */
let explaining = true

const bad = (code: string, message: () => string, rule: string): RuleViolation => (explaining ? violation(code, message(), rule) : REFUSED)

/** Temples an ability of `card` may target, by its arrows (N9). */
export const targetTemples = (c: Components, seat: number, card: number): number[] => {
  const a = c.cards[card]?.arrows
  return a === 'self' ? [seat] : a === 'opponent' ? [1 - seat] : [0, 1]
}

const holds = (ctx: Ctx, effect: 'draw' | 'cancel'): boolean => ctx.amulets.some((k) => ctx.c.amulets[k]?.effect === effect)
const isNaga = (ctx: Ctx, st: Stick | undefined): boolean => st !== undefined && ctx.c.sticks[st.k]?.faces[st.f]?.naga === true

const abilityOf = (ctx: Ctx): Ability | null => (ctx.phase.p === 'ability' ? ctx.c.cards[ctx.phase.card]?.ability ?? null : null)

const ABILITY_MOVE: Readonly<Record<Ability, NagarajaMove['t'] | null>> = {
  FATE_BONUS: null,
  REROLL_TWO: 'pickStick',
  DISCARD_STICKS: 'pickStick',
  PEEK_RELICS: 'pickRelic',
  SWAP_RELICS: 'swapRelics',
  ROTATE_ROOM: 'rotate',
  MOVE_ROOM: 'moveRoom',
  SWAP_ROOMS: 'swapRooms',
  TRAP: 'trap',
  TAKE_FROM_DISCARD: 'take',
  DRAW_TWO: null,
  RANDOM_DISCARD: null
}

const stepName = (ph: Phase): string =>
  ph.p === 'call' ? 'the Call of Fate (N31)' : ph.p === 'clash' ? 'a Clash turn (N38)' : ph.p === 'respond' ? 'the Cancel response window (N63)' : ph.p === 'ability' ? 'the choice of an ability target (section 10)' : ph.p === 'place' ? 'the Exploration (N43)' : ph.p === 'give' ? 'the Renewal gift (N47)' : ph.p

/** Whether a card's ability could change anything now (for the NQ14 option). */
export const hasEffect = (ctx: Ctx, card: number, stickUsed: number): boolean => {
  const def = ctx.c.cards[card]
  if (def === undefined) return false
  const ts = targetTemples(ctx.c, ctx.seat, card)
  const d = derive(ctx.c)
  const sticksOf = (t: number) => (ctx.sticks[t]?.length ?? 0) - (t === ctx.seat ? 1 : 0) + (stickUsed < 0 && t === ctx.seat ? 1 : 0)
  const rooms = (t: number) => ctx.temples[t]?.cells.filter((x) => x !== null).length ?? 0
  switch (def.ability) {
    case 'FATE_BONUS':
    case 'SWAP_RELICS':
      return true
    case 'REROLL_TWO':
    case 'DISCARD_STICKS':
      return ts.some((t) => sticksOf(t) > 0)
    case 'PEEK_RELICS':
      return ts.some((t) => ctx.temples[t]?.up.some((u) => !u) === true)
    case 'ROTATE_ROOM':
      return ts.some((t) => rooms(t) > 0)
    case 'MOVE_ROOM': {
      const tp = ctx.temples[ctx.seat]
      return tp !== undefined && rooms(ctx.seat) > 0 && Array.from({ length: d.cells }, (_, i) => i).some((i) => isEmpty(tp, i))
    }
    case 'SWAP_ROOMS':
      return ts.some((t) => rooms(t) >= 2)
    case 'TRAP': {
      const tp = ctx.temples[1 - ctx.seat]
      return tp !== undefined && Array.from({ length: d.cells }, (_, i) => i).some((i) => isEmpty(tp, i))
    }
    case 'TAKE_FROM_DISCARD':
      return ctx.discardSize > 0
    case 'DRAW_TWO':
      return ctx.drawable > 0
    case 'RANDOM_DISCARD':
      return (ctx.handSizes[1 - ctx.seat] ?? 0) > 0
  }
}

/** Why a seat move is illegal now, or null when it is legal. */
export const refuse = (ctx: Ctx, m: NagarajaMove): RuleViolation | null => {
  const ph = ctx.phase
  const seat = ctx.seat
  const d = derive(ctx.c)
  if (m.t === 'drawAmulet') {
    return holds(ctx, 'draw') ? null : bad('NO_DRAW_AMULET', () => 'you hold no Draw amulet (N62)', 'N62')
  }
  switch (m.t) {
    case 'select':
    case 'lay': {
      if (ph.p !== 'call') return bad('WRONG_STEP', () => `laying cards belongs to the Call of Fate; now is ${stepName(ph)}`, 'N31')
      if (m.t === 'lay') return ph.picks.length > 0 ? null : bad('NO_SELECTION', () => 'select at least one card before laying them (N33)', 'N33')
      if (!ctx.hand.includes(m.card)) return bad('NOT_IN_HAND', () => `card ${m.card} is not in your hand`, 'N31')
      if (ph.picks.includes(m.card)) return bad('ALREADY_SELECTED', () => `card ${m.card} is already selected`, 'N31')
      const first = ph.picks[0]
      if (first !== undefined && ctx.c.cards[first]?.symbol !== ctx.c.cards[m.card]?.symbol) {
        return bad('MIXED_SYMBOLS', () => `card ${ctx.c.cards[m.card]?.id ?? m.card} shows ${ctx.c.cards[m.card]?.symbol ?? '?'}, but the selected cards show ${ctx.c.cards[first]?.symbol ?? '?'}; all must bear the same symbol (N31)`, 'N31')
      }
      return null
    }
    case 'activate':
    case 'pass': {
      if (ph.p !== 'clash') return bad('WRONG_STEP', () => `Nagas are used in a Clash turn; now is ${stepName(ph)}`, 'N38')
      if (m.t === 'pass') return null
      const st = ctx.sticks[seat]?.[m.stick]
      if (st === undefined) return bad('NO_SUCH_STICK', () => `you have no stick ${m.stick}`, 'N39')
      if (!isNaga(ctx, st)) return bad('NOT_A_NAGA', () => `your stick ${m.stick} does not show a Naga (N39)`, 'N39')
      if (!ctx.hand.includes(m.card)) return bad('NOT_IN_HAND', () => `card ${m.card} is not in your hand; SELECTED cards cannot be activated (N18)`, 'N18')
      if (!ctx.o.allowNoEffect && !hasEffect(ctx, m.card, m.stick)) return bad('NO_EFFECT', () => `the ability of card ${ctx.c.cards[m.card]?.id ?? m.card} can do nothing now (option allowNoEffect, NQ14)`, 'NQ14')
      return null
    }
    case 'cancel':
    case 'allow':
      if (ph.p !== 'respond') return bad('WRONG_STEP', () => `a Cancel amulet answers an activation; now is ${stepName(ph)}`, 'N63')
      return m.t === 'allow' || holds(ctx, 'cancel') ? null : bad('NO_CANCEL_AMULET', () => 'you hold no Cancel amulet (N63)', 'N63')
    case 'give':
      if (ph.p !== 'give') return bad('WRONG_STEP', () => `giving a card belongs to the Renewal; now is ${stepName(ph)}`, 'N47')
      return ph.drawn.includes(m.card) ? null : bad('NOT_DRAWN', () => `card ${m.card} is not among the cards you just drew (N47)`, 'N47')
    case 'place': {
      if (ph.p !== 'place') return bad('WRONG_STEP', () => `placing a room belongs to the Exploration; now is ${stepName(ph)}`, 'N43')
      const tp = ctx.temples[seat]
      if (!Number.isInteger(m.rot) || m.rot < 0 || m.rot > 3) return bad('BAD_ROTATION', () => `rotation must be 0-3 quarter turns, got ${m.rot}`, 'N43')
      if (tp === undefined || !Number.isInteger(m.cell) || m.cell < 0 || m.cell >= d.cells) return bad('NO_SUCH_SPACE', () => `there is no room space ${m.cell}`, 'N43')
      if (tp.trap === m.cell) return bad('TRAP_SPACE', () => `the trap lies on space ${m.cell}; no room may be placed there (N43, N57)`, 'N57')
      if (tp.cells[m.cell] !== null) return bad('SPACE_OCCUPIED', () => `space ${m.cell} already holds a room (N11)`, 'N43')
      return canPlaceAt(d, tp, m.cell) ? null : bad('NOT_REACHABLE', () => `space ${m.cell} neither touches an entrance nor is next to one of your rooms (N43)`, 'N43')
    }
    default:
      break
  }
  // ability targets (section 10)
  if (ph.p !== 'ability') return bad('WRONG_STEP', () => `choosing an ability target is not possible now; now is ${stepName(ph)}`, 'N39')
  const ability = abilityOf(ctx)
  if (ability === null || ABILITY_MOVE[ability] !== m.t) {
    return bad('WRONG_TARGET_KIND', () => `the activated ability is ${ability ?? '?'}; it does not take a "${m.t}" choice`, 'N39')
  }
  const temples = targetTemples(ctx.c, seat, ph.card)
  const arrows = (t: number) => bad('ILLEGAL_TARGET', () => `the card's arrows (${ctx.c.cards[ph.card]?.arrows ?? '?'}) do not allow targeting seat ${t}'s ${t === seat ? 'own' : ''} things (N9)`, 'N9')
  const cellOk = (c: number) => Number.isInteger(c) && c >= 0 && c < d.cells
  switch (m.t) {
    case 'pickStick': {
      if (!temples.includes(m.seat)) return arrows(m.seat)
      if (ph.target >= 0 && m.seat !== ph.target) return bad('ILLEGAL_TARGET', () => `the sticks must all belong to seat ${ph.target}`, ability === 'REROLL_TWO' ? 'N50' : 'N51')
      const st = ctx.sticks[m.seat]?.[m.stick]
      if (st === undefined) return bad('NO_SUCH_STICK', () => `seat ${m.seat} has no stick ${m.stick} in play (NQ18)`, 'NQ18')
      if (ph.picked.includes(m.stick)) return bad('ALREADY_PICKED', () => `stick ${m.stick} is already chosen`, ability === 'REROLL_TWO' ? 'N50' : 'N51')
      return null
    }
    case 'pickRelic': {
      if (!temples.includes(m.temple)) return arrows(m.temple)
      const tp = ctx.temples[m.temple]
      if (tp === undefined || !Number.isInteger(m.place) || m.place < 0 || m.place >= tp.up.length) return bad('NO_SUCH_PLACE', () => `there is no hiding place ${m.place}`, 'N52')
      if (tp.up[m.place] === true) return bad('RELIC_FACE_UP', () => `the relic at hiding place ${m.place} is face-up; only face-down relics can be peeked at (N52)`, 'N52')
      if (ph.picked.includes(m.temple * 100 + m.place)) return bad('ALREADY_PICKED', () => `you already peeked at hiding place ${m.place}`, 'N52')
      return null
    }
    case 'swapRelics': {
      if (!temples.includes(m.temple)) return arrows(m.temple)
      const n = ctx.temples[m.temple]?.up.length ?? 0
      if (!(Number.isInteger(m.a) && Number.isInteger(m.b) && m.a >= 0 && m.a < m.b && m.b < n)) return bad('BAD_PAIR', () => `choose two different hiding places a < b of one temple, got ${m.a} and ${m.b}`, 'N53')
      return null
    }
    case 'rotate': {
      if (!temples.includes(m.temple)) return arrows(m.temple)
      if (!cellOk(m.cell) || ctx.temples[m.temple]?.cells[m.cell] == null) return bad('NOT_A_ROOM', () => `space ${m.cell} of temple ${m.temple} holds no room (N54)`, 'N54')
      if (!(m.by === 1 || m.by === 2 || m.by === 3)) return bad('BAD_ROTATION', () => `a rotation turns by 1, 2 or 3 quarter turns, got ${m.by} (NQ13)`, 'NQ13')
      return null
    }
    case 'moveRoom': {
      const tp = ctx.temples[seat]
      if (tp === undefined || !cellOk(m.from) || tp.cells[m.from] == null) return bad('NOT_A_ROOM', () => `space ${m.from} of your temple holds no room (N55)`, 'N55')
      if (!cellOk(m.to)) return bad('NO_SUCH_SPACE', () => `there is no room space ${m.to}`, 'N55')
      if (tp.trap === m.to) return bad('TRAP_SPACE', () => `the trap lies on space ${m.to}; no room may be moved there (NQ12)`, 'NQ12')
      if (tp.cells[m.to] !== null) return bad('SPACE_OCCUPIED', () => `space ${m.to} is not empty (N55)`, 'N55')
      return null
    }
    case 'swapRooms': {
      if (!temples.includes(m.temple)) return arrows(m.temple)
      const tp = ctx.temples[m.temple]
      if (!(cellOk(m.a) && cellOk(m.b) && m.a < m.b)) return bad('BAD_PAIR', () => `choose two spaces a < b, got ${m.a} and ${m.b}`, 'N56')
      if (tp?.cells[m.a] == null || tp.cells[m.b] == null) return bad('NOT_A_ROOM', () => 'only two rooms can be swapped, never the trap or an empty space (N56)', 'N56')
      return null
    }
    case 'trap': {
      const tp = ctx.temples[1 - seat]
      if (tp === undefined || !cellOk(m.cell)) return bad('NO_SUCH_SPACE', () => `there is no room space ${m.cell}`, 'N57')
      if (tp.trap === m.cell) return bad('TRAP_SPACE', () => `the trap already lies on space ${m.cell}`, 'NQ12')
      if (tp.cells[m.cell] !== null) return bad('SPACE_OCCUPIED', () => `space ${m.cell} of your opponent's temple holds a room; the trap goes on an empty space (N57)`, 'N57')
      return null
    }
    case 'take':
      return ctx.discard.includes(m.card) ? null : bad('NOT_IN_DISCARD', () => `card ${m.card} is not in the discard pile (N58)`, 'N58')
    default:
      return bad('WRONG_STEP', () => `"${m.t}" is not a seat move`, 'N29')
  }
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i)

/** Candidate moves of the acting seat in its phase (a superset of the legal ones, in the listed order). */
const candidates = (ctx: Ctx): NagarajaMove[] => {
  const ph = ctx.phase
  const d = derive(ctx.c)
  const out: NagarajaMove[] = []
  switch (ph.p) {
    case 'call':
      for (const card of ctx.hand) out.push({ t: 'select', card })
      out.push({ t: 'lay' })
      break
    case 'clash':
      ;(ctx.sticks[ctx.seat] ?? []).forEach((st, stick) => {
        if (isNaga(ctx, st)) for (const card of ctx.hand) out.push({ t: 'activate', stick, card })
      })
      out.push({ t: 'pass' })
      break
    case 'respond':
      out.push({ t: 'cancel' }, { t: 'allow' })
      break
    case 'give':
      for (const card of ph.drawn) out.push({ t: 'give', card })
      break
    case 'place':
      for (const cell of range(d.cells)) for (const rot of [0, 1, 2, 3]) out.push({ t: 'place', cell, rot })
      break
    case 'ability': {
      const ts = targetTemples(ctx.c, ctx.seat, ph.card)
      switch (abilityOf(ctx)) {
        case 'REROLL_TWO':
        case 'DISCARD_STICKS':
          for (const seat of ts) (ctx.sticks[seat] ?? []).forEach((_, stick) => out.push({ t: 'pickStick', seat, stick }))
          break
        case 'PEEK_RELICS':
          for (const temple of ts) d.hiding.forEach((_, place) => out.push({ t: 'pickRelic', temple, place }))
          break
        case 'SWAP_RELICS':
          for (const temple of ts) for (const a of range(d.hiding.length)) for (let b = a + 1; b < d.hiding.length; b++) out.push({ t: 'swapRelics', temple, a, b })
          break
        case 'ROTATE_ROOM':
          for (const temple of ts) for (const cell of range(d.cells)) for (const by of [1, 2, 3]) out.push({ t: 'rotate', temple, cell, by })
          break
        case 'MOVE_ROOM':
          for (const from of range(d.cells)) for (const to of range(d.cells)) out.push({ t: 'moveRoom', from, to })
          break
        case 'SWAP_ROOMS':
          for (const temple of ts) for (const a of range(d.cells)) for (let b = a + 1; b < d.cells; b++) out.push({ t: 'swapRooms', temple, a, b })
          break
        case 'TRAP':
          for (const cell of range(d.cells)) out.push({ t: 'trap', cell })
          break
        case 'TAKE_FROM_DISCARD':
          for (const card of [...new Set(ctx.discard)].sort((a, b) => a - b)) out.push({ t: 'take', card })
          break
        default:
          break
      }
      break
    }
    default:
      break
  }
  out.push({ t: 'drawAmulet' })
  return out
}

/** The legal moves of the acting seat described by `ctx`, in a fixed order. */
export const legalFromCtx = (ctx: Ctx): NagarajaMove[] => {
  const all = candidates(ctx)
  const out: NagarajaMove[] = []
  explaining = false
  try {
    for (const m of all) if (refuse(ctx, m) === null) out.push(m)
  } finally {
    explaining = true
  }
  return out
}
