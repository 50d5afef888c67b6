/**
 * Fame and money tracks: the alignment (R5, EX13), gains with worker and bonus spaces passed
 * in track order (R112, R117–R121), and the game-end trigger (R127).
 * @module
 */
import type { Tracks } from '../components/types.js'
import { WORKER_BIT, type Player, type RajasState, type Task } from '../state.js'
import { comps, player } from './common.js'
import { ownPlayer, ownTasks, work, type Work } from './work.js'

/** The fame space beside money space m (R5, CD5): `fameAtMoneyZero − ceil(m / moneyPerFame)`. */
export const fameBeside = (tr: Tracks, money: number): number => tr.fameAtMoneyZero - Math.ceil(money / tr.moneyPerFame)

/** The margin in fame points (R130): positive when the markers have passed each other. */
export const margin = (tr: Tracks, p: Pick<Player, 'fame' | 'money'>): number => p.fame - fameBeside(tr, p.money)

interface Event {
  readonly at: number
  readonly task: Task
}

/**
 * The marker moved, a first meeting recorded (R127), the events queued in track order (R121): written
 * on a working copy (rules/work.ts); {@link gainMoney} runs it on a fresh one.
 */
const commitIn = (w: Work, i: number, money: number, fame: number, bonus: number, events: Event[]): void => {
  const p = ownPlayer(w, i)
  p.money = money
  p.fame = fame
  p.bonus = bonus
  if (p.crossed === 0 && margin(comps(w.s).c.tracks, p) >= 0) {
    w.s.crossings = w.s.crossings + 1
    p.crossed = w.s.crossings
    w.s.ended = true
  }
  if (events.length > 0) ownTasks(w).unshift(...events.sort((a, b) => a.at - b.at).map((e) => e.task))
}

/** What a gain of money does (R119–R121, A14, A15): the marker's new place, the bonus marker's, the steps reached. */
const moneyGain = (s: RajasState, i: number, n: number): { readonly money: number; readonly bonus: number; readonly events: Event[] } => {
  const tr = comps(s).c.tracks
  const p = player(s, i)
  const a = p.money
  const b = Math.min(tr.moneyMax, a + n)
  const events: Event[] = []
  if ((p.inactive & WORKER_BIT.money) !== 0 && a < tr.moneyWorker && tr.moneyWorker <= b) {
    events.push({ at: tr.moneyWorker, task: { k: 'worker', s: i, i: WORKER_BIT.money } })
  }
  let bonus = p.bonus
  const keep = s.options.declinedMoneyBonus === 'keep'
  while (bonus < tr.moneyBonuses.length) {
    const bn = tr.moneyBonuses[bonus]
    if (bn === undefined || !(bn.at > a && bn.at <= b)) break
    if (bn.optional) {
      events.push({ at: bn.at, task: { k: 'opt', s: i, r: bn.reward, i: bonus, m: 'money' } })
      if (keep) break // A14 'keep': the marker moves on only when the bonus is taken
    } else events.push({ at: bn.at, task: { k: 'reward', s: i, r: bn.reward } })
    bonus++ // R120: the bonus marker moves on to the next bonus space
  }
  // With 'keep' the loop stopped on the optional bonus offered: the marker stays on it (A14).
  return { money: b, bonus, events }
}

/** Gains money: moves the marker (capped, A15), queues the worker and bonuses reached or passed (R119–R121). */
export const gainMoney = (s: RajasState, i: number, n: number): RajasState => {
  const w = work(s)
  gainMoneyIn(w, i, n)
  return w.s
}

/** {@link gainMoney} on the working copy of an `apply` (the one implementation). */
export const gainMoneyIn = (w: Work, i: number, n: number): void => {
  const g = moneyGain(w.s, i, n)
  commitIn(w, i, g.money, player(w.s, i).fame, g.bonus, g.events)
}

/** What a gain of fame does (R112, R118, A15): the marker's new place and the steps reached. */
const fameGain = (s: RajasState, i: number, n: number): { readonly fame: number; readonly events: Event[] } => {
  const tr = comps(s).c.tracks
  const p = player(s, i)
  const a = p.fame
  const b = Math.min(tr.fameMax, a + n)
  const events: Event[] = []
  if ((p.inactive & WORKER_BIT.fame) !== 0 && a < tr.fameWorker && tr.fameWorker <= b) {
    events.push({ at: tr.fameWorker, task: { k: 'worker', s: i, i: WORKER_BIT.fame } })
  }
  for (const bn of tr.fameBonuses) {
    if (!(bn.at > a && bn.at <= b)) continue
    const task: Task = bn.optional
      ? { k: 'opt', s: i, r: bn.reward, m: 'fame' }
      : bn.reward.k === 'upgrade'
        ? { k: 'upgrade', s: i, m: 'lag' } // R118 fame 5: counts from the next turn (A8)
        : { k: 'reward', s: i, r: bn.reward }
    events.push({ at: bn.at, task })
  }
  return { fame: b, events }
}

/** Gains fame on the working copy of an `apply`: moves the marker (capped, A15), queues the worker and the bonuses reached or passed (R112, R118). */
export const gainFameIn = (w: Work, i: number, n: number): void => {
  const g = fameGain(w.s, i, n)
  const p = player(w.s, i)
  commitIn(w, i, p.money, g.fame, p.bonus, g.events)
}

/**
 * A14 option 'keep': a money bonus was taken, so the marker moves on; the bonuses the money marker
 * has already reached or passed are then resolved in track order (R120, R121), stopping at the next
 * optional one, which is offered (its own 'yes' continues from there).
 */
export const takeKeptMoneyBonus = (s: RajasState, seat: number, taken: number): { readonly bonus: number; readonly tasks: readonly Task[] } => {
  const tr = comps(s).c.tracks
  const money = player(s, seat).money
  const tasks: Task[] = []
  let bonus = taken + 1
  while (bonus < tr.moneyBonuses.length) {
    const bn = tr.moneyBonuses[bonus]
    if (bn === undefined || bn.at > money) break
    if (bn.optional) {
      tasks.push({ k: 'opt', s: seat, r: bn.reward, i: bonus, m: 'money' })
      break
    }
    tasks.push({ k: 'reward', s: seat, r: bn.reward })
    bonus++
  }
  return { bonus, tasks }
}
