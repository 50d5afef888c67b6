/**
 * `tabletop-rules merge a.json b.json … [--json]`: combines the `--json` outputs of the shards of
 * one study (`simulate --shard k/n --json`) into the statistics of the whole.
 * @module
 */
import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import { formatStats, mergeReports, type SimulationReport } from '../bots/index.js'
import { parse } from './args.js'
import type { CliGame } from './registry.js'
import { badInput, type CliError } from './output.js'

const isReport = (x: unknown): x is SimulationReport =>
  typeof x === 'object' && x !== null && 'plan' in x && 'results' in x && 'shards' in x && Array.isArray((x as { results: unknown }).results)

/** The `merge` command. */
export const runMerge = (_registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const parsed = parse(args, { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } })
  if (E.isLeft(parsed)) return parsed
  const files = parsed.right.positionals
  if (files.length === 0) return E.left(badInput('merge needs the --json outputs of simulate --shard k/n: tabletop-rules merge a.json b.json …'))
  const reports: SimulationReport[] = []
  for (const f of files) {
    let x: unknown
    try {
      x = JSON.parse(readFileSync(f, 'utf8'))
    } catch (e) {
      return E.left(badInput(`${f}: cannot read it as JSON (${e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e)})`))
    }
    if (!isReport(x)) return E.left(badInput(`${f}: not the --json output of tabletop-rules simulate`))
    reports.push(x)
  }
  const merged = mergeReports(reports)
  if (E.isLeft(merged)) return E.left(badInput(merged.left.message))
  const missing = merged.right.plan.games - merged.right.results.length
  const note = missing > 0 ? `\n(${missing} of the study's ${merged.right.plan.games} games are in no shard given)` : ''
  out(parsed.right.values['json'] === true ? JSON.stringify(merged.right) : formatStats(merged.right) + note)
  return E.right(undefined)
}
