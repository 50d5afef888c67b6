/**
 * Invariants of every reachable Nagaraja state (used by the harness run).
 */
import { connectedPlaces, nagaraja, score, type NagarajaState, componentsOf } from '../../src/games/nagaraja/index.js'
import { derive } from '../../src/games/nagaraja/components/derived.js'

/** Game invariants checked at every step. */
export const invariants = (s: NagarajaState, prev: NagarajaState | undefined): string | undefined => {
  // the game's own consistency check (checkState, via decodeState) holds on every reachable state
  const decoded = nagaraja.decodeState(s)
  if (decoded._tag === 'Left') return decoded.left.message
  const c = componentsOf(s)
  // 48 cards conserved across hands, deck, discard pile and table
  const all = [...s.deck, ...s.discard, ...s.players.flatMap((p) => [...p.hand, ...p.laid, ...p.played])]
  if (s.phase.p === 'give') all.push(...s.phase.drawn)
  const sorted = [...all].sort((a, b) => a - b)
  if (sorted.length !== c.cards.length || sorted.some((x, i) => x !== i)) return `cards not conserved: ${sorted.length} of ${c.cards.length}`
  // sticks: never more in play than the supply when capped (NQ7 option)
  if (s.options.capSticks) {
    for (let k = 0; k < c.sticks.length; k++) {
      const n = s.players.reduce((a, p) => a + p.sticks.filter((st) => st.k === k).length, 0)
      if (n > (c.sticks[k]?.count ?? 0)) return `more ${c.sticks[k]?.colour} sticks in play than the supply`
    }
  }
  const d = derive(c)
  for (const [t, tp] of s.temples.entries()) {
    // N13: face-up iff connected
    const conn = connectedPlaces(d, tp.cells)
    if (conn.some((x, i) => x !== tp.up[i])) return `temple ${t}: face-up relics differ from connected hiding places (N13)`
    // relics conserved: fixed identities + pool = the temple's relics
    const counts = [...tp.pool]
    for (const k of tp.relic) if (k >= 0) counts[k] = (counts[k] ?? 0) + 1
    if (counts.some((n, k) => n !== c.relics[k]?.count)) return `temple ${t}: relics not conserved`
    if (s.queue.length === 0 && tp.up.some((u, i) => u && (tp.relic[i] ?? -1) < 0)) return `temple ${t}: a face-up relic has no identity`
    if (tp.trap >= 0 && tp.cells[tp.trap] !== null) return `temple ${t}: the trap shares a space with a room`
  }
  if (s.temples.filter((tp) => tp.trap >= 0).length > 1) return 'two traps'
  // N15: score = face-up relics + VP amulets
  for (const seat of [0, 1]) {
    const tp = s.temples[seat]!
    let v = 0
    tp.up.forEach((u, i) => {
      if (u && tp.relic[i]! >= 0) v += c.relics[tp.relic[i]!]!.value
    })
    for (const k of s.players[seat]!.amulets) if (c.amulets[k]!.effect === 'vp') v += c.amulets[k]!.value
    if (v !== score(s, seat)) return `seat ${seat}: score ${score(s, seat)} is not face-up relics + VP amulets (${v}) (N15)`
  }
  // N47: the loser of the room becomes guide
  if (prev !== undefined && prev.phase.p === 'renewal' && s.phase.p !== 'renewal' && s.end === null && s.guide !== prev.phase.loser) return 'the guide is not the loser of the room (N47)'
  if (prev !== undefined && s.round !== prev.round && s.guide !== 1 - s.winner) return `round ${s.round}: the guide is not the loser of the last room (N47)`
  // amulets conserved
  const am = s.amuletPool.reduce((a, n) => a + n, 0) + s.usedAmulets.length + s.players.reduce((a, p) => a + p.amulets.length, 0)
  if (am !== c.amulets.reduce((a, x) => a + x.count, 0)) return 'amulets not conserved'
  return undefined
}

