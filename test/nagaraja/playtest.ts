/**
 * A greedy playtest player (not a product bot): it places and moves rooms to connect hiding places
 * and special locations in its own temple (valuing a seen relic at its value, a seen cursed one as
 * a loss, an unseen one at 4), disconnects the opponent's, and otherwise plays at random.
 * Used to check that the reconstructed components let every end condition happen.
 */
import { CHANCE, nextFloat, pickIndex, pickWeighted, sampler } from '../../src/core/index.js'
import { nagaraja, type NagarajaConfig, type NagarajaMove, type NagarajaState, componentsOf } from '../../src/games/nagaraja/index.js'

const templeValue = (s: NagarajaState, seat: number, viewer: number): number => {
  const tp = s.temples[seat]!
  let v = 0
  tp.up.forEach((u, i) => {
    if (!u) return
    const k = tp.relic[i]!
    const seen = k >= 0 && (tp.known[i]! & (1 << viewer)) !== 0
    const r = componentsOf(s).relics[k]
    v += seen && r !== undefined ? (r.cursed ? -4 : r.value) : 4
  })
  return v + s.queue.filter((q) => q.q === 'amulet' && q.seat === seat).length * 2
}

const SPATIAL = new Set(['place', 'rotate', 'moveRoom', 'swapRooms', 'swapRelics', 'trap'])

/** The greedy choice among `legal` for `seat`. */
export const greedyMove = (s: NagarajaState, seat: number, legal: readonly NagarajaMove[], rand: () => number): NagarajaMove => {
  const spatial = legal.filter((m) => SPATIAL.has(m.t))
  if (spatial.length > 0) {
    let best: NagarajaMove[] = []
    let bestV = -Infinity
    for (const m of spatial) {
      const r = nagaraja.apply(s, seat, m)
      if (r._tag === 'Left') continue
      const v = templeValue(r.right, seat, seat) - templeValue(r.right, 1 - seat, seat)
      if (v > bestV) {
        bestV = v
        best = [m]
      } else if (v === bestV) best.push(m)
    }
    if (best.length > 0) return best[pickIndex(rand(), best.length)]!
  }
  const act = legal.filter((m) => m.t === 'activate')
  if (act.length > 0 && rand() < 0.8) return act[pickIndex(rand(), act.length)]!
  const sel = legal.filter((m) => m.t === 'select' || m.t === 'lay')
  if (sel.length > 0 && s.phase.p === 'call' && s.phase.picks.length < 2 && legal.some((m) => m.t === 'select') && rand() < 0.7) {
    const only = sel.filter((m) => m.t === 'select')
    return only[pickIndex(rand(), only.length)]!
  }
  return legal[pickIndex(rand(), legal.length)]!
}

/** Plays one greedy game from a seed; returns the final state and the number of steps. */
export const greedyGame = (seed: string, config: NagarajaConfig = { players: 2 }): { state: NagarajaState; steps: number } => {
  const init = nagaraja.setup(config, seed)
  if (init._tag === 'Left') throw new Error(init.left.message)
  let s = init.right
  const rand = sampler(`${seed}/greedy`)
  let steps = 0
  for (; steps < 20000; steps++) {
    const actors = nagaraja.actors(s)
    if (actors.length === 0) break
    let move: NagarajaMove
    const actor = actors[0]!
    if (actor === CHANCE) {
      const o = nagaraja.chanceOutcomes(s)
      move = o[pickWeighted(nextFloat(s.rng)[0], o)]!.move
    } else move = greedyMove(s, actor, nagaraja.legalMoves(s, actor), rand.next)
    const r = nagaraja.apply(s, actor, move)
    if (r._tag === 'Left') throw new Error(r.left.message)
    s = r.right
  }
  return { state: s, steps }
}

/** The end condition of a finished state, as a short key. */
export const endKind = (s: NagarajaState): string => {
  const r = s.end?.reason ?? ''
  return /cursed/.test(r) ? 'curse (N65)' : /25 or more/.test(r) ? '25 VP (N65)' : /ninth/.test(r) ? 'ninth room (N66)' : /NQ10/.test(r) ? 'room stack empty (NQ10)' : 'unfinished'
}
