/**
 * The play log as a story: rounds and turns from the game's own words, similar phrases merged,
 * chance results after the decision that caused them; `--verbose` gives every step.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { playMatch, randomBot, type Bot } from '../../src/bots/index.js'
import { cliGames } from '../../src/cli/games.js'
import { mergePhrases, tellStory, type StoryStep } from '../../src/cli/story.js'

const cli = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')
const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

describe('mergePhrases', () => {
  it('merges phrases sharing two words or more, a die, or a verb before component names', () => {
    expect(mergePhrases(['crosses box 41', 'crosses box 50'])).toEqual(['crosses box 41, 50'])
    expect(mergePhrases(['🎲 red', '🎲 blue', '🎲 blue'])).toEqual(['🎲 red blue blue'])
    expect(mergePhrases(['selects RE11 (SWAP_RELICS, relics)', 'selects RE10 (SWAP_RELICS, relics)'])).toEqual(['selects RE11 (SWAP_RELICS, relics), RE10 (SWAP_RELICS, relics)'])
  })
  it('keeps unlike phrases apart, even with a verb in common', () => {
    expect(mergePhrases(['places the tile on cell 0', 'places a worker on the quarry'])).toEqual(['places the tile on cell 0', 'places a worker on the quarry'])
    expect(mergePhrases(['re-rolls red', 'ends Action 1', 'crosses box 3'])).toEqual(['re-rolls red', 'ends Action 1', 'crosses box 3'])
  })
})

describe('tellStory', () => {
  const g = cliGames['the-border']
  if (g === undefined) throw new Error('the command knows The Border')
  const game = g.game
  const bots = [randomBot, randomBot] as unknown as Bot<unknown, unknown>[]
  const steps: StoryStep[] = []
  const played = playMatch(game, { players: 2 }, 'story', bots, { onStep: (s) => steps.push(s) })
  if (E.isLeft(played)) throw new Error(played.left.message)
  const lines = tellStory(g, steps)

  it('heads each round once, in order, and gives each turn one line naming its seat', () => {
    const rounds = lines.flatMap((l) => /^Round (\d+)/.exec(l)?.[1] ?? []).map(Number)
    expect(rounds.length).toBeGreaterThan(3)
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b))
    expect(new Set(rounds).size).toBe(rounds.length)
    expect(lines.filter((l) => /^(Round \d+)? +seat \d: /.test(l)).length).toBeGreaterThan(lines.length * 0.8)
  })

  it('reads rounds with the game module\'s round reader only, never a `round` field of the state (issue 32)', () => {
    const none = tellStory({ ...g, round: () => undefined }, steps)
    expect(none.some((l) => l.startsWith('Round'))).toBe(false) // the states have a `round` field: not read
    const fixed = tellStory({ ...g, round: () => 7 }, steps)
    expect(fixed.filter((l) => l.startsWith('Round'))).toEqual([expect.stringMatching(/^Round 7 /)])
  })

  it('far fewer lines than steps; the rolls read as rolls, re-rolls show what came up (D15–D18)', () => {
    expect(lines.length).toBeLessThan(steps.length / 3)
    expect(lines.some((l) => /seat \d: rolls 🎲( (red|orange|yellow|green|blue|grey)){5}/.test(l))).toBe(true)
    expect(lines.some((l) => /re-rolls [a-z ]+ → 🎲 [a-z]/.test(l))).toBe(true)
  })
})

describe('play: the demo a person can follow', () => {
  it('the default demo fits about two screens and ends with the result, its breakdown and the way to every step', () => {
    const r = run('play')
    expect(r.code).toBe(0)
    const lines = r.out.trimEnd().split('\n')
    expect(lines.length).toBeLessThan(150)
    expect(r.out).toMatch(/^Round 1 +seat \d: /m)
    expect(r.out).toMatch(/Game over: [\s\S]*1\. seat \d: \d+ points — /)
    expect(lines[lines.length - 1]).toMatch(/^\d+ steps; every step: tabletop-rules play the-border --seed demo --verbose$/)
  })

  it('--verbose prints every step, numbered, under round headings', () => {
    const r = run('play', 'nagaraja', '--seed', 'v', '--verbose')
    expect(r.code).toBe(0)
    const numbered = r.out.split('\n').filter((l) => /^ *\d+ (chance|seat \d)/.test(l))
    const short = run('play', 'nagaraja', '--seed', 'v')
    const steps = Number(/(\d+) steps; every step/.exec(short.out)?.[1])
    expect(numbered).toHaveLength(steps)
    expect(r.out).toMatch(/^Round 0$/m)
  })
})
