/**
 * Every shipped conformance vector verifies against this implementation: changing behaviour
 * without regenerating the vectors (`npm run vectors`) fails here.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { games, verifyVector, VECTOR_FORMAT } from '../src/index.js'
import { cliGames } from '../src/cli/games.js'

const root = join(import.meta.dirname, '..', 'vectors')
const files = existsSync(root)
  ? readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => readdirSync(join(root, d.name)).filter((f) => f.endsWith('.json')).map((f) => join(d.name, f)))
  : []

describe('conformance vectors', () => {
  it('every registered game ships vectors for every player count', () => {
    for (const game of Object.values(games)) {
      for (let n = game.players.min; n <= game.players.max; n++) {
        const found = files.filter((f) => f.startsWith(`${game.id}/`)).some((f) => {
          const v = JSON.parse(readFileSync(join(root, f), 'utf8')) as { config?: { players?: number } }
          return v.config?.players === n
        })
        expect(found, `${game.id} has no vector for ${n} players`).toBe(true)
      }
    }
  })

  it('every game ships hand-written scenario vectors for rulebook examples (scripts/scenarios/)', () => {
    for (const id of Object.keys(games)) expect(files.some((f) => f.startsWith(`${id}/example-`)), `${id} has no example vector`).toBe(true)
  })

  it('every variant the command offers ships a vector', () => {
    for (const [id, g] of Object.entries(cliGames)) {
      for (const variant of g.variants) {
        expect(files.some((f) => f.startsWith(`${id}/`) && f.endsWith(`-${variant}.json`)), `${id} has no vector for variant ${variant}`).toBe(true)
      }
    }
  })

  it('every shipped vector has exactly the fields schema/vector.schema.json allows and requires', () => {
    interface Obj { required: string[]; properties: Record<string, unknown> }
    const schema = JSON.parse(readFileSync(join(root, '..', 'schema', 'vector.schema.json'), 'utf8')) as Obj & { properties: { steps: { items: Obj } } }
    const problems: string[] = []
    const fits = (o: object, s: Obj, where: string): void => {
      const allowed = new Set(Object.keys(s.properties))
      for (const k of Object.keys(o)) if (!allowed.has(k)) problems.push(`${where}: unknown field ${k}`)
      for (const k of s.required) if (!(k in o)) problems.push(`${where}: missing ${k}`)
    }
    for (const file of files) {
      const v = JSON.parse(readFileSync(join(root, file), 'utf8')) as { steps: object[]; state?: unknown; seed?: unknown }
      fits(v, schema, file)
      if ((v.state === undefined) !== (v.seed !== undefined)) problems.push(`${file}: a state or a seed, not both`)
      v.steps.forEach((s, i) => fits(s, schema.properties.steps.items, `${file} step ${i}`))
    }
    expect(problems.slice(0, 5)).toEqual([])
  })

  for (const file of files) {
    it(`${file} verifies`, () => {
      const v = JSON.parse(readFileSync(join(root, file), 'utf8')) as { game: string; format: string }
      expect(v.format).toBe(VECTOR_FORMAT)
      const game = games[v.game]
      expect(game, `unknown game ${v.game}`).toBeDefined()
      if (game === undefined) return
      const r = verifyVector(game, v)
      expect(E.isRight(r) ? 'ok' : r.left.message).toBe('ok')
    })
  }
})
