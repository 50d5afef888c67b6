/**
 * `components export <game>` and `components check <game> <file.json>`: the component data of a
 * game as JSON (the format `config.components` takes, every record with its provenance), and
 * every broken constraint of a component file.
 * @module
 */
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { describeValue, MAX_DETAILS, plainCopy } from '../core/index.js'
import type { ComponentsSpec } from '../games/game-module.js'
import { gameModules } from '../games/modules.js'
import { parse } from './args.js'
import { MAX_COMPONENTS_BYTES, readJson } from './files.js'
import { gameNamed } from './options.js'
import type { CliGame } from './registry.js'
import { badInput, checkFailed, type CliError } from './output.js'

/** What the command knows of a game's component data. */
export interface ComponentKit {
  /** The bundled set (a labelled reconstruction), as `config.components` takes it. */
  readonly bundled: unknown
  /**
   * The broken constraints of a component file, in words (empty when the set is valid): all the
   * game's checks find, or the first decoding findings of a file of the wrong shape; `more` counts
   * the findings beyond those listed.
   */
  problems(input: unknown): readonly string[]
  /** How many further findings {@link ComponentKit.problems} found but did not list (a file of the wrong shape). */
  more(input: unknown): number
}

/** One decoding error as a line: where, what was expected (a long type name cut short), what was found. */
const formatError = (e: t.ValidationError): string => {
  // Keys under an intersection or a union name a member type, not a place in the file: dropped.
  const path = e.context
    .filter((c, i) => c.key !== '' && !['IntersectionType', 'UnionType'].includes((e.context[i - 1]?.type as { _tag?: string } | undefined)?._tag ?? ''))
    .map((c) => c.key)
    .join('.')
  const type = e.context[e.context.length - 1]?.type.name ?? 'value'
  const expected = type.length > 60 ? `${type.slice(0, 57)}...` : type
  const where = path === '' ? 'the file' : path
  return e.value === undefined ? `${where} is missing (expected ${expected})` : `${where}: expected ${expected}, got ${describeValue(e.value)}`
}

/** The command's kit of a game's component data (from its module). */
const kit = (c: ComponentsSpec): ComponentKit => ({
  bundled: c.bundled,
  problems: (input) => {
    // Bounded work: the file is read within the input budget (a huge or sparse file is one
    // finding), and decoding keeps the first findings only (the rest are counted).
    const copy = plainCopy(input)
    if (!copy.ok) return [`the file ${copy.problem}`]
    const decoded = c.decode(copy.value)
    return E.isLeft(decoded) ? decoded.left.errors.map(formatError) : c.problems(decoded.right)
  },
  more: (input) => {
    const copy = plainCopy(input)
    if (!copy.ok) return 0
    const decoded = c.decode(copy.value)
    return E.isLeft(decoded) ? decoded.left.more : 0
  }
})

/** How many findings `components check` lists; the rest are counted in one line. */
export const LISTED_PROBLEMS = MAX_DETAILS

/** The component data of every game, by game id (from the game modules). */
export const componentKits: Readonly<Record<string, ComponentKit>> = Object.fromEntries(gameModules.map((m) => [m.id, kit(m.components)]))

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

const usage = 'components export <game> > file.json, or components check <game> <file.json>.'

/** `components export <game>` and `components check <game> <file.json>`. */
export const runComponents = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const parsed = parse(args, { help: { type: 'boolean', short: 'h' } })
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
  const json = readJson(file, MAX_COMPONENTS_BYTES)
  if (E.isLeft(json)) return json
  let problems = k.problems(json.right)
  const more = problems.length === 0 ? 0 : k.more(json.right)
  if (problems.length === 0) {
    // The game's own setup may check more (e.g. against its rule options): it has the last word.
    const started = g.right.game.setup({ ...(g.right.config(g.right.defaultPlayers, undefined) as object), components: json.right }, 'components-check')
    if (E.isLeft(started)) problems = [started.left.message]
  }
  if (problems.length > 0) {
    problems.slice(0, LISTED_PROBLEMS).forEach((p, i) => out(`${String(i + 1).padStart(3)}. ${p}`))
    const total = problems.length + more
    if (total > LISTED_PROBLEMS) out(`     … and ${total - LISTED_PROBLEMS} more`)
    return E.left(checkFailed(`${file} is not a valid ${g.right.game.title} component set: ${total} broken constraint${total === 1 ? '' : 's'} (${total > LISTED_PROBLEMS ? `the first ${LISTED_PROBLEMS} ` : ''}listed above).`))
  }
  const counts = Object.entries(provenanceCounts(json.right)).map(([p, n]) => `${n} ${p}`).join(', ')
  out(`ok: ${file} is a valid ${g.right.game.title} component set${counts === '' ? '' : ` (provenance: ${counts})`}.`)
  return E.right(undefined)
}
