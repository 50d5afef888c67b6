/**
 * Issue 33: notation is strict in every game, exactly as docs/notation.md states it. A move is
 * words separated by white space (space, tab, CR, LF; runs and either end allowed); numbers are
 * decimal ASCII digits without sign or leading zeros (at most 15 digits); only The Border reads
 * ASCII letters in any case. Strings near valid notation — signs, leading zeros, hex, exponents,
 * decimal points, other white space, Unicode digits, other case — are refused; the allowed
 * variations read as the same move.
 */
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { notationNumber, notationWords, randomPlayout, replayStates, type AnyGame } from '../../src/core/index.js'
import { gameModules } from '../../src/games/modules.js'

/** Canonical notations of moves listed in seeded random games of every player count. */
const samples = (game: AnyGame, min: number, max: number): string[] => {
  const out = new Set<string>()
  for (let players = min; players <= max; players++) {
    const played = randomPlayout(game, { players }, `notation-${players}`)
    if (E.isLeft(played)) throw new Error(played.left.message)
    const states = replayStates(game, played.right.transcript)
    if (E.isLeft(states)) throw new Error(states.left.message)
    states.right.states.forEach((s, i) => {
      if (i % 5 === 0) for (const actor of game.actors(s)) for (const m of game.legalMoves(s, actor)) out.add(game.formatMove(m))
    })
  }
  return [...out].sort()
}

/** Separators the notation allows (between words and at either end). */
const SPACES = [' ', '  ', '\t', '\n', '\r\n', ' \t ']
/** Characters that look like white space but are not white space of notation. */
const OTHER_SPACES = ['\u00a0', '\u2003', '\u3000', '\u000b', '\u000c', '\u2028', '\u200b', '\ufeff', '\u1680']
/** Unicode decimal digits that are not ASCII: Arabic-Indic, Devanagari, fullwidth, mathematical bold. */
const DIGIT_SETS = [0x0660, 0x0966, 0xff10, 0x1d7ce]

/** A number word made near-valid: each is refused by the documented grammar. */
const badNumber = (n: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(`+${n}`, `-${n}`, `0${n}`, `00${n}`, `0x${Number(n).toString(16)}`, `0X${Number(n).toString(16)}`, `${n}e0`, `${n}E0`, `${n}.0`, `${n}.`, `.${n}`, `${n}_`, `0b${Number(n).toString(2)}`, `0o${Number(n).toString(8)}`, `${n}n`, `${'9'.repeat(16)}`),
    fc.constantFrom(...DIGIT_SETS).map((base) => [...n].map((d) => String.fromCodePoint(base + Number(d))).join('')),
    fc.constantFrom(...OTHER_SPACES).map((sp) => `${n}${sp}`)
  )

interface Variant {
  readonly text: string
  /** Whether the documented grammar accepts it (then as the same move as the canonical text). */
  readonly ok: boolean
}

/** A variant of a canonical notation: allowed separators, and maybe one refused change. */
const variant = (canonical: string, anyCase: boolean): fc.Arbitrary<Variant> => {
  const words = canonical.split(' ')
  const numbers = words.flatMap((w, i) => (/^[0-9]+$/.test(w) ? [i] : []))
  const seps = fc.array(fc.constantFrom(...SPACES), { minLength: words.length + 1, maxLength: words.length + 1 })
  /** The words joined by separators `ss[1..]`, with `ss[0]` and `ss[n]` at the ends when `edges`. */
  const join = (ws: readonly string[], ss: readonly string[], edges: boolean): string =>
    (edges ? (ss[0] ?? '') : '') + ws.map((w, i) => (i === 0 ? w : `${ss[i] ?? ' '}${w}`)).join('') + (edges ? (ss[ws.length] ?? '') : '')
  const good = fc.tuple(seps, fc.boolean()).map(([ss, edges]): Variant => ({ text: join(words, ss, edges), ok: true }))
  const changes: fc.Arbitrary<Variant>[] = [
    // another space character between two words, or at an end
    fc.tuple(seps, fc.constantFrom(...OTHER_SPACES), fc.nat(words.length)).map(([ss, sp, at]): Variant => ({ text: join(words, ss.map((s, i) => (i === at ? sp : s)), true), ok: false })),
    // case: only The Border reads upper-case ASCII letters
    fc.tuple(seps, fc.nat(words.length - 1)).map(([ss, at]): Variant => {
      const ws = words.map((w, i) => (i === at ? w.toUpperCase() : w))
      return { text: join(ws, ss, false), ok: anyCase || ws[at] === words[at] }
    })
  ]
  if (numbers.length > 0) {
    changes.push(
      fc.tuple(seps, fc.constantFrom(...numbers)).chain(([ss, at]) =>
        badNumber(words[at] as string).map((bad): Variant => ({ text: join(words.map((w, i) => (i === at ? bad : w)), ss, false), ok: false }))
      )
    )
  }
  return fc.oneof(good, ...changes)
}

describe('the lexical rules of notation (src/core/notation.ts)', () => {
  it('notationNumber reads decimal ASCII digits without sign or leading zeros, at most 15', () => {
    expect(['0', '7', '10', '123456789012345'].map(notationNumber)).toEqual([0, 7, 10, 123456789012345])
    for (const w of ['', '-1', '+1', '01', '00', '0x1f', '1e0', '1.0', '1.', '.5', '١', '１', '1\u00a0', '1234567890123456', ' 1', undefined]) expect(notationNumber(w)).toBeUndefined()
  })

  it('notationWords splits at runs of space, tab, CR and LF only', () => {
    expect(notationWords(' \tplace  6\r\n2\n')).toEqual(['place', '6', '2'])
    expect(notationWords('place\u00a06 2')).toEqual(['place\u00a06', '2'])
  })
})

describe.each(gameModules.map((m) => [m.id, m] as const))('%s: parseMove accepts exactly the documented grammar (issue 33)', (id, m) => {
  const game = m.game
  const pool = samples(game, game.players.min, game.players.max)
  const anyCase = id === 'the-border'

  it('the issue\'s near-valid numbers are refused (hex, exponent, sign, leading zero)', () => {
    const withNumber = pool.filter((t) => /^[a-zA-Z]+ [0-9]+/.test(t))
    expect(withNumber.length).toBeGreaterThan(0)
    for (const text of withNumber.slice(0, 50)) {
      const [type, n, ...rest] = text.split(' ')
      for (const bad of [`0x${Number(n).toString(16)}`, `${n}e0`, `-${n}`, `+${n}`, `0${n}`]) {
        const r = game.parseMove([type, bad, ...rest].join(' '))
        expect(E.isLeft(r) && r.left.code, `${type} ${bad} ${rest.join(' ')}`).toBe('BAD_NOTATION')
      }
    }
  })

  it('property: a variant of a listed move reads as that move exactly when the grammar allows it', () => {
    expect(pool.length).toBeGreaterThan(10)
    const arb = fc.constantFrom(...pool).chain((canonical) => variant(canonical, anyCase).map((v) => ({ canonical, ...v })))
    fc.assert(
      fc.property(arb, ({ canonical, text, ok }) => {
        const r = game.parseMove(text)
        if (!ok) return E.isLeft(r) && r.left.code === 'BAD_NOTATION'
        const want = game.parseMove(canonical)
        return E.isRight(r) && E.isRight(want) && game.formatMove(r.right) === game.formatMove(want.right)
      }),
      { numRuns: 400, seed: 33 }
    )
  })
})
