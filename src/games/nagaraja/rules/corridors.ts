/**
 * Rulebook section 3, "Definitions and continuous rules": empty spaces (N11), corridor
 * connectivity (N12, NQ4), the relic visibility invariant (N13) and the amulet pickup (N14).
 * @module
 */
import { CRYPT, type Derived } from '../components/derived.js'
import { derivedOf } from '../components/of.js'
import { enqueue, patchTemple, withTemple, type NagarajaState, type QueueItem, type Room, type Temple } from '../state.js'

/** The network index of a room containing a port bit, or -1. */
const netWith = (nets: readonly number[], bit: number): number => {
  for (let i = 0; i < nets.length; i++) if (((nets[i] as number) & bit) !== 0) return i
  return -1
}

/**
 * For each space, the port bits reached by a corridor from an entrance (N12): a room next to an
 * entrance must open on the entrance side; adjacent rooms link only where both open (NQ4).
 */
export const reach = (d: Derived, cells: readonly (Room | null)[]): number[] => {
  const reached = new Array<number>(d.cells).fill(0)
  const seen = new Array<number>(d.cells).fill(0)
  const stack: number[] = []
  const visit = (cell: number, n: number): void => {
    if ((seen[cell] as number) & (1 << n)) return
    seen[cell] = (seen[cell] as number) | (1 << n)
    stack.push(cell, n)
  }
  for (const [cell, side] of d.entrances) {
    const room = cells[cell]
    if (room === null || room === undefined) continue
    const n = netWith(d.nets[room.k]?.[room.r] ?? [], 1 << side)
    if (n >= 0) visit(cell, n)
  }
  while (stack.length > 0) {
    const n = stack.pop() as number
    const cell = stack.pop() as number
    const room = cells[cell] as Room
    const mask = d.nets[room.k]?.[room.r]?.[n] ?? 0
    reached[cell] = (reached[cell] as number) | mask
    for (let s = 0; s < 4; s++) {
      if ((mask & (1 << s)) === 0) continue
      const nb = d.neighbours[cell]?.[s] ?? -1
      if (nb < 0) continue
      const other = cells[nb]
      if (other === null || other === undefined) continue
      const m = netWith(d.nets[other.k]?.[other.r] ?? [], 1 << ((s + 2) % 4))
      if (m >= 0) visit(nb, m)
    }
  }
  return reached
}

/** Which hiding places are connected (N12). */
export const connectedPlaces = (d: Derived, cells: readonly (Room | null)[]): boolean[] => {
  const r = reach(d, cells)
  return d.hiding.map(([cell, side]) => ((r[cell] as number) & (1 << side)) !== 0)
}

/**
 * Re-establishes N13 and N14 in temple `seat` after any change: relics face-up exactly when
 * connected (fixing unseen identities by chance steps), connected amulets collected by the owner
 * whoever caused it (NQ5), then an end check (N65).
 */
export const refreshTemple = (d: Derived, temple: Temple, seat: number): { temple: Temple; queue: QueueItem[] } => {
  const r = reach(d, temple.cells)
  const queue: QueueItem[] = []
  const up = d.hiding.map(([cell, side]) => ((r[cell] as number) & (1 << side)) !== 0)
  let known = temple.known
  let ever = temple.ever
  up.forEach((u, i) => {
    if (!u) return
    if (temple.relic[i] === -1) queue.push({ q: 'relic', seat, place: i, peek: -1 })
    else if (known[i] !== 3 || !ever[i]) {
      if (known === temple.known) known = [...known]
      if (ever === temple.ever) ever = [...ever]
      known[i] = 3
      ever[i] = true
    }
  })
  let cells = temple.cells
  temple.cells.forEach((room, i) => {
    if (room !== null && room.a && ((r[i] as number) & CRYPT) !== 0) {
      if (cells === temple.cells) cells = [...cells]
      cells[i] = { ...room, a: false }
      queue.push({ q: 'amulet', seat })
    }
  })
  queue.push({ q: 'check' })
  return { temple: patchTemple(temple, { cells, up, known, ever }), queue }
}

/** Number of rooms in a temple. */
export const roomCount = (temple: Temple): number => temple.cells.reduce((a, c) => a + (c === null ? 0 : 1), 0)

/** Whether a space is empty (N11): neither a room nor the trap. */
export const isEmpty = (temple: { readonly cells: readonly (Room | null)[]; readonly trap: number }, cell: number): boolean => temple.cells[cell] === null && temple.trap !== cell

/** Whether a room may be placed on a space (N43): empty, and touching an entrance or next to an own room. */
export const canPlaceAt = (d: Derived, temple: { readonly cells: readonly (Room | null)[]; readonly trap: number }, cell: number): boolean => {
  if (!isEmpty(temple, cell)) return false
  if (d.nearEntrance[cell]) return true
  const nb = d.neighbours[cell] ?? []
  for (const n of nb) if (n >= 0 && temple.cells[n] !== null && temple.cells[n] !== undefined) return true
  return false
}

/** Re-establishes N13/N14 in temple `seat` after any change to it, queueing its reveals, pickups and end check (N45, N65). */
export const touchTemple = (s: NagarajaState, seat: number): NagarajaState => {
  const d = derivedOf(s)
  const r = refreshTemple(d, s.temples[seat] as Temple, seat)
  return enqueue(withTemple(s, seat, r.temple), r.queue)
}
