/**
 * Issue 33: every refusal names the rule that forbids the move (docs/refusals.md). For every game
 * of the manifest:
 *
 * - the codes its rules write are the codes it declares (`module.refusals.codes`), both ways;
 * - a hunt for refused moves: every move listed in some reachable state (random playouts of every
 *   player count and variant) is tried, by the actor of every other sampled state; each refusal
 *   must carry a declared code and a rule id of the game's reference, a code of the step
 *   (`refusals.byKind`) only where the actor has no legal move of that kind, and the game's claims
 *   (`test/<id>/refusal-claims.ts`: what each code asserts about the state, checked independently)
 *   must hold.
 *
 * - every declared code is produced, one test per code: by the game's scenario for it
 *   (`test/<id>/refusal-scenarios.ts`), or else by the hunt; a code neither produces fails.
 *
 * The issue's own cases are in `test/<id>/refusals.test.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { CHANCE, randomPlayout, replayStates, type Actor, type AnyGame, type RuleViolation, type WithRng } from '../src/core/index.js'
import { gameModules } from '../src/games/modules.js'
import type { AnyGameModule } from '../src/games/game-module.js'
import { borderClaims } from './the-border/refusal-claims.js'
import { nagarajaClaims } from './nagaraja/refusal-claims.js'
import { rajasClaims } from './rajas/refusal-claims.js'
import { borderScenarios } from './the-border/refusal-scenarios.js'
import { nagarajaScenarios } from './nagaraja/refusal-scenarios.js'
import { rajasScenarios } from './rajas/refusal-scenarios.js'
import type { Claims, Refused } from './support/refusals.js'
import { deep } from './support/depth.js'

/** The codes the wrapper (`defineGame`) refuses a move with, before a game sees it. */
const WRAPPER_CODES = ['GAME_OVER', 'NOT_YOUR_TURN', 'MALFORMED_MOVE']
/** Codes of the games' sources that refuse no move (configs, component sets, notation, stored states). */
const NOT_MOVE_CODES = ['BAD_CONFIG', 'BAD_COMPONENTS', 'BAD_NOTATION', 'BAD_STATE']

/** Every how many sampled states the hunt tries the move space: the quick tier's bound on work (the deep tier tries three times as many). */
const TRY_EVERY = deep ? 3 : 9
/** Random games per config the hunt samples. */
const GAMES_PER_CONFIG = 2

const CLAIMS: Readonly<Record<string, Claims>> = { 'the-border': borderClaims, nagaraja: nagarajaClaims, rajas: rajasClaims }

/** Scenarios by game and code (types erased: each game's own file is typed by its codes). */
type Scenarios = Readonly<Record<string, (() => Refused<WithRng, unknown>) | undefined>>
const SCENARIOS: Readonly<Record<string, Scenarios>> = {
  'the-border': borderScenarios as unknown as Scenarios,
  nagaraja: nagarajaScenarios as unknown as Scenarios,
  rajas: rajasScenarios as unknown as Scenarios
}

const root = join(import.meta.dirname, '..')

/** The codes written in a game's sources: `violation('CODE'`, `refuse('CODE'`, `no('CODE'`, `code: 'CODE'`, `ViolationCode.CODE`. */
const writtenCodes = (id: string): Set<string> => {
  const dir = join(root, 'src', 'games', id)
  const out = new Set<string>()
  for (const d of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!d.isFile() || !d.name.endsWith('.ts')) continue
    const text = readFileSync(join(d.parentPath, d.name), 'utf8')
    for (const m of text.matchAll(/\b(?:violation|violationOf|no|refuse)\(\s*'([A-Z][A-Z0-9_]*)'|\bcode: '([A-Z][A-Z0-9_]*)'|\bViolationCode\.([A-Z][A-Z0-9_]*)/g)) {
      out.add((m[1] ?? m[2] ?? m[3]) as string)
    }
  }
  return out
}

/** Every rule id the game's rules reference lists (`**N43**`, `**NQ12**`, …). */
const referenceIds = (id: string): Set<string> => {
  const text = readFileSync(join(root, 'docs', 'rules', `${id}.md`), 'utf8')
  return new Set([...text.matchAll(/\*\*([A-Z]+\d+)\*\*/g)].map((m) => m[1] as string))
}

/** The configs the hunt plays: every player count, and every variant of the command. */
const configsOf = (m: AnyGameModule): unknown[] => {
  const out: unknown[] = []
  for (let p = m.game.players.min; p <= m.game.players.max; p++) {
    out.push({ players: p })
    for (const variant of Object.values(m.command.variants)) out.push({ players: p, ...variant(p) })
  }
  return out
}

interface Sampled {
  readonly state: WithRng
  readonly actors: readonly Actor[]
}

/** States of random playouts of a config, every `every`-th step (and the last). */
const sampleStates = (game: AnyGame, config: unknown, seed: string, every: number): Sampled[] => {
  const played = randomPlayout(game, config, seed)
  if (E.isLeft(played)) throw new Error(`${game.id} ${seed}: ${played.left.message}`)
  const replayed = replayStates(game, played.right.transcript)
  if (E.isLeft(replayed)) throw new Error(`${game.id} ${seed}: ${replayed.left.message}`)
  const states = replayed.right.states
  return states.filter((_, i) => i % every === 0 || i === states.length - 1).map((state) => ({ state, actors: game.actors(state) }))
}

/** The key of a move (its notation). */
const keyOf = (game: AnyGame, move: unknown): string => game.formatMove(move)

/** What a hunt found: the codes it produced (with counts) and the problems it met. */
interface Hunt {
  readonly produced: ReadonlyMap<string, number>
  readonly problems: readonly string[]
}

/** A refusal's problems: an undeclared code, a rule id outside the reference, a failing claim. */
const problemsOf = (m: AnyGameModule, ids: ReadonlySet<string>, state: WithRng, actor: Actor, move: unknown, v: RuleViolation): string[] => {
  const where = `${m.game.formatMove(move)} by ${actor === CHANCE ? 'chance' : `seat ${String(actor)}`}: ${v.code} (${v.rule ?? 'no rule'}) ${v.message}`
  if (WRAPPER_CODES.includes(v.code)) return []
  const out: string[] = []
  if (!m.refusals.codes.includes(v.code)) out.push(`undeclared code: ${where}`)
  if (v.rule === undefined || !ids.has(v.rule)) out.push(`no rule id of the reference: ${where}`)
  const why = CLAIMS[m.id]?.[v.code]?.(state, actor, move, v)
  if (why !== undefined) out.push(`claim of ${v.code} does not hold (${why}): ${where}`)
  return out
}

/**
 * The hunt of a game (once per run): every move listed for some actor in some sampled state, tried
 * by the actors of every `TRY_EVERY`-th sampled state (a bounded, seeded selection keeps the work fixed).
 */
const hunts = new Map<string, Hunt>()
const huntOf = (m: AnyGameModule): Hunt => {
  const done = hunts.get(m.id)
  if (done !== undefined) return done
  const game = m.game
  const ids = referenceIds(m.id)
  const sampled: Sampled[] = []
  configsOf(m).forEach((config, k) => {
    for (let g = 0; g < GAMES_PER_CONFIG; g++) sampled.push(...sampleStates(game, config, `hunt-${k}-${g}`, 7))
  })
  const space = new Map<string, unknown>()
  for (const { state, actors } of sampled) {
    for (const actor of actors) for (const move of game.legalMoves(state, actor)) space.set(keyOf(game, move), move)
  }
  const moves = [...space.values()]
  const produced = new Map<string, number>()
  const problems = new Set<string>()
  for (const { state, actors } of sampled.filter((_, i) => i % TRY_EVERY === 0)) {
    for (const actor of actors) {
      const legal = game.legalMoves(state, actor)
      const legalKeys = new Set(legal.map((x) => keyOf(game, x)))
      const kinds = new Set(legal.map((x) => (x as { readonly t: string }).t))
      for (const move of moves) {
        if (legalKeys.has(keyOf(game, move))) continue
        const r = game.apply(state, actor, move)
        if (E.isRight(r)) {
          problems.add(`${keyOf(game, move)} by ${String(actor)} was accepted but not listed`)
          continue
        }
        const v = r.left
        produced.set(v.code, (produced.get(v.code) ?? 0) + 1)
        for (const p of problemsOf(m, ids, state, actor, move, v)) problems.add(p)
        if (m.refusals.byKind.includes(v.code) && kinds.has((move as { readonly t: string }).t)) {
          problems.add(`a code of the step while a move of that kind is legal: ${keyOf(game, move)} by ${String(actor)}: ${v.code}`)
        }
      }
    }
  }
  if (process.env['HUNT_REPORT'] !== undefined) console.log(m.id, sampled.length, 'states', moves.length, 'moves', JSON.stringify(Object.fromEntries(produced)))
  const hunt = { produced, problems: [...problems] }
  hunts.set(m.id, hunt)
  return hunt
}

describe.each(gameModules.map((m) => [m.id, m] as const))('%s: refusals', (id, m) => {
  const declared = new Set(m.refusals.codes)

  it('declares in one place exactly the codes its rules write, and its codes of the step among them', () => {
    const written = writtenCodes(id)
    const undeclared = [...written].filter((c) => !declared.has(c) && !NOT_MOVE_CODES.includes(c) && !WRAPPER_CODES.includes(c))
    expect(undeclared, `codes written in src/games/${id} but not declared in its module's refusals`).toEqual([])
    const unwritten = [...declared].filter((c) => !written.has(c))
    expect(unwritten, `codes declared but written nowhere in src/games/${id}`).toEqual([])
    expect(m.refusals.byKind.filter((c) => !declared.has(c))).toEqual([])
  })

  it('a hunt for refused moves: declared codes, the game rule ids, codes of the step only where the kind has no legal move, the claims hold', () => {
    const hunt = huntOf(m)
    expect(hunt.problems.slice(0, 20)).toEqual([])
    // The hunt refused moves of the step and moves of their own rules (it is not idle).
    expect(hunt.produced.size).toBeGreaterThan(3)
  })

  it.each([...m.refusals.codes])('%s is produced: by its scenario, with a rule id of the game and its claim holding, or else by the hunt', (code) => {
    const scenario = SCENARIOS[id]?.[code]
    if (scenario === undefined) {
      expect(huntOf(m).produced.get(code) ?? 0, `no scenario for ${code} in test/${id}/refusal-scenarios.ts and the hunt never produced it`).toBeGreaterThan(0)
      return
    }
    const r = scenario()
    const next = m.game.apply(r.state, r.actor, r.move)
    expect(E.isLeft(next), `${m.game.formatMove(r.move)} was accepted`).toBe(true)
    if (E.isRight(next)) return
    expect(next.left.code).toBe(code)
    expect(problemsOf(m, referenceIds(id), r.state, r.actor, r.move, next.left)).toEqual([])
  })

  it('its scenarios are for declared codes', () => {
    expect(Object.keys(SCENARIOS[id] ?? {}).filter((c) => !declared.has(c))).toEqual([])
  })
})
