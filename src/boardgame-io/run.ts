/**
 * One boardgame.io move on the server: our move (or, for `start`, nothing), then every chance step
 * that follows, resolved from the generator in our state; each step as every viewer may know it.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type Actor, type Game, type RedactedMove, type Seat, type WithRng } from '../core/game.js'
import { isChancePending, resolveChance, type Step } from '../core/chance.js'
import { violation, ViolationCode, type RuleViolation } from '../core/violation.js'
import type { SeenStep } from './types.js'

/** A step with the states around it. */
interface Transition<S, M> {
  readonly before: S
  readonly step: Step<M>
  readonly after: S
}

/** The result of one boardgame.io move. */
export interface Ran<S, M> {
  /** The state after the move and the chance steps that follow it. */
  readonly state: S
  /** The steps taken (the seat's move first, if any). */
  readonly steps: readonly Step<M>[]
  /** Whether the seat's move hides something from some other viewer. */
  readonly secret: boolean
  /** The steps as each viewer may know them (key: seat number or `'spectator'`). */
  readonly seen: Readonly<Record<string, readonly SeenStep<M>[]>>
}

/** True for a {@link RedactedMove}. */
export const isRedacted = (m: unknown): m is RedactedMove =>
  typeof m === 'object' && m !== null && (m as { redacted?: unknown }).redacted === true

/** Every viewer of a match: its seats, then the spectator. */
export const viewersOf = (players: number): readonly (Seat | 'spectator')[] => [
  ...Array.from({ length: players }, (_, i) => i),
  'spectator'
]

const unknownMove = (actor: Actor): RedactedMove =>
  actor === CHANCE
    ? { redacted: true, kind: 'chance', text: 'chance acts' }
    : { redacted: true, kind: 'move', text: 'makes a move' }

/**
 * A step as `viewer` may know it: `game.redactMove` and `game.revealed` where the game has them;
 * without `redactMove`, only the actor's own moves are shown (a conservative default).
 */
export const seeStep = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  t: Transition<S, M>,
  viewer: Seat | 'spectator'
): SeenStep<M> => {
  const { actor, move } = t.step
  const shown = game.redactMove !== undefined ? game.redactMove(t.before, actor, move, viewer) : actor === viewer ? move : unknownMove(actor)
  const revealed = game.revealed?.(t.before, actor, move, t.after, viewer) ?? []
  return { actor, move: shown, revealed }
}

/**
 * Applies `move` of `seat` (none for `start`), then resolves every chance step that follows from
 * the state's generator (DESIGN.md: chance is an actor; only the server draws).
 */
export const runMove = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  players: number,
  state: S,
  seatMove: { readonly seat: Seat; readonly move: M } | undefined
): E.Either<RuleViolation, Ran<S, M>> => {
  const transitions: Transition<S, M>[] = []
  let current = state
  if (seatMove !== undefined) {
    const next = game.apply(current, seatMove.seat, seatMove.move)
    if (E.isLeft(next)) return next
    transitions.push({ before: current, step: { actor: seatMove.seat, move: seatMove.move }, after: next.right })
    current = next.right
  }
  for (let i = 0; i < game.limits.maxSteps && isChancePending(game as Game<unknown, S, unknown, unknown>, current); i++) {
    const r = resolveChance(game, current)
    if (E.isLeft(r)) return r
    for (const step of r.right.steps) transitions.push({ before: current, step, after: r.right.state })
    current = r.right.state
  }
  if (isChancePending(game as Game<unknown, S, unknown, unknown>, current)) {
    return E.left(violation(ViolationCode.STEP_LIMIT, `chance still acts after ${game.limits.maxSteps} chance steps`))
  }
  const viewers = viewersOf(players)
  const seen: Record<string, readonly SeenStep<M>[]> = {}
  for (const v of viewers) seen[String(v)] = transitions.map((t) => seeStep(game, t, v))
  const secret =
    seatMove !== undefined && viewers.some((v) => v !== seatMove.seat && isRedacted((seen[String(v)] ?? [])[0]?.move))
  return E.right({ state: current, steps: transitions.map((t) => t.step), secret, seen })
}
