/**
 * Nagaraja's words (issue 29, docs/locales.md): {@link NagarajaText}, the text interface every
 * locale of Nagaraja implements — each word the game produces as a function of structured params
 * (seats, spaces, hiding places, card, stick, relic and amulet faces, ability and symbol ids) — and
 * its English, {@link nagarajaEnglish}. Other locales live in `src/locales/<tag>/nagaraja.ts` and
 * ship only in `tabletop-rules/locales/<tag>`.
 *
 * Component names reach these functions as ids with the component set's name where a user's set
 * may name things the catalogue does not know (a room kind, an amulet kind); a phrase built by the
 * same catalogue (a card in words, a room in words) may be passed into a sentence, as the core's
 * actor names are.
 * @module
 */
import { coreEnglish, violation, type RuleViolation, type Say, type Seat } from '../../core/index.js'
import type { Ability, AmuletEffect, CardSymbol } from './components/types.js'

/** A record's own entry (never one of `Object.prototype`'s: params and views come from outside). */
const own = <T>(r: Readonly<Record<string, T>>, k: string | number): T | undefined => (Object.hasOwn(r, k) ? r[k] : undefined)

/** A card's face as the words need it (N9): its id, ability and parameter, symbol. */
export interface CardFace {
  readonly id: string
  readonly ability: Ability
  readonly param: number
  readonly symbol: CardSymbol
}

/** An amulet's face (N7): the component set's kind name, its effect and VP value. */
export interface AmuletFace {
  readonly kind: string
  readonly effect: AmuletEffect
  readonly value: number
}

/** A stick's face (N8): fate points and whether it shows a Naga. */
export interface StickFaceWords {
  readonly fate: number
  readonly naga: boolean
}

/** The steps of a round a seat decides in (N29), as refusals name them. */
export type StepId = 'call' | 'clash' | 'respond' | 'ability' | 'place' | 'give'

/** The pending chance steps (the queue's kinds), as refusals and instructions name them. */
export type ChanceStepId = 'guide' | 'roll' | 'draw' | 'rdiscard' | 'room' | 'relic' | 'amulet' | 'check'

/** A zone where a card lies face-up. */
export type CardZone = 'hand' | 'laid' | 'played' | 'drawn' | 'discard'

/** A zone of face-down cards of another seat. */
export type HiddenZone = 'hand' | 'laid' | 'drawn'

/** How the game ended (N65, N66, NQ10), as data: the outcome's reason in any locale. */
export type EndReason =
  | { readonly k: 'cursed'; readonly seat: number; readonly total: number }
  | { readonly k: 'reached'; readonly seat: number; readonly points: number }
  | { readonly k: 'ninth'; readonly seat: number; readonly a: number; readonly b: number }
  | { readonly k: 'stackEmpty'; readonly a: number; readonly b: number; readonly draw: boolean }

/** The params of every refusal Nagaraja's rules make, by catalogue key (`RuleViolation.text`). */
export interface NagarajaRefusalParams {
  /** A seat sends a chance outcome (N29); `move` is the move type. */
  readonly chanceOnly: { readonly move: string }
  /** Chance gives no outcome of the pending step (`move` in notation, quoted). */
  readonly notAnOutcome: { readonly move: string; readonly step: string }
  /** The move's step is over for this round (`closed`: 1 cards laid, 2 Clash over, 3 room gone). */
  readonly stepOver: { readonly move: string; readonly closed: number; readonly now: string }
  /** The move belongs to another step than the pending one. */
  readonly wrongStep: { readonly move: string; readonly step: string; readonly now: string }
  /** Laying no card (N33). */
  readonly noSelection: Record<string, never>
  /** The card is not in hand (N31). */
  readonly notInHand: { readonly card: number }
  /** The card is not in hand; SELECTED cards cannot be activated (N18). */
  readonly notInHandActivate: { readonly card: number }
  /** The card is selected already (N31). */
  readonly alreadySelected: { readonly card: number }
  /** Cards of different symbols (N31). */
  readonly mixedSymbols: { readonly card: string; readonly symbol: string; readonly chosen: string }
  /** The seat has no such stick (N39). */
  readonly noOwnStick: { readonly stick: number }
  /** The seat has no such stick in play (NQ18). */
  readonly noSuchStick: { readonly seat: number; readonly stick: number }
  /** The stick shows no Naga (N39). */
  readonly notANaga: { readonly stick: number }
  /** The ability can do nothing now (NQ14). */
  readonly noEffect: { readonly card: string }
  /** No Draw amulet (N62). */
  readonly noDrawAmulet: Record<string, never>
  /** No Cancel amulet (N63). */
  readonly noCancelAmulet: Record<string, never>
  /** The activated ability takes another kind of choice (N39). */
  readonly wrongTargetKind: { readonly ability: string; readonly move: string }
  /** The card's arrows do not allow that seat (N9); `own` 1 when it is the acting seat. */
  readonly arrows: { readonly arrows: string; readonly seat: number; readonly own: number }
  /** The sticks must all belong to one seat (N50, N51). */
  readonly sameSeatSticks: { readonly seat: number }
  /** The stick is chosen already. */
  readonly stickPicked: { readonly stick: number }
  /** There is no such hiding place (N52). */
  readonly noSuchPlace: { readonly place: number }
  /** The relic is face-up (N52). */
  readonly relicFaceUp: { readonly place: number }
  /** The hiding place was peeked at already (N52). */
  readonly placePicked: { readonly place: number }
  /** Not two different hiding places a < b (N53). */
  readonly badRelicPair: { readonly a: number; readonly b: number }
  /** Not two spaces a < b (N56). */
  readonly badRoomPair: { readonly a: number; readonly b: number }
  /** No room on the space of the temple (N54). */
  readonly noRoomToRotate: { readonly cell: number; readonly temple: number }
  /** No room on the space of the seat's temple (N55). */
  readonly noRoomToMove: { readonly cell: number }
  /** Only rooms are swapped (N56). */
  readonly onlyRooms: Record<string, never>
  /** A rotation of 1–3 quarter turns (NQ13). */
  readonly badTurn: { readonly by: number }
  /** A placement's rotation of 0–3 quarter turns (N43). */
  readonly badRotation: { readonly rot: number }
  /** There is no such room space. */
  readonly noSuchSpace: { readonly cell: number }
  /** The trap lies on the space: no room moved there (NQ12). */
  readonly trapNoMove: { readonly cell: number }
  /** The trap lies on the space: no room placed there (N43, N57). */
  readonly trapNoPlace: { readonly cell: number }
  /** The trap lies on the space already (NQ12). */
  readonly trapAlready: { readonly cell: number }
  /** The space is not empty (N55). */
  readonly notEmpty: { readonly cell: number }
  /** The opponent's space holds a room (N57). */
  readonly trapOnRoom: { readonly cell: number }
  /** The space holds a room (N11, N43). */
  readonly occupied: { readonly cell: number }
  /** The space touches no entrance and no room of the seat (N43). */
  readonly notReachable: { readonly cell: number }
  /** The card is not in the discard pile (N58). */
  readonly notInDiscard: { readonly card: number }
  /** The card is not among those just drawn (N47). */
  readonly notDrawn: { readonly card: number }
}

/** A refusal's catalogue key. */
export type NagarajaRefusalKey = keyof NagarajaRefusalParams

/** Each refusal in words, by key, from its params ({@link NagarajaRefusalParams} says what each means). */
export type NagarajaRefusals = { readonly [K in NagarajaRefusalKey]: (p: NagarajaRefusalParams[K]) => string }

/** Everything Nagaraja says, in one locale. */
export interface NagarajaText {
  /** Component words shared by every sentence. */
  readonly words: {
    /** A room kind: by the bundled id, else the component set's name as it is. */
    readonly roomKind: (kind: string) => string
    /** A relic: sacred or cursed, with its VP (N4). */
    readonly relic: (cursed: boolean, value: number) => string
    /** An amulet by its face (N7): "VP amulet worth 2", "Draw amulet". */
    readonly amulet: (a: AmuletFace) => string
    /** An amulet as logs name it (English: the component set's kind name); `undefined` for a kind not in the set. */
    readonly amuletKind: (a: AmuletFace | undefined, kind: number) => string
    /** A relic kind not in the component set, by its index. */
    readonly relicNo: (kind: number) => string
  }
  /** Moves in words (`describeMove`); `who` is the actor as the core names it ("seat 1"). */
  readonly move: {
    /** A card as moves name it: "RE11 (FATE_BONUS(2), sticks)"; `undefined` for a card not in the set. */
    readonly card: (card: CardFace | undefined, index: number) => string
    /** English: (who, card) => `${who} selects ${card}` */
    readonly select: (who: string, card: string) => string
    /** English: (who) => `${who} lays the selected cards face-down` */
    readonly lay: (who: string) => string
    /** English: (who, stick, card) => `${who} spends the Naga on stick ${stick} to activate ${card}` */
    readonly activate: (who: string, stick: number, card: string) => string
    /** English: (who) => `${who} passes` */
    readonly pass: (who: string) => string
    /** English: (who) => `${who} cancels the activation with a Cancel amulet` */
    readonly cancel: (who: string) => string
    /** English: (who) => `${who} lets the ability apply` */
    readonly allow: (who: string) => string
    /** English: (who) => `${who} uses a Draw amulet` */
    readonly drawAmulet: (who: string) => string
    /** English: (who, stick, seat) => `${who} chooses stick ${stick} of seat ${seat}` */
    readonly pickStick: (who: string, stick: number, seat: number) => string
    /** English: (who, place, t) => `${who} peeks at hiding place ${place} of temple ${t}` */
    readonly pickRelic: (who: string, place: number, temple: number) => string
    /** English: (who, a, b, t) => `${who} swaps the relics at hiding places ${a} and ${b} of temple ${t}` */
    readonly swapRelics: (who: string, a: number, b: number, temple: number) => string
    /** English: (who, cell, t, by) => `${who} rotates the room on space ${cell} of temple ${t} by ${by * 90}°` */
    readonly rotate: (who: string, cell: number, temple: number, by: number) => string
    /** English: (who, from, to) => `${who} moves the room on space ${from} to space ${to}` */
    readonly moveRoom: (who: string, from: number, to: number) => string
    /** English: (who, a, b, t) => `${who} swaps the rooms on spaces ${a} and ${b} of temple ${t}` */
    readonly swapRooms: (who: string, a: number, b: number, temple: number) => string
    /** English: (who, cell) => `${who} puts the trap on space ${cell} of the opponent's temple` */
    readonly trap: (who: string, cell: number) => string
    /** English: (who, card) => `${who} takes ${card} from the discard pile` */
    readonly take: (who: string, card: string) => string
    /** English: (who, card) => `${who} gives ${card} to the other player` */
    readonly give: (who: string, card: string) => string
    /** English: (who, cell, rot) => `${who} places the room on space ${cell}, turned ${rot * 90}°` */
    readonly place: (who: string, cell: number, rot: number) => string
    /** A stick thrown (N8, N26, N35): whose, its colour id and what its face shows. */
    readonly stickThrown: (seat: Seat, colour: string, face: StickFaceWords) => string
    /** A stick face when the pending step names no stick. */
    readonly faceShown: (face: number) => string
    /** English: (card) => `the card is ${card}` */
    readonly cardIs: (card: string) => string
    /** English: (kind) => `the room is a ${kind}` */
    readonly roomIs: (kind: string) => string
    /** English: (relic) => `the relic is ${relic}` */
    readonly relicIs: (relic: string) => string
    /** English: (a) => `the amulet is ${a}` */
    readonly amuletIs: (amulet: string) => string
  }
  /** Moves as a viewer who may not see them reads them (`redactMove`, N14, N16, N26, N47, N52, N58). */
  readonly redacted: {
    /** Whole clauses (chance steps). */
    readonly guideThrow: (seat: Seat) => string
    /** English: (seat) => `seat ${seat} draws a card` */
    readonly draws: (seat: Seat) => string
    /** English: (seat, place, t) => `seat ${seat} looks at the relic at hiding place ${place} of seat ${t}'s temple` */
    readonly peeks: (seat: Seat, place: number, temple: Seat) => string
    /** English: (seat) => `seat ${seat} collects an amulet` */
    readonly collects: (seat: Seat) => string
    /** After the seat's name. */
    readonly selects: string
    /** English: 'takes a card from the discard pile' */
    readonly takes: string
    /** English: 'gives a card to the other player' */
    readonly gives: string
  }
  /** What a step reveals (`revealed`). */
  readonly revealed: {
    /** English: (fate) => `the brown stick shows fate ${fate}` */
    readonly guideFate: (fate: number) => string
    /** English: (seat, cards) => `seat ${seat} selected ${cards.join(', ')}` */
    readonly selected: (seat: Seat, cards: readonly string[]) => string
    /** English: (place, t, relic) => `the relic at hiding place ${place} of seat ${t}'s temple is ${relic}` */
    readonly relic: (place: number, temple: Seat, relic: string) => string
    /** English: (cards) => `the discard pile holds ${cards.length === 0 ? 'no card' : cards.join(', ')}` */
    readonly discard: (cards: readonly string[]) => string
    /** English: (amulets) => `the amulet used is ${amulets.join(', ')}` */
    readonly amuletUsed: (amulets: readonly string[]) => string
    /** English: (seat, amulets) => `seat ${seat} held the amulets ${amulets.join(', ')}` */
    readonly amuletsHeld: (seat: Seat, amulets: readonly string[]) => string
  }
  /** The outcome's reason (N65, N66, NQ10). */
  readonly end: (reason: EndReason) => string
  /** The score breakdown's labels (N15, N61). */
  readonly breakdown: { readonly relics: string; readonly amulets: string }
  /** The refusals of moves (`violationText`), by key. */
  readonly refusal: NagarajaRefusals
  /** The interaction's instructions (issue 27). */
  readonly prompt: {
    /** English: (text) => `${text} (or use your Draw amulet)` */
    readonly orDraw: (text: string) => string
    /** English: (guide) => `${guide ? 'You are the guide: choose' : 'Choose'} the cards to lay face-down, one at a time (all of one symbol)` */
    readonly callFirst: (guide: boolean) => string
    /** English: (symbol, n) => `Choose another card showing ${symbolWord(symbol)}, or lay the ${count(n, 'selected card')}` */
    readonly callMore: (symbol: CardSymbol, n: number) => string
    /** English: 'Spend a Naga: choose a card of your hand and a stick showing a Naga, or pass' */
    readonly clash: string
    /** English: 'You have no Naga to spend: pass' */
    readonly clashPass: string
    /** English: (by, card, cancel) => `Seat ${by} activated ${card}: ${cancel ? 'cancel it with your Cancel amulet, or let it apply' : 'let it apply'}` */
    readonly respond: (by: Seat, card: string, cancel: boolean) => string
    /** English: 'You won the room: choose a space of your temple, then the room’s orientation' */
    readonly place: string
    /** English: (to, keep) => `Choose the card to give to ${seatOf(to)} (you keep the other ${count(keep, 'card')})` */
    readonly give: (to: Seat, keep: number) => string
    /** English: (discard, whose, left) => `Choose a stick ${whose < 0 ? 'of either seat' : `of ${seatOf(whose)}`} to ${discard ? 'discard' : 're-throw'} (${left} left)` */
    readonly pickStick: (discard: boolean, whose: number, left: number) => string
    /** English: (left) => `Choose a face-down relic to look at (${left} left)` */
    readonly pickRelic: (left: number) => string
    /** English: 'Choose two relics of one temple to swap, in either order' */
    readonly swapRelics: string
    /** English: 'Choose a room to rotate, then its new orientation' */
    readonly rotate: string
    /** English: 'Choose one of your rooms, then the empty space to move it to' */
    readonly moveRoom: string
    /** English: 'Choose two rooms of one temple to swap, in either order' */
    readonly swapRooms: string
    /** English: (t) => `Choose an empty space of ${temple(t)} for the trap` */
    readonly trap: (temple: Seat) => string
    /** English: 'Choose a card of the discard pile to take' */
    readonly take: string
    /** English: 'Use your Draw amulet' */
    readonly drawOnly: string
    /** English: (winner) => (winner < 0 ? 'The game is over: a draw' : `The game is over: ${seatOf(winner)} wins`) */
    readonly over: (winner: number) => string
    /** English: (pending) => own(CHANCE_NOW, pending ?? '') ?? 'The game goes on by itself' */
    readonly chance: (pending: string | null) => string
    /** English: (seat, phase, card) => `Seat ${seat} ${own(WAITING, phase)?.(card) ?? 'is deciding'}` */
    readonly waiting: (seat: Seat, phase: string, card: string) => string
  }
  /** The interaction's element labels (issue 27). */
  readonly label: {
    /** A card, its ability and symbol: "card RE11 (draw 2 cards; Cards)". */
    readonly card: (card: CardFace | undefined, index: number) => string
    /** A card by its id only: "card RE11". */
    readonly cardShort: (card: CardFace | undefined, index: number) => string
    /** English: (card, zone, seat) => `${card}, ${zone === 'hand' ? `in seat ${seat}’s hand` : zone === 'discard' ? 'on the discard pile' : `${ZONES[zone]} by seat ${seat}`}` */
    readonly cardAt: (card: string, zone: CardZone, seat: number) => string
    /** English: (zone, seat) => zone === 'hand' ? `a face-down card in ${seatOf(seat)}’s hand` : zone === 'laid' ? `a card ${seatOf(seat)} laid face-down` : `a card ${seatOf(seat)} drew, face-down` */
    readonly hiddenCard: (zone: HiddenZone, seat: Seat) => string
    /** English: (seat, colour, face) => `${seatOf(seat)}’s ${colour} stick, ${face === undefined ? 'being thrown' : face.naga ? (face.fate > 0 ? `showing ${face.fate} fate and a Naga` : 'showing a Naga') : `showing ${face.fate} fate`}` */
    readonly stick: (seat: Seat, colour: string, face: StickFaceWords | undefined) => string
    /** English: (kind, r, amulet) => `${article(kind)} room turned ${degrees(r)}${amulet ? ', with an amulet' : ''}` */
    readonly room: (kind: string, r: number, amulet: boolean) => string
    /** English: (t, i, what) => `space ${i} of ${temple(t)}: ${what}` */
    readonly cell: (temple: Seat, i: number, what: string) => string
    /** English: 'empty' */
    readonly empty: string
    /** English: 'the trap' */
    readonly trapHere: string
    /** English: (t, i, what) => `hiding place ${i} of ${temple(t)}: ${what}` */
    readonly relic: (temple: Seat, i: number, what: string) => string
    /** English: (cursed, value, up) => `${cursed ? 'a cursed' : 'a sacred'} relic worth ${value}, face-${up ? 'up' : 'down'}` */
    readonly relicKind: (cursed: boolean, value: number, up: boolean) => string
    /** English: 'a face-down relic' */
    readonly relicUnknown: string
    /** English: (t, i) => `entrance ${i} of ${temple(t)}` */
    readonly entrance: (temple: Seat, i: number) => string
    /** English: (seat, name) => (name === undefined ? `a face-down amulet of ${seatOf(seat)}` : `${seatOf(seat)}’s ${name}`) */
    readonly amulet: (seat: Seat, name: string | undefined) => string
    /** English: (name) => `a used ${name ?? 'amulet'}` */
    readonly usedAmulet: (name: string | undefined) => string
    /** English: (r) => `turned ${degrees(r)}` */
    readonly rotation: (r: number) => string
    /** English: (s, guide, fate) => `${seatOf(s)}${guide ? ' (the guide)' : ''}: fate ${fate}` */
    readonly seat: (seat: Seat, guide: boolean, fate: number) => string
    /** English: 'Lay the selected cards face-down' */
    readonly lay: string
    /** English: 'Pass' */
    readonly pass: string
    /** English: 'Let the ability apply' */
    readonly allow: string
    /** English: (what) => (what === undefined ? 'no room on offer' : `the room on offer: ${what}`) */
    readonly offer: (room: string | undefined) => string
    /** English: (guide) => (guide < 0 ? 'the scroll (no guide yet)' : `the scroll: ${seatOf(guide)} is the guide`) */
    readonly scroll: (guide: number) => string
    /** English: (t, i) => (t < 0 ? 'the trap, beside the room stack' : `the trap, on space ${i} of ${temple(t)}`) */
    readonly trap: (temple: number, i: number) => string
    /** English: (n) => `the deck: ${count(n, 'card')}` */
    readonly deck: (n: number) => string
    /** English: (n) => `the discard pile: ${count(n, 'card')}` */
    readonly discard: (n: number) => string
    /** English: (n) => `the room stack: ${count(n, 'room')}` */
    readonly roomStack: (n: number) => string
    /** English: (n) => `the amulet stack: ${count(n, 'amulet')}` */
    readonly amuletStack: (n: number) => string
  }
  /** Why an element may not be picked now (issue 27). */
  readonly why: {
    /** English: (card, symbol, chosen) => `${card} shows ${symbolWord(symbol)}, but the selected cards show ${symbolWord(chosen)}: all must bear the same symbol` */
    readonly mixedSymbols: (card: string, symbol: CardSymbol, chosen: CardSymbol) => string
    /** English: (card) => `${card} is already selected` */
    readonly alreadySelected: (card: string) => string
    /** English: 'select at least one card before laying them' */
    readonly noSelection: string
    /** English: (card) => `${card} is not in your hand` */
    readonly notInHand: (card: string) => string
    /** English: (card) => `${card} was SELECTED this round, so it cannot be ACTIVATED` */
    readonly selectedNotActivated: (card: string) => string
    /** English: 'this stick does not show a Naga' */
    readonly notANagaStick: string
    /** English: 'none of your sticks shows a Naga' */
    readonly noNaga: string
    /** English: 'a Naga is spent from your own sticks' */
    readonly ownSticks: string
    /** English: (card) => `the ability of ${card} can do nothing now` */
    readonly noEffect: (card: string) => string
    /** English: 'you give one of the cards you have just drawn' */
    readonly notDrawn: string
    /** English: 'the trap lies on this space' */
    readonly trapLiesHere: string
    /** English: 'the trap already lies on this space' */
    readonly trapAlreadyHere: string
    /** English: 'this space already holds a room' */
    readonly occupied: string
    /** English: 'this space holds a room; the trap goes on an empty space' */
    readonly trapOnEmpty: string
    /** English: 'this space neither touches an entrance nor is next to one of your rooms' */
    readonly notReachable: string
    /** English: 'the room goes into your own temple' */
    readonly ownTemplePlace: string
    /** English: 'you move a room within your own temple' */
    readonly ownTempleMove: string
    /** English: 'the trap goes into your opponent’s temple' */
    readonly opponentTempleTrap: string
    /** English: (card) => `the arrows of ${card} do not allow targeting your own things` */
    readonly arrowsYours: (card: string) => string
    /** English: (card, s) => `the arrows of ${card} do not allow targeting ${seatOf(s)}’s things` */
    readonly arrowsTheirs: (card: string, seat: Seat) => string
    /** English: (s) => `the sticks must all belong to ${seatOf(s)}` */
    readonly sameSeatSticks: (seat: Seat) => string
    /** English: 'this is already chosen' */
    readonly alreadyChosen: string
    /** English: 'this relic is face-up; only face-down relics can be looked at' */
    readonly relicFaceUp: string
    /** English: 'the two relics must lie in one temple' */
    readonly oneTempleRelics: string
    /** English: 'the two rooms must lie in one temple' */
    readonly oneTempleRooms: string
    /** English: 'this space holds no room' */
    readonly noRoom: string
    /** English: 'only rooms can be swapped, never the trap or an empty space' */
    readonly onlyRooms: string
    /** English: 'a rotation must turn the room by 90°, 180° or 270°' */
    readonly mustTurn: string
    /** English: 'a VP amulet is kept face-down and only scores' */
    readonly vpAmulet: string
    /** English: 'a Cancel amulet answers your opponent’s activation, in its response window' */
    readonly cancelAmulet: string
    /** English: 'this is not allowed now' */
    readonly notNow: string
  }
}

// ---------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------

const count = (n: number, one: string, many: string = `${one}s`): string => `${n} ${n === 1 ? one : many}`
const article = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`
const degrees = (r: number): string => `${(((r % 4) + 4) % 4) * 90}°`
const seatOf = (s: number): string => `seat ${s}`
const temple = (t: number): string => `${seatOf(t)}’s temple`

const SYMBOLS: Readonly<Record<string, string>> = { sticks: 'Fate sticks', relics: 'Relics', rooms: 'Rooms', cards: 'Cards' }
const ABILITY_WORDS: Readonly<Record<string, (k: number) => string>> = {
  FATE_BONUS: (k) => `+${k} fate this round`,
  REROLL_TWO: (k) => `re-throw ${count(k, 'stick')}`,
  DISCARD_STICKS: (k) => `discard ${count(k, 'stick')}`,
  PEEK_RELICS: (k) => `look at ${count(k, 'face-down relic')}`,
  SWAP_RELICS: () => 'swap two relics',
  ROTATE_ROOM: () => 'rotate a room',
  MOVE_ROOM: () => 'move one of your rooms',
  SWAP_ROOMS: () => 'swap two rooms',
  TRAP: () => 'put the trap in the opponent’s temple',
  TAKE_FROM_DISCARD: () => 'take a card from the discard pile',
  DRAW_TWO: (k) => `draw ${count(k, 'card')}`,
  RANDOM_DISCARD: () => 'discard a card of the opponent at random'
}
const symbolWord = (s: string): string => own(SYMBOLS, s) ?? s

/** The steps a seat decides in (N29), in words. */
const STEP_NAMES: Readonly<Record<string, string>> = {
  call: 'the Call of Fate (N31)',
  clash: 'a Clash turn (N38)',
  respond: 'the Cancel response window (N63)',
  ability: 'the choice of an ability target (section 10)',
  place: 'the Exploration (N43)',
  give: 'the Renewal gift (N47)'
}

/** What closed the steps of each place in the round's order (the round has moved on, N29). */
const CLOSED_BY: Readonly<Record<number, string>> = {
  1: 'both players have laid their cards for this round',
  2: 'the Clash of this round is over (two passes in a row end it, N40; with no Naga it is skipped, N37)',
  3: 'the room of this round is gone: placed by its winner, or discarded with no space for it (N46)'
}

/** What chance draws in each chance step, with its rule. */
const CHANCE_STEPS: Readonly<Record<string, string>> = {
  guide: 'a brown stick of the first-guide throw (N26)',
  roll: 'a stick thrown (N35)',
  draw: 'a card drawn (N17)',
  rdiscard: "a card discarded at random from the opponent's hand (N60)",
  room: 'the next room revealed (N48)',
  relic: 'the identity of a relic revealed or peeked at (N13)',
  amulet: 'the identity of an amulet collected (N14)',
  check: 'nothing (an automatic end check) (N65)'
}

/** Where a card lies face-up, by whom (after the card). */
const ZONES: Readonly<Record<string, string>> = { laid: 'selected', played: 'activated', drawn: 'drawn' }

/** What chance is doing, by the pending step. */
const CHANCE_NOW: Readonly<Record<string, string>> = {
  guide: 'The sticks for the first guide are being thrown',
  roll: 'The fate sticks are being thrown',
  draw: 'A card is being drawn',
  room: 'The next room is being revealed',
  relic: 'A relic is being turned over',
  amulet: 'An amulet is being collected',
  rdiscard: 'A card is being discarded at random'
}

/** What a seat is doing, by the phase it decides in (after "Seat N"). */
const WAITING: Readonly<Record<string, (card: string) => string>> = {
  call: () => 'is choosing the cards to lay face-down',
  clash: () => 'is taking a Clash turn',
  respond: (card) => `may cancel the activation of ${card}`,
  ability: (card) => `is choosing the targets of ${card}`,
  place: () => 'is placing the room',
  give: () => 'is choosing a card to give'
}

const amuletName = (a: AmuletFace): string => (a.effect === 'vp' ? `VP amulet worth ${a.value}` : a.effect === 'draw' ? 'Draw amulet' : 'Cancel amulet')

/** Nagaraja in English (the default locale). */
export const nagarajaEnglish: NagarajaText = {
  words: {
    roomKind: (kind) => kind,
    relic: (cursed, value) => `${cursed ? 'cursed' : 'sacred'} ${value}`,
    amulet: amuletName,
    amuletKind: (a, k) => (a === undefined ? String(k) : a.kind),
    relicNo: (k) => `relic ${k}`
  },
  move: {
    card: (d, i) => (d === undefined ? `card ${i}` : `${d.id} (${d.ability}${d.param > 0 ? `(${d.param})` : ''}, ${d.symbol})`),
    select: (who, card) => `${who} selects ${card}`,
    lay: (who) => `${who} lays the selected cards face-down`,
    activate: (who, stick, card) => `${who} spends the Naga on stick ${stick} to activate ${card}`,
    pass: (who) => `${who} passes`,
    cancel: (who) => `${who} cancels the activation with a Cancel amulet`,
    allow: (who) => `${who} lets the ability apply`,
    drawAmulet: (who) => `${who} uses a Draw amulet`,
    pickStick: (who, stick, seat) => `${who} chooses stick ${stick} of seat ${seat}`,
    pickRelic: (who, place, t) => `${who} peeks at hiding place ${place} of temple ${t}`,
    swapRelics: (who, a, b, t) => `${who} swaps the relics at hiding places ${a} and ${b} of temple ${t}`,
    rotate: (who, cell, t, by) => `${who} rotates the room on space ${cell} of temple ${t} by ${by * 90}°`,
    moveRoom: (who, from, to) => `${who} moves the room on space ${from} to space ${to}`,
    swapRooms: (who, a, b, t) => `${who} swaps the rooms on spaces ${a} and ${b} of temple ${t}`,
    trap: (who, cell) => `${who} puts the trap on space ${cell} of the opponent's temple`,
    take: (who, card) => `${who} takes ${card} from the discard pile`,
    give: (who, card) => `${who} gives ${card} to the other player`,
    place: (who, cell, rot) => `${who} places the room on space ${cell}, turned ${rot * 90}°`,
    stickThrown: (seat, colour, f) => `seat ${seat}'s ${colour} stick shows ${count(f.fate, 'fate point')}${f.naga ? ' and a Naga' : ''}`,
    faceShown: (face) => `a stick shows face ${face}`,
    cardIs: (card) => `the card is ${card}`,
    roomIs: (kind) => `the room is a ${kind}`,
    relicIs: (relic) => `the relic is ${relic}`,
    amuletIs: (a) => `the amulet is ${a}`
  },
  redacted: {
    guideThrow: (seat) => `seat ${seat} throws a brown stick for the first guide`,
    draws: (seat) => `seat ${seat} draws a card`,
    peeks: (seat, place, t) => `seat ${seat} looks at the relic at hiding place ${place} of seat ${t}'s temple`,
    collects: (seat) => `seat ${seat} collects an amulet`,
    selects: 'selects a card face-down',
    takes: 'takes a card from the discard pile',
    gives: 'gives a card to the other player'
  },
  revealed: {
    guideFate: (fate) => `the brown stick shows fate ${fate}`,
    selected: (seat, cards) => `seat ${seat} selected ${cards.join(', ')}`,
    relic: (place, t, relic) => `the relic at hiding place ${place} of seat ${t}'s temple is ${relic}`,
    discard: (cards) => `the discard pile holds ${cards.length === 0 ? 'no card' : cards.join(', ')}`,
    amuletUsed: (amulets) => `the amulet used is ${amulets.join(', ')}`,
    amuletsHeld: (seat, amulets) => `seat ${seat} held the amulets ${amulets.join(', ')}`
  },
  end: (r) => {
    switch (r.k) {
      case 'cursed':
        return `seat ${r.seat} has all ${r.total} cursed relics revealed and loses (N65)`
      case 'reached':
        return `seat ${r.seat} reached ${r.points} VP (25 or more) and wins (N65)`
      case 'ninth':
        return `seat ${r.seat} placed the ninth room; ${r.a}-${r.b}, ${r.a === r.b ? 'the placer wins the tie' : 'the higher score wins'} (N66)`
      case 'stackEmpty':
        return `the room stack is empty; ${r.a}-${r.b}${r.a === r.b ? (r.draw ? ', a draw' : ', the last placer wins the tie') : ''} (NQ10)`
    }
  },
  breakdown: { relics: 'relics', amulets: 'amulets' },
  refusal: {
    chanceOnly: (p) => `"${p.move}" is chance's to make: sticks are thrown and things drawn by chance, never chosen by a seat (N29)`,
    notAnOutcome: (p) => `${p.move} is not an outcome of the pending chance step: ${own(CHANCE_STEPS, p.step) ?? p.step}`,
    stepOver: (p) => `"${p.move}" cannot be played now: ${own(CLOSED_BY, p.closed) ?? ''}; now is ${own(STEP_NAMES, p.now) ?? p.now}`,
    wrongStep: (p) => `"${p.move}" belongs to ${own(STEP_NAMES, p.step) ?? p.step}; now is ${own(STEP_NAMES, p.now) ?? p.now}`,
    noSelection: () => 'select at least one card before laying them (N33)',
    notInHand: (p) => `card ${p.card} is not in your hand`,
    notInHandActivate: (p) => `card ${p.card} is not in your hand; SELECTED cards cannot be activated (N18)`,
    alreadySelected: (p) => `card ${p.card} is already selected`,
    mixedSymbols: (p) => `card ${p.card} shows ${p.symbol}, but the selected cards show ${p.chosen}; all must bear the same symbol (N31)`,
    noOwnStick: (p) => `you have no stick ${p.stick}`,
    noSuchStick: (p) => `seat ${p.seat} has no stick ${p.stick} in play (NQ18)`,
    notANaga: (p) => `your stick ${p.stick} does not show a Naga (N39)`,
    noEffect: (p) => `the ability of card ${p.card} can do nothing now (option allowNoEffect, NQ14)`,
    noDrawAmulet: () => 'you hold no Draw amulet (N62)',
    noCancelAmulet: () => 'you hold no Cancel amulet (N63)',
    wrongTargetKind: (p) => `the activated ability is ${p.ability}; it does not take a "${p.move}" choice`,
    arrows: (p) => `the card's arrows (${p.arrows}) do not allow targeting seat ${p.seat}'s ${p.own === 1 ? 'own ' : ''}things (N9)`,
    sameSeatSticks: (p) => `the sticks must all belong to seat ${p.seat}`,
    stickPicked: (p) => `stick ${p.stick} is already chosen`,
    noSuchPlace: (p) => `there is no hiding place ${p.place}`,
    relicFaceUp: (p) => `the relic at hiding place ${p.place} is face-up; only face-down relics can be peeked at (N52)`,
    placePicked: (p) => `you already peeked at hiding place ${p.place}`,
    badRelicPair: (p) => `choose two different hiding places a < b of one temple, got ${p.a} and ${p.b}`,
    badRoomPair: (p) => `choose two spaces a < b, got ${p.a} and ${p.b}`,
    noRoomToRotate: (p) => `space ${p.cell} of temple ${p.temple} holds no room (N54)`,
    noRoomToMove: (p) => `space ${p.cell} of your temple holds no room (N55)`,
    onlyRooms: () => 'only two rooms can be swapped, never the trap or an empty space (N56)',
    badTurn: (p) => `a rotation turns by 1, 2 or 3 quarter turns, got ${p.by} (NQ13)`,
    badRotation: (p) => `rotation must be 0-3 quarter turns, got ${p.rot}`,
    noSuchSpace: (p) => `there is no room space ${p.cell}`,
    trapNoMove: (p) => `the trap lies on space ${p.cell}; no room may be moved there (NQ12)`,
    trapNoPlace: (p) => `the trap lies on space ${p.cell}; no room may be placed there (N43, N57)`,
    trapAlready: (p) => `the trap already lies on space ${p.cell}`,
    notEmpty: (p) => `space ${p.cell} is not empty (N55)`,
    trapOnRoom: (p) => `space ${p.cell} of your opponent's temple holds a room; the trap goes on an empty space (N57)`,
    occupied: (p) => `space ${p.cell} already holds a room (N11)`,
    notReachable: (p) => `space ${p.cell} neither touches an entrance nor is next to one of your rooms (N43)`,
    notInDiscard: (p) => `card ${p.card} is not in the discard pile (N58)`,
    notDrawn: (p) => `card ${p.card} is not among the cards you just drew (N47)`
  },
  prompt: {
    orDraw: (text) => `${text} (or use your Draw amulet)`,
    callFirst: (guide) => `${guide ? 'You are the guide: choose' : 'Choose'} the cards to lay face-down, one at a time (all of one symbol)`,
    callMore: (symbol, n) => `Choose another card showing ${symbolWord(symbol)}, or lay the ${count(n, 'selected card')}`,
    clash: 'Spend a Naga: choose a card of your hand and a stick showing a Naga, or pass',
    clashPass: 'You have no Naga to spend: pass',
    respond: (by, card, cancel) => `Seat ${by} activated ${card}: ${cancel ? 'cancel it with your Cancel amulet, or let it apply' : 'let it apply'}`,
    place: 'You won the room: choose a space of your temple, then the room’s orientation',
    give: (to, keep) => `Choose the card to give to ${seatOf(to)} (you keep the other ${count(keep, 'card')})`,
    pickStick: (discard, whose, left) => `Choose a stick ${whose < 0 ? 'of either seat' : `of ${seatOf(whose)}`} to ${discard ? 'discard' : 're-throw'} (${left} left)`,
    pickRelic: (left) => `Choose a face-down relic to look at (${left} left)`,
    swapRelics: 'Choose two relics of one temple to swap, in either order',
    rotate: 'Choose a room to rotate, then its new orientation',
    moveRoom: 'Choose one of your rooms, then the empty space to move it to',
    swapRooms: 'Choose two rooms of one temple to swap, in either order',
    trap: (t) => `Choose an empty space of ${temple(t)} for the trap`,
    take: 'Choose a card of the discard pile to take',
    drawOnly: 'Use your Draw amulet',
    over: (winner) => (winner < 0 ? 'The game is over: a draw' : `The game is over: ${seatOf(winner)} wins`),
    chance: (pending) => own(CHANCE_NOW, pending ?? '') ?? 'The game goes on by itself',
    waiting: (seat, phase, card) => `Seat ${seat} ${own(WAITING, phase)?.(card) ?? 'is deciding'}`
  },
  label: {
    card: (c, i) => (c === undefined ? `card ${i}` : `card ${c.id} (${own(ABILITY_WORDS, c.ability)?.(c.param) ?? c.ability}; ${symbolWord(c.symbol)})`),
    cardShort: (c, i) => (c === undefined ? `card ${i}` : `card ${c.id}`),
    cardAt: (card, zone, seat) => `${card}, ${zone === 'hand' ? `in seat ${seat}’s hand` : zone === 'discard' ? 'on the discard pile' : `${ZONES[zone]} by seat ${seat}`}`,
    hiddenCard: (zone, seat) =>
      zone === 'hand' ? `a face-down card in ${seatOf(seat)}’s hand` : zone === 'laid' ? `a card ${seatOf(seat)} laid face-down` : `a card ${seatOf(seat)} drew, face-down`,
    stick: (seat, colour, face) =>
      `${seatOf(seat)}’s ${colour} stick, ${face === undefined ? 'being thrown' : face.naga ? (face.fate > 0 ? `showing ${face.fate} fate and a Naga` : 'showing a Naga') : `showing ${face.fate} fate`}`,
    room: (kind, r, amulet) => `${article(kind)} room turned ${degrees(r)}${amulet ? ', with an amulet' : ''}`,
    cell: (t, i, what) => `space ${i} of ${temple(t)}: ${what}`,
    empty: 'empty',
    trapHere: 'the trap',
    relic: (t, i, what) => `hiding place ${i} of ${temple(t)}: ${what}`,
    relicKind: (cursed, value, up) => `${cursed ? 'a cursed' : 'a sacred'} relic worth ${value}, face-${up ? 'up' : 'down'}`,
    relicUnknown: 'a face-down relic',
    entrance: (t, i) => `entrance ${i} of ${temple(t)}`,
    amulet: (seat, name) => (name === undefined ? `a face-down amulet of ${seatOf(seat)}` : `${seatOf(seat)}’s ${name}`),
    usedAmulet: (name) => `a used ${name ?? 'amulet'}`,
    rotation: (r) => `turned ${degrees(r)}`,
    seat: (s, guide, fate) => `${seatOf(s)}${guide ? ' (the guide)' : ''}: fate ${fate}`,
    lay: 'Lay the selected cards face-down',
    pass: 'Pass',
    allow: 'Let the ability apply',
    offer: (what) => (what === undefined ? 'no room on offer' : `the room on offer: ${what}`),
    scroll: (guide) => (guide < 0 ? 'the scroll (no guide yet)' : `the scroll: ${seatOf(guide)} is the guide`),
    trap: (t, i) => (t < 0 ? 'the trap, beside the room stack' : `the trap, on space ${i} of ${temple(t)}`),
    deck: (n) => `the deck: ${count(n, 'card')}`,
    discard: (n) => `the discard pile: ${count(n, 'card')}`,
    roomStack: (n) => `the room stack: ${count(n, 'room')}`,
    amuletStack: (n) => `the amulet stack: ${count(n, 'amulet')}`
  },
  why: {
    mixedSymbols: (card, symbol, chosen) => `${card} shows ${symbolWord(symbol)}, but the selected cards show ${symbolWord(chosen)}: all must bear the same symbol`,
    alreadySelected: (card) => `${card} is already selected`,
    noSelection: 'select at least one card before laying them',
    notInHand: (card) => `${card} is not in your hand`,
    selectedNotActivated: (card) => `${card} was SELECTED this round, so it cannot be ACTIVATED`,
    notANagaStick: 'this stick does not show a Naga',
    noNaga: 'none of your sticks shows a Naga',
    ownSticks: 'a Naga is spent from your own sticks',
    noEffect: (card) => `the ability of ${card} can do nothing now`,
    notDrawn: 'you give one of the cards you have just drawn',
    trapLiesHere: 'the trap lies on this space',
    trapAlreadyHere: 'the trap already lies on this space',
    occupied: 'this space already holds a room',
    trapOnEmpty: 'this space holds a room; the trap goes on an empty space',
    notReachable: 'this space neither touches an entrance nor is next to one of your rooms',
    ownTemplePlace: 'the room goes into your own temple',
    ownTempleMove: 'you move a room within your own temple',
    opponentTempleTrap: 'the trap goes into your opponent’s temple',
    arrowsYours: (card) => `the arrows of ${card} do not allow targeting your own things`,
    arrowsTheirs: (card, s) => `the arrows of ${card} do not allow targeting ${seatOf(s)}’s things`,
    sameSeatSticks: (s) => `the sticks must all belong to ${seatOf(s)}`,
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
  }
}

/** Nagaraja's words in English, as its text functions receive them by default. */
export const nagarajaSayEnglish: Say<NagarajaText> = { locale: 'en', text: nagarajaEnglish, core: coreEnglish }

/**
 * A refusal of Nagaraja's rules: its stable code and rule, the English message from
 * {@link nagarajaEnglish}, and the key and params that say it in any locale (`violationText`).
 */
export const refuse = <K extends NagarajaRefusalKey>(code: string, key: K, params: NagarajaRefusalParams[K], rule: string): RuleViolation =>
  violation(code, (nagarajaEnglish.refusal[key] as (p: NagarajaRefusalParams[K]) => string)(params), rule, { key, params })

/**
 * A stored end reason read back as data: the one form {@link nagarajaEnglish} writes that gives the
 * same text with the reason's numbers, or `undefined` for any other text (a state made by hand).
 */
export const endReasonOf = (reason: string): EndReason | undefined => {
  const [x = 0, y = 0, z = 0] = (reason.match(/\d+/g) ?? []).slice(0, 3).map(Number)
  const forms: readonly EndReason[] = [
    { k: 'cursed', seat: x, total: y },
    { k: 'reached', seat: x, points: y },
    { k: 'ninth', seat: x, a: y, b: z },
    { k: 'stackEmpty', a: x, b: y, draw: true },
    { k: 'stackEmpty', a: x, b: y, draw: false }
  ]
  return forms.find((r) => nagarajaEnglish.end(r) === reason)
}
