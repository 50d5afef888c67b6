/**
 * `components export <game>` and `components check <game> <file.json>`: the component data of a
 * game as JSON (the format `config.components` takes, every record with its provenance), and
 * every broken constraint of a component file.
 * @module
 */
import * as E from 'fp-ts/Either'
import { parse, str } from './args.js'
import { MAX_COMPONENTS_BYTES, readJson } from './files.js'
import { baseConfig, gameNamed } from './options.js'
import type { CliGame } from './registry.js'
import { badInput, checkFailed, type CliError } from './output.js'
import { componentFileProblems, componentKits, notValid, problemCount } from './component-file.js'

export { componentKits, type ComponentKit } from './component-file.js'

/** The options of `components`: `check` takes the player count and variant the file is meant for. */
export const componentsOptions = { players: { type: 'string' }, variant: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const

/** How many records of each provenance a component file declares (`printed`, `inferred`, `reconstructed`). */
export const provenanceCounts = (json: unknown): Readonly<Record<string, number>> => {
  const counts: Record<string, number> = {}
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk)
    else if (typeof v === 'object' && v !== null) {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'provenance' && typeof x === 'string') counts[x] = (counts[x] ?? 0) + 1
        else walk(x)
      }
    }
  }
  walk(json)
  return counts
}

const usage = 'components export <game> > file.json, or components check <game> <file.json> [--players n] [--variant v].'

/** `components export <game>` and `components check <game> <file.json>`. */
export const runComponents = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const parsed = parse(args, componentsOptions)
  if (E.isLeft(parsed)) return parsed
  const [action, id, file, ...rest] = parsed.right.positionals
  if (action !== 'export' && action !== 'check') return E.left(badInput(`${action === undefined ? 'components needs an action' : `Unknown components action '${action}'`}: ${usage}`))
  if (id === undefined) return E.left(badInput(`components ${action} needs a game. Games: ${Object.keys(registry).join(', ')}.`))
  const g = gameNamed(registry, id)
  if (E.isLeft(g)) return g
  const k = componentKits[g.right.game.id]
  if (k === undefined) return E.left(badInput(`${g.right.game.title} has no component data the command knows.`))
  if (action === 'export') {
    if (file !== undefined) return E.left(badInput(`components export writes to standard output (tabletop-rules components export ${id} > ${file}); got the extra arguments ${[file, ...rest].join(' ')}.`))
    out(JSON.stringify(k.bundled, null, 2))
    return E.right(undefined)
  }
  if (file === undefined) return E.left(badInput(`components check needs a file: tabletop-rules components check ${id} <file.json>.`))
  if (rest.length > 0) return E.left(badInput(`components check takes one file; got the extra arguments ${rest.join(' ')}.`))
  const base = baseConfig(g.right, str(parsed.right, 'players'), str(parsed.right, 'variant'))
  if (E.isLeft(base)) return base
  const json = readJson(file, MAX_COMPONENTS_BYTES)
  if (E.isLeft(json)) return json
  // The check `play --components` makes: refused by one iff by the other, in the same words.
  const problems = componentFileProblems(g.right, base.right.config, json.right)
  if (problems.length > 0) {
    // At most MAX_DETAILS findings are kept (issue 26); a last entry counts the rest.
    const total = problemCount(problems)
    const listed = total > problems.length - 1 && /^and \d+ more findings$/.test(problems.at(-1) ?? '') ? problems.slice(0, -1) : problems
    listed.forEach((p, i) => out(`${String(i + 1).padStart(3)}. ${p}`))
    if (listed.length < total) out(`     … and ${total - listed.length} more`)
    return E.left(checkFailed(`${notValid(file, g.right, problems, listed.length < total ? `, the first ${listed.length} listed above` : ', listed above')}.`))
  }
  const counts = Object.entries(provenanceCounts(json.right)).map(([p, n]) => `${n} ${p}`).join(', ')
  out(`ok: ${file} is a valid ${g.right.game.title} component set${counts === '' ? '' : ` (provenance: ${counts})`}.`)
  return E.right(undefined)
}
