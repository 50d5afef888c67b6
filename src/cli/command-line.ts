/**
 * Command lines the command prints for a person to run again ("every step: tabletop-rules play
 * …"): every option that shaped the game, each word quoted for a POSIX shell when it needs to be.
 * @module
 */

/** A word as a POSIX shell reads it back: bare when it is plain, else in single quotes. */
export const shellWord = (word: string): string => (/^[\w.,:/=@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)

/** What shaped a game: the options `play`, `record` and `simulate` share. */
export interface GameOptions {
  /** The game id. */
  readonly game: string
  /** The player count. */
  readonly players: number
  /** The seed. */
  readonly seed: string
  /** The `--bots` list, as names. */
  readonly bots: readonly string[]
  /** The `--variant`, if any. */
  readonly variant?: string | undefined
  /** The `--components` file, if any (as given: relative to the folder the command ran in). */
  readonly components?: string | undefined
}

/** The options of {@link GameOptions} as command-line words (`--players 2 --seed s --bots a,b …`). */
export const gameOptionWords = (o: GameOptions): string[] => [
  '--players',
  String(o.players),
  '--seed',
  o.seed,
  '--bots',
  o.bots.join(','),
  ...(o.variant === undefined ? [] : ['--variant', o.variant]),
  ...(o.components === undefined ? [] : ['--components', o.components])
]

/** `tabletop-rules <command> <game> <every option>` plus `extra`, ready to paste into a shell. */
export const commandLine = (command: string, o: GameOptions, extra: readonly string[] = []): string =>
  ['tabletop-rules', command, o.game, ...gameOptionWords(o), ...extra].map(shellWord).join(' ')
