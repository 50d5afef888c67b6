/**
 * Every text the page shows, in one place, so that a locale can be passed later (issue 29 adds the
 * library's locales; the page's menu is not built yet). `texts('en')` is the only locale today; a
 * new one is another object of the same type. Texts from the library (a prompt's `instruction`, a
 * target's `label`, `why`'s reason, the log lines) come from the library in its language.
 */

/** The page's words; functions where a text has parts. */
export interface Texts {
  readonly title: string
  readonly subtitle: string
  readonly setup: string
  readonly game: string
  readonly players: string
  readonly variant: string
  readonly seed: string
  readonly seedPlaceholder: string
  readonly youPlay: string
  readonly seatOption: (seat: number) => string
  readonly watch: string
  readonly bots: string
  readonly mctsOption: string
  readonly autoForced: string
  readonly noDelays: string
  readonly start: string
  readonly you: string
  readonly bot: (seat: number) => string
  readonly chance: string
  readonly step: (n: number) => string
  readonly yourMove: string
  readonly othersPlaying: string
  readonly thinking: (name: string) => string
  readonly over: string
  readonly forcedSoon: (instruction: string) => string
  readonly forcedWaiting: string
  readonly playForced: string
  readonly notPickable: (reason: string, rule: string | undefined) => string
  readonly notYourTurn: string
  readonly undo: string
  readonly undoTitle: string
  readonly lastMoves: string
  readonly log: (n: number) => string
  readonly wins: (name: string) => string
  readonly tie: (names: readonly string[]) => string
  readonly breakdown: string
  readonly total: string
  readonly seedShown: (seed: string) => string
  readonly transcript: string
  readonly points: (n: number) => string
  readonly noOutcome: string
  readonly botNoMove: string
  readonly seatNoMove: (seat: number) => string
}

const en: Texts = {
  title: 'tabletop-rules',
  subtitle: 'play against the bundled bots',
  setup: 'New game',
  game: 'Game',
  players: 'Players',
  variant: 'Variant',
  seed: 'Seed',
  seedPlaceholder: 'random',
  youPlay: 'You play',
  seatOption: (seat) => `seat ${seat + 1}`,
  watch: 'none (watch the bots)',
  bots: 'Bots',
  mctsOption: 'mcts (search, 0.5 s a move)',
  autoForced: 'play forced moves by themselves',
  noDelays: 'no delays',
  start: 'Start',
  you: 'You',
  bot: (seat) => `Bot ${seat + 1}`,
  chance: 'Chance',
  step: (n) => `step ${n}`,
  yourMove: 'Your move.',
  othersPlaying: 'The others are playing…',
  thinking: (name) => `${name} is thinking…`,
  over: 'The game is over.',
  forcedSoon: (instruction) => `Only one move: ${instruction} — played by itself.`,
  forcedWaiting: 'Only one move is possible.',
  playForced: 'Play it',
  notPickable: (reason, rule) => `Not possible: ${reason}${rule === undefined ? '' : ` (${rule})`}`,
  notYourTurn: 'Not your turn.',
  undo: '↶ Undo',
  undoTitle: 'take back your own last decision (never a die, a draw or anything it showed you)',
  lastMoves: 'Since your last move',
  log: (n) => `Log (${n})`,
  wins: (name) => `${name} won`,
  tie: (names) => `A tie between ${names.join(' and ')}`,
  breakdown: 'Score breakdown',
  total: 'total',
  seedShown: (seed) => `Seed "${seed}" (replays this game)`,
  transcript: 'Transcript (JSON, replays with the library)',
  points: (n) => `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`,
  noOutcome: 'no outcome',
  botNoMove: 'the bot answered with no legal move',
  seatNoMove: (seat) => `seat ${seat + 1} has no legal move`
}

const LOCALES: Readonly<Record<string, Texts>> = { en }

/** The texts of a locale (English when the locale is unknown). */
export const texts = (locale = 'en'): Texts => LOCALES[locale] ?? en

/** The texts in use. */
export const t: Texts = texts()
