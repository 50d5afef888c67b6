/**
 * Drives another engine through games and compares it with this library step by step: at every
 * position the actors (in order), the legal moves of every acting actor (as sets, in notation),
 * the chance probabilities (when the engine gives them), the scores and the outcome.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, diffPositions, pickIndex, positionOf, sampleChance, sampler, type AnyGame, type Actor, type Position, type PositionDiff, type Step, type WithRng } from '../core/index.js'
import { decodeAck, decodeQuery, PROTOCOL_VERSION, type EngineLink, type Request } from './conform-protocol.js'

/** One game to drive: where it starts and how the next step is chosen. */
export interface Source {
  /** In words: the vector file, or the random game's seed and players. */
  readonly label: string
  /** The `start` request (without `type` and `protocol`). */
  readonly start: { readonly config: unknown; readonly seed: string } | { readonly state: unknown }
  /** The reference's starting state. */
  readonly initial: WithRng
  /** The step to play from `state` as step `i`, or `undefined` when the source ends. */
  next(state: WithRng, i: number): Step<unknown> | undefined
}

/** Where the engine and the reference part ways. */
export interface Difference {
  /** The source (vector file or random game). */
  readonly source: string
  /** The index of the step about to be played (the number of steps played before this position). */
  readonly step: number
  /** The step the reference was about to play from here, in notation and words (absent at the end). */
  readonly next?: { readonly actor: Actor; readonly move: string; readonly words: string }
  /** The last steps played before this position, in notation (at most 5). */
  readonly before: readonly string[]
  /** The reference state in words (the game's render of every seat's board). */
  readonly position: string
  /** The reference's answer. */
  readonly reference: Position
  /** The engine's answer (absent when it refused a move or a start). */
  readonly engine?: Position
  /** What differs. */
  readonly diffs: readonly PositionDiff[]
}

/** The outcome of driving one source. */
export type SourceResult =
  | { readonly kind: 'ok'; readonly steps: number }
  | { readonly kind: 'skipped'; readonly why: string }
  | { readonly kind: 'difference'; readonly difference: Difference }
  | { readonly kind: 'protocol'; readonly message: string }

/** What the runner needs of the game besides the contract. */
export interface RunContext {
  readonly game: AnyGame
  /** The position in words (every seat's board). */
  readonly render: (state: WithRng) => string
}

const who = (a: Actor): string => (a === CHANCE ? 'chance' : `seat ${a}`)

/** Drives the engine through one source. */
export const runSource = async (ctx: RunContext, link: EngineLink, source: Source): Promise<SourceResult> => {
  const { game } = ctx
  const startReq: Request = { type: 'start', protocol: PROTOCOL_VERSION, game: game.id, rulesVersion: game.rulesVersion, ...source.start }
  const started = await link.request(startReq)
  if (E.isLeft(started)) return { kind: 'protocol', message: `${source.label}: ${started.left.message}` }
  const ack = decodeAck(started.right, 'start')
  if (E.isLeft(ack)) return { kind: 'protocol', message: `${source.label}: ${ack.left.message}` }
  let state = source.initial
  const played: string[] = []
  const differ = (step: number, next: Step<unknown> | undefined, reference: Position, engine: Position | undefined, diffs: readonly PositionDiff[]): SourceResult => ({
    kind: 'difference',
    difference: {
      source: source.label,
      step,
      ...(next === undefined ? {} : { next: { actor: next.actor, move: game.formatMove(next.move), words: game.describeMove(state, next.actor, next.move) } }),
      before: played.slice(-5),
      position: ctx.render(state),
      reference,
      ...(engine === undefined ? {} : { engine }),
      diffs
    }
  })
  if (!ack.right.ok) {
    if (ack.right.unsupported === true) return { kind: 'skipped', why: ack.right.error ?? 'the engine does not support this start' }
    return differ(0, source.next(state, 0), positionOf(game, state, Infinity), undefined, [{ field: 'actors', text: `the engine refused to start: ${ack.right.error ?? 'no reason given'}` }])
  }
  for (let i = 0; ; i++) {
    const next = source.next(state, i)
    const q = await link.request({ type: 'query' })
    if (E.isLeft(q)) return { kind: 'protocol', message: `${source.label}, step ${i}: ${q.left.message}` }
    const answer = decodeQuery(q.right)
    if (E.isLeft(answer)) return { kind: 'protocol', message: `${source.label}, step ${i}: ${answer.left.message}` }
    const reference = positionOf(game, state, Infinity)
    const diffs = diffPositions(reference, answer.right)
    if (diffs.length > 0) return differ(i, next, reference, answer.right, diffs)
    if (next === undefined) return { kind: 'ok', steps: i }
    const notation = game.formatMove(next.move)
    const applied = await link.request({ type: 'apply', actor: next.actor, move: notation })
    if (E.isLeft(applied)) return { kind: 'protocol', message: `${source.label}, step ${i}: ${applied.left.message}` }
    const a = decodeAck(applied.right, 'apply')
    if (E.isLeft(a)) return { kind: 'protocol', message: `${source.label}, step ${i}: ${a.left.message}` }
    if (!a.right.ok) {
      return differ(i, next, reference, answer.right, [{ field: 'legal', actor: String(next.actor), text: `the engine refused ${who(next.actor)}'s move '${notation}': ${a.right.error ?? 'no reason given'}` }])
    }
    const after = game.apply(state, next.actor, next.move)
    if (E.isLeft(after)) return { kind: 'protocol', message: `${source.label}, step ${i}: the reference refused '${notation}' (${after.left.message}); the vector does not fit this library` }
    state = after.right
    played.push(`${who(next.actor)}: ${notation}`)
  }
}

/** A source that replays given steps. */
export const replaySource = (label: string, start: Source['start'], initial: WithRng, steps: readonly Step<unknown>[]): Source => ({
  label,
  start,
  initial,
  next: (_state, i) => steps[i]
})

/**
 * A seeded random game: a random acting actor (when several act at once), a uniformly random legal
 * move for a seat, the state's generator for chance (so the game is the same on every run).
 */
export const randomSource = (game: AnyGame, label: string, config: unknown, seed: string, initial: WithRng): Source => {
  const rand = sampler(`conform:${seed}`)
  return {
    label,
    start: { config, seed },
    initial,
    next: (state, i) => {
      if (i >= game.limits.maxSteps) return undefined
      const actors = game.actors(state)
      if (actors.length === 0) return undefined
      const actor = actors[pickIndex(rand.next(), actors.length)] as Actor
      if (actor === CHANCE) {
        const move = sampleChance(game, state)
        return move === undefined ? undefined : { actor, move }
      }
      const moves = game.legalMoves(state, actor)
      return moves.length === 0 ? undefined : { actor, move: moves[pickIndex(rand.next(), moves.length)] }
    }
  }
}
