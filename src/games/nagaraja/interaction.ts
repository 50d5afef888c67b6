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
import { CHANCE, type ElementFacts, type ElementId, type ElementMap, type Interaction, type PickPath, type Reason, type Seat } from '../../core/index.js'
import type { Ability, AmuletEffect, CardSymbol, NagarajaComponents } from './components/types.js'
import type { NagarajaMove } from './moves.js'
import { abilitySpec } from './rules/abilities.js'
import type { Ctx, Refuser } from './rules/context.js'
import { refuseSeatMove } from './rules/round.js'
import type { Phase, Stick } from './state.js'
import { ctxOfView, type NagarajaView } from './view.js'

// ---------------------------------------------------------------------------------------------
// Element ids
// ---------------------------------------------------------------------------------------------

/** A zone of face-down cards of another seat. */
type HiddenZone = 'hand' | 'laid' | 'drawn'

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

const parse = (e: ElementId): Parsed => {
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
// Words: every phrase of the interaction, in one table (issue 29 moves them into catalogues)
// ---------------------------------------------------------------------------------------------

const plural = (n: number, one: string, many: string = `${one}s`): string => `${n} ${n === 1 ? one : many}`
const article = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`
const degrees = (r: number): string => `${((r % 4) + 4) % 4 * 90}°`

/** What a reason or a label needs to know of a card. */
interface CardWords {
  readonly id: string
  readonly ability: Ability
  readonly param: number
  readonly symbol: CardSymbol
}

const SYMBOLS: Readonly<Record<CardSymbol, string>> = { sticks: 'Fate sticks', relics: 'Relics', rooms: 'Rooms', cards: 'Cards' }
const ABILITY_WORDS: Readonly<Record<Ability, (k: number) => string>> = {
  FATE_BONUS: (k) => `+${k} fate this round`,
  REROLL_TWO: (k) => `re-throw ${plural(k, 'stick')}`,
  DISCARD_STICKS: (k) => `discard ${plural(k, 'stick')}`,
  PEEK_RELICS: (k) => `look at ${plural(k, 'face-down relic')}`,
  SWAP_RELICS: () => 'swap two relics',
  ROTATE_ROOM: () => 'rotate a room',
  MOVE_ROOM: () => 'move one of your rooms',
  SWAP_ROOMS: () => 'swap two rooms',
  TRAP: () => 'put the trap in the opponent’s temple',
  TAKE_FROM_DISCARD: () => 'take a card from the discard pile',
  DRAW_TWO: (k) => `draw ${plural(k, 'card')}`,
  RANDOM_DISCARD: () => 'discard a card of the opponent at random'
}

/** The phrases of the interaction. */
const WORDS = {
  seat: (s: number): string => `seat ${s}`,
  Seat: (s: number): string => `Seat ${s}`,
  symbol: (s: CardSymbol): string => SYMBOLS[s],
  ability: (a: Ability, k: number): string => ABILITY_WORDS[a](k),
  card: (c: CardWords | undefined, index: number): string => (c === undefined ? `card ${index}` : `card ${c.id} (${WORDS.ability(c.ability, c.param)}; ${WORDS.symbol(c.symbol)})`),
  cardShort: (c: CardWords | undefined, index: number): string => (c === undefined ? `card ${index}` : `card ${c.id}`),
  where: (zone: CardZone, seat: number): string =>
    zone === 'hand' ? `in ${WORDS.seat(seat)}’s hand` : zone === 'laid' ? `selected by ${WORDS.seat(seat)}` : zone === 'played' ? `activated by ${WORDS.seat(seat)}` : zone === 'drawn' ? `drawn by ${WORDS.seat(seat)}` : 'on the discard pile',
  hiddenCard: (zone: HiddenZone, seat: number): string =>
    zone === 'hand' ? `a face-down card in ${WORDS.seat(seat)}’s hand` : zone === 'laid' ? `a card ${WORDS.seat(seat)} laid face-down` : `a card ${WORDS.seat(seat)} drew, face-down`,
  stick: (seat: number, colour: string, face: { readonly fate: number; readonly naga: boolean } | undefined): string =>
    `${WORDS.seat(seat)}’s ${colour} stick, ${face === undefined ? 'being thrown' : face.naga ? (face.fate > 0 ? `showing ${face.fate} fate and a Naga` : 'showing a Naga') : `showing ${face.fate} fate`}`,
  temple: (t: number): string => `${WORDS.seat(t)}’s temple`,
  room: (kind: string, r: number, amulet: boolean): string => `${article(kind)} room turned ${degrees(r)}${amulet ? ', with an amulet' : ''}`,
  cell: (t: number, i: number, what: string): string => `space ${i} of ${WORDS.temple(t)}: ${what}`,
  empty: 'empty',
  trapHere: 'the trap',
  relic: (t: number, i: number, what: string): string => `hiding place ${i} of ${WORDS.temple(t)}: ${what}`,
  relicKind: (cursed: boolean, value: number, up: boolean): string => `${cursed ? 'a cursed' : 'a sacred'} relic worth ${value}, face-${up ? 'up' : 'down'}`,
  relicUnknown: 'a face-down relic',
  entrance: (t: number, i: number): string => `entrance ${i} of ${WORDS.temple(t)}`,
  amuletName: (effect: AmuletEffect, value: number): string => (effect === 'vp' ? `VP amulet worth ${value}` : effect === 'draw' ? 'Draw amulet' : 'Cancel amulet'),
  amulet: (seat: number, name: string | undefined): string => (name === undefined ? `a face-down amulet of ${WORDS.seat(seat)}` : `${WORDS.seat(seat)}’s ${name}`),
  usedAmulet: (name: string): string => `a used ${name}`,
  rotation: (r: number): string => `turned ${degrees(r)}`,
  seatLabel: (s: number, guide: boolean, fate: number): string => `${WORDS.seat(s)}${guide ? ' (the guide)' : ''}: fate ${fate}`,
  button: { lay: 'Lay the selected cards face-down', pass: 'Pass', allow: 'Let the ability apply' } as Readonly<Record<string, string>>,
  offer: (what: string | undefined): string => (what === undefined ? 'no room on offer' : `the room on offer: ${what}`),
  scroll: (guide: number): string => (guide < 0 ? 'the scroll (no guide yet)' : `the scroll: ${WORDS.seat(guide)} is the guide`),
  trapAt: (t: number, i: number): string => (t < 0 ? 'the trap, beside the room stack' : `the trap, on space ${i} of ${WORDS.temple(t)}`),
  deck: (n: number): string => `the deck: ${plural(n, 'card')}`,
  discard: (n: number): string => `the discard pile: ${plural(n, 'card')}`,
  roomStack: (n: number): string => `the room stack: ${plural(n, 'room')}`,
  amuletStack: (n: number): string => `the amulet stack: ${plural(n, 'amulet')}`,

  // instructions: the pending decision
  orDraw: (text: string, draw: boolean): string => (draw ? `${text} (or use your Draw amulet)` : text),
  callFirst: (guide: boolean): string => `${guide ? 'You are the guide: choose' : 'Choose'} the cards to lay face-down, one at a time (all of one symbol)`,
  callMore: (symbol: CardSymbol, n: number): string => `Choose another card showing ${WORDS.symbol(symbol)}, or lay the ${plural(n, 'selected card')}`,
  clash: 'Spend a Naga: choose a card of your hand and a stick showing a Naga, or pass',
  clashPass: 'You have no Naga to spend: pass',
  respond: (by: number, card: string, cancel: boolean): string => `${WORDS.Seat(by)} activated ${card}: ${cancel ? 'cancel it with your Cancel amulet, or let it apply' : 'let it apply'}`,
  place: 'You won the room: choose a space of your temple, then the room’s orientation',
  give: (to: number, keep: number): string => `Choose the card to give to ${WORDS.seat(to)} (you keep the other ${plural(keep, 'card')})`,
  pickStick: (what: 're-throw' | 'discard', whose: number, left: number): string => `Choose a stick ${whose < 0 ? 'of either seat' : `of ${WORDS.seat(whose)}`} to ${what} (${left} left)`,
  pickRelic: (left: number): string => `Choose a face-down relic to look at (${left} left)`,
  swapRelics: 'Choose two relics of one temple to swap, in either order',
  rotate: 'Choose a room to rotate, then its new orientation',
  moveRoom: 'Choose one of your rooms, then the empty space to move it to',
  swapRooms: 'Choose two rooms of one temple to swap, in either order',
  trap: (t: number): string => `Choose an empty space of ${WORDS.temple(t)} for the trap`,
  take: 'Choose a card of the discard pile to take',
  drawOnly: 'Use your Draw amulet',
  over: (winner: number): string => (winner < 0 ? 'The game is over: a draw' : `The game is over: ${WORDS.seat(winner)} wins`),
  chance: (pending: string | null): string =>
    pending === 'guide'
      ? 'The sticks for the first guide are being thrown'
      : pending === 'roll'
        ? 'The fate sticks are being thrown'
        : pending === 'draw'
          ? 'A card is being drawn'
          : pending === 'room'
            ? 'The next room is being revealed'
            : pending === 'relic'
              ? 'A relic is being turned over'
              : pending === 'amulet'
                ? 'An amulet is being collected'
                : pending === 'rdiscard'
                  ? 'A card is being discarded at random'
                  : 'The game goes on by itself',
  waiting: (seat: number, phase: Phase['p'], card: string): string => {
    const who = WORDS.Seat(seat)
    switch (phase) {
      case 'call':
        return `${who} is choosing the cards to lay face-down`
      case 'clash':
        return `${who} is taking a Clash turn`
      case 'respond':
        return `${who} may cancel the activation of ${card}`
      case 'ability':
        return `${who} is choosing the targets of ${card}`
      case 'place':
        return `${who} is placing the room`
      case 'give':
        return `${who} is choosing a card to give`
      default:
        return `${who} is deciding`
    }
  },

  // reasons: why a click is refused (the rule id goes apart)
  mixedSymbols: (card: string, symbol: CardSymbol, chosen: CardSymbol): string => `${card} shows ${WORDS.symbol(symbol)}, but the selected cards show ${WORDS.symbol(chosen)}: all must bear the same symbol`,
  alreadySelected: (card: string): string => `${card} is already selected`,
  noSelection: 'select at least one card before laying them',
  notInHand: (card: string): string => `${card} is not in your hand`,
  selectedNotActivated: (card: string): string => `${card} was SELECTED this round, so it cannot be ACTIVATED`,
  notANagaStick: 'this stick does not show a Naga',
  noNaga: 'none of your sticks shows a Naga',
  ownSticks: 'a Naga is spent from your own sticks',
  noEffect: (card: string): string => `the ability of ${card} can do nothing now`,
  notDrawn: 'you give one of the cards you have just drawn',
  trapLiesHere: 'the trap lies on this space',
  trapAlreadyHere: 'the trap already lies on this space',
  occupied: 'this space already holds a room',
  trapOnEmpty: 'this space holds a room; the trap goes on an empty space',
  notReachable: 'this space neither touches an entrance nor is next to one of your rooms',
  ownTemplePlace: 'the room goes into your own temple',
  ownTempleMove: 'you move a room within your own temple',
  opponentTempleTrap: 'the trap goes into your opponent’s temple',
  arrows: (card: string, whose: string): string => `the arrows of ${card} do not allow targeting ${whose}`,
  arrowsYours: 'your own things',
  arrowsTheirs: (s: number): string => `${WORDS.seat(s)}’s things`,
  sameSeatSticks: (s: number): string => `the sticks must all belong to ${WORDS.seat(s)}`,
  alreadyChosen: 'this is already chosen',
  relicFaceUp: 'this relic is face-up; only face-down relics can be looked at',
  oneTempleRelics: 'the two relics must lie in one temple',
  oneTempleRooms: 'the two rooms must lie in one temple',
  noRoom: 'this space holds no room',
  onlyRooms: 'only rooms can be swapped, never the trap or an empty space',
  mustTurn: 'a rotation must turn the room by 90°, 180° or 270°',
  vpAmulet: 'a VP amulet is kept face-down and only scores',
  cancelAmulet: 'a Cancel amulet answers your opponent’s activation, in its response window',
  notNow: 'this is not allowed now'
} as const

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

const cardWords = (v: NagarajaView, card: number): string => WORDS.cardShort(v.components.cards[card], card)

const instructionOf = (v: NagarajaView, seat: Seat, legal: readonly NagarajaMove[]): string => {
  const ph = v.phase
  if (legal.length === 0) {
    if (v.end !== null) return WORDS.over(v.end.winner)
    const actor = v.actors[0]
    if (actor === undefined || actor === CHANCE) return WORDS.chance(v.pending)
    const card = ph.p === 'respond' || ph.p === 'ability' ? cardWords(v, ph.card) : ''
    return WORDS.waiting(actor, ph.p, card)
  }
  const draw = legal.some((m) => m.t === 'drawAmulet')
  const c = v.components
  const text = ((): string => {
    switch (ph.p) {
      case 'call': {
        const first = ph.picks[0]
        const symbol = first === undefined ? undefined : c.cards[first]?.symbol
        return symbol === undefined ? WORDS.callFirst(v.guide === seat) : WORDS.callMore(symbol, ph.picks.length)
      }
      case 'clash':
        return legal.some((m) => m.t === 'activate') ? WORDS.clash : WORDS.clashPass
      case 'respond':
        return WORDS.respond(ph.by, cardWords(v, ph.card), legal.some((m) => m.t === 'cancel'))
      case 'place':
        return WORDS.place
      case 'give':
        return WORDS.give(1 - seat, Math.max(0, ph.drawn.length - 1))
      case 'ability': {
        const def = c.cards[ph.card]
        if (def === undefined) return WORDS.drawOnly
        switch (abilitySpec(def.ability).choice) {
          case 'pickStick':
            return WORDS.pickStick(def.ability === 'REROLL_TWO' ? 're-throw' : 'discard', ph.target, Math.max(1, ph.left - ph.picked.length))
          case 'pickRelic':
            return WORDS.pickRelic(Math.max(1, ph.left - ph.picked.length))
          case 'swapRelics':
            return WORDS.swapRelics
          case 'rotate':
            return WORDS.rotate
          case 'moveRoom':
            return WORDS.moveRoom
          case 'swapRooms':
            return WORDS.swapRooms
          case 'trap':
            return WORDS.trap(1 - seat)
          case 'take':
            return WORDS.take
          default:
            return WORDS.drawOnly
        }
      }
      default:
        return WORDS.drawOnly
    }
  })()
  return legal.every((m) => m.t === 'drawAmulet') ? WORDS.drawOnly : WORDS.orDraw(text, draw)
}

// ---------------------------------------------------------------------------------------------
// Labels
// ---------------------------------------------------------------------------------------------

/** Where a card can lie face-up. */
type CardZone = 'hand' | 'laid' | 'played' | 'drawn' | 'discard'

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

/** Each card of a component set in words (computed once per set). */
const cardWordsCache = new WeakMap<NagarajaComponents, readonly string[]>()
const cardFace = (c: NagarajaComponents, card: number): string => {
  const known = cardWordsCache.get(c) ?? c.cards.map((def, i) => WORDS.card(def, i))
  if (!cardWordsCache.has(c)) cardWordsCache.set(c, known)
  return known[card] ?? WORDS.card(undefined, card)
}

const labelOf = (v: NagarajaView, element: ElementId): string => {
  const c = v.components
  const p = parse(element)
  switch (p.k) {
    case 'card': {
      const at = cardZone(v, p.card)
      return `${cardFace(c, p.card)}${at === undefined ? '' : `, ${WORDS.where(at.zone, at.seat)}`}`
    }
    case 'hidden':
      return WORDS.hiddenCard(p.zone, p.seat)
    case 'stick': {
      const st = v.sticks[p.seat]?.[p.i]
      return WORDS.stick(p.seat, st === undefined ? '?' : c.sticks[st.k]?.colour ?? String(st.k), faceOf(c, st))
    }
    case 'cell': {
      const tp = v.temples[p.temple]
      const room = tp?.cells[p.i]
      const what = tp?.trap === p.i ? WORDS.trapHere : room === null || room === undefined ? WORDS.empty : WORDS.room(c.rooms[room.k]?.kind ?? String(room.k), room.r, room.a)
      return WORDS.cell(p.temple, p.i, what)
    }
    case 'relic': {
      const tp = v.temples[p.temple]
      const kind = tp?.relic[p.i] ?? -1
      const def = kind >= 0 ? c.relics[kind] : undefined
      return WORDS.relic(p.temple, p.i, def === undefined ? WORDS.relicUnknown : WORDS.relicKind(def.cursed, def.value, tp?.up[p.i] === true))
    }
    case 'entrance':
      return WORDS.entrance(p.temple, p.i)
    case 'amulet': {
      const kind = v.amulets[p.seat]?.[p.i]
      const def = kind === undefined ? undefined : c.amulets[kind]
      return WORDS.amulet(p.seat, def === undefined ? undefined : WORDS.amuletName(def.effect, def.value))
    }
    case 'used': {
      const def = c.amulets[v.usedAmulets[p.i] ?? -1]
      return WORDS.usedAmulet(def === undefined ? 'amulet' : WORDS.amuletName(def.effect, def.value))
    }
    case 'rotation':
      return WORDS.rotation(p.r)
    case 'seat':
      return WORDS.seatLabel(p.seat, v.guide === p.seat, fateOf(v, p.seat))
    case 'named': {
      switch (p.name) {
        case id.scroll:
          return WORDS.scroll(v.guide)
        case id.room:
          return WORDS.offer(v.room === null ? undefined : WORDS.room(c.rooms[v.room.k]?.kind ?? String(v.room.k), v.room.r, v.room.a))
        case id.trap: {
          const t = v.temples.findIndex((tp) => tp.trap >= 0)
          return WORDS.trapAt(t, v.temples[t]?.trap ?? -1)
        }
        case id.deck:
          return WORDS.deck(v.deckSize)
        case id.discard:
          return WORDS.discard(v.discardSize)
        case id.roomStack:
          return WORDS.roomStack(v.roomStack.reduce((a, n) => a + n, 0))
        case id.amuletStack:
          return WORDS.amuletStack(v.amuletStack)
        default:
          return WORDS.button[p.name] ?? p.name
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Why a click is refused
// ---------------------------------------------------------------------------------------------

/** A refusal's code and rule id, without the engine's message (the words are ours). */
const CODE: Refuser = (code, _message, rule) => ({ code, message: '', rule })

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
const refusalWords = (v: NagarajaView, seat: Seat, code: string, rule: string | undefined, m: NagarajaMove, element: Parsed): string => {
  const c = v.components
  const card = (i: number): string => cardWords(v, i)
  switch (code) {
    case 'MIXED_SYMBOLS': {
      const ph = v.phase
      const first = ph.p === 'call' ? ph.picks[0] : undefined
      const mine = m.t === 'select' ? c.cards[m.card]?.symbol : undefined
      const chosen = first === undefined ? undefined : c.cards[first]?.symbol
      return m.t === 'select' && mine !== undefined && chosen !== undefined ? WORDS.mixedSymbols(card(m.card), mine, chosen) : WORDS.notNow
    }
    case 'ALREADY_SELECTED':
      return m.t === 'select' ? WORDS.alreadySelected(card(m.card)) : WORDS.alreadyChosen
    case 'NO_SELECTION':
      return WORDS.noSelection
    case 'NOT_IN_HAND':
      if (m.t === 'activate' && rule === 'N18' && (v.laid[seat] ?? []).includes(m.card)) return WORDS.selectedNotActivated(card(m.card))
      return 'card' in m ? WORDS.notInHand(card(m.card)) : WORDS.notNow
    case 'NOT_A_NAGA':
      return element.k === 'stick' ? WORDS.notANagaStick : WORDS.noNaga
    case 'NO_EFFECT':
      return 'card' in m ? WORDS.noEffect(card(m.card)) : WORDS.notNow
    case 'NOT_DRAWN':
      return WORDS.notDrawn
    case 'TRAP_SPACE':
      return m.t === 'trap' ? WORDS.trapAlreadyHere : WORDS.trapLiesHere
    case 'SPACE_OCCUPIED':
      return m.t === 'trap' ? WORDS.trapOnEmpty : WORDS.occupied
    case 'NOT_REACHABLE':
      return WORDS.notReachable
    case 'ILLEGAL_TARGET': {
      const ph = v.phase
      if (m.t === 'pickStick' && ph.p === 'ability' && ph.target >= 0 && rule !== 'N9') return WORDS.sameSeatSticks(ph.target)
      const target = 'temple' in m ? m.temple : m.t === 'pickStick' ? m.seat : 1 - seat
      return ph.p === 'ability' ? WORDS.arrows(card(ph.card), target === seat ? WORDS.arrowsYours : WORDS.arrowsTheirs(target)) : WORDS.notNow
    }
    case 'ALREADY_PICKED':
      return WORDS.alreadyChosen
    case 'RELIC_FACE_UP':
      return WORDS.relicFaceUp
    case 'NOT_A_ROOM':
      return m.t === 'swapRooms' ? WORDS.onlyRooms : WORDS.noRoom
    case 'BAD_ROTATION':
      return WORDS.mustTurn
    default:
      return WORDS.notNow
  }
}

/** Reasons for clicks no move of the decision could take (another temple, an amulet that does something else). */
const otherReason = (v: NagarajaView, seat: Seat, element: Parsed, picks: readonly ElementId[], raw: ElementId): Reason | undefined => {
  const ph = v.phase
  if (picks.includes(raw)) return { reason: WORDS.alreadyChosen }
  if (element.k === 'amulet' && element.seat === seat) {
    const kind = v.amulets[seat]?.[element.i]
    const effect = kind === undefined ? undefined : v.components.amulets[kind]?.effect
    if (effect === 'vp') return { reason: WORDS.vpAmulet, rule: 'N61' }
    if (effect === 'cancel') return { reason: WORDS.cancelAmulet, rule: 'N63' }
  }
  if (element.k === 'stick' && element.seat !== seat && ph.p === 'clash') return { reason: WORDS.ownSticks, rule: 'N39' }
  // N38, N39: a card of the hand with no stick left at all
  if (element.k === 'card' && ph.p === 'clash' && v.hands[seat]?.includes(element.card) === true) return { reason: WORDS.noNaga, rule: 'N39' }
  if (element.k !== 'cell') return undefined
  if (ph.p === 'place' && element.temple !== seat) return { reason: WORDS.ownTemplePlace, rule: 'N43' }
  if (ph.p !== 'ability') return undefined
  const ability = v.components.cards[ph.card]?.ability
  if (ability === 'TRAP' && element.temple === seat) return { reason: WORDS.opponentTempleTrap, rule: 'N57' }
  if (ability === 'MOVE_ROOM' && element.temple !== seat) return { reason: WORDS.ownTempleMove, rule: 'N55' }
  const first = picks[0] === undefined ? undefined : parse(picks[0])
  if (ability === 'SWAP_ROOMS' && first?.k === 'cell' && first.temple !== element.temple) return { reason: WORDS.oneTempleRooms, rule: 'N56' }
  return undefined
}

const whyNotOf = (v: NagarajaView, seat: Seat, element: ElementId, picks: readonly ElementId[]): Reason | undefined => {
  if (v.viewer !== seat || v.end !== null || !v.actors.includes(seat)) return undefined
  const ctx = ctxOfView(v, seat)
  const parsed = parse(element)
  const clicks = [...picks, element]
  if (!picks.includes(element)) {
    for (const m of attempts(v, seat, ctx)) {
      if (!pathsOf(v, seat, m).some((p) => startsWith(p.steps, clicks))) continue
      const no = refuseSeatMove(ctx, m, CODE)
      if (no !== null) return { reason: refusalWords(v, seat, no.code, no.rule, m, parsed), ...(no.rule === undefined ? {} : { rule: no.rule }) }
    }
  }
  // a relic of the other temple after a first relic (N53)
  const first = picks[0] === undefined ? undefined : parse(picks[0])
  if (parsed.k === 'relic' && first?.k === 'relic' && first.temple !== parsed.temple) return { reason: WORDS.oneTempleRelics, rule: 'N53' }
  return otherReason(v, seat, parsed, picks, element)
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
export const nagarajaInteraction: Interaction<NagarajaView, NagarajaMove> = {
  paths: pathsOf,
  instruction: instructionOf,
  label: labelOf,
  whyNot: whyNotOf,
  elements: elementsOf,
  acted: actedOf
}
