/**
 * `play --lang` (issue 29): the story, the boards and the result in the locale; an unknown tag, or
 * a locale the game does not speak, is bad input; English stays as it was.
 */
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli.js'
import { englishWords } from '../locales/helpers.js'
import { parseLang } from '../../src/cli/text.js'

/** The lines that are the game's and the story's words: not the header (names, seed, bots) nor the command line to run again. */
const told = (out: string): string[] => out.split('\n').slice(1).filter((l) => !l.trimStart().startsWith('tabletop-rules '))

describe('play --lang (issue 29)', () => {
  it('play the-border --lang el tells the story, the boards and the result in Greek', async () => {
    const r = await runCli(['play', 'the-border', '--seed', '3', '--lang', 'el'])
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^Γύρος 1 +ο παίκτης|^Γύρος 1 +παίκτης/m)
    expect(r.out).toMatch(/^Τέλος του παιχνιδιού: ένας παίκτης ολοκλήρωσε την 6η περιοχή του/m)
    expect(r.out).toMatch(/^Νικητ(ής|ές): παίκτης \d/m)
    expect(r.out).toMatch(/tabletop-rules play the-border .*--lang el --verbose/)
    const english = told(r.out).flatMap((l) => englishWords(l, ['greedy']).map((w) => `${w} in: ${l}`)) // bot names are names
    expect(english.slice(0, 5)).toEqual([])
  })

  it('--verbose --lang el numbers every step in Greek', async () => {
    const r = await runCli(['play', 'the-border', '--seed', '3', '--lang', 'el', '--verbose', '--players', '3'])
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^ +\d+ τύχη: ένα ζάρι φέρνει /m)
    expect(r.out).toMatch(/^ +\d+ παίκτης \d \(greedy\): ο παίκτης \d (ξαναρίχνει|σταματά|ολοκληρώνει|διαγράφει|τελειώνει)/m)
    expect(told(r.out).flatMap((l) => englishWords(l, ['greedy'])).slice(0, 5)).toEqual([])
  })

  it('an unknown tag is bad input naming the tags; a game without the locale says which it speaks', async () => {
    const bad = await runCli(['play', 'the-border', '--lang', 'gr'])
    expect(bad.code).toBe(2)
    expect(bad.err).toContain("--lang must be one of en, el, pl, ru; got 'gr'.")
    const notYet = await runCli(['play', 'the-border', '--lang', 'ru'])
    expect(notYet.code).toBe(2)
    expect(notYet.err).toContain("The Border does not speak 'ru' yet: --lang en.")
    expect(parseLang(undefined)).toEqual({ _tag: 'Right', right: 'en' })
  })

  it('--lang en is the English story, unchanged', async () => {
    const [plain, en] = await Promise.all([runCli(['play', 'the-border', '--seed', '5']), runCli(['play', 'the-border', '--seed', '5', '--lang', 'en'])])
    expect(en.code).toBe(0)
    expect(en.out).toBe(plain.out)
    expect(plain.out).toMatch(/^Round 1 +seat \d: /m)
  })
})
