import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { CHANCE, defineGame, matchPicks, resolveChance, MAX_PICKS, standing, type AnyGame, type Game, type PickOption, type PickResult, type Prompt, type RuleViolation } from '../../src/core/index.js'
import { games } from '../../src/registry.js'
import { counted } from '../support/reads.js'
import { checkOneGame } from '../harness/harness.js'
import { pig, pigDefinition, pigInteraction, type PigConfig, type PigMove, type PigState, type PigView } from '../harness/pig.js'
import { promptProblem } from '../harness/prompt-check.js'

type Pig = Game<PigConfig, PigState, PigMove, PigView>

/** Re-rolls of five dice where dice 0 and 1 show the same colour: a move per colour multiset. */
const colours = ['grey', 'grey', 'red', 'blue', 'blue'] as const
const rerolls = (): readonly PickOption<string>[] => {
  const byMove = new Map<string, string[][]>()
  for (let mask = 1; mask < 32; mask++) {
    const dice = [0, 1, 2, 3, 4].filter((i) => (mask & (1 << i)) !== 0)
    const move = dice.map((i) => colours[i]).join(' ')
    byMove.set(move, [...(byMove.get(move) ?? []), dice.map((i) => `die:${i}`)])
  }
  return [...byMove].map(([move, sets]) => ({ move, paths: sets.map((elements) => ({ steps: [], set: { elements, confirm: 'confirm' } })) }))
}

describe('matchPicks: picks against pick paths (issue 27)', () => {
  const options: readonly PickOption<string>[] = [
    { move: 'a', paths: [{ steps: ['space:1', 'die:red'] }] },
    { move: 'b', paths: [{ steps: ['space:1', 'die:blue'] }] },
    { move: 'c', paths: [{ steps: ['space:2'] }] }
  ]

  it('offers the first elements, then the next ones, and names a move once only one is left', () => {
    expect(matchPicks(options, [])).toEqual({ next: [{ element: 'space:1', picked: false }, { element: 'space:2', picked: false }], open: 3 })
    expect(matchPicks(options, ['space:1'])).toEqual({ next: [{ element: 'die:red', picked: false }, { element: 'die:blue', picked: false }], open: 2 })
    expect(matchPicks(options, ['space:1', 'die:blue'])).toEqual({ next: [], open: 1, named: 1 })
    expect(matchPicks(options, ['space:2'])).toEqual({ next: [], open: 1, named: 2 })
  })

  it('names an ordered move as soon as it is the only one left, still offering its remaining steps', () => {
    const two = options.slice(1)
    expect(matchPicks(two, ['space:1'])).toEqual({ next: [{ element: 'die:blue', picked: false }], open: 1, named: 0 })
  })

  it('follows no option after a pick that was not offered', () => {
    expect(matchPicks(options, ['space:3']).open).toBe(0)
    expect(matchPicks(options, ['space:2', 'die:red']).open).toBe(0)
  })

  it('a set: picked in any order, picked again to remove, named only once confirmed', () => {
    const sets = rerolls()
    const start = matchPicks(sets, [])
    expect(start.named).toBeUndefined()
    expect(start.next.map((t) => t.element).sort()).toEqual(['die:0', 'die:1', 'die:2', 'die:3', 'die:4'])
    const one = matchPicks(sets, ['die:2'])
    expect(one.next).toContainEqual({ element: 'die:2', picked: true })
    expect(one.next).toContainEqual({ element: 'confirm', picked: false })
    expect(one.named).toBeUndefined()
    const red = sets.findIndex((o) => o.move === 'red')
    expect(matchPicks(sets, ['die:2', 'confirm']).named).toBe(red)
    const greyBlue = sets.findIndex((o) => o.move === 'grey blue')
    expect(matchPicks(sets, ['die:4', 'die:1', 'confirm']).named).toBe(greyBlue)
    expect(matchPicks(sets, ['die:0', 'die:3', 'confirm']).named).toBe(greyBlue)
    expect(matchPicks(sets, ['die:4', 'die:2', 'die:2', 'die:1', 'confirm']).named).toBe(greyBlue)
    // every die picked: still waits for the confirmation
    expect(matchPicks(sets, ['die:0', 'die:1', 'die:2', 'die:3', 'die:4']).named).toBeUndefined()
    // a confirmation with nothing picked, or not last, follows nothing
    expect(matchPicks(sets, ['confirm']).open).toBe(0)
    expect(matchPicks(sets, ['die:2', 'confirm', 'die:3']).open).toBe(0)
  })

  it('property: every subset of dice, in any order, confirmed, names the move of its colours', () => {
    const sets = rerolls()
    fc.assert(
      fc.property(fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 1 }), (dice) => {
        const r = matchPicks(sets, [...dice.map((i) => `die:${i}`), 'confirm'])
        const expected = [...dice].sort((x, y) => x - y).map((i) => colours[i]).join(' ')
        expect(r.named === undefined ? undefined : sets[r.named]?.move).toBe(expected)
      }),
      { numRuns: 200 }
    )
  })
})

/** What matchPicks must answer, from `standing` alone (the reference for its fast path). */
const referenceMatch = (options: readonly PickOption<string>[], picks: readonly string[]): PickResult => {
  const standings = options.map((o) => o.paths.map((p) => standing(p, picks)).filter((x) => x !== undefined))
  const offers = standings.flat().flatMap((x): [string, boolean][] => {
    if (x.kind === 'next') return [[x.element, false]]
    if (x.kind === 'done' || x.confirmed) return []
    const members = x.set.elements.map((e): [string, boolean] => [e, x.chosen.has(e)])
    return x.chosen.size === x.set.elements.length ? [...members, [x.set.confirm, false]] : members
  })
  const order = [...new Set(offers.map(([e]) => e))]
  const next = order.map((element) => ({ element, picked: offers.some(([e, picked]) => e === element && picked) }))
  const open = standings.filter((ss) => ss.length > 0).length
  const only = standings.findIndex((ss) => ss.length > 0)
  const named = open === 1 && (standings[only] ?? []).some((x) => x.kind !== 'set' || x.confirmed)
  return named ? { next, open, named: only } : { next, open }
}

describe('matchPicks matches ordered paths in place (issue 27, speed): the same answers as through standing', () => {
  it('property: random ordered and set paths, random picks', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'confirm')
    const path = fc.oneof(
      fc.record({ steps: fc.array(id, { maxLength: 3 }) }),
      fc.record({ steps: fc.array(id, { maxLength: 2 }), set: fc.record({ elements: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 3 }), confirm: fc.constant('confirm') }) })
    )
    const options = fc.array(fc.record({ move: fc.string(), paths: fc.array(path, { minLength: 1, maxLength: 3 }) }), { maxLength: 6 })
    fc.assert(
      fc.property(options, fc.array(id, { maxLength: 5 }), (opts, picks) => {
        expect(matchPicks(opts, picks)).toEqual(referenceMatch(opts, picks))
      }),
      { numRuns: 2000 }
    )
  })
})

describe('prompt, why, elements and changes on a game (Pig)', () => {
  const started = pig.setup({ players: 2 }, 'p')
  if (E.isLeft(started)) throw new Error(started.left.message)
  const s0 = started.right
  const v0 = pig.view(s0, 0)

  it('a forced decision names its move before any pick; the other seat gets nothing', () => {
    expect(pig.prompt(v0, 0, [])).toEqual(E.right({ targets: [{ element: 'roll', label: 'Roll the die', picked: false }], move: { type: 'roll' }, forced: true, instruction: 'Seat 0: roll the die' }))
    expect(pig.prompt(pig.view(s0, 1), 1, [])).toEqual(E.right({ targets: [], forced: false, instruction: 'Waiting for seat 0' }))
  })

  it('why: an offered element is pickable; hold before a roll has its reason; unknown elements are refused', () => {
    expect(pig.why(v0, 0, 'roll')).toEqual(E.right({ element: 'roll', pickable: true }))
    expect(pig.why(v0, 0, 'hold')).toEqual(E.right({ element: 'hold', pickable: false, reason: 'there is nothing to bank yet: roll first' }))
    expect(pig.why(v0, 0, 'turn-total')).toEqual(E.right({ element: 'turn-total', pickable: false, reason: 'not part of this decision: Seat 0: roll the die' }))
    const r = pig.why(v0, 0, 'rol')
    expect(E.isLeft(r) && r.left.code).toBe('BAD_PICK')
    expect(E.isLeft(r) && r.left.message).toMatch(/no element "rol" \(did you mean "roll"\?\)/)
  })

  it('bad input is a value: picks not offered, unknown, not a list, too long, sparse, proxied; bad views and seats', () => {
    const code = (r: E.Either<{ readonly code: string; readonly message: string }, unknown>): string => (E.isLeft(r) ? `${r.left.code}: ${r.left.message}` : 'Right')
    expect(code(pig.prompt(v0, 0, ['hold']))).toBe('BAD_PICK: "hold" cannot be picked: there is nothing to bank yet: roll first')
    expect(code(pig.prompt(v0, 0, ['nope']))).toMatch(/^BAD_PICK: Pig has no element "nope"/)
    expect(code(pig.prompt(v0, 1, ['roll']))).toMatch(/^NOT_YOUR_TURN: seat 1 is not deciding now/)
    expect(code(pig.prompt(v0, 0, 'roll' as unknown as string[]))).toMatch(/^BAD_PICK: picks must be a list/)
    expect(code(pig.prompt(v0, 0, new Array(2 ** 32 - 1)))).toMatch(/^BAD_PICK: at most 64 picks/)
    expect(code(pig.prompt(v0, 0, new Array(3)))).toMatch(/^BAD_PICK: pick 1 is not an element id/)
    expect(code(pig.prompt(v0, 0, ['x'.repeat(1e6)]))).toMatch(/^BAD_PICK: pick 1 is not an element id/)
    const trap = new Proxy(['roll'], { get: (t, k) => (k === '0' ? (() => { throw new Error('trap') })() : Reflect.get(t, k)) })
    expect(code(pig.prompt(v0, 0, trap))).toMatch(/^INTERNAL_ERROR: pig failed on a prompt: trap/)
    for (const bad of [null, undefined, 42, 'view', [], {}]) expect(code(pig.prompt(bad as unknown as PigView, 0, []))).toMatch(/^BAD_VIEW: the view of Pig is malformed/)
    for (const seat of [-1, 0.5, 4, NaN, '0']) expect(code(pig.prompt(v0, seat as number, []))).toMatch(/^BAD_PICK: the seat must be a whole number from 0 to 3/)
    expect(code(pig.why(v0, 0, 7 as unknown as string))).toMatch(/^BAD_PICK: not an element id/)
    expect(code(pig.changes(v0, null as unknown as PigView, 0))).toMatch(/^BAD_VIEW: the second view of Pig is malformed/)
    expect(MAX_PICKS).toBe(64)
  })

  it('a prompt on offered picks does not build the element list (its cost is the legal moves and their paths, issue 27 item 6)', () => {
    const calls = { elements: 0 }
    const counted = defineGame({ ...pigDefinition, interaction: { ...pigInteraction, elements: (v: PigView) => ((calls.elements += 1), pigInteraction.elements(v)) } })
    const started = counted.setup({ players: 2 }, 'c')
    if (E.isLeft(started)) throw new Error('setup')
    const v = counted.view(started.right, 0)
    expect(E.isRight(counted.prompt(v, 0, []))).toBe(true)
    expect(E.isRight(counted.prompt(v, 0, ['roll']))).toBe(true)
    expect(calls.elements).toBe(0)
    // a pick that is not offered is answered with the element list (is it an element at all?)
    expect(counted.prompt(v, 0, ['hold'])).toMatchObject(E.left({ code: 'BAD_PICK' }))
    expect(calls.elements).toBe(1)
  })

  it('changes: who moved, the elements that changed, the score deltas', () => {
    const rolled = pig.apply(s0, 0, { type: 'roll' })
    const six = E.isRight(rolled) ? pig.apply(rolled.right, 'chance', { type: 'die', value: 6 }) : rolled
    const held = E.isRight(six) ? pig.apply(six.right, 0, { type: 'hold' }) : six
    if (E.isLeft(held) || E.isLeft(six)) throw new Error('a legal move was refused')
    expect(pig.changes(pig.view(six.right, 1), pig.view(held.right, 1), 1)).toEqual(
      E.right([
        { kind: 'acted', seat: 0 },
        { kind: 'element', element: 'turn-total', before: { points: 6, seat: 0 }, after: { points: 0, seat: 1 } },
        { kind: 'element', element: 'seat:0', before: { score: 0, turn: true }, after: { score: 6, turn: false } },
        { kind: 'element', element: 'seat:1', before: { score: 0, turn: false }, after: { score: 0, turn: true } },
        { kind: 'score', seat: 0, before: 0, after: 6, delta: 6 }
      ])
    )
  })
})

describe('prompt, why, changes and elements decode the view with the game\'s own decoder (follow-up of issue 27)', () => {
  /** A view of each game at its first seat decision, and the seat deciding. */
  const decision = (game: AnyGame): { readonly view: unknown; readonly seat: number } => {
    const started = game.setup({ players: game.players.min }, 'forged')
    if (E.isLeft(started)) throw new Error(started.left.message)
    let s = started.right
    for (let i = 0; i < 500; i++) {
      const actor = game.actors(s)[0]
      if (actor === undefined) break
      if (actor !== CHANCE) return { view: game.view(s, actor), seat: actor }
      const next = resolveChance(game, s)
      if (E.isLeft(next)) throw new Error(next.left.message)
      s = next.right.state
    }
    throw new Error(`${game.id}: no seat decision`)
  }
  /** The view with a fact no table shows: a score its board does not count, a round past the last (N5). */
  const inconsistent = (id: string, view: Record<string, unknown>): Record<string, unknown> =>
    id === 'nagaraja' ? { ...view, round: 99 } : { ...view, scores: (view['scores'] as number[]).map((x) => x + 1) }
  const code = (r: E.Either<RuleViolation, unknown>): string => (E.isLeft(r) ? `${r.left.code}: ${r.left.message}` : 'Right')

  it.each(Object.values(games).map((g) => [g.id, g] as const))('%s: a forged view (an unknown key) and an inconsistent one are refused as values, BAD_VIEW', (id, game) => {
    // Before: only the shape was checked (an object with a list of scores): both were answered.
    const { view, seat } = decision(game)
    expect(code(game.prompt(view, seat, []))).toBe('Right')
    const forged = { ...(view as Record<string, unknown>), forged: true }
    const wrong = inconsistent(id, view as Record<string, unknown>)
    for (const bad of [forged, wrong]) {
      expect(code(game.prompt(bad, seat, []))).toMatch(new RegExp(`^BAD_VIEW: the view of ${game.title} is (not accepted|not consistent)`))
      expect(code(game.why(bad, seat, 'x'))).toMatch(/^BAD_VIEW: the view of/)
      expect(code(game.elements(bad))).toMatch(/^BAD_VIEW: the view of/)
      expect(code(game.changes(view, bad, seat))).toMatch(/^BAD_VIEW: the second view of/)
      expect(code(game.changes(bad, view, seat))).toMatch(/^BAD_VIEW: the first view of/)
    }
    expect(code(game.prompt(forged, seat, []))).toMatch(/unknown key.*forged|forged/)
  })

  it.each(Object.values(games).map((g) => [g.id, g] as const))('%s: a view object is read once, however often it is asked about', (_, game) => {
    const { view, seat } = decision(game)
    const c = counted(view)
    expect(code(game.prompt(c.value, seat, []))).toBe('Right')
    const once = c.reads()
    expect(once).toBeGreaterThan(0)
    expect(code(game.why(c.value, seat, 'x'))).not.toMatch(/^BAD_VIEW/)
    expect(code(game.elements(c.value))).toBe('Right')
    expect(code(game.prompt(c.value, seat, []))).toBe('Right')
    expect(c.reads()).toBe(once)
  })
})

describe('the harness checks the interaction model', () => {
  const run = (game: Pig, seed: string): void => {
    checkOneGame({ game, config: fc.constant({ players: 2 }), runs: 1, maxSteps: 2000, maxLegalMoves: 6 }, { players: 2 }, seed)
  }
  const broken = (over: Partial<typeof pigInteraction>): Pig => defineGame({ ...pigDefinition, interaction: { ...pigInteraction, ...over } })

  it('passes Pig', () => {
    expect(() => run(pig, 'ok')).not.toThrow()
  })

  it('catches a legal move no picks reach (incomplete): two moves on one path are a dead end', () => {
    expect(() => run(broken({ paths: (v, s, m) => (m.type === 'hold' ? [{ steps: ['roll'] }] : pigInteraction.paths(v, s, m)) }), 'b1')).toThrow(/dead end after picks \[roll\]/)
    const started = pig.setup({ players: 2 }, 'b2')
    if (E.isLeft(started)) throw new Error('setup')
    // offers an element for ever and never names the move
    const never = { ...pig, prompt: () => E.right<never, Prompt<PigMove>>({ targets: [{ element: 'turn-total', label: 'the turn total', picked: false }], forced: true, instruction: 'x' }) } as Pig
    expect(promptProblem(never, pig.view(started.right, 0), 0, Math.random)).toMatch(/the legal move roll cannot be reached by picks/)
  })

  it('catches a pick that names a move that is not legal (unsound)', () => {
    const started = pig.setup({ players: 2 }, 'u')
    if (E.isLeft(started)) throw new Error('setup')
    const v = pig.view(started.right, 0)
    const unsound = promptProblem({ ...pig, prompt: () => E.right({ targets: [], move: { type: 'hold' as const }, forced: true, instruction: 'x' }) }, v, 0, Math.random)
    expect(unsound).toMatch(/name a move that is not legal/)
  })

  it('catches a dead end, an element not in elements(view), an empty label', () => {
    const started = pig.setup({ players: 2 }, 'd')
    if (E.isLeft(started)) throw new Error('setup')
    const v = pig.view(started.right, 0)
    expect(promptProblem(broken({ paths: () => [{ steps: ['roll', 'hold'] }] }), v, 0, Math.random)).toBeUndefined()
    expect(promptProblem({ ...pig, prompt: () => E.right({ targets: [], forced: true, instruction: 'x' }) }, v, 0, Math.random)).toMatch(/dead end/)
    expect(promptProblem(broken({ elements: (w) => ({ hold: {}, 'turn-total': { points: w.turnTotal } }) }), v, 0, Math.random)).toMatch(/not among elements/)
    expect(promptProblem(broken({ label: () => ' ' }), v, 0, Math.random)).toMatch(/empty label/)
  })

  it('catches a why that gives no reason, and forced out of step with the legal moves', () => {
    const started = pig.setup({ players: 2 }, 'w')
    if (E.isLeft(started)) throw new Error('setup')
    const v = pig.view(started.right, 0)
    expect(promptProblem(broken({ whyNot: () => ({ reason: '' }) }), v, 0, () => 0)).toMatch(/no reason/)
    expect(promptProblem({ ...pig, prompt: (w, s, p) => E.map((x: { readonly forced: boolean }) => ({ ...x, forced: false }))(pig.prompt(w, s, p)) as ReturnType<Pig['prompt']> }, v, 0, Math.random)).toMatch(/forced is false/)
  })

  it('passes a set game whose picks toggle, and catches one where picking again does not remove', () => {
    // the five dice of `rerolls()` as a game: every re-roll is legal; `toggle: false` reads repeated
    // picks as one (a set union), so a die picked again stays picked
    const sets = rerolls()
    const started = pig.setup({ players: 2 }, 't')
    if (E.isLeft(started)) throw new Error('setup')
    const v = pig.view(started.right, 0)
    const setGame = (toggle: boolean): Pig => {
      const read = (picks: readonly string[]): readonly string[] => (toggle ? picks : picks.filter((p, i) => p === 'confirm' || picks.indexOf(p) === i))
      const offered = (picks: readonly string[]) => matchPicks(sets, read(picks))
      return {
        ...pig,
        legalMovesFromView: () => sets.map((o) => o.move),
        elements: () => E.right({ 'die:0': {}, 'die:1': {}, 'die:2': {}, 'die:3': {}, 'die:4': {}, confirm: {} }),
        prompt: (_w: PigView, _s: number, picks: readonly string[]) => {
          const r = offered(picks)
          if (r.open === 0) return E.left({ code: 'BAD_PICK', message: 'not offered' })
          return E.right({ targets: r.next.map((t) => ({ ...t, label: t.element })), ...(r.named === undefined ? {} : { move: sets[r.named]?.move }), forced: false, instruction: 'x' })
        },
        why: (_w: PigView, _s: number, element: string) => E.right(offered([]).next.some((t) => t.element === element) ? { element, pickable: true } : { element, pickable: false, reason: 'choose dice first' }),
        formatMove: (m: unknown) => String(m),
        limits: { ...pig.limits, maxPicks: 6 }
      } as unknown as Pig
    }
    expect(promptProblem(setGame(true), v, 0, Math.random)).toBeUndefined()
    expect(promptProblem(setGame(false), v, 0, Math.random)).toMatch(/again does not remove it/)
  })

  it('catches set picks that depend on their order', () => {
    // a toy: pig's roll made of a set {roll, hold} then confirm, but only in one order
    const started = pig.setup({ players: 2 }, 'o')
    if (E.isLeft(started)) throw new Error('setup')
    const v = pig.view(started.right, 0)
    const ordered = { ...pig, prompt: (_w: PigView, _s: number, picks: readonly string[]) => {
      const order = ['hold', 'turn-total', 'confirm']
      if (picks.some((p, i) => p !== order[i])) return E.right({ targets: [], forced: true, instruction: 'x' })
      const next = order[picks.length]
      return E.right({ targets: next === undefined ? [] : [{ element: next, label: next, picked: false }, ...picks.filter((p) => p !== 'confirm').map((p) => ({ element: p, label: p, picked: true }))], ...(picks.length === 3 ? { move: { type: 'roll' as const } } : {}), forced: true, instruction: 'x' })
    }, elements: () => E.right({ hold: {}, 'turn-total': {}, confirm: {}, roll: {} }), limits: { ...pig.limits, maxPicks: 3 } } as Pig
    expect(promptProblem(ordered, v, 0, Math.random)).toMatch(/dead end|another order/)
  })
})
