/** Game invariants checked by the harness at every step. */
import { bundledComponents, type RajasState } from '../../src/games/rajas/index.js'
import { checkState } from '../../src/games/rajas/rules/invariants.js'
import { provinceConnected } from '../../src/games/rajas/rules/actions.js'

/** Returns a message when an invariant is broken. */
export const invariants = (s: RajasState, prev: RajasState | undefined): string | undefined => {
  // Issue 15: every reachable state passes the game's own consistency check (that of rajas.decodeState).
  const inconsistent = checkState(s)
  if (inconsistent !== undefined) return `checkState: ${inconsistent}`
  const c = s.components ?? bundledComponents
  const dice = s.supply.reduce((a, b) => a + b, 0) + s.p.reduce((a, p) => a + p.dice.length, 0)
  if (dice !== 48) return `48 dice expected, found ${dice}`
  if (s.supply.some((x) => x < 0)) return 'negative supply'
  let tiles = s.stacks.reduce((a, x) => a + x.length, 0) + s.tops.filter((x) => x >= 0).length
  for (const p of s.p) tiles += p.grid.filter((x) => x >= 0).length + p.under.filter((x) => x >= 0).length
  tiles += s.tasks.filter((t) => t.k === 'put').length
  if (tiles !== c.tiles.length) return `${c.tiles.length} tiles expected, found ${tiles}`
  for (const [i, p] of s.p.entries()) {
    if (p.money < 0) return `seat ${i} money ${p.money} < 0`
    if (p.karma < 0 || p.karma > 3) return `seat ${i} karma ${p.karma}`
    if (p.levels.some((l) => l < 2 || l > 4)) return `seat ${i} levels ${p.levels.join(',')}`
    const maxWorkers = s.variant?.navaratna === true ? 6 : 5 // R110, R133, R149
    if (p.workers > maxWorkers) return `seat ${i} has ${p.workers} workers`
    const hands = p.kali === 'back' ? c.kaliHands.back : c.kaliHands.front // R39, R134, R148
    if (p.dice.length > hands) return `seat ${i} holds ${p.dice.length} dice on ${hands} hands`
    if (prev !== undefined && prev.p[i] !== undefined && p.fame < (prev.p[i]?.fame ?? 0)) return `seat ${i} fame decreased`
    if (!provinceConnected(s, i)) return `seat ${i} has a tile not connected to the residence`
    const fin = c.boards[s.side].river.spaces.length - 1
    if (p.boat > 0 && p.boat < fin && s.p.some((q, j) => j !== i && q.boat === p.boat)) return `two boats on river space ${p.boat}`
  }
  // Income tiles are conserved: white pile + discards in play (base), or display + provinces + a drawn brown tile (Navaratna).
  const whites = c.incomeTiles.filter((x) => x.colour === 'white').length
  const inPlay = s.white.length + s.discard.length
  if (s.variant?.navaratna === true) {
    const placed = s.p.reduce((a, p) => a + (p.slots ?? []).filter((x) => x >= 0).length, 0)
    const drawn = s.tasks.filter((t) => t.k === 'inc' && t.m === 'setup').length
    const all = (s.display ?? []).length + placed + drawn
    if (all !== c.incomeTiles.length) return `${c.incomeTiles.length} income tiles expected, found ${all}`
    if (inPlay !== 0) return 'the white pile is used in Navaratna'
  } else if (inPlay !== whites) return `${whites} white income tiles expected, found ${inPlay}`
  if (s.variant?.ganga === true) {
    const placed = (s.rtiles ?? []).filter((x) => x >= 0).length
    const n = (c.riverTiles ?? []).length
    if (placed + (s.rpile ?? []).length !== n) return `${n} river tiles expected, found ${placed + (s.rpile ?? []).length}`
    const fin = c.boards[s.side].river.spaces.length - 1
    if ((s.rtiles?.[fin] ?? -1) >= 0 || (s.rtiles?.[0] ?? -1) >= 0) return 'a river tile on the start or final space'
  }
  return undefined
}
