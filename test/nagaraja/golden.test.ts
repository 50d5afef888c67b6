import { describe, expect, it } from 'vitest'
import { randomPlayout, recordVector, stateHash, verifyVector } from '../../src/core/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'

describe('Nagaraja golden playthrough', () => {
  it('a seeded random game replays to the recorded final state; its conformance vector verifies', () => {
    const r = randomPlayout(nagaraja, { players: 2 }, 'golden')
    expect(r._tag).toBe('Right')
    if (r._tag !== 'Right') return
    // recorded with rulesVersion 1.0.0 and the bundled reconstruction; a change here is a change of behaviour
    // (the hash last changed when the state gained the public throw record `guideRolls`/`lastSticks`; same moves)
    expect(r.right.transcript.moves.length).toBe(327)
    expect(stateHash(r.right.state)).toBe('6efb5daaf18da8376ffe16b472d17878b091c904f06f0e0ed90b0c383545c0be')
    expect(r.right.state.end?.reason).toBe('seat 0 reached 27 VP (25 or more) and wins (N65)')
    const v = recordVector(nagaraja, r.right.transcript, 'golden random game')
    expect(v._tag).toBe('Right')
    if (v._tag !== 'Right') return
    const checked = verifyVector(nagaraja, JSON.parse(JSON.stringify(v.right)))
    expect(checked._tag === 'Right' && checked.right.steps).toBe(327)
  })
})
