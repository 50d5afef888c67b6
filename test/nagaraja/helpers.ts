/**
 * Nagaraja test fixtures, built on the shared `test/support/either.ts`: build states directly
 * (states are plain JSON) and drive them with explicit chance outcomes.
 */
import { CHANCE, randomPlayout, type Actor, type RuleViolation } from '../../src/core/index.js'
import { bundledComponents, nagaraja, type NagarajaConfig, type NagarajaMove, type NagarajaState, type Room, componentsOf } from '../../src/games/nagaraja/index.js'
import * as support from '../support/either.js'

export { ok } from '../support/either.js'

/** A fresh game after setup (the first-guide throws pending). */
export const fresh = (config: NagarajaConfig = { players: 2 }, seed = 'fixture'): NagarajaState => support.fresh(nagaraja, config, seed)

/** The index of a card by id in the bundled set. */
export const card = (id: string): number => {
  const i = bundledComponents.cards.findIndex((c) => c.id === id)
  if (i < 0) throw new Error(`no card ${id}`)
  return i
}

/** The index of a room kind by name in the bundled set. */
export const roomKind = (kind: string): number => bundledComponents.rooms.findIndex((r) => r.kind === kind)
/** The index of an amulet kind. */
export const amuletKind = (kind: string): number => bundledComponents.amulets.findIndex((a) => a.kind === kind)
/** The index of a relic kind by curse and value. */
export const relicKind = (cursed: boolean, value: number): number => bundledComponents.relics.findIndex((r) => r.cursed === cursed && r.value === value)

/** Stick kind indexes and face indexes of the bundled set. */
export const B = 0
export const W = 1
export const G = 2
/** A stick already thrown. */
export const stick = (k: number, f: number) => ({ k, f })
/** Face indexes: brown 2,3,3,4; white Naga,1,2,3; green Naga,Naga,1,1. */
export const NAGA_W = { k: W, f: 0 }
export const NAGA_G = { k: G, f: 0 }

/** Applies a move and unwraps. */
export const play = (s: NagarajaState, actor: Actor, move: NagarajaMove): NagarajaState => support.play(nagaraja, s, [actor, move])

/** Applies a move that must be refused; returns the violation. */
export const refusal = (s: NagarajaState, actor: Actor, move: NagarajaMove): RuleViolation => support.refused(nagaraja, s, actor, move)

/** Applies chance outcomes in order. */
export const chance = (s: NagarajaState, ...moves: NagarajaMove[]): NagarajaState => moves.reduce((x, m) => play(x, CHANCE, m), s)

/** Resolves every pending chance step (cycling through the outcomes, so tied throws end). */
export const settleFirst = (s: NagarajaState): NagarajaState => {
  let x = s
  for (let i = 0; i < 500 && nagaraja.actors(x)[0] === CHANCE; i++) {
    const o = nagaraja.chanceOutcomes(x)
    x = play(x, CHANCE, o[i % o.length]!.move)
  }
  return x
}

/** A room value. */
export const room = (kind: string, r = 0, a = false): Room => ({ k: roomKind(kind), r, a })

/** Cards not otherwise placed are in the deck. */
const rebuildDeck = (s: NagarajaState): NagarajaState => {
  const used = new Set<number>([...s.discard, ...s.players.flatMap((p) => [...p.hand, ...p.laid, ...p.played])])
  if (s.phase.p === 'give') for (const c of s.phase.drawn) used.add(c)
  return { ...s, deck: componentsOf(s).cards.map((_, i) => i).filter((i) => !used.has(i)) }
}

/** Options of {@link table}. */
export interface TableSpec {
  readonly guide?: number
  readonly hands?: readonly (readonly string[])[]
  readonly laid?: readonly (readonly string[])[]
  readonly sticks?: readonly (readonly { k: number; f: number }[])[]
  readonly amulets?: readonly (readonly string[])[]
  readonly discard?: readonly string[]
  readonly phase?: NagarajaState['phase']
  readonly room?: Room | null
  readonly config?: NagarajaConfig
}

/** A state mid-game at a chosen phase (default: seat 0's Clash turn), chance settled. */
export const table = (spec: TableSpec = {}): NagarajaState => {
  const s = fresh(spec.config)
  const guide = spec.guide ?? 0
  const players = s.players.map((p, i) => ({
    ...p,
    hand: (spec.hands?.[i] ?? []).map(card).sort((a, b) => a - b),
    laid: (spec.laid?.[i] ?? []).map(card).sort((a, b) => a - b),
    sticks: [...(spec.sticks?.[i] ?? [])],
    amulets: (spec.amulets?.[i] ?? []).map(amuletKind)
  }))
  const amuletPool = s.amuletPool.map((n, k) => n - players.reduce((a, p) => a + p.amulets.filter((x) => x === k).length, 0))
  const held = players.reduce((a, p) => a + p.amulets.length, 0)
  return rebuildDeck({
    ...s,
    guide,
    round: 1,
    players,
    amuletPool,
    amuletStack: s.amuletStack - held,
    discard: (spec.discard ?? []).map(card),
    room: spec.room === undefined ? room('straight') : spec.room,
    roomStack: s.roomStack.map((n, k) => (spec.room !== null && k === (spec.room ?? room('straight')).k ? n - 1 : n)),
    phase: spec.phase ?? { p: 'clash', turn: guide, passes: 0 },
    queue: []
  })
}

/** Puts rooms into a seat's temple (cell -> room) and the trap, then refreshes relics (N13). */
export const withRooms = (s: NagarajaState, seat: number, rooms: Readonly<Record<number, Room>>, trap = -1): NagarajaState => {
  const tp = s.temples[seat]!
  const cells = tp.cells.map((c, i) => rooms[i] ?? c)
  const temples = s.temples.map((t, i) => (i === seat ? { ...t, cells, trap } : t))
  return { ...s, temples }
}

/** Fixes relic identities in a temple (kind per hiding place; -1 leaves it unseen) and sets the pool to match. */
export const withRelics = (s: NagarajaState, seat: number, kinds: readonly number[], up?: readonly boolean[]): NagarajaState => {
  const tp = s.temples[seat]!
  const pool = componentsOf(s).relics.map((r) => r.count)
  for (const k of kinds) if (k >= 0) pool[k] = pool[k]! - 1
  const u = up ?? tp.up
  const temples = s.temples.map((t, i) =>
    i === seat ? { ...t, relic: [...kinds], pool, up: [...u], known: kinds.map((_k, j) => (u[j] ? 3 : t.known[j]!)), ever: kinds.map((_, j) => u[j] === true || t.ever[j] === true) } : t
  )
  return { ...s, temples }
}

/** Seat legal moves of a given type. */
export const movesOf = (s: NagarajaState, seat: number, t: NagarajaMove['t']): NagarajaMove[] => nagaraja.legalMoves(s, seat).filter((m) => m.t === t)

/** The states of one random game (every `every`-th). */
export const statesOf = (seed: string, every: number, options: object = {}): NagarajaState[] => {
  const r = randomPlayout(nagaraja, { players: 2, options }, seed)
  if (r._tag === 'Left') throw new Error(r.left.message)
  let s = nagaraja.setup({ players: 2, options }, seed)
  if (s._tag === 'Left') throw new Error(s.left.message)
  let st = s.right
  const out: NagarajaState[] = []
  r.right.transcript.moves.forEach((m, i) => {
    if (i % every === 0) out.push(st)
    const n = nagaraja.apply(st, m.actor, m.move)
    if (n._tag === 'Left') throw new Error(n.left.message)
    st = n.right
  })
  out.push(st)
  return out
}
