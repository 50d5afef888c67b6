/**
 * Rajas of the Ganges (Inka & Markus Brand) for 2–4 players, as a {@link Game}: the base game and,
 * through `config.variant`, the Navaratna, Ganga and mixed-experience variants (R133–R149).
 * The bundled component data is a labelled reconstruction (see `components/bundled.ts`).
 * @module
 */
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { CHANCE, defineGame, violation, type Actor, type ChanceOutcome, type Game, type RuleViolation } from '../../core/index.js'
import { formatMove, MoveCodec, parseMove, sameMove, type Move } from './moves.js'
import { explain } from './rules/explain.js'
import { advance, applyPass, applyPlace, placeMoves } from './rules/flow.js'
import { anyTimeFlips, applyChance, applyDecision, CHANCE_TASKS, chanceOutcomes as taskChance, decisionMoves } from './rules/tasks.js'
import { flipDie } from './rules/dice.js'
import { outcome, scoreBreakdown, scores } from './scoring.js'
import { ConfigCodec, setupGame, type Config } from './setup.js'
import { StateCodec, type State } from './state.js'
import { resampleHidden, view, type View } from './view.js'
import { describeMove } from './describe.js'

export { bundledComponents } from './components/bundled.js'
export * from './components/types.js'
export { validateComponents, componentProblems } from './components/validate.js'
export { defaultOptions, Options, defaultVariant, Variant, VariantConfig, Experience } from './options.js'
export type { Move, MoveType, Fields } from './moves.js'
export { MoveCodec, MOVE_FIELDS } from './moves.js'
export type { State, Player, Task, TaskKind } from './state.js'
export { StateCodec, PlayerCodec } from './state.js'
export type { Config } from './setup.js'
export { ConfigCodec } from './setup.js'
export type { View } from './view.js'
export { resampleHidden } from './view.js'
export { renderProvince } from './render.js'
export { pendingDecision, type PendingDecision } from './decision.js'
export { fameBeside, margin } from './rules/tracks.js'

const actors = (s: State): readonly Actor[] => {
  if (s.phase === 'over') return []
  const head = s.tasks[0]
  if (head === undefined) return []
  return CHANCE_TASKS.has(head.k) ? [CHANCE] : [head.s]
}

/** A one-entry cache: a playout asks for the legal moves of a state and then applies one to the same state. */
let memoState: State | undefined
let memoActor: Actor | undefined
let memoMoves: readonly Move[] = []

const legalMoves = (s: State, actor: Actor): readonly Move[] => {
  if (s === memoState && actor === memoActor) return memoMoves
  try {
    return computeLegal(s, actor)
  } catch {
    return [] // only a corrupt (unreachable) state gets here
  }
}

const computeLegal = (s: State, actor: Actor): readonly Move[] => {
  const acting = actors(s)
  let moves: readonly Move[] = []
  const head = s.tasks[0]
  if (head !== undefined && acting.includes(actor)) {
    if (actor === CHANCE) moves = taskChance(s).map((o) => o.move)
    else {
      moves = head.k === 'place' ? placeMoves(s, head.s) : decisionMoves(s, head)
      if (s.options.karmaTiming === 'anyTimeInTurn') moves = [...moves, ...anyTimeFlips(s, head)]
    }
  }
  memoState = s
  memoActor = actor
  memoMoves = moves
  return moves
}

const chanceOutcomes = (s: State): readonly ChanceOutcome<Move>[] => (actors(s)[0] === CHANCE ? taskChance(s) : [])

/** Rajas of the Ganges: the base game, and the variants of `config.variant` (R133–R149). */
export const rajas: Game<Config, State, Move, View> = defineGame<Config, State, Move, View>({
  id: 'rajas',
  title: 'Rajas of the Ganges',
  rulesVersion: '2.0.0',
  players: { min: 2, max: 4 },
  codecs: { config: ConfigCodec, state: StateCodec as unknown as t.Type<State, unknown>, move: MoveCodec },
  setup: setupGame,
  actors,
  legalMoves,
  chanceOutcomes,
  applyMove: (s, actor, move) => {
    try {
      return applyChecked(s, actor, move)
    } catch (e) {
      return E.left(violation('CORRUPT_STATE', `the state is not a reachable Rajas state: ${e instanceof Error ? e.message : String(e)}`))
    }
  },
  scores,
  scoreBreakdown,
  outcome,
  view,
  formatMove,
  parseMove,
  describeMove,
  limits: { maxLegalMoves: 300, maxSteps: 6000 },
  resampleHidden
})

/** Applies a move after checking it against the legal moves. */
const applyChecked = (s: State, actor: Actor, move: Move): E.Either<RuleViolation, State> => {
  const legal = legalMoves(s, actor)
  if (!legal.some((m) => sameMove(m, move))) return E.left(explain(s, move))
  const head = s.tasks[0]
  if (head === undefined) return E.left(explain(s, move))
  const next =
    actor === CHANCE
      ? applyChance(s, move)
      : move.t === 'flip'
        ? flipDie(s, head.s, move.die)
        : head.k === 'place'
          ? move.t === 'space'
            ? applyPlace(s, head.s, move.i)
            : applyPass(s, head.s)
          : applyDecision(s, head, move)
  return E.right(advance(next))
}
