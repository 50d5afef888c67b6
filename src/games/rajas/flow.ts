/**
 * The automatic steps: turn, stage and round flow (R25–R29, R123–R126) and the end of the game
 * (R127–R129); `advance` resolves automatic steps until a seat or chance must act.
 * @module
 */
import type { RajasState } from './state.js'
import { canPlace } from './rules/actions.js'
import { boardSide, copyState, player, type Fresh } from './rules/common.js'
import { autoIn, autoStep } from './rules/tasks.js'
import { ownPlayer, work, type Work } from './rules/work.js'
import { REASONS } from './text.js'
import { fewerWorkersVisit } from './rules/variants.js'

const over = (s: RajasState, reason: string): RajasState => ({ ...s, phase: 'over', tasks: [], reason })

/** Starts a new round (R124–R126): the elephant, workers back, restrictions reset. */
const newRound = (s: RajasState): RajasState => {
  const mogul = s.p.findIndex((q) => q.mogul)
  const first = mogul >= 0 ? mogul : (s.first + 1) % s.players
  const covered = boardSide(s).covers3
  const next = copyState(
    s,
    s.tasks,
    s.p.map((q) => ({ ...q, placed: 0, various: false, passed: false, mogul: false, ...(q.extra === undefined ? {} : { extra: 0 }) }))
  ) as Fresh
  next.first = first
  next.round = s.round + 1
  next.spaces = s.spaces.map((x, j) => (x === -2 || (s.players === 3 && covered.includes(j)) ? -2 : -1))
  return next
}

/**
 * After a turn: the next seat in the stage that can place, the round end, or the game end (R27–R29,
 * R129). Written on the working copy of the `apply` (rules/work.ts; speed only).
 */
const endTurn = (w: Work): void => {
  const lag = player(w.s, w.s.turn).lag
  if (lag.some((x) => x !== 0)) ownPlayer(w, w.s.turn).lag = lag.map(() => 0) // A8
  const n = w.s.players
  const turn = w.s.turn
  for (let k = 1; k <= n; k++) {
    const q = (turn + k) % n
    if (q === w.s.first && w.s.ended && w.s.options.finalPhase === 'stage') {
      w.s = over(w.s, REASONS.stage) as Fresh
      return
    }
    if (canPlace(w.s, q)) return placeNext(w, q)
    const p = player(w.s, q)
    if (!p.passed && p.placed < p.workers) ownPlayer(w, q).passed = true // R29, A2: skipped for the round
    else if (!p.passed && w.s.variant?.navaratna === true) {
      const visit = fewerWorkersVisit(w.s, q) // R142, A18
      w.s = visit.s as Fresh
      if (visit.acts) return
    }
  }
  // Nobody can place: the round ends (R28, R123).
  if (w.s.ended) {
    w.s = over(w.s, REASONS.round) as Fresh
    return
  }
  w.s = newRound(w.s) as Fresh
  for (let k = 0; k < n; k++) {
    const q = (w.s.first + k) % n
    if (canPlace(w.s, q)) return placeNext(w, q)
  }
  w.s = over(w.s, REASONS.stalled) as Fresh
}

/** Seat q's turn: a place step (`withTurn`, on the working copy). */
const placeNext = (w: Work, q: number): void => {
  w.s.turn = q
  w.tasks = [{ k: 'place', s: q }]
  w.s.tasks = w.tasks
}

/**
 * Resolves automatic steps (and turn and round ends) until a seat or chance must act, or the game
 * is over: on one working copy (rules/work.ts) — `s` itself when the rules built it in this call
 * (`s !== from`), else a copy — so that the frequent steps (`autoIn`) write in place.
 */
export const advance = (s: RajasState, from?: RajasState): RajasState => resolve(work(s, from))

/** {@link advance} on a working copy already made for the move (rules/work.ts). */
export const resolve = (w: Work): RajasState => {
  for (;;) {
    if (w.s.phase === 'over') return w.s
    const head = w.s.tasks[0]
    if (head === undefined) {
      if (w.s.phase === 'setup') return w.s // unreachable: setup always queues its steps
      endTurn(w)
      continue
    }
    const done = autoIn(w, head)
    if (done === 'waits') return w.s
    if (done === 'done') continue
    const next = autoStep(w.s)
    if (next === undefined) return w.s
    w.s = next as Fresh // built by the rules in this call
  }
}
