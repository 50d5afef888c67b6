/**
 * Nagaraja on the table (issue 27): the element ids of everything a seat's view shows, how each
 * legal move is picked from them, and the words (instructions, labels, reasons for a refused
 * click). Computed from a seat's view alone, so a prompt tells a seat nothing its view does not.
 *
 * Element ids (docs/games/nagaraja.md, "Elements"):
 * - `card:<c>`: a card whose face the view shows, by its index in the component set, wherever it
 *   lies (a card keeps its id when it moves); `hand:<s>:slot:<k>`, `laid:<s>:slot:<k>`,
 *   `drawn:<s>:slot:<k>`: a face-down card of another seat, by position (N16);
 * - `stick:<s>:<i>`: the i-th fate stick in front of seat s;
 * - `temple:<t>:cell:<i>`, `temple:<t>:relic:<i>`, `temple:<t>:entrance:<i>`: room spaces,
 *   hiding places (relic slots) and entrances of seat t's temple; `trap`, `room` (the room on
 *   offer), `scroll` (the guide marker);
 * - `amulet:<s>:<i>`: the i-th amulet seat s holds; `used-amulet:<i>`: amulets used (N64);
 * - `seat:<s>`, `deck`, `discard`, `stack:rooms`, `stack:amulets`;
 * - buttons: `lay`, `pass`, `allow`, and `rotation:<r>` (a room's orientation, r quarter turns).
 *
 * Each move is one or two clicks: a card, a stick, a relic or a space; `activate` is a card and a
 * Naga stick in either order; a placement is a space then an orientation; a rotation (N54) a room
 * then its new orientation; a swap (N53, N56) two relics or rooms in either order; a room move
 * (N55) a room then an empty space. The Call of Fate is a chain of `select` moves (one card each,
 * in any order) closed by `lay`: the engine's move (N31–N33), so a card once selected stays
 * selected.
 * @module
 */
import { CHANCE, type ElementFacts, type ElementId, type ElementMap, type Interaction, type PickPath, type Reason, type Say, type Seat } from '../../core/index.js'
import type { AmuletEffect, NagarajaComponents } from './components/types.js'
import type { NagarajaMove } from './moves.js'
import { abilitySpec } from './rules/abilities.js'
import type { Ctx, Refuser } from './rules/context.js'
import { refuseSeatMove } from './rules/round.js'
import type { Stick } from './state.js'
import { ctxOfView, type NagarajaView } from './view.js'
import type { CardZone, HiddenZone, NagarajaText } from './text.js'

// ---------------------------------------------------------------------------------------------
// Element ids
// ---------------------------------------------------------------------------------------------


/** The element ids of Nagaraja (one function per pattern; the buttons are constants). */
const nagarajaIds = {
  card: (c: number): ElementId => `card:${c}`,
  hidden: (zone: HiddenZone, seat: number, k: number): ElementId => `${zone}:${seat}:slot:${k}`,
  stick: (seat: number, i: number): ElementId => `stick:${seat}:${i}`,
  cell: (temple: number, i: number): ElementId => `temple:${temple}:cell:${i}`,
  relic: (temple: number, i: number): ElementId => `temple:${temple}:relic:${i}`,
  entrance: (temple: number, i: number): ElementId => `temple:${temple}:entrance:${i}`,
  amulet: (seat: number, i: number): ElementId => `amulet:${seat}:${i}`,
  usedAmulet: (i: number): ElementId => `used-amulet:${i}`,
  rotation: (r: number): ElementId => `rotation:${r}`,
  seat: (s: number): ElementId => `seat:${s}`,
  lay: 'lay',
  pass: 'pass',
  allow: 'allow',
  trap: 'trap',
  room: 'room',
  scroll: 'scroll',
  deck: 'deck',
  discard: 'discard',
  roomStack: 'stack:rooms',
  amuletStack: 'stack:amulets'
} as const

const id = nagarajaIds

/** An element id read back (for labels and reasons). */
type Parsed =
  | { readonly k: 'card'; readonly card: number }
  | { readonly k: 'hidden'; readonly zone: HiddenZone; readonly seat: number; readonly slot: number }
  | { readonly k: 'stick'; readonly seat: number; readonly i: number }
  | { readonly k: 'cell' | 'relic' | 'entrance'; readonly temple: number; readonly i: number }
  | { readonly k: 'amulet'; readonly seat: number; readonly i: number }
  | { readonly k: 'used'; readonly i: number }
  | { readonly k: 'rotation'; readonly r: number }
  | { readonly k: 'seat'; readonly seat: number }
  | { readonly k: 'named'; readonly name: string }

/**
 * Element ids read back, shared by every view: a label or a reason reads the same few ids again and
 * again, and splitting them was the largest cost of a prompt (issue 27, item 6). Bounded, so ids a
 * hostile view makes up cannot grow it: past {@link PARSED_MAX} ids, an id is read each time.
 */
const parsedIds = new Map<ElementId, Parsed>()
const PARSED_MAX = 4096

const parse = (e: ElementId): Parsed => {
  const known = parsedIds.get(e)
  if (known !== undefined) return known
  const p = readId(e)
  if (parsedIds.size < PARSED_MAX) parsedIds.set(e, p)
  return p
}

const readId = (e: ElementId): Parsed => {
  const p = e.split(':')
  const n = (i: number): number => Number(p[i])
  if (p[0] === 'card' && p.length === 2) return { k: 'card', card: n(1) }
  if ((p[0] === 'hand' || p[0] === 'laid' || p[0] === 'drawn') && p.length === 4) return { k: 'hidden', zone: p[0], seat: n(1), slot: n(3) }
  if (p[0] === 'stick' && p.length === 3) return { k: 'stick', seat: n(1), i: n(2) }
  if (p[0] === 'temple' && p.length === 4 && (p[2] === 'cell' || p[2] === 'relic' || p[2] === 'entrance')) return { k: p[2], temple: n(1), i: n(3) }
  if (p[0] === 'amulet' && p.length === 3) return { k: 'amulet', seat: n(1), i: n(2) }
  if (p[0] === 'used-amulet' && p.length === 2) return { k: 'used', i: n(1) }
  if (p[0] === 'rotation' && p.length === 2) return { k: 'rotation', r: n(1) }
  if (p[0] === 'seat' && p.length === 2) return { k: 'seat', seat: n(1) }
  return { k: 'named', name: e }
}


// ---------------------------------------------------------------------------------------------
// What the view shows
// ---------------------------------------------------------------------------------------------

const faceOf = (c: NagarajaComponents, st: Stick | undefined): { readonly fate: number; readonly naga: boolean } | undefined =>
  st === undefined || st.f < 0 ? undefined : c.sticks[st.k]?.faces[st.f]

/** A seat's fate total as the view shows it (N41): the sticks' fate plus the bonus. */
const fateOf = (v: NagarajaView, seat: number): number =>
  (v.sticks[seat] ?? []).reduce((a, st) => a + (faceOf(v.components, st)?.fate ?? 0), 0) + (v.bonus[seat] ?? 0)

/** Indexes of the amulets of `seat` with this effect, as its view shows them (its own; every seat's once the game is over). */
const amuletSlots = (v: NagarajaView, seat: number, effect: AmuletEffect): number[] => {
  const out: number[] = []
  ;(v.amulets[seat] ?? []).forEach((k, i) => {
    if (v.components.amulets[k]?.effect === effect) out.push(i)
  })
  return out
}

/** The element map of each view object (views are immutable values; a prompt, a why and a change list share it). */
const elementCache = new WeakMap<NagarajaView, ElementMap>()

/** Every element the view shows, with its facts (computed once per view object). */
const elementsOf = (v: NagarajaView): ElementMap => {
  const hit = elementCache.get(v)
  if (hit !== undefined) return hit
  const map = buildElements(v)
  elementCache.set(v, map)
  return map
}

const buildElements = (v: NagarajaView): ElementMap => {
  const c = v.components
  const out: Record<ElementId, ElementFacts> = {}
  out[id.scroll] = { seat: v.guide }
  v.scores.forEach((_, s) => {
    out[id.seat(s)] = { guide: v.guide === s, fate: fateOf(v, s), bonus: v.bonus[s] ?? 0 }
  })
  if (v.room !== null) out[id.room] = { room: v.room.k, amulet: v.room.a }
  out[id.deck] = { cards: v.deckSize }
  out[id.discard] = { cards: v.discardSize, top: v.discardTop }
  out[id.roomStack] = { rooms: v.roomStack.reduce((a, n) => a + n, 0) }
  out[id.amuletStack] = { amulets: v.amuletStack }
  const trapped = v.temples.findIndex((tp) => tp.trap >= 0)
  out[id.trap] = { at: trapped < 0 ? 'supply' : id.cell(trapped, v.temples[trapped]?.trap ?? -1) }
  v.temples.forEach((tp, t) => {
    tp.cells.forEach((room, i) => {
      out[id.cell(t, i)] = tp.trap === i ? { content: 'trap' } : room === null ? { content: 'empty' } : { content: 'room', room: room.k, rotation: room.r, amulet: room.a }
    })
    tp.up.forEach((up, i) => {
      out[id.relic(t, i)] = { up, relic: tp.relic[i] ?? -1, seen: tp.known[i] ?? 0 }
    })
    c.temple.entrances.forEach((_, i) => {
      out[id.entrance(t, i)] = {}
    })
  })
  v.sticks.forEach((sticks, s) =>
    sticks.forEach((st, i) => {
      const face = faceOf(c, st)
      out[id.stick(s, i)] = { colour: c.sticks[st.k]?.colour ?? String(st.k), face: st.f, fate: face?.fate ?? 0, naga: face?.naga === true }
    })
  )
  // cards: faces where the view shows them, face-down slots elsewhere (N16)
  const ph = v.phase
  const selected = ph.p === 'call' && v.viewer === ph.seat ? ph.picks : []
  // counts are bounded by the component set (a hostile view's count costs no more than a real one's)
  const cards = (n: number | null | undefined): number => Math.min(n ?? 0, c.cards.length)
  v.handSizes.forEach((size, s) => {
    const hand = v.hands[s]
    const at = `hand:${s}`
    if (hand === null || hand === undefined) for (let k = 0; k < cards(size); k++) out[id.hidden('hand', s, k)] = { at }
    else for (const card of hand) out[id.card(card)] = selected.includes(card) ? { at, selected: true } : { at }
    const laid = v.laid[s]
    if (laid === null || laid === undefined) for (let k = 0; k < cards(v.laidCounts[s]); k++) out[id.hidden('laid', s, k)] = { at: `laid:${s}` }
    else for (const card of laid) out[id.card(card)] = { at: `laid:${s}` }
    for (const card of v.played[s] ?? []) out[id.card(card)] = { at: `played:${s}` }
  })
  if (ph.p === 'give') ph.drawn.forEach((card, k) => (out[card < 0 ? id.hidden('drawn', ph.seat, k) : id.card(card)] = { at: `drawn:${ph.seat}` }))
  for (const card of v.discard ?? (v.discardTop >= 0 ? [v.discardTop] : [])) out[id.card(card)] = { at: 'discard' }
  const amulets = c.amulets.reduce((a, k) => a + k.count, 0)
  v.amuletCounts.forEach((n, s) => {
    const held = v.amulets[s]
    for (let i = 0; i < Math.min(n, amulets); i++) {
      const kind = held?.[i]
      const def = kind === undefined ? undefined : c.amulets[kind]
      out[id.amulet(s, i)] = kind === undefined || def === undefined ? {} : { kind, effect: def.effect, value: def.value }
    }
  })
  v.usedAmulets.forEach((kind, i) => {
    out[id.usedAmulet(i)] = { kind, effect: c.amulets[kind]?.effect ?? String(kind) }
  })
  out[id.lay] = {}
  out[id.pass] = {}
  out[id.allow] = {}
  for (let r = 0; r < 4; r++) out[id.rotation(r)] = {}
  return out
}

// ---------------------------------------------------------------------------------------------
// Paths: how each move is picked
// ---------------------------------------------------------------------------------------------

const one = (a: ElementId): PickPath => ({ steps: [a] })
const two = (a: ElementId, b: ElementId): PickPath => ({ steps: [a, b] })
/** The one path of each button move (shared: paths are read, never changed). */
const BUTTON: Readonly<Record<'lay' | 'pass' | 'allow', readonly PickPath[]>> = { lay: [one(id.lay)], pass: [one(id.pass)], allow: [one(id.allow)] }

/** The ways to pick a move of `seat` (also for moves that are not legal: `whyNot` asks which click a move would take). */
const pathsOf = (v: NagarajaView, seat: Seat, m: NagarajaMove): readonly PickPath[] => {
  switch (m.t) {
    case 'select':
    case 'take':
    case 'give':
      return [one(id.card(m.card))]
    case 'lay':
    case 'pass':
    case 'allow':
      return BUTTON[m.t]
    case 'activate': {
      // N39: a card of the hand and a stick showing a Naga, in either order
      const card = id.card(m.card)
      const stick = id.stick(seat, m.stick)
      return [two(card, stick), two(stick, card)]
    }
    case 'drawAmulet':
      return amuletSlots(v, seat, 'draw').map((i) => one(id.amulet(seat, i)))
    case 'cancel':
      return amuletSlots(v, seat, 'cancel').map((i) => one(id.amulet(seat, i)))
    case 'pickStick':
      return [one(id.stick(m.seat, m.stick))]
    case 'pickRelic':
      return [one(id.relic(m.temple, m.place))]
    case 'swapRelics':
      return [two(id.relic(m.temple, m.a), id.relic(m.temple, m.b)), two(id.relic(m.temple, m.b), id.relic(m.temple, m.a))]
    case 'rotate': {
      // N54: the room, then the orientation it is turned to
      const r = v.temples[m.temple]?.cells[m.cell]?.r ?? 0
      return [two(id.cell(m.temple, m.cell), id.rotation((r + m.by) % 4))]
    }
    case 'moveRoom':
      return [two(id.cell(seat, m.from), id.cell(seat, m.to))]
    case 'swapRooms':
      return [two(id.cell(m.temple, m.a), id.cell(m.temple, m.b)), two(id.cell(m.temple, m.b), id.cell(m.temple, m.a))]
    case 'trap':
      return [one(id.cell(1 - seat, m.cell))]
    case 'place':
      return [two(id.cell(seat, m.cell), id.rotation(m.rot))]
    default:
      // chance outcomes are never a seat's move
      return []
  }
}

// ---------------------------------------------------------------------------------------------
// Instructions
// ---------------------------------------------------------------------------------------------

const cardWords = (v: NagarajaView, card: number, t: NagarajaText): string => t.label.cardShort(v.components.cards[card], card)

const instructionOf = (v: NagarajaView, seat: Seat, legal: readonly NagarajaMove[], say: Say<NagarajaText>): string => {
  const ph = v.phase
  const t = say.text
  const w = t.prompt
  if (legal.length === 0) {
    if (v.end !== null) return w.over(v.end.winner)
    const actor = v.actors[0]
    if (actor === undefined || actor === CHANCE) return w.chance(v.pending)
    const card = ph.p === 'respond' || ph.p === 'ability' ? cardWords(v, ph.card, t) : ''
    return w.waiting(actor, ph.p, card)
  }
  const draw = legal.some((m) => m.t === 'drawAmulet')
  const c = v.components
  const text = ((): string => {
    switch (ph.p) {
      case 'call': {
        const first = ph.picks[0]
        const symbol = first === undefined ? undefined : c.cards[first]?.symbol
        return symbol === undefined ? w.callFirst(v.guide === seat) : w.callMore(symbol, ph.picks.length)
      }
      case 'clash':
        return legal.some((m) => m.t === 'activate') ? w.clash : w.clashPass
      case 'respond':
        return w.respond(ph.by, cardWords(v, ph.card, t), legal.some((m) => m.t === 'cancel'))
      case 'place':
        return w.place
      case 'give':
        return w.give(1 - seat, Math.max(0, ph.drawn.length - 1))
      case 'ability': {
        const def = c.cards[ph.card]
        if (def === undefined) return w.drawOnly
        switch (abilitySpec(def.ability).choice) {
          case 'pickStick':
            return w.pickStick(def.ability !== 'REROLL_TWO', ph.target, Math.max(1, ph.left - ph.picked.length))
          case 'pickRelic':
            return w.pickRelic(Math.max(1, ph.left - ph.picked.length))
          case 'swapRelics':
            return w.swapRelics
          case 'rotate':
            return w.rotate
          case 'moveRoom':
            return w.moveRoom
          case 'swapRooms':
            return w.swapRooms
          case 'trap':
            return w.trap(1 - seat)
          case 'take':
            return w.take
          default:
            return w.drawOnly
        }
      }
      default:
        return w.drawOnly
    }
  })()
  return legal.every((m) => m.t === 'drawAmulet') ? w.drawOnly : draw ? w.orDraw(text) : text
}

// ---------------------------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------------------------


/** Where the view shows a card face, if it does. */
const cardZone = (v: NagarajaView, card: number): { readonly zone: CardZone; readonly seat: number } | undefined => {
  for (let seat = 0; seat < v.handSizes.length; seat++) {
    if (v.hands[seat]?.includes(card) === true) return { zone: 'hand', seat }
    if (v.laid[seat]?.includes(card) === true) return { zone: 'laid', seat }
    if (v.played[seat]?.includes(card) === true) return { zone: 'played', seat }
  }
  const ph = v.phase
  if (ph.p === 'give' && ph.drawn.includes(card)) return { zone: 'drawn', seat: ph.seat }
  return v.discardTop === card || v.discard?.includes(card) === true ? { zone: 'discard', seat: -1 } : undefined
}

/** Each card of a component set in English words (computed once per set; other locales say them on demand). */
const cardWordsCache = new WeakMap<NagarajaComponents, readonly string[]>()
const cardFace = (c: NagarajaComponents, card: number, say: Say<NagarajaText>): string => {
  const t = say.text.label
  if (say.locale !== 'en') return t.card(c.cards[card], card)
  const known = cardWordsCache.get(c) ?? c.cards.map((def, i) => t.card(def, i))
  if (!cardWordsCache.has(c)) cardWordsCache.set(c, known)
  return known[card] ?? t.card(undefined, card)
}

const labelOf = (v: NagarajaView, element: ElementId, say: Say<NagarajaText>): string => {
  const c = v.components
  const p = parse(element)
  const L = say.text.label
  switch (p.k) {
    case 'card': {
      const at = cardZone(v, p.card)
      const face = cardFace(c, p.card, say)
      return at === undefined ? face : L.cardAt(face, at.zone, at.seat)
    }
    case 'hidden':
      return L.hiddenCard(p.zone, p.seat)
    case 'stick': {
      const st = v.sticks[p.seat]?.[p.i]
      return L.stick(p.seat, st === undefined ? '?' : c.sticks[st.k]?.colour ?? String(st.k), faceOf(c, st))
    }
    case 'cell': {
      const tp = v.temples[p.temple]
      const room = tp?.cells[p.i]
      const what = tp?.trap === p.i ? L.trapHere : room === null || room === undefined ? L.empty : L.room(c.rooms[room.k]?.kind ?? String(room.k), room.r, room.a)
      return L.cell(p.temple, p.i, what)
    }
    case 'relic': {
      const tp = v.temples[p.temple]
      const kind = tp?.relic[p.i] ?? -1
      const def = kind >= 0 ? c.relics[kind] : undefined
      return L.relic(p.temple, p.i, def === undefined ? L.relicUnknown : L.relicKind(def.cursed, def.value, tp?.up[p.i] === true))
    }
    case 'entrance':
      return L.entrance(p.temple, p.i)
    case 'amulet': {
      const kind = v.amulets[p.seat]?.[p.i]
      const def = kind === undefined ? undefined : c.amulets[kind]
      return L.amulet(p.seat, def === undefined ? undefined : say.text.words.amulet(def))
    }
    case 'used': {
      const def = c.amulets[v.usedAmulets[p.i] ?? -1]
      return L.usedAmulet(def === undefined ? undefined : say.text.words.amulet(def))
    }
    case 'rotation':
      return L.rotation(p.r)
    case 'seat':
      return L.seat(p.seat, v.guide === p.seat, fateOf(v, p.seat))
    case 'named': {
      switch (p.name) {
        case id.scroll:
          return L.scroll(v.guide)
        case id.room:
          return L.offer(v.room === null ? undefined : L.room(c.rooms[v.room.k]?.kind ?? String(v.room.k), v.room.r, v.room.a))
        case id.trap: {
          const t = v.temples.findIndex((tp) => tp.trap >= 0)
          return L.trap(t, v.temples[t]?.trap ?? -1)
        }
        case id.deck:
          return L.deck(v.deckSize)
        case id.discard:
          return L.discard(v.discardSize)
        case id.roomStack:
          return L.roomStack(v.roomStack.reduce((a, n) => a + n, 0))
        case id.amuletStack:
          return L.amuletStack(v.amuletStack)
        default:
          return p.name === id.lay ? L.lay : p.name === id.pass ? L.pass : p.name === id.allow ? L.allow : p.name
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Why a click is refused
// ---------------------------------------------------------------------------------------------

/** A refusal's code and rule id, without the engine's message (the words are ours). */
const CODE: Refuser = (code, _key, _params, rule) => ({ code, message: '', rule })

/**
 * The moves a click could be part of in the pending decision, legal or not (in the order whose
 * first refusal is the most telling): the engine's own refusal of the first one that fits the
 * clicks names the rule.
 */
const attempts = (v: NagarajaView, seat: Seat, ctx: Ctx): NagarajaMove[] => {
  const ph = ctx.phase
  const out: NagarajaMove[] = []
  switch (ph.p) {
    case 'call':
      for (const card of ctx.hand) out.push({ t: 'select', card })
      out.push({ t: 'lay' })
      break
    case 'clash': {
      // Naga sticks first, so a card's refusal is about the card (N18, NQ14) when a Naga exists
      const sticks = (ctx.sticks[seat] ?? []).map((st, i) => ({ i, naga: faceOf(ctx.c, st)?.naga === true }))
      const ordered = [...sticks.filter((x) => x.naga), ...sticks.filter((x) => !x.naga)]
      const cards = [...ctx.hand, ...(v.laid[seat] ?? []), ...(v.played[seat] ?? [])]
      for (const { i } of ordered) for (const card of cards) out.push({ t: 'activate', stick: i, card })
      out.push({ t: 'pass' })
      break
    }
    case 'respond':
      out.push({ t: 'cancel' }, { t: 'allow' })
      break
    case 'place':
      for (let cell = 0; cell < ctx.d.cells; cell++) for (let rot = 0; rot < 4; rot++) out.push({ t: 'place', cell, rot })
      break
    case 'give':
      for (const card of [...(ph.drawn.filter((x) => x >= 0)), ...ctx.hand]) out.push({ t: 'give', card })
      break
    case 'ability': {
      const def = ctx.c.cards[ph.card]
      const spec = def === undefined ? undefined : abilitySpec(def.ability)
      if (spec !== undefined && spec.choice !== null) out.push(...spec.candidates(ctx, ph, [0, 1]))
      // N54, NQ13: a "rotation" to the room's own orientation
      if (spec?.choice === 'rotate') for (const t of [0, 1]) for (let cell = 0; cell < ctx.d.cells; cell++) out.push({ t: 'rotate', temple: t, cell, by: 0 })
      break
    }
    default:
      break
  }
  out.push({ t: 'drawAmulet' })
  return out
}

const startsWith = (steps: readonly ElementId[], picks: readonly ElementId[]): boolean => picks.length <= steps.length && picks.every((p, i) => steps[i] === p)

/** A refusal of the engine (code, rule) in words, about the move `m` whose click is `element`. */
const refusalWords = (v: NagarajaView, seat: Seat, code: string, rule: string | undefined, m: NagarajaMove, element: Parsed, t: NagarajaText): string => {
  const c = v.components
  const W = t.why
  const card = (i: number): string => cardWords(v, i, t)
  switch (code) {
    case 'MIXED_SYMBOLS': {
      const ph = v.phase
      const first = ph.p === 'call' ? ph.picks[0] : undefined
      const mine = m.t === 'select' ? c.cards[m.card]?.symbol : undefined
      const chosen = first === undefined ? undefined : c.cards[first]?.symbol
      return m.t === 'select' && mine !== undefined && chosen !== undefined ? W.mixedSymbols(card(m.card), mine, chosen) : W.notNow
    }
    case 'ALREADY_SELECTED':
      return m.t === 'select' ? W.alreadySelected(card(m.card)) : W.alreadyChosen
    case 'NO_SELECTION':
      return W.noSelection
    case 'NOT_IN_HAND':
      if (m.t === 'activate' && rule === 'N18' && (v.laid[seat] ?? []).includes(m.card)) return W.selectedNotActivated(card(m.card))
      return 'card' in m ? W.notInHand(card(m.card)) : W.notNow
    case 'NOT_A_NAGA':
      return element.k === 'stick' ? W.notANagaStick : W.noNaga
    case 'NO_EFFECT':
      return 'card' in m ? W.noEffect(card(m.card)) : W.notNow
    case 'NOT_DRAWN':
      return W.notDrawn
    case 'TRAP_SPACE':
      return m.t === 'trap' ? W.trapAlreadyHere : W.trapLiesHere
    case 'SPACE_OCCUPIED':
      return m.t === 'trap' ? W.trapOnEmpty : W.occupied
    case 'NOT_REACHABLE':
      return W.notReachable
    case 'ILLEGAL_TARGET': {
      const ph = v.phase
      if (m.t === 'pickStick' && ph.p === 'ability' && ph.target >= 0 && rule !== 'N9') return W.sameSeatSticks(ph.target)
      const target = 'temple' in m ? m.temple : m.t === 'pickStick' ? m.seat : 1 - seat
      return ph.p === 'ability' ? target === seat ? W.arrowsYours(card(ph.card)) : W.arrowsTheirs(card(ph.card), target) : W.notNow
    }
    case 'ALREADY_PICKED':
      return W.alreadyChosen
    case 'RELIC_FACE_UP':
      return W.relicFaceUp
    case 'NOT_A_ROOM':
      return m.t === 'swapRooms' ? W.onlyRooms : W.noRoom
    case 'BAD_ROTATION':
      return W.mustTurn
    default:
      return W.notNow
  }
}

/** Reasons for clicks no move of the decision could take (another temple, an amulet that does something else). */
const otherReason = (v: NagarajaView, seat: Seat, element: Parsed, picks: readonly ElementId[], raw: ElementId, W: NagarajaText['why']): Reason | undefined => {
  const ph = v.phase
  if (picks.includes(raw)) return { reason: W.alreadyChosen }
  if (element.k === 'amulet' && element.seat === seat) {
    const kind = v.amulets[seat]?.[element.i]
    const effect = kind === undefined ? undefined : v.components.amulets[kind]?.effect
    if (effect === 'vp') return { reason: W.vpAmulet, rule: 'N61' }
    if (effect === 'cancel') return { reason: W.cancelAmulet, rule: 'N63' }
  }
  if (element.k === 'stick' && element.seat !== seat && ph.p === 'clash') return { reason: W.ownSticks, rule: 'N39' }
  // N38, N39: a card of the hand with no stick left at all
  if (element.k === 'card' && ph.p === 'clash' && v.hands[seat]?.includes(element.card) === true) return { reason: W.noNaga, rule: 'N39' }
  if (element.k !== 'cell') return undefined
  if (ph.p === 'place' && element.temple !== seat) return { reason: W.ownTemplePlace, rule: 'N43' }
  if (ph.p !== 'ability') return undefined
  const ability = v.components.cards[ph.card]?.ability
  if (ability === 'TRAP' && element.temple === seat) return { reason: W.opponentTempleTrap, rule: 'N57' }
  if (ability === 'MOVE_ROOM' && element.temple !== seat) return { reason: W.ownTempleMove, rule: 'N55' }
  const first = picks[0] === undefined ? undefined : parse(picks[0])
  if (ability === 'SWAP_ROOMS' && first?.k === 'cell' && first.temple !== element.temple) return { reason: W.oneTempleRooms, rule: 'N56' }
  return undefined
}

const whyNotOf = (v: NagarajaView, seat: Seat, element: ElementId, picks: readonly ElementId[], say: Say<NagarajaText>): Reason | undefined => {
  const W = say.text.why
  if (v.viewer !== seat || v.end !== null || !v.actors.includes(seat)) return undefined
  const ctx = ctxOfView(v, seat)
  const parsed = parse(element)
  const clicks = [...picks, element]
  if (!picks.includes(element)) {
    for (const m of attempts(v, seat, ctx)) {
      if (!pathsOf(v, seat, m).some((p) => startsWith(p.steps, clicks))) continue
      const no = refuseSeatMove(ctx, m, CODE)
      if (no !== null) return { reason: refusalWords(v, seat, no.code, no.rule, m, parsed, say.text), ...(no.rule === undefined ? {} : { rule: no.rule }) }
    }
  }
  // a relic of the other temple after a first relic (N53)
  const first = picks[0] === undefined ? undefined : parse(picks[0])
  if (parsed.k === 'relic' && first?.k === 'relic' && first.temple !== parsed.temple) return { reason: W.oneTempleRelics, rule: 'N53' }
  return otherReason(v, seat, parsed, picks, element, W)
}

// ---------------------------------------------------------------------------------------------
// Who moved
// ---------------------------------------------------------------------------------------------

/** The seats to act in `before` moved when the views differ (an unseen move, e.g. another seat's face-down `select`, leaves the view as it was). */
const actedOf = (before: NagarajaView, after: NagarajaView): Seat[] => {
  const seats = before.actors.filter((a): a is number => typeof a === 'number')
  if (seats.length === 0) return []
  const strip = (w: NagarajaView): string => JSON.stringify({ ...w, components: null })
  return strip(before) === strip(after) ? [] : seats
}

/** Nagaraja's interaction model (issue 27). */
export const nagarajaInteraction: Interaction<NagarajaView, NagarajaMove, NagarajaText> = {
  paths: pathsOf,
  instruction: instructionOf,
  label: labelOf,
  whyNot: whyNotOf,
  elements: elementsOf,
  acted: actedOf
}
