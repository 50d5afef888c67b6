import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CHANCE, pickIndex, sampler } from '../../../src/core/index.js'
import { nagaraja, type NagarajaState } from '../../../src/games/nagaraja/index.js'
import { without, withoutAt } from '../../../src/games/nagaraja/state.js'
import { ok } from '../helpers.js'

/**
 * Issue 31 (round five): applying every outcome of a chance step (as an expectimax or a UI does)
 * shares the queue tail among the outcomes (`Derived.queueRest`) and finds a drawn card in the deck
 * once (`withoutAt`). Each outcome must still give exactly the state it gives on a fresh copy of
 * the state (no cache knows a copy), even when a caller changed the state in place in between.
 */

/** The state as JSON (a fresh object graph: no cache keyed by any of its objects can know it). */
const copy = (s: NagarajaState): NagarajaState => JSON.parse(JSON.stringify(s)) as NagarajaState

/** Every chance state of a seeded game (moves and outcomes picked by a seeded generator). */
const chanceStates = (seed: string): NagarajaState[] => {
  let s = ok(nagaraja.setup({ players: 2 }, seed))
  const rand = sampler(`${seed}/moves`)
  const out: NagarajaState[] = []
  for (let step = 0; step < 5000; step++) {
    const actor = nagaraja.actors(s)[0]
    if (actor === undefined) break
    if (actor === CHANCE) out.push(s)
    const moves = actor === CHANCE ? nagaraja.chanceOutcomes(s).map((o) => o.move) : nagaraja.legalMoves(s, actor)
    s = ok(nagaraja.apply(s, actor, moves[pickIndex(rand.next(), moves.length)]!))
  }
  return out
}

/** The first chance state of a seeded game whose pending step is a card draw (N17) with at least two items queued. */
const drawState = (seed: string): NagarajaState => {
  const s = chanceStates(seed).find((x) => x.queue[0]?.q === 'draw' && x.queue.length >= 3)
  if (s === undefined) throw new Error(`no draw in game ${seed}`)
  return s
}

describe('Nagaraja: applying every outcome of a chance step (issue 31, round five)', () => {
  it('N17/N35/N48: every outcome of every chance step of three seeded games gives the state it gives on a fresh copy', () => {
    let outcomes = 0
    const kinds = new Set<string>()
    for (const seed of ['expand-1', 'expand-2', 'expand-3']) {
      for (const s of chanceStates(seed)) {
        kinds.add(s.queue[0]!.q)
        for (const o of nagaraja.chanceOutcomes(s)) {
          const next = ok(nagaraja.apply(s, CHANCE, o.move))
          expect(next).toEqual(ok(nagaraja.apply(copy(s), CHANCE, o.move)))
          outcomes++
        }
      }
    }
    expect(outcomes).toBeGreaterThan(3000)
    expect([...kinds]).toEqual(expect.arrayContaining(['draw', 'roll', 'room', 'guide']))
  })

  it('the outcomes of one draw share one queue tail, and the input state is left as it was', () => {
    const s = drawState('expand-tail')
    const before = JSON.stringify(s)
    const [a, b] = nagaraja.chanceOutcomes(s)
    const x = ok(nagaraja.apply(s, CHANCE, a!.move))
    const y = ok(nagaraja.apply(s, CHANCE, b!.move))
    expect(x.queue).toBe(y.queue)
    expect(x.queue).toEqual(s.queue.slice(1))
    expect(JSON.stringify(s)).toBe(before)
  })

  it('N17: a queue changed in place between two outcomes (against the contract) gives the tail of the queue as it is then, not the kept one', () => {
    const s = drawState('expand-stale')
    const [a, b] = nagaraja.chanceOutcomes(s)
    ok(nagaraja.apply(s, CHANCE, a!.move))
    // the caller replaces the last queued item in place: the kept tail no longer matches
    const queue = s.queue as NagarajaState['queue']
    queue[queue.length - 1] = { q: 'check' }
    const y = ok(nagaraja.apply(s, CHANCE, b!.move))
    expect(y.queue).toEqual(queue.slice(1))
    expect(y).toEqual(ok(nagaraja.apply(copy(s), CHANCE, b!.move)))
  })

  it('N17: a card not in the deck is still refused NOT_AN_OUTCOME, and the deck keeps its order without the drawn card', () => {
    const s = drawState('expand-refuse')
    const missing = [...Array(200).keys()].find((c) => !s.deck.includes(c))!
    const r = nagaraja.apply(s, CHANCE, { t: 'card', card: missing })
    expect(r._tag === 'Left' ? r.left.code : 'accepted').toBe('NOT_AN_OUTCOME')
    const card = s.deck[Math.floor(s.deck.length / 2)]!
    const next = ok(nagaraja.apply(s, CHANCE, { t: 'card', card }))
    expect(next.deck).toEqual(s.deck.filter((c) => c !== card))
  })

  it('N35/N17: the shared outcome lists and outcomes a caller is handed are frozen: changing one throws, and later lists are as before', () => {
    const states = chanceStates('expand-frozen')
    const roll = states.find((x) => x.queue[0]?.q === 'roll')!
    const draw = states.find((x) => x.queue[0]?.q === 'draw')!
    const throws = nagaraja.chanceOutcomes(roll)
    const before = JSON.stringify(throws)
    // a stick's throw is one list shared by every throw of that kind (N35)
    expect(nagaraja.chanceOutcomes(roll)).toBe(throws)
    expect(Object.isFrozen(throws)).toBe(true)
    expect(() => (throws as unknown as unknown[]).pop()).toThrow(TypeError)
    for (const o of [...throws, ...nagaraja.chanceOutcomes(draw)]) {
      expect(Object.isFrozen(o)).toBe(true)
      expect(Object.isFrozen(o.move)).toBe(true)
      expect(() => {
        ;(o as { p: number }).p = 1
      }).toThrow(TypeError)
    }
    expect(JSON.stringify(nagaraja.chanceOutcomes(roll))).toBe(before)
    expect(nagaraja.chanceOutcomes(draw).every((o) => o.p === 1 / draw.deck.length)).toBe(true)
  })

  it('withoutAt(xs, i) is xs without its entry at i, leaving xs as it was (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 50 }).chain((xs) => fc.tuple(fc.constant(xs), fc.nat({ max: xs.length - 1 }))),
        ([xs, i]) => {
          const before = [...xs]
          const out = withoutAt(xs, i)
          expect(out).toEqual([...xs.slice(0, i), ...xs.slice(i + 1)])
          expect(xs).toEqual(before)
          if (xs.indexOf(xs[i]!) === i) expect(out).toEqual(without(xs, xs[i]!))
        }
      )
    )
  })
})
