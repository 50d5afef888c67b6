import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, canonicalJson, pickIndex, replay, resolveChance, sampler, type Actor, type Seat } from '../../src/core/index.js'
import { theBorder, resampleHidden, type BorderMove, type BorderOptions, type BorderState } from '../../src/games/the-border/index.js'
import { hidePendingAction2 } from '../../src/games/the-border/view.js'
import { almost, areaNo, C, colourOf, dice, distinct, play, start, toAction2, WELL, wellLast, withCrossed } from './helpers.js'

/**
 * 3 players, seat 0 active with all five dice left for Action 2 (blue ×2, green, grey, orange).
 * Seat 1 (sheet B) has the Well's ring crossed but for box 69 (blue); it crosses box 13 (green,
 * next to a white box) and then 69, completing the Well. Seat 2 is still deciding.
 */
const wellCompletedInAction2 = (announce?: 'atOnce' | 'endOfAction'): BorderState => {
  const well = C.areas[areaNo('well')]?.ring ?? []
  const s0 = start({ players: 3, ...(announce === undefined ? {} : { options: { announce } }) })
  const set = withCrossed(s0, 1, well.filter((b) => b !== 69))
  const a2 = toAction2(set, dice(['blue', 2], ['green', 1], ['grey', 1], ['orange', 1]))
  expect([colourOf(1, 13), colourOf(1, 69)]).toEqual(['green', 'blue'])
  return play(a2, [1, { t: 'cross', box: 13 }], [1, { t: 'cross', box: 69 }])
}

/** Plays seeded first moves until Action 2 with at least two passive seats, one of which has crossed. */
const midAction2 = (): BorderState => {
  for (let seed = 0; seed < 200; seed++) {
    let s = E.getOrElseW(() => { throw new Error('setup') })(theBorder.setup({ players: 3 }, `v${seed}`))
    for (let i = 0; i < 400; i++) {
      const actors = theBorder.actors(s)
      if (actors.length === 0) break
      if (s.phase === 'action2' && s.a2.fresh.some((f) => f.length > 0) && actors.length >= 1) return s
      if (actors[0] === CHANCE) {
        const r = resolveChance(theBorder, s)
        if (E.isLeft(r)) throw new Error(r.left.message)
        s = r.right.state
        continue
      }
      const seat = actors[0] as number
      const legal = theBorder.legalMoves(s, seat)
      const cross = legal.find((m) => m.t === 'cross')
      const move = s.phase === 'action2' ? (cross ?? legal[0]) : legal[legal.length - 1]
      const r = theBorder.apply(s, seat, move as never)
      if (E.isLeft(r)) throw new Error(r.left.message)
      s = r.right
    }
  }
  throw new Error('no Action 2 with a pending crossing found')
}

describe('view', () => {
  it('D27/D33: a passive seat does not see another passive seat\'s crossings of the current Action 2 until everyone is done', () => {
    const s = midAction2()
    const crosser = s.a2.fresh.findIndex((f) => f.length > 0)
    const other = [0, 1, 2].find((x) => x !== crosser && x !== s.active) as number
    const box = s.a2.fresh[crosser]?.[0] as number
    expect(theBorder.view(s, crosser).boards[crosser]?.crossed[box]).toBe('1')
    expect(theBorder.view(s, other).boards[crosser]?.crossed[box]).toBe('0')
    expect(theBorder.view(s, 'spectator').boards[crosser]?.crossed[box]).toBe('0')
    expect(theBorder.view(s, other).a2.fresh[crosser]).toEqual([])
    // The active player is not deciding in Action 2, but does not see the pending crossings either.
    expect(theBorder.view(s, s.active).boards[crosser]?.crossed[box]).toBe('0')
  })

  it('D35: a completion in Action 2 is announced at once — every view shows the area, its ring crossed and its points; the other crossings stay secret', () => {
    const s = wellCompletedInAction2()
    const well = areaNo('well')
    expect(theBorder.actors(s)).toContain(2)
    for (const viewer of [0, 2, 'spectator'] as const) {
      const v = theBorder.view(s, viewer)
      expect(v.boards[1]?.completed[well]).toBe(1) // Action 2 of round 0
      expect(v.boards[1]?.crossed[69]).toBe('1')
      expect((C.areas[well]?.ring ?? []).every((b) => v.boards[1]?.crossed[b] === '1')).toBe(true)
      expect(v.boards[1]?.crossed[13]).toBe('0') // not announced: still secret (D33)
      expect(v.a2.fresh[1]).toEqual([69])
      expect(v.a2.used[1]).toEqual([0, 0, 0, 1, 0, 0]) // the blue die of box 69, in face order
    }
    expect(theBorder.view(s, 1).boards[1]?.crossed[13]).toBe('1')
  })

  it("D35 with announce: 'endOfAction' (an app running Action 2 strictly simultaneously): the completion stays hidden until the action ends", () => {
    const s = wellCompletedInAction2('endOfAction')
    const well = areaNo('well')
    for (const viewer of [0, 2, 'spectator'] as const) {
      const v = theBorder.view(s, viewer)
      expect(v.boards[1]?.completed[well]).toBe(-1)
      expect(v.boards[1]?.crossed[69]).toBe('0')
      expect(v.a2.fresh[1]).toEqual([])
    }
    const ended = play(s, ...theBorder.actors(s).map((seat) => [seat, { t: 'done' }] as const))
    expect(ended.phase).toBe('roll')
    expect(theBorder.view(ended, 2).boards[1]?.completed[well]).toBe(1)
  })

  it('D15: outside Action 2 the view is the whole state but the generator', () => {
    const s = E.getOrElseW(() => { throw new Error('setup') })(theBorder.setup({ players: 2 }, 'plain'))
    const { rng: _rng, ...rest } = s
    void _rng
    expect(theBorder.view(s, 0)).toEqual({ ...rest, scores: [0, 0], scoreBreakdown: theBorder.scoreBreakdown(s) })
  })

  it("D35 with announce: 'endOfAction': a completion in Action 2 is public once the simultaneous Action 2 is over", () => {
    let s = play(toAction2(almost(start({ options: { announce: 'endOfAction' } }), 1, WELL, wellLast), distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
    expect(theBorder.view(s, 1).boards[1]?.completed[WELL]).toBe(1)
    for (const viewer of [0, 2, 3, 'spectator'] as const) expect(theBorder.view(s, viewer).boards[1]?.completed[WELL]).toBe(-1)
    while (s.phase === 'action2') {
      const seat = theBorder.actors(s)[0] as number
      s = play(s, [seat, { t: 'done' }])
    }
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(theBorder.view(s, viewer).boards[1]?.completed[WELL]).toBe(1)
    expect(theBorder.view(s, 0)).not.toHaveProperty('rng')
  })

  it('D35 (default announce: atOnce): a completion in Action 2 is public at once, to every viewer', () => {
    const s = play(toAction2(almost(start(), 1, WELL, wellLast), distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(theBorder.view(s, viewer).boards[1]?.completed[WELL]).toBe(1)
  })
})

/** The web example's leaking case (issue 16): 3 players, seed `shots`, greedy bots; log line 13 is "seat 1 crosses box 13". */
const SHOTS: readonly { actor: Actor; move: BorderMove }[] = [
  { actor: CHANCE, move: { t: 'first', seat: 2 } },
  ...(['green', 'orange', 'yellow', 'orange', 'yellow'] as const).map((colour) => ({ actor: CHANCE, move: { t: 'roll', colour } as BorderMove })),
  { actor: 2, move: { t: 'reroll', dice: ['green'] } },
  { actor: CHANCE, move: { t: 'roll', colour: 'blue' } },
  { actor: 2, move: { t: 'reroll', dice: ['blue'] } },
  { actor: CHANCE, move: { t: 'roll', colour: 'green' } },
  { actor: 2, move: { t: 'complete', colour: 'orange', length: 2 } },
  { actor: 2, move: { t: 'complete', colour: 'yellow', length: 2 } }
]

describe('per-seat information: redacted moves, revealed texts, scores, legal moves from the view (issue 16)', () => {
  it('the web example case (3 players, seed shots, log line 13 "seat 1 crosses box 13") is redacted for the other seats and spectators, and revealed when Action 2 ends (D33)', () => {
    const before = E.getOrElseW((v: { message: string }) => { throw new Error(v.message) })(
      replay(theBorder, { game: 'the-border', rulesVersion: theBorder.rulesVersion, config: { players: 3 }, seed: 'shots', moves: SHOTS })
    )
    const cross: BorderMove = { t: 'cross', box: 13 }
    expect(theBorder.describeMove(before, 1, cross)).toMatch(/^seat 1 crosses box 13/)
    const after = play(before, [1, cross])
    for (const viewer of [0, 2, 'spectator'] as const) {
      expect(theBorder.redactMove?.(before, 1, cross, viewer)).toEqual({ redacted: true, kind: 'cross', text: 'crosses a box' })
      expect(theBorder.revealed?.(before, 1, cross, after, viewer)).toEqual([])
      expect(theBorder.view(after, viewer).boards[1]?.crossed[13]).toBe('0')
    }
    expect(theBorder.redactMove?.(before, 1, cross, 1)).toEqual(cross)
    // Everyone finishes: the crossing is revealed to the others at the step that ends Action 2.
    let s = after
    let told: string[] = []
    while (s.phase === 'action2') {
      const seat = theBorder.actors(s)[0] as Seat
      const next = play(s, [seat, { t: 'done' }])
      told = [...told, ...(theBorder.revealed?.(s, seat, { t: 'done' }, next, 0) ?? [])]
      s = next
    }
    expect(told.some((t) => /^seat 1 crossed (box 13|boxes .*13)/.test(t))).toBe(true)
    expect(theBorder.view(s, 0).boards[1]?.crossed[13]).toBe('1')
  })

  it('D35: a completing crossing stays redacted (which box is not told), but the completion and its ring are revealed at once; with endOfAction, when the action ends', () => {
    const well = areaNo('well')
    for (const announce of ['atOnce', 'endOfAction'] as const) {
      const s0 = withCrossed(start({ players: 3, options: { announce } }), 1, (C.areas[well]?.ring ?? []).filter((b) => b !== 69))
      const a2 = toAction2(s0, dice(['blue', 2], ['green', 1], ['grey', 1], ['orange', 1]))
      const mid = play(a2, [1, { t: 'cross', box: 13 }])
      const after = play(mid, [1, { t: 'cross', box: 69 }])
      expect(theBorder.redactMove?.(mid, 1, { t: 'cross', box: 69 }, 2)).toMatchObject({ redacted: true })
      const told = theBorder.revealed?.(mid, 1, { t: 'cross', box: 69 }, after, 2)
      expect(told).toEqual(announce === 'atOnce' ? ['seat 1 crossed box 69 in Action 2', 'seat 1 completed the Well (D35)'] : [])
      // per-seat scores: the pending completion counts for seat 1's own view (and for the announced case)
      expect(theBorder.scores(after)[1]).toBe(4)
      expect(theBorder.view(after, 1).scores[1]).toBe(4)
      expect(theBorder.view(after, 2).scores[1]).toBe(announce === 'atOnce' ? 4 : 0)
      expect(theBorder.view(after, 'spectator').scoreBreakdown[1]?.['well']).toBe(announce === 'atOnce' ? 4 : 0)
      const ended = play(after, ...theBorder.actors(after).map((seat) => [seat, { t: 'done' }] as const))
      const last = theBorder.actors(after).at(-1) as Seat
      const prev = play(after, ...theBorder.actors(after).filter((x) => x !== last).map((seat) => [seat, { t: 'done' }] as const))
      expect(theBorder.revealed?.(prev, last, { t: 'done' }, ended, 'spectator')).toEqual(
        announce === 'atOnce' ? ['seat 1 crossed box 13 in Action 2'] : ['seat 1 crossed boxes 13 and 69 in Action 2', 'seat 1 completed the Well (D35)']
      )
      expect(theBorder.view(ended, 2).scores[1]).toBe(4)
    }
  })

  /** Random games under both announce readings; `check` runs before every step. */
  const games = (check: (s: BorderState, actor: Actor, move: BorderMove, next: BorderState, rand: () => number) => void, perConfig = 2): void => {
    const configs: { players: number; options: Partial<BorderOptions> }[] = [
      { players: 4, options: {} },
      { players: 3, options: { announce: 'endOfAction' } },
      { players: 3, options: { passiveChaining: false } },
      { players: 2, options: {} }
    ]
    configs.forEach((config, k) => {
      for (let g = 0; g < perConfig; g++) {
        let s = E.getOrElseW((v: { message: string }) => { throw new Error(v.message) })(theBorder.setup(config, `info${k}-${g}`))
        const rand = sampler(`info${k}-${g}/moves`)
        const probe = sampler(`info${k}-${g}/probe`)
        for (let i = 0; i < 3000 && theBorder.actors(s).length > 0; i++) {
          const actors = theBorder.actors(s)
          const actor = actors[pickIndex(rand.next(), actors.length)] as Actor
          const legal = theBorder.legalMoves(s, actor)
          const move = legal[pickIndex(rand.next(), legal.length)] as BorderMove
          const next = E.getOrElseW((v: { message: string }) => { throw new Error(v.message) })(theBorder.apply(s, actor, move))
          check(s, actor, move, next, probe.next)
          s = next
        }
        expect(theBorder.actors(s)).toEqual([])
      }
    })
  }

  it('legalMovesFromView(view(s, seat), seat) equals legalMoves(s, seat) for every seat at every step', () => {
    let compared = 0
    games((s) => {
      for (let seat = 0; seat < s.players; seat++) {
        expect(theBorder.legalMovesFromView?.(theBorder.view(s, seat), seat)).toEqual(theBorder.legalMoves(s, seat))
        compared++
      }
    }, 1) // a game per config: each view passed back in is decoded and checked first (issue 26)
    expect(compared).toBeGreaterThan(3_000)
  })

  it('non-interference: the redacted move, the revealed texts and the view scores do not change when only what the viewer may not know changes', () => {
    let differing = 0
    games((s, actor, move, next, rand) => {
      for (const viewer of [...Array.from({ length: s.players }, (_, i) => i), 'spectator' as const]) {
        const r = theBorder.redactMove?.(s, actor, move, viewer)
        const told = theBorder.revealed?.(s, actor, move, next, viewer)
        if (r !== move) expect(r).toEqual({ redacted: true, kind: 'cross', text: 'crosses a box' })
        // Nothing hidden from this viewer: nothing to vary (the generator never matters here).
        if (hidePendingAction2(s, viewer) === s) continue
        // The other world: the viewer's unknowns resampled (the spectator knows less than any seat).
        const other = viewer === 'spectator' ? { ...hidePendingAction2(s, 'spectator'), rng: { ...s.rng, s2: rand() } } : resampleHidden(s, viewer, rand)
        expect(canonicalJson(theBorder.view(other, viewer))).toBe(canonicalJson(theBorder.view(s, viewer)))
        const otherNext = theBorder.apply(other, actor, move)
        if (E.isLeft(otherNext) || canonicalJson(theBorder.view(otherNext.right, viewer)) !== canonicalJson(theBorder.view(next, viewer))) continue
        differing++
        expect(theBorder.redactMove?.(other, actor, move, viewer)).toEqual(r)
        expect(theBorder.revealed?.(other, actor, move, otherNext.right, viewer)).toEqual(told)
      }
    })
    expect(differing).toBeGreaterThan(100)
  })
})
