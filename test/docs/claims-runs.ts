/**
 * The strength figures of docs/bots.md come from runs: each row checked here is played again with
 * the command's study (`simulate … --seed strength`, the bots rotated over the seats) and must give
 * the win share and interval the page prints. Plain errors: it runs in child processes too (the
 * deep tier, ./claims.deep.test.ts).
 * @module
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import { simulate } from '../../src/bots/index.js'
import { games } from '../../src/registry.js'

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`

/** A row of the strength table: the game, the player count, "greedy vs random", the games. */
export interface Row {
  readonly game: string
  readonly players: number
  readonly match: string
  readonly games: number
}

/** The page's figure for a row: "78.0% [68.9%–85.0%]". */
export const printed = (row: Row): string => {
  const page = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'bots.md'), 'utf8')
  const line = page.split('\n').find((l) => l.startsWith(`| ${row.game} | ${row.players} | ${row.match} | ${row.games} | `))
  const m = /\*\*(\d+\.\d%)\*\* \[(\d+\.\d%)–(\d+\.\d%)\]/.exec(line ?? '')
  if (m === null) throw new Error(`docs/bots.md has no row for ${row.game}, ${row.players} players, ${row.match}, ${row.games} games`)
  return `${m[1]} [${m[2]}–${m[3]}]`
}

/** The figure the study gives for a row ("first vs second": the first bot, then the one that fills the other seats). */
export const measured = (row: Row): string => {
  const [first, second] = row.match.split(' vs ').map((b) => b.replace(/^\d+ /, '')) as [string, string]
  const game = games[row.game as keyof typeof games]
  if (game === undefined) throw new Error(`no game ${row.game}`)
  const bots = [first, ...Array.from({ length: row.players - 1 }, () => second)]
  const r = simulate(game, { bots, players: row.players, games: row.games, seed: 'strength' })
  if (E.isLeft(r)) throw new Error(r.left.message)
  const share = r.right.winRateByBot[first] ?? 0
  const [lo, hi] = r.right.winRateCi95ByBot[first] ?? [0, 1]
  return `${pct(share)} [${pct(lo)}–${pct(hi)}]`
}

/** Throws unless the study gives the page's figure (the deep tier's entry). */
export const sameAsPrinted = (row: Row): void => {
  const [a, b] = [printed(row), measured(row)]
  if (a !== b) throw new Error(`docs/bots.md prints ${a} for ${row.game} ${row.match}; the study gives ${b}`)
}
