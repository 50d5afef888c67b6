/**
 * The Border written for boardgame.io (dev-only peer for the benchmark; never shipped).
 *
 * An independent re-statement of the rules as `src/games/the-border/` implements them (D1–D45 with
 * the default options: `passiveChaining` on, first completion per action), on the same bundled
 * component set with the default sheets (seat i plays sheet i), written the idiomatic boardgame.io
 * way: `G` mutated inside moves (immer), one turn per round, stages for the active player's rolls
 * (`roll`, `decide`) and Action 1 (`action1`), and the passive players' simultaneous Action 2 as an
 * `action2` stage for several players at once; `endIf` ends the game.
 *
 * Chance is explicit: the first player is the argument of a `first` move and every die result the
 * argument of a `roll` move (both made by the player whose turn it is), so the peer can be driven
 * through exactly the chance outcomes of one of our transcripts.
 *
 * Like ours, the peer takes the automatic steps of the implementation: Action 1 is skipped when no
 * segment can be completed, and a passive player who can cross nothing when Action 2 begins is
 * finished at once (DQ16); one that has crossed finishes by its own pass (D33, rules 3.0.0).
 */
import type { Ctx, FnContext, Game, PlayerID, State } from 'boardgame.io'
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal'
import { BUNDLED_COMPONENTS } from '../../src/games/the-border/components/bundled.js'
import type { BorderMove } from '../../src/games/the-border/moves.js'

const INVALID_MOVE = 'INVALID_MOVE' as const

// ---------------------------------------------------------------------------------------------
// The component set, indexed once.

const C = BUNDLED_COMPONENTS
const FACES: readonly string[] = C.dice.faces
const DICE = C.dice.count
const NEIGHBOURS: readonly (readonly number[])[] = C.boxes.map((b) => b.neighbours)
const AREAS_OF: readonly number[][] = C.boxes.map((_, b) => C.areas.flatMap((a, i) => (a.ring.includes(b) ? [i] : [])))
/** Per sheet: face index per box (-1 white), and the segments with their face index. */
const SHEETS = C.sheets.map((sheet) => {
  const faceOf = C.boxes.map(() => -1)
  const segments = sheet.segments.map((seg) => {
    const face = FACES.indexOf(seg.colour)
    for (const b of seg.boxes) faceOf[b] = face
    return { colour: seg.colour as string, face, boxes: seg.boxes }
  })
  return { faceOf, segments }
})
/** Areas completed that end the game (D41). */
const AREAS_TO_END = 6
const MAX_ROLLS = 3

// ---------------------------------------------------------------------------------------------
// G

/** One player's sheet. */
export interface PeerSheet {
  /** One character per box, `'1'` crossed (white boxes start crossed): a string, so reads on the
   * immer draft are one proxy access, not one per box. */
  crossed: string
  /** Per area: the action (2 × round, + 1 for Action 2) that completed it, or -1. */
  completed: number[]
}

/** The peer's game state. */
export interface PeerG {
  players: number
  first: number
  round: number
  step: 'first' | 'roll' | 'decide' | 'action1' | 'action2' | 'over'
  active: number
  rolls: number
  toRoll: number
  /** Dice showing, per face. */
  dice: number[]
  /** Dice used in Action 1, per face. */
  spent: number[]
  /** Action 2: dice available per face, the per-player limit, dice used per seat, who still acts. */
  pool: number[]
  limit: number
  used: number[][]
  waiting: boolean[]
  sheets: PeerSheet[]
}

const zeros = (): number[] => FACES.map(() => 0)
const sum = (xs: readonly number[]): number => xs.reduce((a, n) => a + n, 0)

const initialG = (players: number): PeerG => ({
  players,
  first: -1,
  round: -1,
  step: 'first',
  active: -1,
  rolls: 0,
  toRoll: 0,
  dice: zeros(),
  spent: zeros(),
  pool: zeros(),
  limit: 0,
  used: Array.from({ length: players }, zeros),
  waiting: Array.from({ length: players }, () => false),
  sheets: Array.from({ length: players }, () => ({
    crossed: C.boxes.map((b) => (b.white ? '1' : '0')).join(''),
    completed: C.areas.map(() => -1)
  }))
})

// ---------------------------------------------------------------------------------------------
// Rules on G (mutating: they run on immer drafts inside moves)

/** Crosses boxes and stamps the areas this completes (D34, D39). */
const cross = (sheet: PeerSheet, boxes: readonly number[], stamp: number): void => {
  let crossed = sheet.crossed
  for (const b of boxes) crossed = `${crossed.slice(0, b)}1${crossed.slice(b + 1)}`
  sheet.crossed = crossed
  for (const b of boxes) {
    for (const a of AREAS_OF[b] ?? []) {
      if (sheet.completed[a] !== -1) continue
      if ((C.areas[a]?.ring ?? []).every((r) => crossed[r] === '1')) sheet.completed[a] = stamp
    }
  }
}

const openBoxes = (G: PeerG, seat: number, k: number): number[] => {
  const crossed = G.sheets[seat]?.crossed ?? ''
  return (SHEETS[seat]?.segments[k]?.boxes ?? []).filter((b) => crossed[b] !== '1')
}

/** Segments the active player can complete with the unused dice (D21, D23, D24). */
const completable = (G: PeerG): number[] => {
  const out: number[] = []
  const segs = SHEETS[G.active]?.segments ?? []
  for (let k = 0; k < segs.length; k++) {
    const face = (segs[k] as { face: number }).face
    const open = openBoxes(G, G.active, k).length
    if (open > 0 && open <= (G.dice[face] ?? 0) - (G.spent[face] ?? 0)) out.push(k)
  }
  return out
}

/** Whether `seat` may cross box `b` now in Action 2 (D28–D31, chaining on). */
const canCross = (G: PeerG, seat: number, crossed: string, used: readonly number[], b: number): boolean => {
  const face = (SHEETS[seat] as { faceOf: number[] }).faceOf[b] ?? -1
  if (face < 0 || crossed[b] !== '0' || (used[face] ?? 0) >= (G.pool[face] ?? 0)) return false
  return (NEIGHBOURS[b] ?? []).some((j) => crossed[j] === '1')
}

/** Boxes `seat` may cross now in Action 2, ascending (empty once its die limit is reached). */
const crossable = (G: PeerG, seat: number, firstOnly = false): number[] => {
  const out: number[] = []
  const used = G.used[seat] ?? []
  if (sum(used) >= G.limit) return out
  const crossed = (G.sheets[seat] as PeerSheet).crossed
  for (let b = 0; b < crossed.length; b++) {
    if (canCross(G, seat, crossed, used, b)) {
      out.push(b)
      if (firstOnly) break
    }
  }
  return out
}

type Ev = FnContext<PeerG>['events']

const startRound = (G: PeerG, active: number): void => {
  G.round++
  G.active = active
  G.step = 'roll'
  G.rolls = 1
  G.toRoll = DICE
  G.dice = zeros()
  G.spent = zeros()
  G.pool = zeros()
  G.limit = 0
  G.used = Array.from({ length: G.players }, zeros)
  G.waiting = Array.from({ length: G.players }, () => false)
}

/** End of the round: game over on a 6th area (D41–D43), else the next turn (D16). */
const endRound = (G: PeerG, events: Ev): void => {
  G.waiting = G.waiting.map(() => false)
  if (G.sheets.some((s) => s.completed.filter((x) => x >= 0).length >= AREAS_TO_END)) G.step = 'over'
  else events.endTurn()
}

/** Action 2 begins with the dice of D28; seats with nothing to cross are finished (DQ16). */
const enterAction2 = (G: PeerG, events: Ev): void => {
  const total = sum(G.dice)
  const spent = sum(G.spent)
  const allUsed = spent === total
  G.pool = allUsed ? [...G.dice] : G.dice.map((n, f) => n - (G.spent[f] ?? 0))
  G.limit = allUsed ? 1 : total - spent
  G.step = 'action2'
  const value: Record<PlayerID, string> = {}
  for (let seat = 0; seat < G.players; seat++) {
    const w = seat !== G.active && crossable(G, seat, true).length > 0
    G.waiting[seat] = w
    if (w) value[String(seat)] = 'action2'
  }
  if (G.waiting.some((w) => w)) events.setActivePlayers({ value })
  else endRound(G, events)
}

/** Rolling is over: Action 1, or Action 2 at once when nothing can be completed. */
const enterAction1 = (G: PeerG, events: Ev): void => {
  G.toRoll = 0
  if (completable(G).length === 0) return enterAction2(G, events)
  G.step = 'action1'
  events.setActivePlayers({ currentPlayer: 'action1' })
}

/** A passive seat is finished; the last one ends the round (D16, D33). */
const finishSeat = (G: PeerG, seat: number, events: Ev): void => {
  G.waiting[seat] = false
  if (G.waiting.some((w) => w)) events.endStage()
  else endRound(G, events)
}

// ---------------------------------------------------------------------------------------------
// Moves

type MoveCtx = FnContext<PeerG> & { playerID: PlayerID }

const moves = {
  /** Chance: the first active player (D13). */
  first: ({ G, events }: MoveCtx, seat: number) => {
    if (!Number.isInteger(seat) || seat < 0 || seat >= G.players) return INVALID_MOVE
    G.first = seat
    events.endPhase()
    return undefined
  },
  /** Chance: one die shows `colour` (D17). */
  roll: ({ G, events }: MoveCtx, colour: string) => {
    const face = FACES.indexOf(colour)
    if (face < 0 || G.step !== 'roll' || G.toRoll <= 0) return INVALID_MOVE
    G.dice[face] = (G.dice[face] ?? 0) + 1
    G.toRoll--
    if (G.toRoll > 0) return undefined
    if (G.rolls >= MAX_ROLLS) enterAction1(G, events)
    else {
      G.step = 'decide'
      events.setActivePlayers({ currentPlayer: 'decide' })
    }
    return undefined
  },
  /** The active player keeps the dice (D18). */
  stop: ({ G, events }: MoveCtx) => {
    enterAction1(G, events)
    return undefined
  },
  /** The active player re-rolls these dice, in face order (D18, D19, DQ14). */
  reroll: ({ G, events }: MoveCtx, dice: readonly string[]) => {
    if (G.rolls >= MAX_ROLLS || !Array.isArray(dice) || dice.length === 0) return INVALID_MOVE
    const take = zeros()
    let last = -1
    for (const c of dice) {
      const f = FACES.indexOf(c)
      if (f < last || f < 0) return INVALID_MOVE
      last = f
      take[f] = (take[f] ?? 0) + 1
    }
    if (take.some((n, f) => n > (G.dice[f] ?? 0))) return INVALID_MOVE
    G.dice = G.dice.map((n, f) => n - (take[f] ?? 0))
    G.rolls++
    G.toRoll = dice.length
    G.step = 'roll'
    events.setActivePlayers({ currentPlayer: 'roll' })
    return undefined
  },
  /** Action 1: complete the segment of this colour and length (D20–D24). */
  complete: ({ G, events }: MoveCtx, colour: string, length: number) => {
    const segs = SHEETS[G.active]?.segments ?? []
    const k = segs.findIndex((s) => s.colour === colour && s.boxes.length === length)
    const seg = segs[k]
    if (seg === undefined) return INVALID_MOVE
    const open = openBoxes(G, G.active, k)
    if (open.length === 0 || open.length > (G.dice[seg.face] ?? 0) - (G.spent[seg.face] ?? 0)) return INVALID_MOVE
    cross(G.sheets[G.active] as PeerSheet, open, 2 * G.round)
    G.spent[seg.face] = (G.spent[seg.face] ?? 0) + open.length
    if (completable(G).length === 0) enterAction2(G, events)
    return undefined
  },
  /** Action 1: done (D25). */
  done: ({ G, events }: MoveCtx) => {
    enterAction2(G, events)
    return undefined
  },
  /** Action 2: a passive player crosses a box next to a crossed one (D30, D31). */
  cross: ({ G, playerID }: MoveCtx, box: number) => {
    const seat = Number(playerID)
    const used = G.used[seat] as number[]
    if (!Number.isInteger(box) || sum(used) >= G.limit || !canCross(G, seat, (G.sheets[seat] as PeerSheet).crossed, used, box)) return INVALID_MOVE
    const face = (SHEETS[seat] as { faceOf: number[] }).faceOf[box] as number
    cross(G.sheets[seat] as PeerSheet, [box], 2 * G.round + 1)
    used[face] = (used[face] ?? 0) + 1
    // D33 (rules 3.0.0): the player stays in Action 2 until its own pass, even when it can cross nothing more
    return undefined
  },
  /** Action 2: a passive player is done (D32). */
  pass: ({ G, events, playerID }: MoveCtx) => {
    finishSeat(G, Number(playerID), events)
    return undefined
  }
}

// ---------------------------------------------------------------------------------------------
// Scoring

/** Each seat's points: the higher value for the first completion(s), the lower later (D36–D40). */
export const peerScores = (G: PeerG): number[] =>
  G.sheets.map((sheet) =>
    C.areas.reduce((total, area, a) => {
      const mine = sheet.completed[a] ?? -1
      if (mine < 0) return total
      const first = Math.min(...G.sheets.map((s) => s.completed[a] ?? -1).filter((x) => x >= 0))
      return total + (first === mine ? area.high : area.low)
    }, 0)
  )

/** The Border as a boardgame.io game. */
export const borderPeerGame: Game<PeerG> = {
  name: 'the-border-peer',
  minPlayers: 2,
  maxPlayers: 4,
  setup: ({ ctx }) => initialG(ctx.numPlayers),
  phases: {
    start: { start: true, moves: { first: moves.first }, next: 'play' },
    play: {
      turn: {
        order: {
          first: ({ G }) => G.first,
          next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers
        },
        activePlayers: { currentPlayer: 'roll' },
        onBegin: ({ G, ctx }) => startRound(G, Number(ctx.currentPlayer)),
        stages: {
          roll: { moves: { roll: moves.roll } },
          decide: { moves: { stop: moves.stop, reroll: moves.reroll } },
          action1: { moves: { complete: moves.complete, done: moves.done } },
          action2: { moves: { cross: moves.cross, pass: moves.pass } }
        }
      }
    }
  },
  endIf: ({ G }) => (G.step === 'over' ? { scores: peerScores(G) } : undefined)
}

// ---------------------------------------------------------------------------------------------
// Driving the reducer

/** A boardgame.io move action (what a client sends). */
export interface PeerAction {
  readonly type: 'MAKE_MOVE'
  readonly payload: { readonly type: string; readonly args: readonly unknown[]; readonly playerID: PlayerID; readonly credentials: undefined }
}

const action = (type: string, args: readonly unknown[], playerID: PlayerID): PeerAction => ({
  type: 'MAKE_MOVE',
  payload: { type, args, playerID, credentials: undefined }
})

/** A peer match: the reducer and its state. */
export interface PeerMatch {
  readonly reduce: (state: State<PeerG>, a: PeerAction) => State<PeerG> & { transients?: { error?: { type: string } } }
  readonly initial: State<PeerG>
}

const processed = ProcessGameConfig(borderPeerGame)
/** The server-side reducer (one for every match, as a boardgame.io server keeps it). */
const reducer = CreateGameReducer({ game: processed, isClient: false })
const reduce: PeerMatch['reduce'] = (state, a) => reducer(state, a as never) as ReturnType<PeerMatch['reduce']>

/** A new match for `players` (boardgame.io's `InitializeGame`, the counterpart of our `setup`). */
export const newPeerMatch = (players: number): PeerMatch => ({
  initial: InitializeGame({ game: processed, numPlayers: players }) as State<PeerG>,
  reduce
})

/** Who may act now, as seats; the chance moves (`first`, `roll`) are made by the player whose turn it is. */
export const peerActing = (ctx: Ctx): { readonly seats: readonly number[]; readonly chance: boolean } => {
  if (ctx.gameover !== undefined) return { seats: [], chance: false }
  if (ctx.phase === 'start') return { seats: [], chance: true }
  const ap = ctx.activePlayers
  if (ap === null) return { seats: [Number(ctx.currentPlayer)], chance: false }
  const seats = Object.keys(ap)
  if (seats.length === 1 && ap[seats[0] as string] === 'roll') return { seats: [], chance: true }
  return { seats: seats.map(Number).sort((a, b) => a - b), chance: false }
}

/** Chance outcomes now: the first seat, or a die face (equally likely). */
export const peerChanceActions = (state: State<PeerG>): readonly PeerAction[] =>
  state.ctx.phase === 'start'
    ? Array.from({ length: state.G.players }, (_, seat) => action('first', [seat], '0'))
    : FACES.map((c) => action('roll', [c], state.ctx.currentPlayer))

const rerolls = (dice: readonly number[]): string[][] => {
  const out: string[][] = []
  const pick = dice.map(() => 0)
  const rec = (i: number): void => {
    if (i === dice.length) {
      const list = pick.flatMap((k, f) => Array.from({ length: k }, () => FACES[f] as string))
      if (list.length > 0) out.push(list)
      return
    }
    for (let k = 0; k <= (dice[i] ?? 0); k++) {
      pick[i] = k
      rec(i + 1)
    }
    pick[i] = 0
  }
  rec(0)
  return out
}

/** The legal moves of `seat` now (the peer's own enumeration, as a bot on boardgame.io would write it). */
export const peerLegalActions = (state: State<PeerG>, seat: number): readonly PeerAction[] => {
  const { G, ctx } = state
  const id = String(seat)
  const stage = ctx.activePlayers?.[id]
  switch (stage) {
    case 'decide':
      return G.rolls >= MAX_ROLLS ? [action('stop', [], id)] : [action('stop', [], id), ...rerolls(G.dice).map((d) => action('reroll', [d], id))]
    case 'action1': {
      const segs = SHEETS[seat]?.segments ?? []
      return [...completable(G).map((k) => action('complete', [segs[k]?.colour, segs[k]?.boxes.length], id)), action('done', [], id)]
    }
    case 'action2':
      return [...crossable(G, seat).map((b) => action('cross', [b], id)), action('pass', [], id)]
    default:
      return []
  }
}

/** Our move as the peer's action, made by `seat` (chance moves by the player whose turn it is). */
export const toPeerAction = (state: State<PeerG>, seat: number | 'chance', move: BorderMove): PeerAction => {
  const by = seat === 'chance' ? (state.ctx.phase === 'start' ? '0' : state.ctx.currentPlayer) : String(seat)
  switch (move.t) {
    case 'first':
      return action('first', [move.seat], by)
    case 'roll':
      return action('roll', [move.colour], by)
    case 'stop':
      return action('stop', [], by)
    case 'reroll':
      return action('reroll', [[...move.dice]], by)
    case 'complete':
      return action('complete', [move.colour, move.length], by)
    case 'cross':
      return action('cross', [move.box], by)
    case 'done':
      return action(state.ctx.activePlayers?.[by] === 'action2' ? 'pass' : 'done', [], by)
  }
}
