/**
 * The component data of each game as the command knows it, and the one check of a component file
 * that both `components check` and `play`/`simulate`/`record --components` use: so a file is
 * refused by one iff by the other, with the same messages.
 * @module
 */
import * as E from 'fp-ts/Either'
import { decodeFindings } from '../core/index.js'
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
   * format does not name, then the game's own constraints.
   */
  problems(input: unknown): readonly string[]
}

/** The command's kit of a game's component data (from its module). */
const kit = (c: ComponentsSpec): ComponentKit => ({
  bundled: c.bundled,
  problems: (input) => {
    try {
      const decoded = c.decode(input)
      if (E.isLeft(decoded)) return decodeFindings(decoded.left)
      const extra = c.unknownKeys(input)
      return extra.length > 0 ? extra : c.problems(decoded.right)
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
export const notValid = (file: string, g: CliGame, problems: readonly string[], how: string): string =>
  `${file} is not a valid ${g.game.title} component set (${problems.length} broken constraint${problems.length === 1 ? '' : 's'}${how})`

/** The one line `play --components` prints: the first few problems, and the command that lists them all. */
export const refusedLine = (file: string, g: CliGame, problems: readonly string[]): string => {
  const shown = problems.slice(0, 3).map((p) => p.replace(/\.$/, '')).join('; ')
  const more = problems.length > 3 ? `; and ${problems.length - 3} more: tabletop-rules components check ${g.game.id} ${file} lists them all` : ''
  return `${notValid(file, g, problems, '')}: ${shown}${more}.`
}
