import { describe, expect, it } from 'vitest'
import { canonicalJson, CHANCE } from '../../src/core/index.js'
import { MOVE_FIELDS, nagaraja, type NagarajaMove } from '../../src/games/nagaraja/index.js'
import { statesOf } from './helpers.js'

const RANGE: Record<string, readonly number[]> = {
  card: Array.from({ length: 49 }, (_, i) => i),
  stick: [0, 1, 2, 3, 4, 5, 6],
  seat: [0, 1, 2],
  temple: [0, 1, 2],
  place: Array.from({ length: 10 }, (_, i) => i),
  a: Array.from({ length: 10 }, (_, i) => i),
  b: Array.from({ length: 10 }, (_, i) => i),
  cell: Array.from({ length: 10 }, (_, i) => i),
  by: [-1, 0, 1, 2, 3, 4],
  from: Array.from({ length: 10 }, (_, i) => i),
  to: Array.from({ length: 10 }, (_, i) => i),
  rot: [-1, 0, 1, 3, 4],
  face: [-1, 0, 3, 4],
  kind: [-1, 0, 3, 4, 6]
}

/** Every move of every type over small field ranges (a superset of any legal list). */
const allMoves = (): NagarajaMove[] => {
  const out: NagarajaMove[] = []
  for (const [t, fields] of Object.entries(MOVE_FIELDS)) {
    let partial: Record<string, unknown>[] = [{ t }]
    for (const f of fields as readonly string[]) partial = partial.flatMap((p) => (RANGE[f] ?? [0]).map((v) => ({ ...p, [f]: v })))
    out.push(...(partial as NagarajaMove[]))
  }
  return out
}
const ALL = allMoves()


describe('Nagaraja: apply accepts a move iff legalMoves lists it', () => {
  it('exhaustively over every move shape with small fields, for each actor, on states of random games', () => {
    let checked = 0
    for (const seed of ['L1']) {
      for (const s of statesOf(seed, 8)) {
        for (const actor of [0, 1, CHANCE] as const) {
          const listed = new Set(nagaraja.legalMoves(s, actor).map((m) => canonicalJson(m)))
          for (const m of ALL) {
            const r = nagaraja.apply(s, actor, m)
            const ok = r._tag === 'Right'
            if (ok !== listed.has(canonicalJson(m))) throw new Error(`${String(actor)} ${canonicalJson(m)}: apply ${ok ? 'accepts' : 'refuses'} but legalMoves ${ok ? 'omits' : 'lists'} it (phase ${s.phase.p})`)
            if (!ok) expect(r.left.message.length).toBeGreaterThan(0)
            checked++
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10000)
  })
})
