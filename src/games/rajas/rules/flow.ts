/**
 * Turn, stage and round flow (R25–R29, R123–R126) and the end of the game (R127–R129):
 * `advance` resolves automatic steps until a seat or chance must act.
 * @module
 */
import type { Move } from '../moves.js'
import type { State, Task } from '../state.js'
import { canPlace, legalSpaces } from './actions.js'
import { boardSide, player, replaceHead, update, withPlayer } from './common.js'
import { autoStep } from './tasks.js'
import { gainMoney } from './tracks.js'
import { fewerWorkersVisit } from './variants.js'

const over = (s: State, reason: string): State => ({ ...s, phase: 'over', tasks: [], reason })

/** Starts a new round (R124–R126): the elephant, workers back, restrictions reset. */
const newRound = (s: State): State => {
  const mogul = s.p.findIndex((q) => q.mogul)
  const first = mogul >= 0 ? mogul : (s.first + 1) % s.players
  const covered = boardSide(s).covers3
  return {
    ...s,
    first,
    round: s.round + 1,
    spaces: s.spaces.map((x, j) => (x === -2 || (s.players === 3 && covered.includes(j)) ? -2 : -1)),
    p: s.p.map((q) => ({ ...q, placed: 0, various: false, passed: false, mogul: false, ...(q.extra === undefined ? {} : { extra: 0 }) }))
  }
}

/** After a turn: the next seat in the stage that can place, the round end, or the game end (R27–R29, R129). */
const endTurn = (s0: State): State => {
  const lag = player(s0, s0.turn).lag
  const s = lag.some((x) => x !== 0) ? withPlayer(s0, s0.turn, { lag: lag.map(() => 0) }) : s0 // A8
  const n = s.players
  let cur = s
  for (let k = 1; k <= n; k++) {
    const q = (s.turn + k) % n
    if (q === cur.first && cur.ended && cur.options.finalPhase === 'stage') return over(cur, 'the current stage was completed after a player\u2019s markers met or passed (R127, R129)')
    if (canPlace(cur, q)) return { ...cur, turn: q, tasks: [{ k: 'place', s: q }] }
    const p = player(cur, q)
    if (!p.passed && p.placed < p.workers) cur = withPlayer(cur, q, { passed: true }) // R29, A2: skipped for the round
    else if (!p.passed && cur.variant?.navaratna === true) {
      const visit = fewerWorkersVisit(cur, q) // R142, A18
      if (visit.acts) return visit.s
      cur = visit.s
    }
  }
  // Nobody can place: the round ends (R28, R123).
  if (cur.ended) return over(cur, 'the round ended after a player\u2019s markers met or passed (R127, A12)')
  const next = newRound(cur)
  for (let k = 0; k < n; k++) {
    const q = (next.first + k) % n
    if (canPlace(next, q)) return { ...next, turn: q, tasks: [{ k: 'place', s: q }] }
  }
  return over(next, 'no player can place a worker (stalled)')
}

/** Resolves automatic steps (and turn and round ends) until a seat or chance must act, or the game is over. */
export const advance = (s0: State): State => {
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

/** The moves of the `place` decision: one per legal action space (R31–R36). */
export const placeMoves = (s: State, seat: number): Move[] => {
  const moves: Move[] = legalSpaces(s, seat).map((i) => ({ t: 'space', i }))
  return s.options.allowPass ? [...moves, { t: 'stop' }] : moves
}

/** Option A2 allowPass: the player passes for the rest of the round. */
export const applyPass = (s: State, seat: number): State => ({ ...withPlayer(s, seat, { passed: true }), tasks: s.tasks.slice(1) })

/** Places a worker on space i, pays its money and queues its action (R26). */
export const applyPlace = (s: State, seat: number, i: number): State => {
  const space = boardSide(s).spaces[i]
  if (space === undefined) return s
  const p = player(s, seat)
  const paid = update(s, { spaces: s.spaces.map((x, j) => (j === i ? seat : x)) }, seat, {
    placed: p.placed + 1,
    money: p.money - (space.money ?? 0),
    various: p.various || space.kind === 'various'
  })
  let tasks: Task[]
  switch (space.kind) {
    case 'quarry':
      tasks = [{ k: 'buy', s: seat }]
      break
    case 'various':
      tasks = [{ k: 'market', s: seat, m: 'v', n: 3, i: -1, list: [], sum: 0 }]
      break
    case 'same':
      tasks = [{ k: 'payDie', s: seat, m: 'same', i }]
      break
    case 'terrace': {
      // R79: 2 money (and its bonuses), then the re-rolls.
      const withMoney = gainMoney(replaceHead(paid, [{ k: 'terrace', s: seat, list: [] }]), seat, 2)
      return withMoney
    }
    case 'garden':
      tasks = [{ k: 'gain', s: seat, n: 1, c: space.colour ?? 0 }]
      break
    case 'balcony':
      tasks = [{ k: 'payDie', s: seat, m: 'balcony', i, c: space.colour ?? 0 }]
      break
    case 'chamber':
      tasks = [{ k: 'payDie', s: seat, m: 'chamber', i, n: space.value ?? 0 }]
      break
    default:
      tasks = [{ k: 'payDie', s: seat, m: 'port', i }]
  }
  return replaceHead(paid, tasks)
}
