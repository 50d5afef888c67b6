import { describe, expect, it } from 'vitest'
import { withOptions } from './harness-runs.js'
import { defaultOptions } from '../../src/games/rajas/index.js'
import { BLUE, TWO, die, fresh, head, legal, play, refusal, turnOf, withP } from './helpers.js'

describe('rule options (ambiguities A1–A15)', () => {
  it('the defaults are the spec best readings', () => {
    expect(defaultOptions).toEqual({
      firstPlayerTie: 'random',
      allowPass: false,
      emptyActions: 'allowed',
      karmaTiming: 'whenPaying',
      effectOrder: 'playerChooses',
      fame5Upgrade: 'nextTurn',
      architectScoresTile: true,
      architectIncome: 'newOnly',
      portuguese: 'exactSix',
      finalPhase: 'stage',
      declinedMoneyBonus: 'forfeit'
    })
    expect(fresh(2).options).toEqual(defaultOptions)
  })

  it('A2 allowPass: a pass ends the player\u2019s round; by default passing is refused', () => {
    const s = turnOf(fresh(2, { allowPass: true }), 0)
    expect(legal(s)).toContain('stop')
    const t = play(s, 'stop')
    expect(t.p[0]?.passed).toBe(true)
    expect(head(t)).toEqual({ k: 'place', s: 1 })
    expect(refusal(turnOf(fresh(2), 0), 'stop').code).toBe('MUST_PLACE')
  })

  it('A3 emptyActions forbidden: no market action without markets, no garden with an empty colour', () => {
    const s = turnOf(withP(fresh(2, { emptyActions: 'forbidden' }), 0, { dice: [die(BLUE, 3)] }), 0)
    expect(refusal(s, `space ${TWO.various}`)).toMatchObject({ code: 'EMPTY_ACTION', rule: 'A3' })
    expect(refusal(s, `space ${TWO.same[0]}`).code).toBe('EMPTY_ACTION')
    const g = { ...s, supply: [0, 9, 9, 9] }
    expect(refusal(g, `space ${TWO.garden[BLUE]}`).code).toBe('EMPTY_ACTION')
    expect(legal(turnOf(withP(fresh(2), 0, { dice: [] }), 0))).toContain(`space ${TWO.various}`)
  })

  it('A6 effectOrder fixed: no order decisions', () => {
    const s = play(turnOf(withP(fresh(2, { effectOrder: 'fixed' }), 0, { dice: [die(BLUE, 4)] }), 0), `space ${TWO.chamber(4)}`, 'pay 0')
    expect(head(s)?.k).toBe('upgrade')
  })

  it('A9 architectScoresTile false and architectIncome never are accepted by the config', () => {
    const s = fresh(2, { architectScoresTile: false, architectIncome: 'never' })
    expect(s.options.architectScoresTile).toBe(false)
  })

  it('every option value keeps the game sound (harness over mixed options)', () => {
    // The quick tier: one game; the deep tier (./harness.deep.test.ts) plays more.
    withOptions({ runs: 1, seed: 5 })
  })
})

describe('exact configs (issue 15)', () => {
  it('an unknown option or config key is refused with BAD_CONFIG naming it and the key probably meant', async () => {
    const E = await import('fp-ts/Either')
    const { rajas: game } = await import('../../src/games/rajas/index.js')
    const typo = game.setup({ players: 2, options: { alowPass: true } } as never, 'x')
    expect(E.isLeft(typo) && typo.left.code).toBe('BAD_CONFIG')
    expect(E.isLeft(typo) && typo.left.message).toMatch(/unknown option 'alowPass' — did you mean 'allowPass'\?/)
    const top = game.setup({ players: 2, variants: {} } as never, 'x')
    expect(E.isLeft(top) && top.left.message).toMatch(/unknown key 'variants' — did you mean 'variant'\?/)
    expect(E.isRight(game.setup({ players: 2, options: { allowPass: true }, variant: {} }, 'x'))).toBe(true)
  })
})
