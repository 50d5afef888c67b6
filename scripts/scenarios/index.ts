/**
 * A game's hand-written vectors, found by file name (they are build-time inputs of
 * `npm run vectors`, not part of the package, so they live here and not in the game module):
 * `scripts/scenarios/<id>.ts` exports `scenarios` (rulebook examples played from setup) and
 * `scripts/scenarios/positions/<id>.ts` exports `positions` (mid-game examples). Both are
 * optional: a game without them ships its recorded games only (every published game has both:
 * `test/vectors.test.ts`, `test/vectors-examples.test.ts`).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Scenario } from './types.js'
import type { PositionScenario } from './positions/types.js'

/** The module at `file` (a path under this folder), or `undefined` when there is none. */
const load = async (file: string): Promise<Record<string, unknown> | undefined> => {
  const path = join(import.meta.dirname, file)
  if (!existsSync(path)) return undefined
  const url = pathToFileURL(path).href
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>
}

/** The scenarios of a game from setup (`[]` when it has no `scripts/scenarios/<id>.ts`). */
export const scenariosOf = async (id: string): Promise<readonly Scenario[]> => ((await load(`${id}.ts`))?.['scenarios'] as readonly Scenario[] | undefined) ?? []

/** The position scenarios of a game (`[]` when it has no `scripts/scenarios/positions/<id>.ts`). */
export const positionsOf = async (id: string): Promise<readonly PositionScenario[]> =>
  ((await load(join('positions', `${id}.ts`)))?.['positions'] as readonly PositionScenario[] | undefined) ?? []
