/**
 * The automatic steps are written once (issue 31 round five, a review finding): the frequent ones
 * (gain R38/R40/R41, payTile R50, money, fame, karma R43, reward) are in-place functions on a working
 * copy (rules/work.ts), which the table's `auto` runs on a fresh copy (`autoStep`) and `apply` runs on
 * its own working copy (`autoIn`); the kinds a seat or chance always acts on are read off the table
 * (`waitsFor`), and the karma cap is one constant.
 */
import * as E from 'fp-ts/Either'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { canonicalJson, CHANCE, pickIndex, sampleChance, sampler } from '../../../src/core/index.js'
import { rajas, type RajasMove, type RajasState } from '../../../src/games/rajas/index.js'
import type { Task, TaskKind } from '../../../src/games/rajas/state.js'
import { applyTask, autoIn, autoStep, TASKS, waitsFor } from '../../../src/games/rajas/rules/tasks.js'
import { work } from '../../../src/games/rajas/rules/work.js'

const CONFIGS: readonly Record<string, unknown>[] = [
  { players: 2 },
  { players: 3, options: { declinedMoneyBonus: 'keep', effectOrder: 'fixed' } },
  { players: 4, options: { emptyActions: 'forbidden', fame5Upgrade: 'immediate' } },
  { players: 3, variant: { navaratna: true } }
]

const RAJAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'src', 'games', 'rajas')
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourcesOf(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))

describe('the automatic steps are written once (issue 31, round five)', () => {
  it('waitsFor is read off the table: exactly the kinds whose entry has no `auto`', () => {
    const kinds = Object.keys(TASKS) as TaskKind[]
    const waits = kinds.filter((k) => waitsFor({ k } as unknown as Task))
    expect(waits).toEqual(kinds.filter((k) => !('auto' in TASKS[k])))
    // the seat decisions and chance draws that never resolve themselves
    expect(waits.sort()).toEqual(['buy', 'cover', 'first', 'order', 'payDie', 'place', 'put', 'reroll', 'roll'])
  })

  it('R43: the karma cap is one constant, applied by one rule (no second `Math.min(3, …)` beside it)', () => {
    const texts = sourcesOf(RAJAS_DIR).map((f) => readFileSync(f, 'utf8'))
    expect(texts.filter((t) => /Math\.min\(\s*3\s*,/.test(t))).toEqual([])
    expect(texts.reduce((n, t) => n + (t.match(/Math\.min\(KARMA_MAX,/g) ?? []).length, 0)).toBe(1)
  })

  for (const config of CONFIGS) {
    it(`autoStep (the table) and autoIn (apply's working copy) run the same steps alike and never write their input (the rules themselves are held by the vectors and golden hashes), ${canonicalJson(config)}`, () => {
      const done = new Map<string, number>()
      let waits = 0
      const seed = `auto-once-${canonicalJson(config)}`
      const s0 = rajas.setup(config as never, seed)
      if (E.isLeft(s0)) throw new Error(s0.left.message)
      let s: RajasState = s0.right
      const rand = sampler(`${seed}/moves`)
      for (let n = 0; n < 3000; n++) {
        const actor = rajas.actors(s)[0]
        if (actor === undefined) break
        const listed = rajas.legalMoves(s, actor)
        const move = (actor === CHANCE ? sampleChance(rajas, s) : listed[pickIndex(rand.next(), listed.length)]) as RajasMove
        const head = s.tasks[0]
        if (head !== undefined && move.t !== 'flip') {
          // The state the move's handler built, before its automatic steps: walk the chain by the table.
          let x: RajasState | undefined = applyTask(s, head, move)
          for (let k = 0; x !== undefined && k < 200; k++) {
            const t: Task | undefined = x.tasks[0]
            if (t === undefined || x.phase === 'over') break
            const before = JSON.stringify(x)
            const byTable = autoStep(x)
            const w = work(x)
            const r = autoIn(w, t)
            expect(JSON.stringify(x)).toBe(before) // neither path writes the state it was given
            if (r === 'waits') {
              expect(byTable).toBeUndefined()
              waits++
              break
            }
            if (r === 'done') {
              expect(byTable).toBeDefined()
              // the same JSON, key order included (vectors and golden hashes hash it)
              expect(JSON.stringify(w.s)).toBe(JSON.stringify(byTable))
              done.set(t.k, (done.get(t.k) ?? 0) + 1)
            }
            x = byTable
          }
        }
        const next = rajas.apply(s, actor, move)
        if (E.isLeft(next)) throw new Error(next.left.message)
        s = next.right
      }
      for (const k of ['gain', 'money', 'fame', 'reward', 'karma']) expect(done.get(k) ?? 0, k).toBeGreaterThan(0)
      expect(waits).toBeGreaterThan(100)
    })
  }
})
