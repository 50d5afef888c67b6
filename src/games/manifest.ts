/**
 * The manifest: the one list of the games in this package, and of the package's other public
 * entries, as plain data. It imports nothing, so build tools and scripts read it without loading
 * any game (`tsup.config.ts`, `scripts/size.ts`, `scripts/manifest.ts`, `scripts/rules-index.ts`,
 * `bench/build.ts`).
 *
 * What it feeds:
 * - generated from it at load: the build entries (`tsup.config.ts`), the size budgets
 *   (`npm run size`), the bench's games (`bench/build.ts`), the command's games and variants
 *   (`src/cli/games.ts`), the vectors script (`scripts/vectors.ts`), the rule index
 *   (`scripts/rules-index.ts`);
 * - written from it by `npm run manifest`: the `exports` map of `package.json` and the typedoc
 *   entry points (`typedoc.json`);
 * - checked against it by the compiler (`satisfies Record<ManifestGameId, …>`): the registry of game
 *   values (`src/registry.ts`), the greedy bots (`src/bots/registry.ts`), the command's board
 *   pictures (`src/cli/games.ts`);
 * - checked against it by `test/manifest.test.ts`: everything above, plus the files every game must
 *   ship (`scripts/scenarios/<id>.ts`, `docs/games/<id>.md`, `src/bots/<id>.ts`).
 *
 * Adding a game: see `docs/adding-a-game.md`.
 * @module
 */

/** What the command (`tabletop-rules play|simulate|record`) needs to know of a game beyond the game value. */
export interface CliOptions {
  /** Players when `--players` is not given. */
  readonly defaultPlayers: number
  /**
   * `--variant` names and the config fields each adds to `{ players }` (empty when the game has
   * none). Every variant also gets a shipped conformance vector (`npm run vectors`).
   */
  readonly variants: Readonly<Record<string, (players: number) => Readonly<Record<string, unknown>>>>
}

/** The prefixes of a game's ids in its rules specification (`rules/<game>.md`). */
export interface RulePrefixes {
  /** Numbered rules, e.g. `R` for R1, R2, … */
  readonly rules: string
  /** Worked examples, e.g. `EX` for EX1, … */
  readonly examples: string
  /** Ambiguities and the reading chosen, e.g. `A` for A1, … */
  readonly ambiguities: string
}

/** One game of the package. */
export interface GameManifestEntry {
  /** The game id (`game.id`, the folder `src/games/<id>/`, `test/<id>/`, `vectors/<id>/`). */
  readonly id: string
  /** The game's title (`game.title`). */
  readonly title: string
  /** The package subpath, e.g. `./the-border` (`import … from 'tabletop-rules/the-border'`). */
  readonly subpath: string
  /** The name under which the subpath and the root entry export the game value. */
  readonly exportName: string
  /** The subpath's source entry (the game folder's `index.ts`). */
  readonly source: string
  /** The export name of the game's greedy bot in `src/bots/<id>.ts` (re-exported by the root entry). */
  readonly greedyBot: string
  /** Command-line options. */
  readonly cli: CliOptions
  /** Bundle-size budget of the subpath, in KB gzipped (`npm run size`). */
  readonly sizeKb: number
  /** Prefixes of the game's rule ids (the rule index, `docs/rules-index.md`). */
  readonly rulePrefixes: RulePrefixes
}

/** A public entry of the package (`package.json` `exports`), games included. */
export interface PackageEntry {
  /** The subpath: `.` for the root, `./the-border`, … */
  readonly subpath: string
  /** The source file tsup builds it from. */
  readonly source: string
  /** The file name in `dist/` without extension (`index`, `the-border`, …). */
  readonly dist: string
  /** Bundle-size budget, in KB gzipped (`npm run size`). */
  readonly sizeKb: number
  /** How `npm run size` names it. */
  readonly label: string
}

/** `experience` for the mixed-experience variant of Rajas: seat 0 experienced, the rest beginners (R148). */
const mixedExperience = (players: number): readonly string[] => Array.from({ length: players }, (_, i) => (i === 0 ? 'experienced' : 'beginner'))

const entries = [
  {
    id: 'the-border',
    title: 'The Border',
    subpath: './the-border',
    exportName: 'theBorder',
    source: 'src/games/the-border/index.ts',
    greedyBot: 'theBorderGreedyBot',
    cli: { defaultPlayers: 2, variants: {} },
    // 24 KB: issue 15 (component ranges, consistency checks, the core's exact decoding) added ~6 KB.
    sizeKb: 24,
    rulePrefixes: { rules: 'D', examples: 'DX', ambiguities: 'DQ' }
  },
  {
    id: 'nagaraja',
    title: 'Nagaraja',
    subpath: './nagaraja',
    exportName: 'nagaraja',
    source: 'src/games/nagaraja/index.ts',
    greedyBot: 'nagarajaGreedyBot',
    cli: { defaultPlayers: 2, variants: {} },
    // 30 KB: issue 15's component ranges, consistency checks (checkState) and the core's exact
    // decoding added ~8 KB; issue 16's redaction ~1 KB.
    sizeKb: 30,
    rulePrefixes: { rules: 'N', examples: 'NX', ambiguities: 'NQ' }
  },
  {
    id: 'rajas',
    title: 'Rajas of the Ganges',
    subpath: './rajas',
    exportName: 'rajas',
    source: 'src/games/rajas/index.ts',
    greedyBot: 'rajasGreedyBot',
    cli: {
      defaultPlayers: 2,
      // `config.variant` of each `--variant` name (R133–R149).
      variants: {
        navaratna: () => ({ variant: { navaratna: true } }),
        ganga: () => ({ variant: { ganga: true } }),
        'navaratna+ganga': () => ({ variant: { navaratna: true, ganga: true } }),
        mixed: (players: number) => ({ variant: { experience: mixedExperience(players) } }),
        'mixed+ganga': (players: number) => ({ variant: { experience: mixedExperience(players), ganga: true } })
      }
    },
    // 40 KB: issue 15's component ranges and consistency checks and the core's exact decoding.
    sizeKb: 40,
    rulePrefixes: { rules: 'R', examples: 'EX', ambiguities: 'A' }
  }
] as const satisfies readonly GameManifestEntry[]

/** The id of a game in the manifest (a union of string literals: registries are checked against it). */
export type ManifestGameId = (typeof entries)[number]['id']

/** Every game of the package, in the order the registry, the command and the docs list them. */
export const gameManifest: readonly (GameManifestEntry & { readonly id: ManifestGameId })[] = entries

/**
 * The package's public entries that are not games (the root entry; adapters such as a
 * `./boardgame.io` subpath go here too). Each is built, exported, documented and size-checked like
 * a game's subpath.
 */
export const otherEntries: readonly PackageEntry[] = [
  { subpath: '.', source: 'src/index.ts', dist: 'index', sizeKb: 90, label: 'tabletop-rules (root, every game)' },
  // The boardgame.io adapter: imports the core only, never boardgame.io (an optional peer).
  // 11 KB: issue 25 (total hooks decoding a G they did not write, seat authority) added ~3 KB.
  { subpath: './boardgame.io', source: 'src/boardgame-io/index.ts', dist: 'boardgame-io', sizeKb: 11, label: 'tabletop-rules/boardgame.io' },
  // Node only: boardgame.io's Server with seat authority and the lobby fix; the one entry that
  // loads boardgame.io (at run time, from the app's own install).
  { subpath: './boardgame.io/server', source: 'src/boardgame-io/server/index.ts', dist: 'boardgame-io-server', sizeKb: 5, label: 'tabletop-rules/boardgame.io/server (Node.js only)' },
  // Node only (worker threads): `simulateParallel`. It holds every game, like the root.
  { subpath: './node', source: 'src/node.ts', dist: 'node', sizeKb: 90, label: 'tabletop-rules/node (Node.js only)' }
]

/** Every public entry of the package: {@link otherEntries}, then each game's subpath. */
export const packageEntries: readonly PackageEntry[] = [
  ...otherEntries,
  ...gameManifest.map((g) => ({ subpath: g.subpath, source: g.source, dist: g.subpath.slice(2), sizeKb: g.sizeKb, label: `tabletop-rules/${g.subpath.slice(2)}` }))
]
