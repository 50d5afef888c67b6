/**
 * How games end (issue 33): for each game, player count and bot pairing, the distribution of end
 * reasons (with 95% Wilson intervals) and of game lengths (seat decisions per game), and for
 * Nagaraja the same under each reconstruction choice (scripts/nagaraja-choices.ts), written to
 * docs/end-reasons.md.
 *
 *   npm run end-reasons                     # the page (minutes of CPU: run it with nice)
 *   npm run end-reasons -- --games 20       # random/greedy games per row (default 20)
 *   npm run end-reasons -- --mcts mcts:50 --mcts-games 12 --choice-games 100 --choice-mcts-games 36
 *                                           # the mcts bot (an iteration count keeps it
 *                                           # deterministic), its games per row, and the greedy
 *                                           # and mcts games per Nagaraja choice
 *   npm run end-reasons -- --components my-set.json   # one more Nagaraja choice: your set
 *   npm run end-reasons -- --short          # CI: 2 games per row and 1 greedy game per Nagaraja
 *                                           # choice, no mcts, printed, nothing written; fails if
 *                                           # a game does not end with a reason
 *
 * Pairings: random against random, greedy against greedy, greedy against random at every player
 * count; the mcts bot against itself at the smallest player count. Games are cached one by one in
 * node_modules/.cache/end-reasons (keyed by everything that decides them), so an interrupted run
 * resumes and a run with more games per row adds to it; the page sums the CPU time the games took
 * when they were computed.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import { CHANCE } from '../src/core/index.js'
import { botByName, distribution, studySeating, wilson95, type StudyPlan } from '../src/bots/simulate.js'
import { playMatch } from '../src/bots/match.js'
import { gameModules } from '../src/games/modules.js'
import { validateComponents, type NagarajaState } from '../src/games/nagaraja/index.js'
import { nagarajaChoices, trapFull, type NagarajaChoice } from './nagaraja-choices.js'

const args = process.argv.slice(2)
const short = args.includes('--short')
const arg = (name: string): string | undefined => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
const count = (name: string, fallback: number): number => {
  const n = Number(arg(name) ?? fallback)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} takes a whole number of games`)
  return n
}
const games = short ? 2 : count('--games', 20)
const mcts = arg('--mcts') ?? 'mcts:50'
const mctsGames = short ? 0 : count('--mcts-games', 12)
const choiceGames = short ? 1 : count('--choice-games', 100)
const choiceMctsGames = short ? 0 : count('--choice-mcts-games', mctsGames)
const componentsFile = arg('--components')

const PAIRINGS: readonly (readonly string[])[] = [['random', 'random'], ['greedy', 'greedy'], ['greedy', 'random']]

/** An end reason with its numbers masked (seats, scores), keeping rule ids: one row per kind of ending. */
const kindOf = (reason: string): string => reason.replace(/(?<![A-Z0-9])\d+/g, '#')

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`
const share = (n: number, of: number): string => {
  const [lo, hi] = wilson95(n / of, of)
  return `${pct(n / of)} (${pct(lo)}–${pct(hi)})`
}

/** One game: its end reason (masked), its length in seat decisions, and (Nagaraja) whether a temple filled with the trap before the end. */
type GameRow = readonly [kind: string, decisions: number, trapFilledFirst: boolean]
interface Row {
  readonly games: GameRow[]
  readonly cpuSeconds: number
}

/** Games are cached one by one (keyed by everything that decides them), so a run resumes and more games per row reuse the first ones. */
const CACHE = 'node_modules/.cache/end-reasons'
let failed = false
let cpuTotal = 0

/** Game `i` of a row: the row's seed with `-i`, bots rotated by `i` (as `simulate` seats them). */
const runGame = (id: string, plan: StudyPlan, i: number): { readonly game: GameRow; readonly cpuSeconds: number } | undefined => {
  const m = gameModules.find((x) => x.id === id)
  if (m === undefined) throw new Error(`no game ${id}`)
  const key = createHash('sha256').update(JSON.stringify({ id, rules: m.game.rulesVersion, config: plan.config, bots: plan.bots, seed: plan.seed, i })).digest('hex').slice(0, 32)
  const file = `${CACHE}/${key}.json`
  if (!short && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { game: GameRow; cpuSeconds: number }
  const t0 = process.cpuUsage()
  const seated = studySeating(plan, i).map((name) => botByName(id, name))
  if (seated.some((b) => b === undefined)) throw new Error(`${id}: unknown bot in ${plan.bots.join(', ')}`)
  let filled = false
  const r = playMatch(m.game, plan.config, `${plan.seed}-${i}`, seated.flatMap((b) => (b === undefined ? [] : [b])), {
    onStep: (e) => {
      if (!filled && id === 'nagaraja' && m.game.outcome(e.after) === undefined && trapFull(e.after as NagarajaState)) filled = true
    }
  })
  if (E.isLeft(r)) throw new Error(`${id} ${plan.seed}-${i}: ${r.left.message}`)
  const o = m.game.outcome(r.right.state)
  if (o === undefined || o.reason === '') {
    console.error(`${id} ${plan.seed}-${i}: the game did not end with a reason`)
    failed = true
    return undefined
  }
  const u = process.cpuUsage(t0)
  const done = { game: [kindOf(o.reason), r.right.transcript.moves.filter((x) => x.actor !== CHANCE).length, filled] as const, cpuSeconds: (u.user + u.system) / 1e6 }
  if (!short) {
    mkdirSync(CACHE, { recursive: true })
    writeFileSync(file, JSON.stringify(done))
  }
  return done
}

const runRow = (id: string, config: Record<string, unknown>, players: number, bots: readonly string[], n: number, seed: string): Row => {
  const plan: StudyPlan = { game: id, config: { ...config, players }, players, bots, games: n, seed }
  const games: GameRow[] = []
  let cpuSeconds = 0
  for (let i = 0; i < n; i++) {
    const g = runGame(id, plan, i)
    if (g === undefined) continue
    games.push(g.game)
    cpuSeconds += g.cpuSeconds
  }
  cpuTotal += cpuSeconds
  if (short || process.stderr.isTTY) console.error(`${id} ${players}p ${bots.join('-')} ${seed}: ${games.length} games, ${cpuSeconds.toFixed(1)} s CPU`)
  return { games, cpuSeconds }
}

const tally = (row: Row): [string, number][] => {
  const reasons = new Map<string, number>()
  for (const [kind] of row.games) reasons.set(kind, (reasons.get(kind) ?? 0) + 1)
  return [...reasons].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

const table = (title: string, row: Row): string[] => {
  const n = row.games.length
  const d = distribution(row.games.map((g) => g[1]))
  const out = [`**${title}** — ${n} games, length ${d.mean.toFixed(0)} decisions (median ${d.median}, ${d.min}–${d.max})`, '']
  out.push('| end reason | games | share | 95% interval |', '|---|---:|---:|---|')
  for (const [kind, k] of tally(row)) {
    const [lo, hi] = wilson95(k / n, n)
    out.push(`| ${kind} | ${k} | ${pct(k / n)} | ${pct(lo)}–${pct(hi)} |`)
  }
  out.push('')
  if (short) console.log(`${title}: ${JSON.stringify(Object.fromEntries(tally(row)))}, decisions ${d.mean.toFixed(0)}`)
  return out
}

// Nagaraja: the reconstruction choices (common seeds: game i of every choice starts from the same seed)
const choices: NagarajaChoice[] = [...nagarajaChoices]
if (componentsFile !== undefined) {
  const decoded = validateComponents(JSON.parse(readFileSync(componentsFile, 'utf8')))
  if (E.isLeft(decoded)) throw new Error(`${componentsFile}: ${decoded.left.message}`)
  choices.push({ name: componentsFile, change: `the set in ${componentsFile}`, evidence: 'given with --components', components: decoded.right })
}
/** The four kinds of Nagaraja ending, by the text of their reasons (ties included). */
const ENDS = {
  vp: (k: string) => k.includes('VP (# or more)'),
  ninth: (k: string) => k.includes('ninth room'),
  empty: (k: string) => k.includes('room stack is empty'),
  curse: (k: string) => k.includes('cursed relics revealed')
} as const
const known = (k: string): boolean => Object.values(ENDS).some((f) => f(k))
const choiceLines: string[] = []
const verdicts: string[] = []
/** Per choice under mcts: games, 25 VP endings (as played and under the trap-fills reading), empty-stack endings. */
const mctsSummary: { readonly name: string; readonly k: number; readonly vp: number; readonly vpFills: number; readonly empty: number; readonly filled: number }[] = []
for (const [label, bots, n] of [
  ['greedy vs greedy', ['greedy', 'greedy'], choiceGames],
  [`${mcts} vs ${mcts}`, [mcts, mcts], choiceMctsGames]
] as const) {
  if (n === 0) continue
  const configOf = (c: NagarajaChoice): Record<string, unknown> => (c.name === 'bundled' ? {} : { components: c.components })
  const seed = `end-nagaraja-choice-${bots.join('-')}`
  // game i of every choice before game i + 1 of any: a run stopped early leaves every choice with about as many games
  if (!short) {
    for (let i = 0; i < n; i++) for (const c of choices) runGame('nagaraja', { game: 'nagaraja', config: { ...configOf(c), players: 2 }, players: 2, bots, games: n, seed }, i)
  }
  choiceLines.push(
    `**${label}**, ${n} games per choice`,
    '',
    '| choice | 25 VP (N65) | room stack empty (NQ10) | ninth room (N66) | third cursed relic (N65) | other | a temple filled with the trap first | 25 VP, trap-fills reading | length |',
    '|---|---|---|---|---|---|---|---|---:|'
  )
  let bundledVp: readonly [number, number] | undefined
  for (const c of choices) {
    const row = runRow('nagaraja', configOf(c), 2, bots, n, seed)
    const k = row.games.length
    const of = (is: (k: string) => boolean): number => row.games.filter((g) => is(g[0])).length
    const other = row.games.filter((g) => !known(g[0])).length
    const filled = row.games.filter((g) => g[2]).length
    // the trap-fills reading: a game that filled a temple first ends there; the others end as played
    const vpIfFills = row.games.filter((g) => ENDS.vp(g[0]) && !g[2]).length
    const d = distribution(row.games.map((g) => g[1]))
    choiceLines.push(
      `| ${c.name} | ${share(of(ENDS.vp), k)} | ${share(of(ENDS.empty), k)} | ${share(of(ENDS.ninth), k)} | ${share(of(ENDS.curse), k)} | ${other} | ${share(filled, k)} | ${share(vpIfFills, k)} | ${d.mean.toFixed(0)} |`
    )
    const vp = wilson95(of(ENDS.vp) / k, k)
    if (c.name === 'bundled') bundledVp = vp
    if (bots[0] === mcts) {
      const [, emptyHi] = wilson95(of(ENDS.empty) / k, k)
      const usual = vp[0] > 0.5 ? '**the usual ending** (its interval lies above 50%)' : of(ENDS.vp) * 2 > k ? 'more than half, but the interval reaches below 50%' : 'not more than half: not the usual ending'
      const rare = emptyHi < 0.2 ? '**rare** (its interval lies below 20%)' : of(ENDS.empty) * 10 < k ? 'under 10%, but the interval reaches above 20%' : 'not rare'
      const apart =
        c.name === 'bundled' || bundledVp === undefined
          ? ''
          : ` Against \`bundled\`, the 25 VP intervals ${vp[0] > bundledVp[1] ? 'lie apart (higher)' : vp[1] < bundledVp[0] ? 'lie apart (lower)' : 'overlap: not told apart at this number of games'}.`
      mctsSummary.push({ name: c.name, k, vp: of(ENDS.vp), vpFills: vpIfFills, empty: of(ENDS.empty), filled })
      verdicts.push(
        `- \`${c.name}\`: 25 VP ends ${of(ENDS.vp)}/${k} games, ${usual}; the empty stack ends ${of(ENDS.empty)}/${k}, ${rare}. Under the trap-fills reading: 25 VP ${vpIfFills}/${k}, a full temple ${filled}/${k}, the empty stack 0.${apart}`
      )
    }
  }
  choiceLines.push('')
}

const sections: string[] = []
for (const m of gameModules) {
  sections.push(`## ${m.game.title} (\`${m.id}\`)`, '')
  for (let players = m.game.players.min; players <= m.game.players.max; players++) {
    for (const bots of PAIRINGS) {
      const row = runRow(m.id, {}, players, bots, games, `end-${m.id}-${players}-${bots.join('-')}`)
      sections.push(...table(`${players} players, ${bots.join(' vs ')}`, row))
    }
  }
  if (mctsGames > 0) {
    const players = m.game.players.min
    const bots = [mcts, mcts]
    sections.push(...table(`${players} players, ${bots.join(' vs ')}`, runRow(m.id, {}, players, bots, mctsGames, `end-${m.id}-${players}-${bots.join('-')}`)))
  }
}

/** The proposal the mcts numbers support: the choices where 25 VP ends more than half the games, in each trap reading. */
const proposal = (): string[] => {
  if (mctsSummary.length === 0) return []
  const list = (xs: readonly { readonly name: string }[]): string => (xs.length === 0 ? 'none' : xs.map((x) => `\`${x.name}\``).join(', '))
  const range = (xs: readonly number[]): string => `${pct(Math.min(...xs))}–${pct(Math.max(...xs))}`
  const best = [...mctsSummary].sort((a, b) => b.vp / b.k - a.vp / a.k)[0]
  return [
    '**Proposal (an option, not a default).** Choices where 25 VP ends more than half of the',
    `\`${mcts}\` games: ${list(mctsSummary.filter((x) => x.vp * 2 > x.k))} as played (bundled trap reading); ${list(mctsSummary.filter((x) => x.vpFills * 2 > x.k))}`,
    'under the trap-fills reading. Choices where the empty stack ends under 10% of them as played:',
    `${list(mctsSummary.filter((x) => x.empty * 10 < x.k))}. The highest 25 VP share is \`${best?.name ?? ''}\`'s. The empty stack ends`,
    `${range(mctsSummary.map((x) => x.empty / x.k))} of the games in every choice as played; the trap-fills reading removes that`,
    `ending, but a full temple then ends ${range(mctsSummary.map((x) => x.filled / x.k))} of them.`,
    ...(mctsSummary.some((x) => x.vp * 2 > x.k || x.vpFills * 2 > x.k)
      ? []
      : [
          'So among these choices no value of relics, amulets or card sticks, and neither trap reading, makes 25 VP',
          'the usual ending; what fills the temples (the trap, the room layouts: not varied here) weighs more than the values.'
        ])
  ]
}

const lines: string[] = [
  '# How games end',
  '',
  'Generated by `npm run end-reasons` (scripts/end-reasons.ts); this page was produced by',
  '',
  '```sh',
  `nice -n 19 npm run end-reasons -- --games ${games} --mcts ${mcts} --mcts-games ${mctsGames} --choice-games ${choiceGames} --choice-mcts-games ${choiceMctsGames}${componentsFile === undefined ? '' : ` --components ${componentsFile}`}`,
  '```',
  '',
  `on one worker of a shared 2-core machine (other engineers' tests ran at the same time; the rows took`,
  `${(cpuTotal / 60).toFixed(1)} CPU minutes in all). Every game is seeded (\`end-<game>-<players>-<pairing>-<i>\`, the`,
  'Nagaraja choices `end-nagaraja-choice-<pairing>-<i>`, the same seeds for every choice), with the bots',
  'rotated over the seats from game to game; the `mcts` budget is an iteration count, so the page is',
  'the same on any machine. For each game, player count and pairing: the share of each end reason',
  '(numbers in the reason masked as `#`) with its 95% Wilson interval, and the game length in seat',
  'decisions (mean, median, min–max). The number of games is given on every row: at 12 games an',
  'interval is about ±25 points wide, at 40 about ±15, at 100 about ±10; rows whose intervals overlap',
  'are not told apart.',
  '',
  'The bundled component sets are reconstructions (docs/component-data.md): these numbers describe',
  'them, not the printed games. `mcts` plays against itself at the smallest player count only.',
  '',
  ...sections,
  '## Nagaraja: reconstruction choices',
  '',
  'The printed sacred relic values, VP amulet values and card stick sets are unknown (docs/component-data.md);',
  'so is how the trap counts when it fills a temple (NQ10, NQ12). Published descriptions of the printed',
  'game say 25 VP is reached long before a temple fills. Each choice below is the bundled set with one group',
  'of reconstructed data replaced by other values the known facts allow, passed as `config.components`',
  '(as `--components file.json` passes a set to the command); scripts/nagaraja-choices.ts builds them.',
  '',
  '| choice | what differs from the bundled set | allowed by |',
  '|---|---|---|',
  ...choices.map((c) => `| ${c.name} | ${c.change} | ${c.evidence} |`),
  '',
  'Shares with 95% Wilson intervals. **The trap reading.** The bundled reading (NQ10) discards a room',
  'won by a player whose temple holds 8 rooms and the trap, so the stack can run out. The other reading',
  'the text allows counts the trap as filling its space: a temple holding the trap and 8 rooms is full',
  'and the game ends as with the ninth room (N66). The column "a temple filled with the trap first"',
  'is the share of games that would end that way under that reading, measured on the same games by',
  'stopping at the first such state (the bots played under the bundled reading); under it the',
  'empty-stack ending cannot occur, since a room is discarded only by a full temple, and 25 VP ends',
  'only the games that reached it before any temple filled (the column "25 VP, trap-fills reading").',
  '',
  ...choiceLines,
  `**Under \`${mcts}\` play**, which choices make 25 VP the usual ending and the empty stack rare:`,
  '',
  ...(verdicts.length > 0 ? verdicts : ['- not measured in this run (`--mcts-games 0`).']),
  '',
  ...proposal(),
  '',
  'Nothing here changes the bundled reconstruction or any default: a choice that fits the published',
  'descriptions is a proposal, to be taken up (as a component set or a rule option, with a rules',
  'version bump) only with its evidence above.',
  ''
]
if (failed) process.exit(1)
const cpu = process.cpuUsage()
if (short) console.log(`end-reasons --short: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`)
else {
  writeFileSync('docs/end-reasons.md', `${lines.join('\n').trimEnd()}\n`)
  console.log(`docs/end-reasons.md: ${games} games per row, ${mctsGames} per ${mcts} row, ${choiceGames} greedy games per Nagaraja choice; ${(cpuTotal / 60).toFixed(1)} CPU minutes`)
}
