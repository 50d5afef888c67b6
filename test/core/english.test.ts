import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { countOf, logEntry, randomPlayout, replayStates, withArticle, type AnyGame, type WithRng } from '../../src/core/index.js'
import { gameModules } from '../../src/games/modules.js'

describe('English helpers (issue 29)', () => {
  it('the indefinite article follows the sound of the first letter', () => {
    expect(withArticle('orange die')).toBe('an orange die')
    expect(withArticle('red die')).toBe('a red die')
  })
  it('a count takes the singular for 1 only', () => {
    expect([0, 1, 2].map((n) => countOf(n, 'area', 'areas'))).toEqual(['0 areas', '1 area', '2 areas'])
  })
})

/**
 * The English faults issue 29 names ("pay a orange die", "1 areas", "move the boat 1 to 1
 * unoccupied spaces", "the stick shows face 2") and their kind: an article before a vowel, a
 * plural after 1, a range from 1 to 1, a stick throw that names no seat and no fate.
 */
const FAULTS: readonly [string, RegExp][] = [
  ['"a" before a vowel', /(^|[^\w'])[aA] (orange|a|e|i|o|u)\w*/],
  ['a plural noun after 1', /(^|[^\w.–-])1 (areas|points|spaces|unoccupied spaces|dice|boxes|cards|sticks|markets|rolls|fate points|money points)\b/],
  ['a range from 1 to 1', /\b1 to 1\b/],
  ['a stick face by index', /stick shows face \d/]
]

const faultsIn = (texts: readonly string[]): string[] =>
  texts.flatMap((t) => FAULTS.flatMap(([name, re]) => (re.test(t) ? [`${name}: ${t}`] : [])))

/** Every English text of one random game, as each seat and a spectator see it (bounded: `games` games). */
const textsOf = (game: AnyGame, render: (s: WithRng, seat: number) => string, seed: string): string[] => {
  const played = randomPlayout(game, { players: game.players.min } as unknown, seed)
  if (E.isLeft(played)) throw new Error(played.left.message)
  const r = replayStates(game, played.right.transcript)
  if (E.isLeft(r)) throw new Error(r.left.message)
  const { states, steps } = r.right
  const out: string[] = []
  steps.forEach((step, i) => {
    const before = states[i] as WithRng
    const after = states[i + 1] as WithRng
    out.push(game.describeMove(before, step.actor, step.move))
    for (const viewer of [0, 'spectator'] as const) {
      const entry = logEntry(game, before, step.actor, step.move, after, viewer, i)
      out.push(entry.text, ...entry.revealed)
    }
    // The views carry words too (Rajas's pending prompt), and so do prompts and their labels.
    for (const seat of game.actors(before)) {
      if (typeof seat !== 'number') continue
      const view = game.view(before, seat)
      out.push(JSON.stringify(view))
      const p = game.prompt(view, seat, [])
      if (E.isRight(p)) out.push(p.right.instruction, ...p.right.targets.map((t) => t.label))
    }
  })
  const last = states[states.length - 1] as WithRng
  out.push(game.outcome(last)?.reason ?? '', render(last, 0))
  return out
}

describe('English text of every game: no article, number or stick fault (issue 29)', () => {
  for (const m of gameModules) {
    it(`${m.id}: describeMove, logs, revealed facts, views, prompts, labels and boards over random games`, () => {
      const faults = ['e1', 'e2'].flatMap((seed) => faultsIn(textsOf(m.game, (s, seat) => m.command.render(s, seat), seed)))
      expect([...new Set(faults)].slice(0, 5)).toEqual([])
    })
  }
})
