import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { randomPlayout, type Actor } from '../../src/core/index.js'
import { rajas, type RajasMove, type RajasState } from '../../src/games/rajas/index.js'
import { ok } from '../support/either.js'

/** Every state of a random game with its acting actor. */
const states = (config: Record<string, unknown>, seed: string): { s: RajasState; actor: Actor }[] => {
  const r = ok(randomPlayout(rajas, config as never, seed))
  let s = ok(rajas.setup(config as never, seed))
  const out: { s: RajasState; actor: Actor }[] = []
  for (const m of r.transcript.moves) {
    out.push({ s, actor: m.actor })
    s = ok(rajas.apply(s, m.actor, m.move))
  }
  return out
}

const key = (m: RajasMove): string => rajas.formatMove(m)

describe('apply accepts a move iff legalMoves lists it (DESIGN.md section 1), asked without listing (issue 14)', () => {
  it('every space, tile placement, flip and chance outcome, listed or not, at every step of random games', () => {
    for (const [k, config] of [{ players: 2 }, { players: 4, options: { allowPass: true, karmaTiming: 'anyTimeInTurn' } }, { players: 3, variant: { navaratna: true, ganga: true } }].entries()) {
      for (const { s, actor } of states(config, `iff-${k}`)) {
        const listed = new Set(rajas.legalMoves(s, actor).map(key))
        const tries: RajasMove[] = [
          ...Array.from({ length: 34 }, (_, i): RajasMove => ({ t: 'space', i: i - 1 })),
          ...Array.from({ length: 14 * 6 }, (_, i): RajasMove => ({ t: 'put', cell: Math.floor(i / 6) - 1, rot: (i % 6) - 1 })),
          ...Array.from({ length: 12 }, (_, i): RajasMove => ({ t: 'flip', die: i - 1 })),
          ...Array.from({ length: 8 }, (_, i): RajasMove => ({ t: 'roll', v: i })),
          { t: 'stop' },
          { t: 'put', cell: 0.5, rot: 0 }
        ]
        for (const m of tries) {
          const r = rajas.apply(s, actor, m)
          if (E.isRight(r) !== listed.has(key(m))) throw new Error(`${key(m)} by ${String(actor)} at ${s.tasks[0]?.k}: apply ${E.isRight(r) ? 'accepts' : 'refuses'} it, legalMoves ${listed.has(key(m)) ? 'lists' : 'does not list'} it`)
        }
      }
    }
    expect(true).toBe(true)
  })
})
