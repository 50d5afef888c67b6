/**
 * The automatic steps: turn, stage and round flow (R25–R29, R123–R126) and the end of the game
 * (R127–R129); `advance` resolves automatic steps until a seat or chance must act.
 * @module
 */
import type { RajasState } from './state.js'
import { canPlace } from './rules/actions.js'
import { boardSide, copyState, player, withPlayer, withTurn, type Fresh } from './rules/common.js'
import { autoStep } from './rules/tasks.js'
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

/** After a turn: the next seat in the stage that can place, the round end, or the game end (R27–R29, R129). */
const endTurn = (s0: RajasState): RajasState => {
  const lag = player(s0, s0.turn).lag
  const s = lag.some((x) => x !== 0) ? withPlayer(s0, s0.turn, { lag: lag.map(() => 0) }) : s0 // A8
  const n = s.players
  let cur = s
  for (let k = 1; k <= n; k++) {
    const q = (s.turn + k) % n
    if (q === cur.first && cur.ended && cur.options.finalPhase === 'stage') return over(cur, REASONS.stage)
    if (canPlace(cur, q)) return withTurn(cur, q, [{ k: 'place', s: q }])
    const p = player(cur, q)
    if (!p.passed && p.placed < p.workers) cur = withPlayer(cur, q, { passed: true }) // R29, A2: skipped for the round
    else if (!p.passed && cur.variant?.navaratna === true) {
      const visit = fewerWorkersVisit(cur, q) // R142, A18
      if (visit.acts) return visit.s
      cur = visit.s
    }
  }
  // Nobody can place: the round ends (R28, R123).
  if (cur.ended) return over(cur, REASONS.round)
  const next = newRound(cur)
  for (let k = 0; k < n; k++) {
    const q = (next.first + k) % n
    if (canPlace(next, q)) return withTurn(next, q, [{ k: 'place', s: q }])
  }
  return over(next, REASONS.stalled)
}

/** Resolves automatic steps (and turn and round ends) until a seat or chance must act, or the game is over. */
export const advance = (s0: RajasState): RajasState => {
  let s = s0
  for (;;) {
    if (s.phase === 'over') return s
    if (s.tasks.length === 0) {
      if (s.phase === 'setup') return s // unreachable: setup always queues its steps
      s = endTurn(s)
      continue
    }
    const next = autoStep(s)
    if (next === undefined) return s
    s = next
  }
}
