/**
 * The random-playout harness every game passes (DESIGN.md section 4).
 *
 * From random seeds and configs, fast-check drives whole games (seat moves picked from
 * `legalMoves`, chance from `chanceOutcomes`) and checks at every step (every `checkEvery`-th
 * step for the expensive checks): every listed move applies; unlisted, malformed and out-of-turn
 * moves are refused with a code and the state unchanged; inputs are never mutated (deep freeze);
 * the state survives JSON and codec round trips and `decodeState` (codec, exact keys and the
 * game's `checkState`) accepts it unchanged; chance probabilities are positive, sum to 1 and
 * match `legalMoves(CHANCE)`; `actors` is empty iff `outcome` is defined; `legalMoves` stays under
 * a ceiling; views (per-seat scores included) do not leak (the generator never, and whatever
 * `resampleHidden` changes); log entries (`logEntry`: redacted move, text, revealed texts) do not
 * leak either (see `checkLogStep`); `legalMovesFromView` (where a game has it) equals `legalMoves`; game
 * invariants hold; the game ends within a declared bound; replaying the log reproduces the final
 * state hash. A failure throws one line with the reproduction (config, seed, step).
 */
import { isDeepStrictEqual } from 'node:util'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { promptProblem } from './prompt-check.js'
import {
  CHANCE,
  canonicalJson,
  logEntry,
  nextFloat,
  pickIndex,
  pickWeighted,
  replay,
  sampler,
  stateHash,
  type Actor,
  type Game,
  type Locale,
  type Seat,
  type Step,
  type WithRng
} from '../../src/core/index.js'

/** What a game's suite passes to {@link runHarness}. */
export interface HarnessSpec<C, S extends WithRng, M, V> {
  readonly game: Game<C, S, M, V>
  /** Configs to draw from. */
  readonly config: fc.Arbitrary<C>
  /** Number of random games. */
  readonly runs: number
  /** Declared bound: every game ends within this many steps (default: the game's `limits.maxSteps`). */
  readonly maxSteps?: number
  /** Ceiling on the length of any `legalMoves` list (default: the game's `limits.maxLegalMoves`). */
  readonly maxLegalMoves?: number
  /** The same state with everything `seat` may not know resampled (default: the game's `resampleHidden`). */
  readonly resampleHidden?: (state: S, seat: Seat, rand: () => number) => S
  /** Game invariants: a message when broken. `prev` and `step` are undefined after setup. */
  readonly invariants?: (state: S, prev: S | undefined, step: Step<M> | undefined) => string | undefined
  /**
   * Check `legalMovesFromView` against `legalMoves` (default true). Only the harness's own
   * self-tests turn it off, for broken games whose `legalMoves` no view-side lister can follow.
   */
  readonly checkLegalMovesFromView?: boolean
  /** Run the expensive checks every k-th step (default 1). */
  readonly checkEvery?: number
  /** fast-check seed, for reproduction. */
  readonly seed?: number
  /**
   * The locale the logs are checked in (issue 29: the non-interference of logs holds in every
   * locale a game speaks; default English). Pass a game that speaks it (`localize`).
   */
  readonly locale?: Locale
}

/** A failure of the harness: carries the one-line reproduction. */
export class HarnessFailure extends Error {}

/** Recursively freezes a value (already-frozen subtrees are skipped, so shared structure is cheap). */
export const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value as object)) deepFreeze(v)
  }
  return value
}

const GARBAGE: readonly unknown[] = [null, undefined, 42, 'garbage', true, [], {}, { type: 'no-such-move' }, [1, 2, 3], { kind: -1 }]

const describeActor = (a: Actor): string => (a === CHANCE ? 'chance' : `seat ${a}`)

type FullSpec<C, S extends WithRng, M, V> = HarnessSpec<C, S, M, V> & {
  readonly maxSteps: number
  readonly maxLegalMoves: number
  readonly resampleHidden: (state: S, seat: Seat, rand: () => number) => S
}

/** The spec with the game's declared limits and `resampleHidden` where the spec names none. */
const withDefaults = <C, S extends WithRng, M, V>(spec: HarnessSpec<C, S, M, V>): FullSpec<C, S, M, V> => ({
  ...spec,
  maxSteps: spec.maxSteps ?? spec.game.limits.maxSteps,
  maxLegalMoves: spec.maxLegalMoves ?? spec.game.limits.maxLegalMoves,
  resampleHidden: spec.resampleHidden ?? ((s, seat, rand) => spec.game.resampleHidden(s, seat, rand))
})

/** Plays one game under every check; throws {@link HarnessFailure} on the first problem. */
export const checkOneGame = <C, S extends WithRng, M, V>(
  spec: HarnessSpec<C, S, M, V>,
  config: C,
  seed: string
): { readonly steps: number; readonly state: S } => {
  const where = { step: -1 }
  try {
    return playChecked(withDefaults(spec), config, seed, where)
  } catch (e) {
    if (e instanceof HarnessFailure) throw e
    throw new HarnessFailure(
      `${spec.game.id}: a game function threw (${e instanceof Error ? e.message : String(e)}) — reproduce: config=${canonicalJson(config)} seed=${JSON.stringify(seed)} step=${where.step}`
    )
  }
}

const playChecked = <C, S extends WithRng, M, V>(
  spec: FullSpec<C, S, M, V>,
  config: C,
  seed: string,
  where: { step: number }
): { readonly steps: number; readonly state: S } => {
  const { game } = spec
  const every = Math.max(1, spec.checkEvery ?? 1)
  let stepIndex = -1
  const fail = (what: string): never => {
    throw new HarnessFailure(
      `${game.id}: ${what} — reproduce: config=${canonicalJson(config)} seed=${JSON.stringify(seed)} step=${stepIndex}`
    )
  }
  const setup = game.setup(config, seed)
  if (E.isLeft(setup)) return fail(`setup refused: ${setup.left.message}`)
  // Two streams: the game played depends only on `moves` (the reproduction line replays the same
  // game whatever `checkEvery` or the resampler), the probes draw from `checks`.
  const rand = sampler(`${seed}/moves`)
  const checks = sampler(`${seed}/checks`)
  const seen: M[] = []
  const seenKeys = new Set<string>()
  const moves: Step<M>[] = []
  let state = deepFreeze(setup.right)
  let prev: S | undefined
  let last: Step<M> | undefined
  const players = countSeats(game, state)

  const checkState = (expensive: boolean): void => {
    const inv = spec.invariants?.(state, prev, last)
    if (inv !== undefined) fail(`invariant broken: ${inv}`)
    if (!expensive) return
    const json: unknown = JSON.parse(JSON.stringify(state))
    if (!isDeepStrictEqual(json, state)) fail('the state does not survive a JSON round trip (non-JSON values or undefined fields)')
    const decoded = game.codecs.state.decode(json)
    if (E.isLeft(decoded)) fail('the state codec refuses a reachable state')
    else if (canonicalJson(game.codecs.state.encode(decoded.right)) !== canonicalJson(state)) fail('the state codec round trip changes the state')
    // The decoding path for states from outside (codec, exact keys, the game's checkState) accepts
    // every reachable state as it is.
    const stored = game.decodeState(json)
    if (E.isLeft(stored)) fail(`decodeState refuses a reachable state: ${stored.left.message}`)
    else if (canonicalJson(stored.right) !== canonicalJson(state)) fail('decodeState changes a reachable state')
    // Views: never the generator; nothing resampleHidden changes.
    const reseeded = { ...state, rng: nextFloat(nextFloat(state.rng)[1])[1] }
    const decodedViewer = pickIndex(checks.next(), players + 1)
    for (const viewer of [...Array.from({ length: players }, (_, i) => i), 'spectator' as const]) {
      const v = game.view(state, viewer)
      if (canonicalJson(v) !== canonicalJson(game.view(reseeded, viewer))) fail(`the view of ${String(viewer)} depends on the generator state`)
      {
        // A seat's view must not change when what it may not know changes; the spectator knows
        // less than any seat, so its view must not change under any seat's resampling.
        const seats = viewer === 'spectator' ? Array.from({ length: players }, (_, i) => i) : [viewer]
        for (const seat of seats) {
          const other = deepFreeze(spec.resampleHidden(state, seat, checks.next))
          const w = game.view(other, viewer)
          // Per-seat scores are part of the view (ScoredView); named apart for a clearer failure.
          if (canonicalJson(scoresOf(v)) !== canonicalJson(scoresOf(w))) fail(`the scores in the view of ${viewer === 'spectator' ? 'the spectator' : `seat ${viewer}`} leak hidden information`)
          if (canonicalJson(v) !== canonicalJson(w)) fail(`the view of ${viewer === 'spectator' ? 'the spectator' : `seat ${viewer}`} leaks hidden information`)
          if (viewer !== 'spectator' && spec.checkLegalMovesFromView !== false && canonicalJson(game.legalMovesFromView(v, viewer)) !== canonicalJson(game.legalMoves(state, viewer))) {
            fail(`legalMovesFromView(view, ${viewer}) differs from legalMoves(state, ${viewer})`)
          }
          if (viewer !== 'spectator' && game.actors(state).includes(viewer) && canonicalJson(game.legalMoves(state, viewer)) !== canonicalJson(game.legalMoves(other, viewer))) {
            fail(`the legal moves of seat ${viewer} depend on what it may not know`)
          }
        }
      }
      // A view passed back in (as JSON) decodes to itself: the view codec and checkView accept every
      // view the game shows (checked for one viewer a step: legalMovesFromView decodes every seat's).
      if ((viewer === 'spectator' ? players : viewer) === decodedViewer) {
        const back = game.decodeView(JSON.parse(JSON.stringify(v)))
        if (E.isLeft(back)) fail(`decodeView refuses the view of ${String(viewer)}: ${back.left.message}`)
        else if (canonicalJson(back.right) !== canonicalJson(v)) fail(`decodeView changes the view of ${String(viewer)}`)
      }
      if (viewer !== 'spectator') {
        const problem = promptProblem(game, v, viewer, checks.next)
        if (problem !== undefined) fail(`prompt of seat ${viewer}: ${problem}`)
        if (prev !== undefined) {
          const changed = game.changes(game.view(prev, viewer), v, viewer)
          if (E.isLeft(changed)) fail(`changes refused two consecutive views of seat ${viewer}: ${changed.left.message}`)
        }
      }
    }
  }

  checkState(true)
  for (stepIndex = 0; stepIndex < spec.maxSteps; stepIndex++) {
    where.step = stepIndex
    const actors = game.actors(state)
    const outcome = game.outcome(state)
    if ((actors.length === 0) !== (outcome !== undefined)) fail(`actors is [${actors.join(', ')}] but outcome is ${outcome === undefined ? 'undefined' : 'defined'}`)
    if (actors.length === 0) break
    if (new Set(actors).size !== actors.length) fail('actors lists an actor twice')
    if (actors.includes(CHANCE) && actors.length !== 1) fail('chance acts together with seats')
    const expensive = stepIndex % every === 0
    let actor: Actor
    let move: M
    if (actors[0] === CHANCE) {
      const outcomes = game.chanceOutcomes(state)
      if (outcomes.length === 0) fail('chance acts but lists no outcomes')
      const total = outcomes.reduce((a, o) => a + o.p, 0)
      if (outcomes.some((o) => !(o.p > 0))) fail('a chance outcome has probability <= 0')
      if (Math.abs(total - 1) > 1e-9) fail(`chance probabilities sum to ${total}, not 1`)
      const listed = game.legalMoves(state, CHANCE)
      if (canonicalJson(listed) !== canonicalJson(outcomes.map((o) => o.move))) fail('legalMoves(CHANCE) differs from chanceOutcomes')
      actor = CHANCE
      const u = rand.next()
      move = (outcomes[pickWeighted(u, outcomes)] as { move: M }).move
      // A game's own sampler (`sampleOutcome`, speed only) picks what `pickWeighted` picks from the
      // list: at this draw, and on expensive steps at 0, at every cumulative sum and next to it.
      const sample = game.sampleOutcome
      if (sample !== undefined) {
        const us = [u]
        if (expensive) {
          us.push(0, 1 - 2 ** -53)
          let acc = 0
          for (const o of outcomes) {
            acc += o.p
            us.push(acc, acc - 2 ** -53, acc + 2 ** -53)
          }
        }
        for (const x of us) {
          if (!(x >= 0 && x < 1)) continue
          const want = (outcomes[pickWeighted(x, outcomes)] as { move: M }).move
          if (canonicalJson(sample.call(game, state, x)) !== canonicalJson(want)) fail(`sampleOutcome(state, ${x}) differs from the outcome pickWeighted picks from chanceOutcomes`)
        }
      }
    } else {
      if (game.chanceOutcomes(state).length !== 0) fail('chanceOutcomes is not empty while seats act')
      actor = actors[pickIndex(rand.next(), actors.length)] as Actor
      const legal = game.legalMoves(state, actor)
      if (legal.length === 0) fail(`${describeActor(actor)} acts but has no legal move`)
      if (legal.length > spec.maxLegalMoves) fail(`${describeActor(actor)} has ${legal.length} legal moves, over the ceiling of ${spec.maxLegalMoves}`)
      move = legal[pickIndex(rand.next(), legal.length)] as M
    }
    if (expensive) checkMoves(game, state, actors, seen, seenKeys, players, spec.maxLegalMoves, checks.next, fail)
    const before = stateHash(state)
    const next = game.apply(state, actor, deepFreeze(move))
    if (E.isLeft(next)) fail(`the listed move ${game.formatMove(move)} by ${describeActor(actor)} was refused${next.left.code === 'INTERNAL_ERROR' ? ' (the game threw)' : ''}: ${next.left.message}`)
    else {
      if (stateHash(state) !== before) fail('apply mutated its input state')
      prev = state
      last = { actor, move }
      moves.push(last)
      state = deepFreeze(next.right)
      if (expensive) checkLogStep(spec, prev, actor, move, state, stepIndex, players, checks.next, fail)
    }
    checkState(expensive || game.actors(state).length === 0)
  }
  if (game.actors(state).length !== 0) fail(`the game did not end within ${spec.maxSteps} steps`)
  const lastMove = moves[moves.length - 1]
  if (lastMove !== undefined) {
    const after = game.apply(state, lastMove.actor, lastMove.move)
    if (E.isRight(after) || after.left.code !== 'GAME_OVER') fail('a move after the end was not refused with GAME_OVER')
  }
  const outcome = game.outcome(state)
  if (outcome === undefined) return fail('the game ended without an outcome')
  const ranked = outcome.ranking.flat().slice().sort((a, b) => a - b)
  if (!isDeepStrictEqual(ranked, Array.from({ length: players }, (_, i) => i))) fail(`the ranking ${JSON.stringify(outcome.ranking)} does not list every seat once`)
  if (!isDeepStrictEqual(outcome.winners, outcome.ranking[0])) fail('the winners are not the first ranking group')
  if (outcome.scores.length !== players || outcome.breakdown.length !== players) fail('outcome scores or breakdown do not cover every seat')
  const replayed = replay(game, JSON.parse(JSON.stringify({ game: game.id, rulesVersion: game.rulesVersion, config: game.codecs.config.encode(config), seed, moves: moves.map((m) => ({ actor: m.actor, move: game.codecs.move.encode(m.move) })) })))
  if (E.isLeft(replayed)) fail(`replay failed: ${replayed.left.message}`)
  else if (stateHash(replayed.right) !== stateHash(state)) fail('replaying the log gives another final state')
  return { steps: moves.length, state }
}

/** The scores and breakdown a view carries (`ScoredView`), if any. */
const scoresOf = (v: unknown): unknown => {
  const o = typeof v === 'object' && v !== null ? (v as { readonly scores?: unknown; readonly scoreBreakdown?: unknown }) : {}
  return { scores: o.scores, scoreBreakdown: o.scoreBreakdown }
}

/** How many alternative moves (of the real world and of a resampled one) the log check tries. */
const LOG_ALTERNATIVES = 6
/** Lists longer than this are not enumerated in full by the log check (its set check is skipped). */
const LOG_FULL_LIST = 16

/**
 * Non-interference of the log (issue 16): a viewer's log entry for a step (the move as redacted for
 * it, the text, the revealed texts) may tell it what the step made public, never what it may not
 * know. Three checks, for a viewer drawn at random at each checked step (and the spectator too at a
 * chance step; the spectator is checked against each seat's resampling):
 *
 * 1. Same move, other world: the state before is resampled in what the viewer may not know; if the
 *    real move is legal there and leaves the viewer the same view after, its entry must be the same
 *    (a text or a `revealed` that reads a hidden hand differs).
 * 2. Chance is indistinguishable where the view is: every chance outcome that leaves the viewer the
 *    same view after as the real one, and another state, must give the same entry (an unredacted
 *    draw into another seat's hand, a redacted text naming the card, differ). The view shows every
 *    public chance result that stays in the state, so outcomes it cannot tell apart are hidden ones.
 * 3. Another actor's choice: in the resampled world, each move of the actor that leaves the viewer
 *    the same view after must give an entry that some move of the real world with the same view
 *    after gives too (a face-down selection logged by its card differs from world to world; two
 *    public but interchangeable moves — two identical dice — give the same entries in both).
 * 4. Who decides next tells no more than the log entry: moves of the actor (chance outcomes
 *    included) that give the viewer the same entry must leave the same actors after (issue 26: The
 *    Border's passive seat, finished automatically after a secret crossing exactly when it could
 *    cross nothing more, showed in `actors` — and so in boardgame.io's `activePlayers`, the
 *    view's `a2.waiting` and the view after an undo — which box it had crossed).
 */
const checkLogStep = <C, S extends WithRng, M, V>(
  spec: FullSpec<C, S, M, V>,
  before: S,
  actor: Actor,
  move: M,
  after: S,
  index: number,
  players: number,
  rand: () => number,
  fail: (what: string) => never
): void => {
  const { game } = spec
  const seats = Array.from({ length: players }, (_, i) => i)
  const listOf = (s: S): readonly M[] => (actor === CHANCE ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s, actor))
  const sample = (list: readonly M[], n: number): readonly M[] =>
    list.length <= n ? list : Array.from({ length: n }, () => list[pickIndex(rand(), list.length)] as M)
  const key = canonicalJson(move)
  // A seat drawn at random, and at a chance step (where hidden draws happen) the spectator too: the
  // checks apply many moves, and a game has hundreds of steps; over a game every viewer is checked.
  const viewers: readonly (Seat | 'spectator')[] = [...seats, 'spectator']
  const drawn = viewers[pickIndex(rand(), viewers.length)] as Seat | 'spectator'
  for (const viewer of actor === CHANCE && drawn !== 'spectator' ? [drawn, 'spectator' as const] : [drawn]) {
    const who = viewer === 'spectator' ? 'the spectator' : `seat ${viewer}`
    const entryOf = (s: S, m: M, next: S): string => canonicalJson({ ...logEntry(game, s, actor, m, next, viewer, index, spec.locale), index: 0 })
    const entry = entryOf(before, move, after)
    const viewBefore = canonicalJson(game.view(before, viewer))
    const viewAfter = canonicalJson(game.view(after, viewer))
    const changesReal = viewer === 'spectator' ? '' : canonicalJson(game.changes(game.view(before, viewer), game.view(after, viewer), viewer))
    const leak = (what: string, there: string): never =>
      fail(`the log of ${who} leaks hidden information at ${describeActor(actor)}'s step (${what}): ${there} where the real game gives ${entry}`)
    /** The entries of moves of `s` that leave the viewer the real view after (undefined: list too long). */
    const sameViewEntries = (s: S, list: readonly M[]): readonly string[] => {
      // A chance outcome that leaves the same state as the real move does there left nothing to hide.
      const real = actor === CHANCE ? game.apply(s, actor, move) : undefined
      const traceless = real !== undefined && E.isRight(real) ? stateHash(real.right) : undefined
      const out: string[] = []
      for (const m of list) {
        const next = game.apply(s, actor, m)
        if (E.isRight(next) && canonicalJson(game.view(next.right, viewer)) === viewAfter && (traceless === undefined || stateHash(next.right) !== traceless)) out.push(entryOf(s, m, next.right))
      }
      return out
    }
    const realList = listOf(before)
    // Check 4: the entry determines who decides after. (Not the whole view: a view may show a
    // public effect the entry leaves out — a Nagaraja seat taking the face-up top card of the
    // discard pile is logged as "takes a card from the discard pile", and everyone sees the top
    // change. Views are held to non-interference by the resampling checks above.)
    const actorsAfter = canonicalJson(game.actors(after))
    for (const m of sample(realList, LOG_ALTERNATIVES)) {
      const next = game.apply(before, actor, m)
      if (E.isLeft(next) || entryOf(before, m, next.right) !== entry) continue
      const other = `${game.formatMove(m)} instead of ${game.formatMove(move)}, both logged for ${who} as ${entry}`
      if (canonicalJson(game.actors(next.right)) !== actorsAfter) fail(`the actors leak hidden information to ${who} at ${describeActor(actor)}'s step: ${other}, leave actors ${canonicalJson(game.actors(next.right))} and ${actorsAfter}`)
    }
    if (actor === CHANCE) {
      // (An outcome that leaves the very same state as the real one — a public die whose round
      // ended at once — left nothing to hide: its entry may name it.)
      for (const there of sameViewEntries(before, sample(realList, LOG_ALTERNATIVES))) if (there !== entry) leak('another chance outcome the view cannot tell apart', there)
    }
    // Check 2 made every chance outcome the view cannot tell apart give the real entry.
    const allowed = actor === CHANCE ? new Set([entry]) : actor !== viewer && realList.length <= LOG_FULL_LIST ? new Set(sameViewEntries(before, realList)) : undefined
    for (const seat of viewer === 'spectator' ? seats : [viewer]) {
      const world = deepFreeze(spec.resampleHidden(before, seat, rand))
      if (canonicalJson(game.view(world, viewer)) !== viewBefore || !game.actors(world).includes(actor)) continue
      const list = listOf(world)
      for (const m of list) {
        if (canonicalJson(m) !== key) continue
        const next = game.apply(world, actor, m)
        if (E.isRight(next) && canonicalJson(game.view(next.right, viewer)) === viewAfter) {
          const there = entryOf(world, m, next.right)
          if (there !== entry) leak('the same move in a world differing only in what the viewer may not know', there)
          if (viewer !== 'spectator' && canonicalJson(game.changes(game.view(world, viewer), game.view(next.right, viewer), viewer)) !== changesReal) {
            fail(`the change list of ${who} differs in a world differing only in what it may not know`)
          }
        }
      }
      if (allowed !== undefined) {
        for (const there of sameViewEntries(world, sample(list, LOG_ALTERNATIVES))) {
          if (!allowed.has(there)) leak('a move the view cannot tell apart, in a world differing only in what the viewer may not know', there)
        }
      }
    }
  }
}

const countSeats = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, state: S): number => game.scores(state).length

const checkMoves = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  state: S,
  actors: readonly Actor[],
  seen: M[],
  seenKeys: Set<string>,
  players: number,
  maxLegal: number,
  rand: () => number,
  fail: (what: string) => never
): void => {
  const before = stateHash(state)
  const refused = (actor: Actor, move: unknown, why: string, code?: string): void => {
    const r = game.apply(state, actor, move as M)
    if (E.isRight(r)) fail(`${why} was accepted: ${canonicalJson(move)} by ${describeActor(actor)}`)
    else if (r.left.code === '' || r.left.message === '') fail(`${why} was refused without a code or message`)
    else if (code !== undefined && r.left.code !== code) fail(`${why} was refused with ${r.left.code}, expected ${code}`)
    if (stateHash(state) !== before) fail(`refusing ${why} changed the state`)
  }
  for (const seat of Array.from({ length: players }, (_, i) => i)) {
    const acting = actors.includes(seat)
    const legal = game.legalMoves(state, seat)
    if (!acting && legal.length > 0) fail(`seat ${seat} is not acting but legalMoves lists ${legal.length} moves`)
  }
  for (const actor of actors) {
    const legal = game.legalMoves(state, actor)
    if (legal.length > maxLegal) fail(`${describeActor(actor)} has ${legal.length} legal moves, over the ceiling of ${maxLegal}`)
    const keys = new Set<string>()
    for (const m of legal) {
      const k = canonicalJson(m)
      if (keys.has(k)) fail(`legalMoves lists ${k} twice`)
      keys.add(k)
      if (!game.codecs.move.is(m)) fail(`a listed move fails the move codec: ${k}`)
      const r = game.apply(state, actor, deepFreeze(m))
      if (E.isLeft(r)) fail(`the listed move ${game.formatMove(m)} by ${describeActor(actor)} was refused${r.left.code === 'INTERNAL_ERROR' ? ' (the game threw)' : ''}: ${r.left.message}`)
      const text = game.formatMove(m)
      const parsed = game.parseMove(text)
      if (E.isLeft(parsed) || canonicalJson(parsed.right) !== k) fail(`parseMove(formatMove(m)) does not give m back for ${k} ('${text}')`)
      if (!seenKeys.has(k) && seen.length < 400) {
        seenKeys.add(k)
        seen.push(m)
      }
    }
    // Unlisted moves seen earlier in the game must be refused now.
    let tried = 0
    for (let i = 0; i < seen.length && tried < 8; i++) {
      const m = seen[pickIndex(rand(), seen.length)] as M
      if (!keys.has(canonicalJson(m))) {
        tried++
        refused(actor, m, 'an unlisted move')
      }
    }
    for (const g of GARBAGE) refused(actor, g, 'a malformed move', 'MALFORMED_MOVE')
    // A listed move with an extra field is not the listed move: "accepts iff listed" is exact.
    const sample = legal[pickIndex(rand(), legal.length)]
    if (sample !== undefined && typeof sample === 'object' && sample !== null && !Array.isArray(sample)) {
      refused(actor, { ...(sample as object), extraField: 1 }, 'a listed move with an extra field')
    }
    // Out of turn: a listed move by someone who is not acting.
    const first = legal[0]
    if (first !== undefined) {
      for (const other of [...Array.from({ length: players }, (_, i) => i), CHANCE] as Actor[]) {
        if (!actors.includes(other)) refused(other, first, 'an out-of-turn move', 'NOT_YOUR_TURN')
      }
    }
  }
}

/**
 * Runs the harness over `spec.runs` random games (fast-check picks configs and seeds).
 * Throws with a one-line reproduction on the first failure.
 */
export const runHarness = <C, S extends WithRng, M, V>(spec: HarnessSpec<C, S, M, V>): void => {
  const details = fc.check(
    fc.property(spec.config, fc.integer({ min: 0, max: 0x7fffffff }), (config, n) => {
      checkOneGame(spec, config, `h${n}`)
    }),
    { numRuns: spec.runs, endOnFailure: true, ...(spec.seed === undefined ? {} : { seed: spec.seed }) }
  )
  if (details.failed) {
    const inner = details.errorInstance
    throw new HarnessFailure(inner instanceof Error ? inner.message : `harness failed: ${String(inner)} (fast-check seed ${details.seed})`)
  }
}
