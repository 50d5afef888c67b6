/**
 * Writing transcripts to files (`play --transcript`, `simulate --transcripts`): the JSON that
 * `tabletop-rules replay` and the library's `replay` take.
 * @module
 */
import { writeFileSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import type { Actor, AnyGame } from '../core/index.js'
import { badInput, type CliError } from './output.js'

/** A transcript as JSON: `{ game, rulesVersion, config, seed, moves }`. */
export const transcriptOf = (game: AnyGame, config: unknown, seed: string, steps: readonly { readonly actor: Actor; readonly move: unknown }[]): unknown => ({
  game: game.id,
  rulesVersion: game.rulesVersion,
  config,
  seed,
  moves: steps.map(({ actor, move }) => ({ actor, move }))
})

/** Writes `json` to `path` (one line, a newline at the end); a path that cannot be written is bad input. */
export const writeJson = (path: string, json: unknown): E.Either<CliError, void> => {
  try {
    writeFileSync(path, `${JSON.stringify(json)}\n`)
    return E.right(undefined)
  } catch (e) {
    const code = e instanceof Error && 'code' in e ? String(e.code) : 'unwritable'
    const why = code === 'ENOENT' ? 'no such folder' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : 'cannot be written'
    return E.left(badInput(`Cannot write ${path} (${code}: ${why}).`))
  }
}
