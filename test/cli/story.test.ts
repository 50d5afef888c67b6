/**
 * The play log as a story: rounds and turns from the game's own words, similar phrases merged,
 * chance results after the decision that caused them; `--verbose` gives every step.
 */
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { runCli, type Ran } from '../support/cli.js'
import { playMatch, randomBot, type Bot } from '../../src/bots/index.js'
import { cliGames } from '../../src/cli/games.js'
import { mergePhrases, tellStory, type StoryStep } from '../../src/cli/story.js'

const run = (...args: string[]): Promise<Ran> => runCli(args)

describe('mergePhrases', () => {
  it('merges phrases sharing two words or more, a die, or a verb before component names', async () => {
    expect(mergePhrases(['crosses box 41', 'crosses box 50'])).toEqual(['crosses box 41, 50'])
    // A phrase said twice at once is said once with its count, not merged on its last word.
    expect(mergePhrases(['white stick shows 2 fate points', 'white stick shows 2 fate points'])).toEqual(['white stick shows 2 fate points ×2'])
    expect(mergePhrases(['🎲 red', '🎲 red'])).toEqual(['🎲 red red'])
    expect(mergePhrases(['🎲 red', '🎲 blue', '🎲 blue'])).toEqual(['🎲 red blue blue'])
    expect(mergePhrases(['selects RE11 (SWAP_RELICS, relics)', 'selects RE10 (SWAP_RELICS, relics)'])).toEqual(['selects RE11 (SWAP_RELICS, relics), RE10 (SWAP_RELICS, relics)'])
  })
  it('keeps unlike phrases apart, even with a verb in common', async () => {
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

  it('heads each round once, in order, and gives each turn one line naming its seat', async () => {
    const rounds = lines.flatMap((l) => /^Round (\d+)/.exec(l)?.[1] ?? []).map(Number)
    expect(rounds.length).toBeGreaterThan(3)
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b))
    expect(new Set(rounds).size).toBe(rounds.length)
    const turns = lines.filter((l) => !l.startsWith(' '.repeat(12))) // (continuation lines of long turns)
    expect(turns.filter((l) => /^(Round \d+)? +seat \d: /.test(l)).length).toBeGreaterThan(turns.length * 0.8)
  })

  it('rounds are counted from 1, as players count them, and no line is longer than 100 characters', async () => {
    expect(lines[0]).toMatch(/^Round 1 /)
    for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(100)
  })

  it('the brief story: one line per round (wrapped at 100 characters), what goes on the sheets, no dice', async () => {
    const brief = tellStory(g, steps, { brief: true })
    const rounds = brief.flatMap((l) => /^Round (\d+)/.exec(l)?.[1] ?? [])
    expect(new Set(rounds).size).toBe(rounds.length)
    expect(brief.length).toBeLessThan(rounds.length * 1.5)
    expect(brief.join('\n')).not.toMatch(/🎲|re-rolls/)
    expect(brief.join('\n')).toMatch(/completes (grey|red|yellow|blue|orange|green) \d/)
    for (const l of brief) expect([...l].length, l).toBeLessThanOrEqual(100)
  })

  it('reads rounds with the game module\'s round reader only, never a `round` field of the state (issue 32)', () => {
    const none = tellStory({ ...g, round: () => undefined }, steps)
    expect(none.some((l) => l.startsWith('Round'))).toBe(false) // the states have a `round` field: not read
    const fixed = tellStory({ ...g, round: () => 7 }, steps)
    expect(fixed.filter((l) => l.startsWith('Round'))).toEqual([expect.stringMatching(/^Round 7 /)])
  })

  it('far fewer lines than steps; the rolls read as rolls, re-rolls show what came up (D15–D18)', async () => {
    expect(lines.length).toBeLessThan(steps.length / 3)
    expect(lines.some((l) => /seat \d: rolls 🎲( (red|orange|yellow|green|blue|grey)){5}/.test(l))).toBe(true)
    expect(lines.some((l) => /re-rolls [a-z ]+ → 🎲 [a-z]/.test(l))).toBe(true)
  })
})

describe('play: the demo a person can follow (issue 30, finding 8)', () => {
  it('the demo: at most 80 lines of at most 100 characters, two greedy bots who both score, the result and the way to every step', async () => {
    const r = await run('play')
    expect(r.code).toBe(0)
    const lines = r.out.trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(80)
    for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(100)
    expect(lines[0]).toMatch(/bots greedy, greedy$/)
    expect(r.out).toMatch(/^Round 1 +seat \d: /m)
    expect(r.out).not.toMatch(/^Round 0\b/m)
    const scores = [...r.out.matchAll(/^ +\d\. seat \d: (\d+) points?/gm)].map((m) => Number(m[1]))
    expect(scores).toHaveLength(2)
    for (const score of scores) expect(score).toBeGreaterThan(0) // two sensible players: no 48–0
    expect(r.out).toMatch(/Game over: [\s\S]*1\. seat \d: \d+ points — /)
    expect(lines[lines.length - 1]).toBe('  tabletop-rules play the-border --players 2 --seed demo --bots greedy --verbose')
  })

  it('one numbering of rounds: an area completed "in round R" on the sheet is completed under "Round R" in the story', async () => {
    const r = await run('play', 'the-border', '--seed', 'rounds', '--bots', 'greedy')
    expect(r.code).toBe(0)
    let round = 0
    const storyRounds = new Map<number, string>()
    for (const line of r.out.split('\n')) {
      const m = /^Round (\d+)/.exec(line)
      if (m !== null) round = Number(m[1])
      if (/^(Round \d+)? +(seat \d: )?/.test(line) && round > 0) storyRounds.set(round, `${storyRounds.get(round) ?? ''}\n${line}`)
      if (line.startsWith('— seat')) break
    }
    const completed = [...r.out.matchAll(/completed in round (\d+) action (\d)/g)].map((m) => ({ round: Number(m[1]), action: Number(m[2]) }))
    expect(completed.length).toBeGreaterThan(5)
    // an area is completed by crossing (Action 2) or completing segments (Action 1) in that round
    for (const c of completed) expect(storyRounds.get(c.round) ?? '', `round ${c.round}`).toMatch(c.action === 1 ? /completes/ : /crosses|completes/)
    expect(Math.min(...storyRounds.keys())).toBe(1)
  })

  it('one name per area: the ranking names each area as the sheets do', async () => {
    const r = await run('play', 'the-border', '--seed', 'names', '--bots', 'greedy')
    const onSheets = new Set([...r.out.matchAll(/^\d ([A-Z][a-z]+(?: [a-z]+)*) \(\d+\/\d+\)/gm)].map((m) => m[1]))
    const ranked = [...r.out.matchAll(/points — (.*)$/gm)].flatMap((m) => (m[1] ?? '').split(', ').map((p) => p.replace(/ \d+$/, '')))
    expect(onSheets.size).toBe(9)
    expect(ranked.length).toBeGreaterThan(3)
    for (const name of ranked) expect(onSheets, name).toContain(name)
  })

  it('--verbose prints every step, numbered, under round headings counted from 1', async () => {
    const r = (await run('play', 'nagaraja', '--seed', 'v', '--verbose'))
    expect(r.code).toBe(0)
    const numbered = r.out.split('\n').filter((l) => /^ *\d+ (chance|seat \d)/.test(l))
    const short = (await run('play', 'nagaraja', '--seed', 'v'))
    const steps = Number(/(\d+) steps; to see every step/.exec(short.out)?.[1])
    expect(numbered).toHaveLength(steps)
    expect(r.out).toMatch(/^Round 1$/m)
    expect(r.out).not.toMatch(/^Round 0$/m)
  })
})
