/**
 * The component data of each game as the command knows it, and the one check of a component file
 * that both `components check` and `play`/`simulate`/`record --components` use: so a file is
 * refused by one iff by the other, with the same messages.
 * @module
 */
import * as E from 'fp-ts/Either'
import { decodeFindings, MAX_DETAILS, plainCopy } from '../core/index.js'
import type { ComponentsSpec } from '../games/game-module.js'
import { gameModules } from '../games/modules.js'
import type { CliGame } from './registry.js'

/** What the command knows of a game's component data. */
export interface ComponentKit {
  /** The bundled set (a labelled reconstruction), as `config.components` takes it. */
  readonly bundled: unknown
  /**
   * Every broken constraint of a component set, in words; empty when the set is valid. Decoded
   * exactly, as the game's setup decodes it: the shape (`areas[1].high must be …`), keys the
   * format does not name, then the game's own constraints. Bounded work (issue 26): the file is
   * read within the input budget (a huge or sparse file is one finding), and at most
   * `MAX_DETAILS` findings are kept, then one last entry "and N more findings".
   */
  problems(input: unknown): readonly string[]
}

/** The first `MAX_DETAILS` findings, then "and N more findings" when `total` is more. */
const kept = (findings: readonly string[], total: number = findings.length): readonly string[] =>
  total > MAX_DETAILS || total > findings.length ? [...findings.slice(0, MAX_DETAILS), `and ${total - Math.min(findings.length, MAX_DETAILS)} more findings`] : findings

/** The count a list of {@link ComponentKit.problems} stands for (its last entry may count the rest). */
export const problemCount = (problems: readonly string[]): number => {
  const more = /^and (\d+) more findings$/.exec(problems.at(-1) ?? '')
  return more === null ? problems.length : problems.length - 1 + Number(more[1])
}

/** The command's kit of a game's component data (from its module). */
const kit = (c: ComponentsSpec): ComponentKit => ({
  bundled: c.bundled,
  problems: (input) => {
    try {
      const copy = plainCopy(input)
      if (!copy.ok) return [`the file ${copy.problem}`]
      const decoded = c.decode(copy.value)
      if (E.isLeft(decoded)) return kept(decodeFindings(decoded.left.errors), decoded.left.errors.length + decoded.left.more)
      const extra = c.unknownKeys(copy.value)
      return kept(extra.length > 0 ? extra : c.problems(decoded.right))
    } catch {
      return ['the file could not be read (a value nested too deeply)']
    }
  }
})

/** The component data of every game, by game id (from the game modules). */
export const componentKits: Readonly<Record<string, ComponentKit>> = Object.fromEntries(gameModules.map((m) => [m.id, kit(m.components)]))

/** A message as a sentence: its first letter upper case, a full stop at the end. */
const sentence = (m: string): string => m.replace(/^./, (c) => c.toUpperCase()).replace(/\.?$/, '.')

/**
 * Every problem of a component file for a game set up with `config` (players, variant): the
 * kit's findings, else the refusal of the game's setup (which has the last word, e.g. Navaratna
 * needs a brown income tile per player). Empty when the game can be set up with it.
 */
export const componentFileProblems = (g: CliGame, config: unknown, json: unknown): readonly string[] => {
  const k = componentKits[g.game.id]
  const found = k === undefined ? [] : k.problems(json)
  if (found.length > 0) return found
  const started = g.game.setup({ ...(config as object), components: json }, 'components-check')
  return E.isLeft(started) ? [sentence(started.left.message)] : []
}

/** "f.json is not a valid The Border component set (2 broken constraints": `how` closes the parenthesis. */
export const notValid = (file: string, g: CliGame, problems: readonly string[], how: string): string => {
  const n = problemCount(problems)
  return `${file} is not a valid ${g.game.title} component set (${n} broken constraint${n === 1 ? '' : 's'}${how})`
}

/** The one line `play --components` prints: the first few problems, and the command that lists them all. */
export const refusedLine = (file: string, g: CliGame, problems: readonly string[]): string => {
  const shown = problems.slice(0, 3).map((p) => p.replace(/\.$/, '')).join('; ')
  const n = problemCount(problems)
  const more = n > 3 ? `; and ${n - 3} more: tabletop-rules components check ${g.game.id} ${file} lists ${n > MAX_DETAILS ? `the first ${MAX_DETAILS}` : 'them all'}` : ''
  return `${notValid(file, g, problems, '')}: ${shown}${more}.`
}
