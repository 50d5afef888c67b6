/**
 * Rulebook section 10, "Card abilities" (N49–N60): the twelve abilities as ONE table. Each record
 * holds an ability's data (rule id, symbol, allowed arrows and parameters, a summary in words) and
 * its behaviour side by side: whether it can do anything now (NQ14), how it starts, and — for the
 * abilities whose activating player chooses a target — the candidates, the legality and the
 * effect of that choice. The compiler checks that every ability has its record
 * (`satisfies Record<Ability, AbilitySpec>`).
 *
 * The Clash (`clash.ts`) activates a card and hands over to this table; when an ability is done the
 * Clash moves on to the next turn (the table never decides turns, so it imports nothing of the Clash).
 * @module
 */
import type { RuleViolation } from '../../../core/index.js'
import type { Ability, Arrows, CardSymbol, NagarajaComponents } from '../components/types.js'
import { componentsOf } from '../components/of.js'
import { sharedMove, type NagarajaMove } from '../moves.js'
import { enqueue, insertSorted, other, patchPlayer, upd, without, withPhase, withPlayer, withTemple, type NagarajaState, type Phase, type QueueItem } from '../state.js'
import { type Ctx, type Refuser, type Table, range, targetTemples } from './context.js'
import { isEmpty, touchTemple } from './corridors.js'

/** The phase of an ability whose activating player is choosing a target. */
export type AbilityPhase = Extract<Phase, { p: 'ability' }>

/** The move types by which an ability's targets are chosen. */
export type Choice = 'pickStick' | 'pickRelic' | 'swapRelics' | 'rotate' | 'moveRoom' | 'swapRooms' | 'trap' | 'take'

/** The move of one choice type. */
export type ChoiceMove<K extends Choice = Choice> = Extract<NagarajaMove, { t: K }>

/** The result of one choice: the state, and whether the ability is done (the Clash then moves on). */
export interface Chosen {
  /** The state after the choice. */
  readonly s: NagarajaState
  /** Whether the ability is complete. */
  readonly done: boolean
}

/** What every ability record holds: its data. */
interface Facts {
  /** The rule that defines it. */
  readonly rule: string
  /** The card symbol it belongs to (N9 item 2; component research 3.2). */
  readonly symbol: CardSymbol
  /** The arrows its text allows (N9 item 3, NQ18). */
  readonly arrows: readonly Arrows[]
  /** The parameters a card may print for it (the x of FATE_BONUS, the k of DISCARD_STICKS / PEEK_RELICS, …). */
  readonly params: { readonly min: number; readonly max: number }
  /** The ability in words, with its parameter. */
  readonly summary: (param: number) => string
  /**
   * Whether it could change anything now (NQ14), for the seat that activates it against `targets`.
   * `spending`: the activation is still to come, so one of the seat's own sticks (its Naga) will be gone.
   */
  readonly hasEffect: (t: Table, seat: number, targets: readonly number[], spending: boolean) => boolean
}

/** An ability applied at once, without a choice. */
interface Immediate extends Facts {
  /** No choice. */
  readonly choice: null
  /** Its effect on the first target seat. */
  readonly apply: (s: NagarajaState, seat: number, param: number, target: number) => NagarajaState
}

/** An ability whose activating player chooses its targets, one `K` move at a time. */
interface Chooser<K extends Choice> extends Facts {
  /** The move type of the choice. */
  readonly choice: K
  /** The first choice phase, when it differs from the plain one (a fixed target, a minimum count). */
  readonly ask?: (ask: AbilityPhase, s: NagarajaState, targets: readonly number[]) => AbilityPhase
  /** Candidate choices (a superset of the legal ones, in the listed order). */
  readonly candidates: (ctx: Ctx, ph: AbilityPhase, targets: readonly number[]) => ChoiceMove<K>[]
  /** Why a choice is illegal, or null. */
  readonly refuse: (ctx: Ctx, ph: AbilityPhase, m: ChoiceMove<K>, targets: readonly number[], no: Refuser) => RuleViolation | null
  /** Applies a legal choice. */
  readonly choose: (s: NagarajaState, ph: AbilityPhase, m: ChoiceMove<K>, targets: readonly number[]) => Chosen
  /** Whether the pending choice has nothing left to choose from and ends doing nothing (NQ14). */
  readonly lapses?: (s: NagarajaState) => boolean
}

/** One ability's record. */
export type AbilitySpec = Immediate | { [K in Choice]: Chooser<K> }[Choice]

const stickCount = (t: Table, target: number, seat: number, spending: boolean): number =>
  (t.sticks[target]?.length ?? 0) - (spending && target === seat ? 1 : 0)
const rooms = (t: Table, target: number): number => t.temples[target]?.cells.reduce((a, c) => a + (c === null ? 0 : 1), 0) ?? 0
const hasEmpty = (t: Table, target: number): boolean => {
  const tp = t.temples[target]
  if (tp === undefined) return false
  for (let i = 0; i < t.d.cells; i++) if (isEmpty(tp, i)) return true
  return false
}
const cellOk = (ctx: Ctx, c: number): boolean => Number.isInteger(c) && c >= 0 && c < ctx.d.cells
const arrowsRefuse = (ctx: Ctx, ph: AbilityPhase, t: number, no: Refuser): RuleViolation =>
  no('ILLEGAL_TARGET', 'arrows', { arrows: ctx.c.cards[ph.card]?.arrows ?? '?', seat: t, own: t === ctx.seat ? 1 : 0 }, 'N9')
const done = (s: NagarajaState): Chosen => ({ s, done: true })
const swap = <T>(xs: readonly T[], a: number, b: number): T[] => xs.map((x, i) => (i === a ? (xs[b] as T) : i === b ? (xs[a] as T) : x))

/**
 * Shared choice moves by type, then by {@link key3} of their numbers (speed only: an ability's
 * choice lists up to 81 candidates, and moves are immutable values — frozen and known to the move
 * guard, see `sharedMove`). Filled as they are first listed; numbers outside the keys' range are
 * built fresh.
 */
const CHOICES: { readonly [K in Choice]: (ChoiceMove<K> | undefined)[] } = { pickStick: [], pickRelic: [], swapRelics: [], rotate: [], moveRoom: [], swapRooms: [], trap: [], take: [] }
/** The key of three numbers each in [0, 64), or -1. */
const key3 = (a: number, b: number, c: number): number => (a >= 0 && a < 64 && b >= 0 && b < 64 && c >= 0 && c < 64 ? (a * 64 + b) * 64 + c : -1)

/** The shared choice of REROLL_TWO and DISCARD_STICKS: sticks of one target seat still in play (NQ18). */
const stickChoice = (rule: string) => ({
  hasEffect: (t: Table, seat: number, targets: readonly number[], spending: boolean) => targets.some((x) => stickCount(t, x, seat, spending) > 0),
  ask: (ask: AbilityPhase, s: NagarajaState, targets: readonly number[]): AbilityPhase => {
    const open = targets.filter((x) => (s.players[x]?.sticks.length ?? 0) > 0)
    return { ...ask, target: open.length === 1 && targets.length === 1 ? (open[0] as number) : -1, left: Math.max(1, ask.left) }
  },
  candidates: (ctx: Ctx, _ph: AbilityPhase, targets: readonly number[]) => {
    const out: ChoiceMove<'pickStick'>[] = []
    for (const seat of targets) (ctx.sticks[seat] ?? []).forEach((_, stick) => {
      const k = key3(0, seat, stick)
      out.push(k < 0 ? { t: 'pickStick', seat, stick } : (CHOICES.pickStick[k] ??= sharedMove({ t: 'pickStick', seat, stick })))
    })
    return out
  },
  refuse: (ctx: Ctx, ph: AbilityPhase, m: ChoiceMove<'pickStick'>, targets: readonly number[], no: Refuser) => {
    if (!targets.includes(m.seat)) return arrowsRefuse(ctx, ph, m.seat, no)
    if (ph.target >= 0 && m.seat !== ph.target) return no('ILLEGAL_TARGET', 'sameSeatSticks', { seat: ph.target }, rule)
    if (ctx.sticks[m.seat]?.[m.stick] === undefined) return no('NO_SUCH_STICK', 'noSuchStick', { seat: m.seat, stick: m.stick }, 'NQ18')
    if (ph.picked.includes(m.stick)) return no('ALREADY_PICKED', 'stickPicked', { stick: m.stick }, rule)
    return null
  }
})

/** Picks one more stick; the full list once the ability's count (or the seat's sticks) is reached. */
const pickSticks = (s: NagarajaState, ph: AbilityPhase, m: ChoiceMove<'pickStick'>): Chosen | number[] => {
  const picked = [...ph.picked, m.stick]
  const count = s.players[m.seat]?.sticks.length ?? 0
  return picked.length < ph.left && picked.length < count ? { s: withPhase(s, { ...ph, target: m.seat, picked }), done: false } : picked
}

/** The twelve abilities (N49–N60). */
export const ABILITIES = {
  FATE_BONUS: {
    rule: 'N49',
    symbol: 'sticks',
    arrows: ['self'],
    // a bonus printed on a card, at most what a card's own sticks could throw (5 sticks)
    params: { min: 1, max: 5 },
    summary: (x) => `+${x} fate points this round`,
    choice: null,
    hasEffect: () => true,
    // N49: a bonus added to the fate total of this round (N41)
    apply: (s, _seat, param, target) => withPlayer(s, target, (p) => patchPlayer(p, { bonus: p.bonus + param }))
  },
  REROLL_TWO: {
    rule: 'N50',
    symbol: 'sticks',
    arrows: ['opponent', 'either'],
    params: { min: 2, max: 2 },
    summary: (k) => `re-throw ${k} sticks`,
    choice: 'pickStick',
    ...stickChoice('N50'),
    choose: (s, ph, m) => {
      const picked = pickSticks(s, ph, m)
      if (!Array.isArray(picked)) return picked
      // N50: the owner re-throws them
      const next = withPlayer(s, m.seat, (p) => patchPlayer(p, { sticks: p.sticks.map((st, i) => (picked.includes(i) ? { k: st.k, f: -1 } : st)) }))
      return done(enqueue(next, picked.map((stick): QueueItem => ({ q: 'roll', seat: m.seat, stick }))))
    }
  },
  DISCARD_STICKS: {
    rule: 'N51',
    symbol: 'sticks',
    arrows: ['opponent', 'either'],
    params: { min: 1, max: 2 },
    summary: (k) => `discard ${k} stick${k === 1 ? '' : 's'}`,
    choice: 'pickStick',
    ...stickChoice('N51'),
    choose: (s, ph, m) => {
      const picked = pickSticks(s, ph, m)
      if (!Array.isArray(picked)) return picked
      // N51: discarded, they no longer count
      return done(withPlayer(s, m.seat, (p) => patchPlayer(p, { sticks: p.sticks.filter((_, i) => !picked.includes(i)) })))
    }
  },
  PEEK_RELICS: {
    rule: 'N52',
    symbol: 'relics',
    arrows: ['self', 'opponent', 'either'],
    params: { min: 1, max: 2 },
    summary: (k) => `look at ${k} face-down relic${k === 1 ? '' : 's'}`,
    choice: 'pickRelic',
    hasEffect: (t, _seat, targets) => targets.some((x) => t.temples[x]?.up.some((u) => !u) === true),
    candidates: (ctx, _ph, targets) => {
      const out: ChoiceMove<'pickRelic'>[] = []
      for (const temple of targets)
        ctx.d.hiding.forEach((_, place) => {
          const k = key3(0, temple, place)
          out.push(k < 0 ? { t: 'pickRelic', temple, place } : (CHOICES.pickRelic[k] ??= sharedMove({ t: 'pickRelic', temple, place })))
        })
      return out
    },
    refuse: (ctx, ph, m, targets, no) => {
      if (!targets.includes(m.temple)) return arrowsRefuse(ctx, ph, m.temple, no)
      const tp = ctx.temples[m.temple]
      if (tp === undefined || !Number.isInteger(m.place) || m.place < 0 || m.place >= tp.up.length) return no('NO_SUCH_PLACE', 'noSuchPlace', { place: m.place }, 'N52')
      if (tp.up[m.place] === true) return no('RELIC_FACE_UP', 'relicFaceUp', { place: m.place }, 'N52')
      if (ph.picked.includes(m.temple * 100 + m.place)) return no('ALREADY_PICKED', 'placePicked', { place: m.place }, 'N52')
      return null
    },
    choose: (s, ph, m, targets) => {
      // N52: look privately (the identity is fixed by chance if nobody has seen it yet)
      const picked = [...ph.picked, m.temple * 100 + m.place]
      const next = enqueue(s, [{ q: 'relic', seat: m.temple, place: m.place, peek: ph.seat }])
      const more = targets.some((t) => (s.temples[t]?.up ?? []).some((u, i) => !u && !picked.includes(t * 100 + i)))
      return picked.length < ph.left && more ? { s: withPhase(next, { ...ph, picked }), done: false } : done(next)
    }
  },
  SWAP_RELICS: {
    rule: 'N53',
    symbol: 'relics',
    arrows: ['self', 'opponent', 'either'],
    params: { min: 0, max: 0 },
    summary: () => 'swap two relics of one temple',
    choice: 'swapRelics',
    hasEffect: () => true,
    candidates: (ctx, _ph, targets) => {
      const out: ChoiceMove<'swapRelics'>[] = []
      const n = ctx.d.hiding.length
      for (const temple of targets)
        for (let a = 0; a < n; a++)
          for (let b = a + 1; b < n; b++) {
            const k = key3(temple, a, b)
            out.push(k < 0 ? { t: 'swapRelics', temple, a, b } : (CHOICES.swapRelics[k] ??= sharedMove({ t: 'swapRelics', temple, a, b })))
          }
      return out
    },
    refuse: (ctx, ph, m, targets, no) => {
      if (!targets.includes(m.temple)) return arrowsRefuse(ctx, ph, m.temple, no)
      const n = ctx.temples[m.temple]?.up.length ?? 0
      if (!(Number.isInteger(m.a) && Number.isInteger(m.b) && m.a >= 0 && m.a < m.b && m.b < n)) return no('BAD_PAIR', 'badRelicPair', { a: m.a, b: m.b }, 'N53')
      return null
    },
    choose: (s, _ph, m) => {
      // N53: the relics swap places with what each seat knows of them; then N13
      const tp = s.temples[m.temple]
      if (tp === undefined) return done(s)
      const moved = { ...tp, relic: swap(tp.relic, m.a, m.b), known: swap(tp.known, m.a, m.b), ever: swap(tp.ever, m.a, m.b), up: swap(tp.up, m.a, m.b) }
      return done(touchTemple(withTemple(s, m.temple, moved), m.temple))
    }
  },
  ROTATE_ROOM: {
    rule: 'N54',
    symbol: 'rooms',
    arrows: ['self', 'opponent', 'either'],
    params: { min: 0, max: 0 },
    summary: () => 'rotate a room in place',
    choice: 'rotate',
    hasEffect: (t, _seat, targets) => targets.some((x) => rooms(t, x) > 0),
    candidates: (ctx, _ph, targets) => {
      const out: ChoiceMove<'rotate'>[] = []
      for (const temple of targets)
        for (let cell = 0; cell < ctx.d.cells; cell++)
          for (let by = 1; by <= 3; by++) {
            const k = key3(temple, cell, by)
            out.push(k < 0 ? { t: 'rotate', temple, cell, by } : (CHOICES.rotate[k] ??= sharedMove({ t: 'rotate', temple, cell, by })))
          }
      return out
    },
    refuse: (ctx, ph, m, targets, no) => {
      if (!targets.includes(m.temple)) return arrowsRefuse(ctx, ph, m.temple, no)
      if (!cellOk(ctx, m.cell) || ctx.temples[m.temple]?.cells[m.cell] == null) return no('NOT_A_ROOM', 'noRoomToRotate', { cell: m.cell, temple: m.temple }, 'N54')
      if (!(m.by === 1 || m.by === 2 || m.by === 3)) return no('BAD_ROTATION', 'badTurn', { by: m.by }, 'NQ13')
      return null
    },
    choose: (s, _ph, m) => {
      // N54: in place, by 90°, 180° or 270° (NQ13); then N13/N14
      const tp = s.temples[m.temple]
      if (tp === undefined) return done(s)
      const cells = tp.cells.map((c, i) => (i === m.cell && c !== null ? { ...c, r: (c.r + m.by) % 4 } : c))
      return done(touchTemple(withTemple(s, m.temple, { ...tp, cells }), m.temple))
    }
  },
  MOVE_ROOM: {
    rule: 'N55',
    symbol: 'rooms',
    arrows: ['self'],
    params: { min: 0, max: 0 },
    summary: () => 'move one of your rooms to an empty space of your temple',
    choice: 'moveRoom',
    hasEffect: (t, seat) => rooms(t, seat) > 0 && hasEmpty(t, seat),
    candidates: (ctx) => {
      const out: ChoiceMove<'moveRoom'>[] = []
      for (let from = 0; from < ctx.d.cells; from++)
        for (let to = 0; to < ctx.d.cells; to++) {
          const k = key3(0, from, to)
          out.push(k < 0 ? { t: 'moveRoom', from, to } : (CHOICES.moveRoom[k] ??= sharedMove({ t: 'moveRoom', from, to })))
        }
      return out
    },
    refuse: (ctx, _ph, m, _targets, no) => {
      const tp = ctx.temples[ctx.seat]
      if (tp === undefined || !cellOk(ctx, m.from) || tp.cells[m.from] == null) return no('NOT_A_ROOM', 'noRoomToMove', { cell: m.from }, 'N55')
      if (!cellOk(ctx, m.to)) return no('NO_SUCH_SPACE', 'noSuchSpace', { cell: m.to }, 'N55')
      if (tp.trap === m.to) return no('TRAP_SPACE', 'trapNoMove', { cell: m.to }, 'NQ12')
      if (tp.cells[m.to] !== null) return no('SPACE_OCCUPIED', 'notEmpty', { cell: m.to }, 'N55')
      return null
    },
    choose: (s, ph, m) => {
      // N55: without rotating, N43 does not apply, the amulet moves with it; then N13/N14
      const tp = s.temples[ph.seat]
      if (tp === undefined) return done(s)
      const cells = tp.cells.map((c, i) => (i === m.to ? tp.cells[m.from] ?? null : i === m.from ? null : c))
      return done(touchTemple(withTemple(s, ph.seat, { ...tp, cells }), ph.seat))
    }
  },
  SWAP_ROOMS: {
    rule: 'N56',
    symbol: 'rooms',
    arrows: ['self', 'opponent', 'either'],
    params: { min: 0, max: 0 },
    summary: () => 'swap two rooms of one temple',
    choice: 'swapRooms',
    hasEffect: (t, _seat, targets) => targets.some((x) => rooms(t, x) >= 2),
    candidates: (ctx, _ph, targets) => {
      const out: ChoiceMove<'swapRooms'>[] = []
      const n = ctx.d.cells
      for (const temple of targets)
        for (let a = 0; a < n; a++)
          for (let b = a + 1; b < n; b++) {
            const k = key3(temple, a, b)
            out.push(k < 0 ? { t: 'swapRooms', temple, a, b } : (CHOICES.swapRooms[k] ??= sharedMove({ t: 'swapRooms', temple, a, b })))
          }
      return out
    },
    refuse: (ctx, ph, m, targets, no) => {
      if (!targets.includes(m.temple)) return arrowsRefuse(ctx, ph, m.temple, no)
      const tp = ctx.temples[m.temple]
      if (!(cellOk(ctx, m.a) && cellOk(ctx, m.b) && m.a < m.b)) return no('BAD_PAIR', 'badRoomPair', { a: m.a, b: m.b }, 'N56')
      if (tp?.cells[m.a] == null || tp.cells[m.b] == null) return no('NOT_A_ROOM', 'onlyRooms', {}, 'N56')
      return null
    },
    choose: (s, _ph, m) => {
      // N56: exchange their spaces without rotating; then N13/N14
      const tp = s.temples[m.temple]
      if (tp === undefined) return done(s)
      const cells = tp.cells.map((c, i) => (i === m.a ? tp.cells[m.b] ?? null : i === m.b ? tp.cells[m.a] ?? null : c))
      return done(touchTemple(withTemple(s, m.temple, { ...tp, cells }), m.temple))
    }
  },
  TRAP: {
    rule: 'N57',
    symbol: 'rooms',
    arrows: ['opponent'],
    params: { min: 0, max: 0 },
    summary: () => "put the trap on an empty space of your opponent's temple",
    choice: 'trap',
    // NQ12: no empty space, no effect
    hasEffect: (t, seat) => hasEmpty(t, other(seat)),
    candidates: (ctx) => {
      const out: ChoiceMove<'trap'>[] = []
      for (let cell = 0; cell < ctx.d.cells; cell++) {
        const k = key3(0, 0, cell)
        out.push(k < 0 ? { t: 'trap', cell } : (CHOICES.trap[k] ??= sharedMove({ t: 'trap', cell })))
      }
      return out
    },
    refuse: (ctx, _ph, m, _targets, no) => {
      const tp = ctx.temples[1 - ctx.seat]
      if (tp === undefined || !cellOk(ctx, m.cell)) return no('NO_SUCH_SPACE', 'noSuchSpace', { cell: m.cell }, 'N57')
      if (tp.trap === m.cell) return no('TRAP_SPACE', 'trapAlready', { cell: m.cell }, 'NQ12')
      if (tp.cells[m.cell] !== null) return no('SPACE_OCCUPIED', 'trapOnRoom', { cell: m.cell }, 'N57')
      return null
    },
    choose: (s, ph, m) => {
      // N57: from wherever it is to an empty space of the opponent's temple
      let next = s
      next.temples.forEach((tp, t) => {
        if (tp.trap >= 0) next = withTemple(next, t, { ...tp, trap: -1 })
      })
      const opp = other(ph.seat)
      const tp = next.temples[opp]
      if (tp === undefined) return done(s)
      next = withTemple(next, opp, { ...tp, trap: m.cell })
      return done(touchTemple(touchTemple(next, ph.seat), opp))
    }
  },
  TAKE_FROM_DISCARD: {
    rule: 'N58',
    symbol: 'cards',
    arrows: ['self'],
    params: { min: 0, max: 0 },
    summary: () => 'take any card from the discard pile',
    choice: 'take',
    hasEffect: (t) => t.discardSize > 0,
    candidates: (ctx) =>
      [...new Set(ctx.discard)]
        .sort((a, b) => a - b)
        .map((card): ChoiceMove<'take'> => {
          const k = key3(0, card >> 6, card & 63)
          return k < 0 || !Number.isInteger(card) ? { t: 'take', card } : (CHOICES.take[k] ??= sharedMove({ t: 'take', card }))
        }),
    refuse: (ctx, _ph, m, _targets, no) => (ctx.discard.includes(m.card) ? null : no('NOT_IN_DISCARD', 'notInDiscard', { card: m.card }, 'N58')),
    // N58: the card goes to the hand, unseen by the opponent
    choose: (s, ph, m) => done(withPlayer(upd(s, { discard: without(s.discard, m.card) }), ph.seat, (p) => patchPlayer(p, { hand: insertSorted(p.hand, m.card) }))),
    // N58 with NQ14: a pile emptied during the choice (a Draw amulet reshuffled it into the deck,
    // N62 + N17) leaves nothing to take: the ability ends instead of leaving its owner stuck.
    lapses: (s) => s.discard.length === 0
  },
  DRAW_TWO: {
    rule: 'N59',
    symbol: 'cards',
    arrows: ['self'],
    params: { min: 2, max: 2 },
    summary: (k) => `draw ${k} cards`,
    choice: null,
    hasEffect: (t) => t.drawable > 0,
    // N59 (N17 when the deck runs out)
    apply: (s, _seat, param, target) => enqueue(s, range(Math.max(0, param)).map((): QueueItem => ({ q: 'draw', seat: target, give: false })))
  },
  RANDOM_DISCARD: {
    rule: 'N60',
    symbol: 'cards',
    arrows: ['opponent'],
    params: { min: 0, max: 0 },
    summary: () => "discard a card at random from your opponent's hand",
    choice: null,
    hasEffect: (t, seat) => (t.handSizes[other(seat)] ?? 0) > 0,
    // N60: a chance step picks the card
    apply: (s, _seat, _param, target) => enqueue(s, [{ q: 'rdiscard', seat: target }])
  }
} satisfies Record<Ability, AbilitySpec>

/** An ability's record, typed as the family (for dispatch). */
export const abilitySpec = (a: Ability): AbilitySpec => ABILITIES[a]

/** Whether the ability of `card` could change anything now (NQ14), for `seat` activating it. */
export const cardHasEffect = (t: Table, c: NagarajaComponents, seat: number, card: number, spending: boolean): boolean => {
  const def = c.cards[card]
  return def !== undefined && abilitySpec(def.ability).hasEffect(t, seat, targetTemples(c, seat, card), spending)
}

/** The ability of the card whose target is being chosen, or null. */
export const pendingAbility = (s: { readonly components: NagarajaComponents | null; readonly phase: Phase }): AbilitySpec | null => {
  const a = s.phase.p === 'ability' ? componentsOf(s).cards[s.phase.card]?.ability : undefined
  return a === undefined ? null : abilitySpec(a)
}
