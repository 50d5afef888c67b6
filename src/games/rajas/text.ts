/**
 * Rajas's words (issue 29, docs/locales.md): {@link RajasText}, the text interface every locale of
 * Rajas of the Ganges implements — each word the game produces as a function of structured params
 * (seats, numbers, colour names, ids of spaces, buildings, goods and rewards) — and its English,
 * {@link rajasEnglish}. Other locales live in `src/locales/<tag>/rajas.ts` and ship only in
 * `tabletop-rules/locales/<tag>`.
 *
 * Dice colours reach these functions as the component set's colour names (`'blue'`, `'orange'`):
 * each locale says the colours it knows in the number and case its sentence needs, and any other
 * name (a user's set) as it is.
 * @module
 */
import { coreEnglish, type Say } from '../../core/index.js'

/** A reward of a space, a tile or a bonus: its kind (`dice`, `money`, …), amount and dice colour (`''`: any colour). */
export interface RewardParams {
  /** The kind (components/types.ts `RewardKind`). */
  readonly k: string
  /** The amount, where the kind has one. */
  readonly n?: number
  /** The dice colour's name; `''` or absent for a die of any colour. */
  readonly c?: string
}

/** An action space as a move names it: its kind (`quarry`, `various`, …; `''` for no space), garden or balcony colour, chamber value. */
export interface SpaceParams {
  /** The kind (components/types.ts `SpaceKind`), or `''` for a space the board does not have. */
  readonly kind: string
  /** The colour's name of a garden or a balcony. */
  readonly colour: string
  /** The die value of a palace chamber (1–6). */
  readonly value: number
}

/** A seat's die as a move names it: its index, and its colour and value when the seat has it. */
export interface DieParams {
  /** The die's index on the Kali statue. */
  readonly i: number
  /** The colour's name, when the die exists. */
  readonly colour?: string
  /** The value it shows, when the die exists. */
  readonly value?: number
}

/** Moves in words (`describeMove`); `who` is the actor as the core names it ("seat 1"). */
export interface RajasMoveText {
  readonly place: (who: string, space: SpaceParams, i: number, money: number) => string
  readonly pay: (who: string, die: DieParams, flip: boolean) => string
  readonly stack: (who: string, i: number, tile: { readonly colour: string; readonly cost: number } | undefined) => string
  readonly cover: (who: string, cell: number) => string
  readonly put: (who: string, cell: number, degrees: number) => string
  readonly take: (who: string, colour: string) => string
  readonly discard: (who: string, die: DieParams) => string
  readonly pass: (who: string) => string
  readonly takeFit: (who: string) => string
  readonly upgrade: (who: string, building: number) => string
  /** Takes (`yes`) or declines an optional bonus; `undefined` when no bonus is pending. */
  readonly bonus: (who: string, reward: RewardParams | undefined, yes: boolean) => string
  readonly declineIncome: (who: string) => string
  readonly river: (who: string, n: number) => string
  readonly freeChamber: (who: string, value: number) => string
  readonly goods: (who: string, goods: number) => string
  readonly market: (who: string, m: number, cell: number) => string
  readonly done: (who: string) => string
  readonly reroll: (who: string, die: DieParams) => string
  readonly order: (who: string, group: number) => string
  readonly flip: (who: string, die: DieParams) => string
  /** Navaratna: an income tile put on a border space (`colour`, `reward` undefined for an unknown tile). */
  readonly income: (who: string, id: number, colour: string | undefined, reward: RewardParams | undefined, slot: number) => string
  readonly gangaRoll: (value: number, from: number) => string
  readonly roll: (colour: string, value: number) => string
  readonly rerolled: (value: number) => string
  readonly gangaDraw: (id: number, space: number) => string
  readonly brownDraw: (seat: number, id: number) => string
  readonly tileRevealed: (id: number, stack: number) => string
  readonly whiteDrawn: (id: number) => string
  readonly first: (seat: number) => string
}

/** Everything Rajas says, in one locale. */
export interface RajasText {
  /** Moves in words. */
  readonly move: RajasMoveText
  /** The outcome's reason (R127, R129, A12), by how the game ended. */
  readonly reason: {
    readonly stage: string
    readonly round: string
    readonly stalled: string
    readonly over: string
  }
  /** The score-breakdown labels: fame, and the fame space beside the money marker (R130). */
  readonly breakdown: {
    readonly fame: string
    readonly moneyMarker: string
  }
}

/** The outcome reasons the flow stores in a state (English, `state.reason`), by key. */
export const REASONS = {
  stage: 'the current stage was completed after a player\u2019s markers met or passed (R127, R129)',
  round: 'the round ended after a player\u2019s markers met or passed (R127, A12)',
  stalled: 'no player can place a worker (stalled)',
  over: 'the game is over'
} as const

const article = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`
const BUILDINGS = ['temple', 'palace', 'fort', 'mill']
const GOODS = ['silk', 'tea', 'spice']
const CHAMBERS: Readonly<Record<number, string>> = { 1: 'Grand Mogul', 2: 'Dancer', 3: 'Yogi', 4: 'Raja Man Singh', 5: 'Architect', 6: 'Portuguese' }
const KIND: Readonly<Record<string, string>> = { various: 'different-goods market', same: 'same-goods market' }

const dieName = (d: DieParams): string => (d.colour === undefined ? `die ${d.i}` : `the ${d.colour} ${d.value ?? 0}`)

/** Rajas of the Ganges in English (the default locale). */
export const rajasEnglish: RajasText = {
  move: {
    place: (who, sp, i, money) => {
      const what =
        sp.kind === ''
          ? 'an unknown space'
          : sp.kind === 'chamber'
            ? `the ${CHAMBERS[sp.value] ?? 'unknown'} chamber`
            : sp.kind === 'garden' || sp.kind === 'balcony'
              ? `the ${sp.colour} ${sp.kind}`
              : `the ${KIND[sp.kind] ?? sp.kind}`
      return `${who} places a worker on ${what} (space ${i}${money ? `, ${money} money` : ''})`
    },
    pay: (who, die, flip) => `${who} pays ${dieName(die)}${flip ? ', flipped with 1 karma' : ''}`,
    stack: (who, i, t) => `${who} takes the top tile of stack ${i}${t === undefined ? '' : ` (${t.colour} ${t.cost})`}`,
    cover: (who, cell) => `${who} has the architect cover the tile on cell ${cell}`,
    put: (who, cell, degrees) => `${who} places the tile on cell ${cell}, turned ${degrees}°`,
    take: (who, colour) => `${who} takes ${article(`${colour} die`)}`,
    discard: (who, die) => `${who} returns ${dieName(die)} to make room`,
    pass: (who) => `${who} passes for the rest of the round`,
    takeFit: (who) => `${who} takes only the dice that fit`,
    upgrade: (who, b) => `${who} upgrades the ${BUILDINGS[b] ?? 'building'}`,
    bonus: (who, r, yes) => `${who} ${yes ? 'takes' : 'declines'} the bonus (${r?.k ?? ''})`,
    declineIncome: (who) => `${who} declines the income tile`,
    river: (who, n) => `${who} moves the boat ${n} unoccupied space${n === 1 ? '' : 's'}`,
    freeChamber: (who, v) => `${who} performs the ${CHAMBERS[v] ?? 'unknown chamber'} action for free`,
    goods: (who, g) => `${who} chooses ${GOODS[g] ?? 'goods'}`,
    market: (who, m, cell) => `${who} scores market ${m} of the tile on cell ${cell}`,
    done: (who) => `${who} is done`,
    reroll: (who, die) => `${who} re-rolls ${dieName(die)}`,
    order: (who, i) => `${who} resolves effect group ${i} first`,
    flip: (who, die) => `${who} flips ${dieName(die)} with 1 karma`,
    income: (who, id, colour, r, slot) => `${who} puts the ${colour ?? ''} income tile ${id} (${r?.k ?? ''}) on border space ${slot}`,
    gangaRoll: (v, from) => `the Ganga die shows ${v}: count ${v} river spaces on from space ${from}`,
    roll: (colour, v) => `${article(`${colour} die`)} is rolled: ${v}`,
    rerolled: (v) => `the re-rolled die shows ${v}`,
    gangaDraw: (id, i) => `river tile ${id} is placed on river space ${i}`,
    brownDraw: (seat, id) => `seat ${seat} draws brown income tile ${id}`,
    tileRevealed: (id, i) => `tile ${id} is revealed on stack ${i}`,
    whiteDrawn: (id) => `white income tile ${id} is drawn`,
    first: (seat) => `seat ${seat} becomes first player (tie broken at random)`
  },
  reason: REASONS,
  breakdown: { fame: 'fame', moneyMarker: 'money marker' }
}

/** Rajas's words in English, as its text functions receive them by default. */
export const rajasSayEnglish: Say<RajasText> = { locale: 'en', text: rajasEnglish, core: coreEnglish }
