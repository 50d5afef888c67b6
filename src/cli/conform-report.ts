/**
 * How `conform` reports: a summary line when the engine agrees; on the first difference the
 * step, the position in words, both answers and what differs; `--json` the same as one object.
 * @module
 */
import { CHANCE, type Actor, type Position } from '../core/index.js'
import type { Difference } from './conform-run.js'

/** What was checked. */
export interface Checked {
  /** Vectors driven to their end. */
  readonly vectors: number
  /** Vectors the engine declined (`unsupported`), with the reason. */
  readonly skipped: readonly { readonly source: string; readonly why: string }[]
  /** Random games driven to their end. */
  readonly randomGames: number
  /** Positions compared (steps played, plus each source's last position). */
  readonly positions: number
}

/** The whole report (`--json` prints it as is). */
export interface ConformReport {
  /** True when every position agreed. */
  readonly ok: boolean
  /** The game id. */
  readonly game: string
  /** The rules version compared against. */
  readonly rulesVersion: string
  /** The engine command. */
  readonly engine: string
  /** What was checked before the run ended. */
  readonly checked: Checked
  /** The first difference (exit code 1). */
  readonly difference?: Difference
  /** A protocol failure (exit code 2). */
  readonly protocolError?: string
}

const SHOW = 40
const actorName = (a: Actor | string): string => (a === CHANCE ? 'chance' : `seat ${a}`)
const moves = (legal: readonly string[] | number): string => {
  if (typeof legal === 'number') return `${legal} moves`
  const shown = legal.slice(0, SHOW).join(' | ')
  return `${legal.length} move${legal.length === 1 ? '' : 's'}: ${shown}${legal.length > SHOW ? ` | … and ${legal.length - SHOW} more` : ''}`
}

/** A position (the reference's or the engine's answer) as indented lines. */
export const positionLines = (p: Position): string[] => [
  `    actors: [${p.actors.map((a) => (a === CHANCE ? 'chance' : String(a))).join(', ')}]`,
  ...Object.entries(p.legal).map(([a, l]) => `    ${actorName(a)}: ${moves(l)}`),
  ...(p.chance === undefined ? [] : [`    chance probabilities: ${Object.entries(p.chance).map(([m, q]) => `${m} ${q.toFixed(4)}`).join(', ')}`]),
  `    scores: [${p.scores.join(', ')}]`,
  ...(p.outcome === undefined ? [] : [`    outcome: scores [${p.outcome.scores.join(', ')}], ranking ${p.outcome.ranking.map((g) => g.join('=')).join(' > ')}`])
]

const summary = (r: ConformReport): string => {
  const c = r.checked
  const skipped = c.skipped.length === 0 ? '' : `, ${c.skipped.length} vector${c.skipped.length === 1 ? '' : 's'} skipped (unsupported)`
  return `${c.vectors} vector${c.vectors === 1 ? '' : 's'} and ${c.randomGames} random game${c.randomGames === 1 ? '' : 's'}, ${c.positions} positions compared${skipped}`
}

/** The report as text lines. */
export const reportLines = (r: ConformReport): string[] => {
  if (r.protocolError !== undefined) return [`conform ${r.game}: PROTOCOL ERROR: ${r.protocolError}`, `(before it: ${summary(r)})`]
  const d = r.difference
  if (d === undefined) {
    return [
      `conform ${r.game}: ok — the engine agrees with tabletop-rules (${r.game} rules version ${r.rulesVersion}) on ${summary(r)}.`,
      ...r.checked.skipped.map((s) => `  skipped ${s.source}: ${s.why}`)
    ]
  }
  const at =
    d.next === undefined
      ? 'at the end (after the last step)'
      : d.next.actor === CHANCE
        ? `before the chance step '${d.next.move}' (${d.next.words})`
        : `before ${actorName(d.next.actor)} plays '${d.next.move}' (${d.next.words})`
  return [
    `conform ${r.game}: DIFFERENCE in ${d.source}, step ${d.step}, ${at}`,
    ...(d.before.length === 0 ? ['  (no steps played yet: the starting position)'] : [`  the last steps: ${d.before.join('; ')}`]),
    '',
    'The position (the reference state, in words):',
    ...d.position.split('\n').map((l) => `    ${l}`),
    '',
    'tabletop-rules answers:',
    ...positionLines(d.reference),
    ...(d.engine === undefined ? [] : ['your engine answers:', ...positionLines(d.engine)]),
    '',
    'What differs:',
    ...d.diffs.map((x) => `  - ${x.text}`),
    '',
    `(before it: ${summary(r)})`
  ]
}
