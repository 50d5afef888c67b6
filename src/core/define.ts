/**
 * `defineGame`: wraps a game's rules with the checks every game shares, so each game states only
 * its own rules and every game behaves alike on bad input.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type Actor, type Game, type RedactedMove, type Seat, type WithRng } from './game.js'
import { nextFloat, seedRng, type RngState } from './rng.js'
import { violation, ViolationCode, type RuleViolation } from './violation.js'
import { decodeWith, describeValue } from './decode.js'

/** What a game supplies to {@link defineGame}. */
export interface GameDefinition<Config, State extends WithRng, Move, View>
  extends Omit<Game<Config, State, Move, View>, 'setup' | 'apply' | 'decodeState'> {
  /**
   * The game's consistency checks on a decoded state (it passed the state codec): the first broken
   * invariant in words, or `undefined` when the state is one the rules can reach. Never throws.
   */
  checkState?(state: State): string | undefined
  /** Builds the initial state from a decoded config and the seeded generator (store it as `rng`). */
  setup(config: Config, rng: RngState): E.Either<RuleViolation, State>
  /**
   * Applies a well-formed move (it passed the move codec) by an actor who is in `actors(state)`.
   * Must check the move against the rules, never mutate, never throw, and leave `rng` alone.
   */
  applyMove(state: State, actor: Actor, move: Move): E.Either<RuleViolation, State>
  // Re-declared only so that their documentation survives the `Omit` above (typedoc).
  /** Optional: {@link Game.redactMove}, the move as a viewer may know it. */
  redactMove?(before: State, actor: Actor, move: Move, viewer: Seat | 'spectator'): Move | RedactedMove
  /** Optional: {@link Game.revealed}, what a step makes newly known to a viewer, in words. */
  revealed?(before: State, actor: Actor, move: Move, after: State, viewer: Seat | 'spectator'): readonly string[]
  /** Optional: {@link Game.legalMovesFromView}, a seat's legal moves from its view alone. */
  legalMovesFromView?(view: View, seat: Seat): readonly Move[]
}

/**
 * Makes a {@link Game} from a definition. The wrapper:
 * - decodes the config with the config codec (untrusted input) and seeds the generator;
 * - refuses moves once the game is over (`GAME_OVER`), by a non-acting actor (`NOT_YOUR_TURN`),
 *   or not of the move shape (`MALFORMED_MOVE`), before the game sees them;
 * - turns an exception thrown by a game's rules (a bug) into `Left(INTERNAL_ERROR)`;
 * - advances the generator by exactly one draw after every accepted chance move, whichever
 *   outcome was recorded, so replaying a transcript rebuilds the generator state too.
 */
export const defineGame = <Config, State extends WithRng, Move, View>(
  def: GameDefinition<Config, State, Move, View>
): Game<Config, State, Move, View> => {
  const { setup, applyMove, checkState, ...rest } = def
  return {
    ...rest,
    decodeState: (input) => {
      const decoded = decodeWith(def.codecs.state, input, ViolationCode.BAD_STATE, `the ${def.id} state`)
      if (E.isLeft(decoded) || checkState === undefined) return decoded
      let problem: string | undefined
      try {
        problem = checkState(decoded.right)
      } catch (e) {
        problem = `its consistency check failed (${e instanceof Error ? e.message : String(e)})`
      }
      return problem === undefined ? decoded : E.left(violation(ViolationCode.BAD_STATE, `the ${def.id} state is not consistent: ${problem}`))
    },
    setup: (config, seed) => {
      if (typeof seed !== 'string') {
        return E.left(violation(ViolationCode.BAD_CONFIG, `the seed must be a string, got ${typeof seed}`))
      }
      const decoded = decodeWith(def.codecs.config, config, ViolationCode.BAD_CONFIG, `the ${def.id} config`)
      return E.isLeft(decoded) ? decoded : setup(decoded.right, seedRng(seed))
    },
    apply: (state, actor, move) => {
      const acting = def.actors(state)
      if (acting.length === 0) {
        return E.left(violation(ViolationCode.GAME_OVER, 'the game is over: no more moves are accepted'))
      }
      if (!acting.includes(actor)) {
        const who = acting.map((a) => (a === CHANCE ? 'chance' : `seat ${a}`)).join(', ')
        return E.left(
          violation(
            ViolationCode.NOT_YOUR_TURN,
            `${actor === CHANCE ? 'chance' : `seat ${String(actor)}`} may not move now; waiting for ${who}`
          )
        )
      }
      if (!def.codecs.move.is(move)) {
        return E.left(
          violation(ViolationCode.MALFORMED_MOVE, `not a ${def.id} move: ${describeValue(move)}`)
        )
      }
      let next: E.Either<RuleViolation, State>
      try {
        next = applyMove(state, actor, move)
      } catch (e) {
        // A bug in a game, never an expected path: still an error value, not an exception.
        return E.left(violation(ViolationCode.INTERNAL_ERROR, `${def.id} failed on ${describeValue(move)}: ${e instanceof Error ? e.message : String(e)}`))
      }
      if (E.isLeft(next) || actor !== CHANCE) return next
      return E.right({ ...next.right, rng: nextFloat(state.rng)[1] })
    }
  }
}
