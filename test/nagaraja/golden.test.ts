import { describe, expect, it } from 'vitest'
import { randomPlayout, recordVector, stateHash, verifyVector } from '../../src/core/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'

describe('Nagaraja golden playthrough', () => {
  it('a seeded random game replays to the recorded final state; its conformance vector verifies', () => {
    const r = randomPlayout(nagaraja, { players: 2 }, 'golden')
    expect(r._tag).toBe('Right')
    if (r._tag !== 'Right') return
    // recorded with rulesVersion 1.0.0 and the bundled reconstruction; a change here is a change of behaviour
    expect(r.right.transcript.moves.length).toBe(327)
    expect(stateHash(r.right.state)).toBe('b3f2b15c25f7cc237d6aba0b3ea688efbf11a1350469928cb8d650750494fd28')
    expect(r.right.state.end?.reason).toBe('seat 0 reached 27 VP (25 or more) and wins (N65)')
    const v = recordVector(nagaraja, r.right.transcript, 'golden random game')
    expect(v._tag).toBe('Right')
    if (v._tag !== 'Right') return
    const checked = verifyVector(nagaraja, JSON.parse(JSON.stringify(v.right)))
    expect(checked._tag === 'Right' && checked.right.steps).toBe(327)
  })
})
