/**
 * The shapes the adapter exchanges with boardgame.io 0.50, declared here so that this entry needs
 * no import of boardgame.io (types or code): they are structural subsets of boardgame.io's own
 * `Game`, `Ctx` and move context, and the returned game object is assignable to its `Game`.
 * @module
 */
import type { Actor, RedactedMove, Seat } from '../core/game.js'
import type { Outcome } from '../core/outcome.js'
import type { RuleViolation } from '../core/violation.js'
import type { Step } from '../core/chance.js'

/** boardgame.io's `INVALID_MOVE` (a plain string constant there too). */
export const INVALID_MOVE = 'INVALID_MOVE' as const

/** The type of {@link INVALID_MOVE}. */
export type InvalidMove = typeof INVALID_MOVE

/** The part of boardgame.io's `ctx` the adapter reads. */
export interface BgioCtx {
  /** Number of seats in the match. */
  readonly numPlayers: number
  /** Seats that may act now (boardgame.io player ids), or `null`. */
  readonly activePlayers: null | Readonly<Record<string, unknown>>
  /** Set once the game is over: the adapter puts the {@link Outcome} (or a setup error) here. */
  readonly gameover?: unknown
  /** The current phase (the adapter defines none). */
  readonly phase: string | null
}

/** The guard's API in a move's context (see `guard.ts`): the adapter's setup and moves sign each update with it. */
export interface GuardApi {
  /** Marks this update as made by the adapter (called by `setup`, `start` and `play`). */
  readonly sign: () => void
  /** Whether {@link GuardApi.sign} was called during this update. */
  readonly signed: () => boolean
}

/** The guard's plugin data: whether the adapter signed the last update. */
export interface GuardData {
  /** Whether the adapter signed the last update. */
  readonly signed: boolean
}

/** The part of boardgame.io's events API the adapter calls (from its own moves and hooks only). */
export interface BgioEvents {
  /** Sets the seats that may act now. */
  setActivePlayers(arg: string[]): void
}

/** The part of boardgame.io's random API the adapter may call (a fallback seed source only). */
export interface BgioRandom {
  /** A float in [0, 1). */
  Number(): number
}

/** The context boardgame.io passes to a move. */
export interface BgioMoveContext<G> {
  /** The match state (server side: the adapter's {@link ServerG}). */
  readonly G: G
  /** boardgame.io's ctx. */
  readonly ctx: BgioCtx
  /** The seat that sent the move. */
  readonly playerID: string
  /** Events, used to set who may act. */
  readonly events: BgioEvents
  /** boardgame.io's seeded random numbers. */
  readonly random: BgioRandom
}

/** A boardgame.io long-form move. */
export interface BgioMove<G> {
  /** The move itself. */
  readonly move: (context: BgioMoveContext<G>, ...args: unknown[]) => G | InvalidMove
  /** `false`: the client never runs it (it only waits for the server), so no client predicts chance. */
  readonly client: boolean
  /** Whether to hide the move's arguments from the other seats in boardgame.io's log. */
  readonly redact: boolean | ((context: { readonly G: G | unknown; readonly ctx?: unknown }) => boolean)
  /** Never undoable (undo is information-safe only when off). */
  readonly undoable: boolean
}

/** An action `ai.enumerate` lists: one of the adapter's moves with its arguments. */
export interface BgioAiAction {
  /** `'start'` or `'play'`. */
  readonly move: string
  /** The arguments (`[move]` for `play`, none for `start`). */
  readonly args?: unknown[]
}

/**
 * A boardgame.io plugin, as the adapter's guard uses it: an API in each move's context (the
 * adapter's moves sign their update with it), `flush` (what the update left in the plugin's data)
 * and `isInvalid` (refuses the whole update). Parameters are read as untrusted (`unknown`).
 */
export interface BgioPlugin<G, Api, Data> {
  /** The plugin's name. */
  readonly name: string
  /** The API boardgame.io puts in each move's context (created afresh for every update). */
  readonly api: () => Api
  /** The plugin's data after an update, from the API of that update. */
  readonly flush: (context: { readonly api?: unknown }) => Data
  /** A reason to refuse the whole update, or `false`. */
  readonly isInvalid: (context: { readonly G: G | unknown; readonly ctx: unknown; readonly data?: unknown }) => false | string
}

/**
 * The boardgame.io 0.50 `Game` the adapter returns. `G` is {@link ServerG} on the server and
 * {@link ClientG} (the seat's view) on every client.
 */
export interface BoardgameIOGame<Config, State, Move, View> {
  /** The game's name for boardgame.io's server and lobby. */
  readonly name: string
  /** From the game's `players.min`. */
  readonly minPlayers: number
  /** From the game's `players.max`. */
  readonly maxPlayers: number
  /** Undo stays off: it would let a seat take back a move after seeing what it revealed. */
  readonly disableUndo: true
  /** Whole-state updates (no JSON patches in the log). */
  readonly deltaState: false
  /** Builds the public, not yet started state from `ctx.numPlayers` and `setupData` (total: a bad input gives a `G` with the error). */
  readonly setup: (context: { readonly ctx?: unknown }, setupData?: unknown) => ServerG<Config, State, Move>
  /** Refuses a bad `setupData` (or player count) with the game's own message (total). */
  readonly validateSetupData: (setupData: unknown, numPlayers: unknown) => string | undefined
  /** `start` (draws the secret seed, resolves the opening chance steps) and `play` (one of our moves). */
  readonly moves: {
    readonly start: BgioMove<ServerG<Config, State, Move>>
    readonly play: BgioMove<ServerG<Config, State, Move>>
  }
  /** Who may act, from the game's `actors`. */
  readonly turn: {
    /** Sets the active players from the game's actors (every seat before `start`). */
    readonly onBegin: (context: { readonly G: unknown; readonly ctx: unknown; readonly events: unknown }) => void
  }
  /** Every event is off for clients (the guard plugin also refuses one sent by a hostile client). */
  readonly events: Readonly<Record<string, false>>
  /** The game's outcome once it is over; for a `G` that is not a match state the adapter wrote, an error (total). */
  readonly endIf: (context: { readonly G: unknown; readonly ctx?: unknown }) => GameOver | undefined
  /** The seat's (or the spectator's) {@link ClientG}; a client's own `G` passes unchanged (total). */
  readonly playerView: (context: { readonly G: unknown; readonly ctx: unknown; readonly playerID: unknown }) => ClientG<Move, View>
  /** The guard: refuses any update the adapter did not make, or after which boardgame.io's ctx disagrees with the game. */
  readonly plugins: BgioPlugin<ServerG<Config, State, Move>, GuardApi, GuardData>[]
  /** The seat's legal moves, for boardgame.io's bots and debug panel. */
  readonly ai: {
    /** `play` with each legal move of the seat (`start` before the match starts); works on the server's and the seat's own `G` (total). */
    readonly enumerate: (G: unknown, ctx: unknown, playerID: unknown) => BgioAiAction[]
  }
}

/** What boardgame.io's `ctx.gameover` holds: the game's outcome, or why the match could not be set up. */
export type GameOver = Outcome | { readonly error: string }

/** One step as a viewer may know it (a client's record of what just happened). */
export interface SeenStep<Move> {
  /** Who moved: a seat or `'chance'`. */
  readonly actor: Actor
  /** The move, or what the viewer may know of it (`game.redactMove`). */
  readonly move: Move | RedactedMove
  /** What the step made newly known to the viewer (`game.revealed`), in words. */
  readonly revealed: readonly string[]
}

/** The match after `start`: our state, its seed and every step, kept on the server only. */
export interface Started<State, Move> {
  /** The seed `setup` was called with (secret unless it came from `setupData`). */
  readonly seed: string
  /** The game state (holds the generator and everything hidden). */
  readonly state: State
  /** Every step since `setup` (seat moves and chance outcomes): with the seed, a transcript. */
  readonly steps: readonly Step<Move>[]
  /** Number of steps taken by the last boardgame.io move (the tail of `steps`). */
  readonly lastCount: number
  /** Whether the last seat move hides something from another viewer (boardgame.io's `redact`). */
  readonly lastSecret: boolean
  /** The steps of the last boardgame.io move as each viewer may know them (key: seat or `spectator`). */
  readonly lastSeen: Readonly<Record<string, readonly SeenStep<Move>[]>>
}

/**
 * `G` on the server. boardgame.io 0.50 sends a match's initial state unfiltered to every client
 * that connects, so the initial `G` holds only public data (the config, and a seed only if
 * `setupData` gave one); the secret seed and every chance outcome enter `G` when `start` runs.
 */
export interface ServerG<Config, State, Move> {
  /** Tells the server's `G` from a client's. */
  readonly tabletopRules: 'server'
  /** The game id. */
  readonly game: string
  /** The rules version (transcripts name it). */
  readonly rulesVersion: string
  /** The decoded config (`players` from `ctx.numPlayers`); absent when setup failed. */
  readonly config?: Config
  /** Why setup failed (the match ends at once with this error). */
  readonly error?: string
  /** A seed given in `setupData` (public: boardgame.io's lobby lists `setupData`). */
  readonly publicSeed?: string
  /** Absent until a seat calls `start`. */
  readonly started?: Started<State, Move>
}

/** `G` on a client: only what its seat (or a spectator) may know. */
export interface ClientG<Move, View> {
  /** Tells a client's `G` from the server's. */
  readonly tabletopRules: 'view'
  /** The game id. */
  readonly game: string
  /** Whose view this is. */
  readonly viewer: Seat | 'spectator'
  /** `false` until a seat calls `start` (the only move then). */
  readonly started: boolean
  /** The game's view for this viewer (before `start`: the view of the fresh setup); `null` if setup failed. */
  readonly view: View | null
  /** The seats that decide now. */
  readonly actors: readonly Seat[]
  /** This viewer's legal moves now (what `play` accepts); `[]` for spectators and idle seats. */
  readonly legalMoves: readonly Move[]
  /** The steps of the last update as this viewer may know them (chance outcomes included). */
  readonly recent: readonly SeenStep<Move>[]
  /** The outcome, once the game is over. */
  readonly outcome?: Outcome
  /** Why setup failed. */
  readonly error?: string
}

/** A refused move, as passed to {@link BoardgameIOOptions.onInvalidMove}. */
export interface Refusal {
  /** The boardgame.io player id that sent it. */
  readonly playerID: string
  /** `'start'` or `'play'`. */
  readonly moveName: string
  /** The argument as received (untrusted). */
  readonly move: unknown
  /** Why it was refused: the game's violation (code, message, rule id). */
  readonly violation: RuleViolation
}

/** Options of `toBoardgameIO`. */
export interface BoardgameIOOptions {
  /** The name boardgame.io's server and lobby use (default: the game id). */
  readonly name?: string
  /**
   * The server's source of the secret seed drawn when `start` runs (default: 128 bits from
   * `globalThis.crypto.getRandomValues`, else boardgame.io's random numbers). Not called when
   * `setupData.seed` is given.
   */
  readonly seed?: () => string
  /** Called on the server with the reason each time a move is refused (boardgame.io only logs "invalid move"). */
  readonly onInvalidMove?: (refusal: Refusal) => void
}

/** `setupData` as the adapter reads it: the game's config (without `players`, which comes from `numPlayers`) and an optional public seed. */
export interface SetupData {
  /** The game's config; `players` may be left out (boardgame.io's `numPlayers` sets it). */
  readonly config?: Readonly<Record<string, unknown>>
  /** A fixed seed: reproducible, but public (for tests, tournaments with published seeds). */
  readonly seed?: string
}
