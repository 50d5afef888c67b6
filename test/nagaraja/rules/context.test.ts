import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CHANCE, pickIndex, sampler, type Actor } from '../../../src/core/index.js'
import { nagaraja, type NagarajaMove, type NagarajaState } from '../../../src/games/nagaraja/index.js'
import { ok } from '../helpers.js'

/**
 * Issue 31 (round four): `apply` reuses the legality context `legalMoves` built for the same state
 * (`ctxOfState`, `Derived.lastCtx`). A caller may change a state in place between the two (against
 * the contract, but states are plain unfrozen JSON); `apply` must still check the move against the
 * state as it is then — exactly as it checks a fresh copy of that state, which no cache knows.
 */

/** The first state of a seeded game (moves picked by a seeded generator) where a seat decides in phase `p`. */
const reach = (seed: string, p: NagarajaState['phase']['p']): NagarajaState => {
  let s = ok(nagaraja.setup({ players: 2 }, seed))
  const rand = sampler(`${seed}/moves`)
  for (let step = 0; step < 5000; step++) {
    const actors = nagaraja.actors(s)
    const actor = actors[0]
    if (actor === undefined) break
    if (actor !== CHANCE && s.phase.p === p) return s
    const moves = actor === CHANCE ? nagaraja.chanceOutcomes(s).map((o) => o.move) : nagaraja.legalMoves(s, actor)
    s = ok(nagaraja.apply(s, actor, moves[pickIndex(rand.next(), moves.length)]!))
  }
  throw new Error(`no ${p} decision in game ${seed}`)
}

/** What `apply` answers, as data: the refusal's code, or the next state. */
const answer = (s: NagarajaState, actor: Actor, m: NagarajaMove): unknown => {
  const r = nagaraja.apply(s, actor, m)
  return r._tag === 'Left' ? r.left.code : r.right
}

/** The state as JSON (a fresh object graph: no cache keyed by any of its objects can know it). */
const copy = (s: NagarajaState): NagarajaState => JSON.parse(JSON.stringify(s)) as NagarajaState

/** A state at a call (N31) reached from `seed`, its seat, and a `select` move listed for it (applied once, so the listing's context is kept). */
const listedSelect = (seed: string): { s: NagarajaState; seat: number; m: Extract<NagarajaMove, { t: 'select' }> } => {
  const s = reach(seed, 'call')
  const seat = nagaraja.actors(s)[0] as number
  const m = nagaraja.legalMoves(s, seat).find((x) => x.t === 'select')
  if (m === undefined || m.t !== 'select') throw new Error('no select listed')
  expect(nagaraja.apply(s, seat, m)._tag).toBe('Right')
  return { s, seat, m }
}

describe('Nagaraja: a state changed in place between legalMoves and apply (issue 31, Derived.lastCtx)', () => {
  it('N31: a card selected in place (the phase replaced) is refused ALREADY_SELECTED, not accepted from the last context', () => {
    const { s, seat, m } = listedSelect('ctx-31')
    // the caller changes the state in place after listing: the card is now already selected
    ;(s as { phase: NagarajaState['phase'] }).phase = { p: 'call', seat, picks: [m.card] }
    expect(answer(s, seat, m)).toBe('ALREADY_SELECTED')
    expect(answer(s, seat, m)).toEqual(answer(copy(s), seat, m))
  })

  it('N31: a card taken out of the hand in place (the player record replaced) is refused NOT_IN_HAND', () => {
    const { s, seat, m } = listedSelect('ctx-31b')
    const p = s.players[seat]!
    ;(s.players as NagarajaState['players'])[seat] = { ...p, hand: p.hand.filter((c) => c !== m.card) }
    expect(answer(s, seat, m)).toBe('NOT_IN_HAND')
    expect(answer(s, seat, m)).toEqual(answer(copy(s), seat, m))
  })

  it('N39: a Naga stick turned over in place (the sticks list replaced) is refused NOT_A_NAGA', () => {
    const s = reach('ctx-31c', 'clash')
    const seat = nagaraja.actors(s)[0] as number
    const m = nagaraja.legalMoves(s, seat).find((x) => x.t === 'activate')
    if (m === undefined || m.t !== 'activate') throw new Error('no activate listed')
    const p = s.players[seat]!
    // face 2 of every stick kind of the bundled set shows no Naga (brown 3, white 2, green 1)
    ;(s.players as NagarajaState['players'])[seat] = { ...p, sticks: p.sticks.map((st, i) => (i === m.stick ? { k: st.k, f: 2 } : st)) }
    expect(answer(s, seat, m)).toBe('NOT_A_NAGA')
    expect(answer(s, seat, m)).toEqual(answer(copy(s), seat, m))
  })

  it('property: after any of these changes in place, apply answers every listed move as it answers a fresh copy of the changed state', () => {
    // The changes: each replaces or edits one thing the legality context is built from.
    const changes: readonly ((s: NagarajaState, seat: number) => void)[] = [
      (s, seat) => {
        const p = s.players[seat]!
        ;(s.players as NagarajaState['players'])[seat] = { ...p, hand: p.hand.slice(1) }
      },
      (s, seat) => {
        ;(s.players[seat]!.hand as number[]).pop()
      },
      (s) => {
        ;(s.players[1]!.hand as number[]).length = 0
        ;(s.players[0]!.hand as number[]).length = 0
      },
      (s, seat) => {
        const p = s.players[seat]!
        ;(s.players as NagarajaState['players'])[seat] = { ...p, sticks: [] }
      },
      (s, seat) => {
        const p = s.players[seat]!
        ;(s.players as NagarajaState['players'])[seat] = { ...p, amulets: [] }
      },
      (s) => {
        ;(s as { phase: NagarajaState['phase'] }).phase = { p: 'clashStart' }
      },
      (s) => {
        ;(s as { deck: number[] }).deck = []
        ;(s as { discard: number[] }).discard = []
      },
      (s) => {
        ;(s.discard as number[]).length = 0
      },
      (s, seat) => {
        const other = s.players[1 - seat]!
        ;(s.players as NagarajaState['players'])[1 - seat] = { ...other, hand: [], sticks: [] }
      },
      (s) => {
        ;(s as { temples: NagarajaState['temples'] }).temples = [s.temples[1]!, s.temples[0]!]
      }
    ]
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: changes.length - 1 }), (n, k) => {
        let s = ok(nagaraja.setup({ players: 2 }, `ctx-prop-${n}`))
        const rand = sampler(`ctx-prop-${n}/moves`)
        let checked = 0
        for (let step = 0; step < 3000 && nagaraja.actors(s).length > 0; step++) {
          const actor = nagaraja.actors(s)[0]!
          const moves = actor === CHANCE ? nagaraja.chanceOutcomes(s).map((o) => o.move) : nagaraja.legalMoves(s, actor)
          const pick = moves[pickIndex(rand.next(), moves.length)]!
          if (actor !== CHANCE && step % 5 === 0) {
            // a scratch copy listed, changed in place, then asked: every listed move as a fresh copy answers
            const scratch = copy(s)
            const listed = nagaraja.legalMoves(scratch, actor)
            changes[(k + step) % changes.length]!(scratch, actor)
            const fresh = copy(scratch)
            for (const m of listed) {
              expect(answer(scratch, actor, m)).toEqual(answer(fresh, actor, m))
              checked++
            }
          }
          s = ok(nagaraja.apply(s, actor, pick))
        }
        expect(checked).toBeGreaterThan(0)
      }),
      { numRuns: 12 }
    )
  })
})
