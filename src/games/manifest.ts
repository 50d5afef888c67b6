/**
 * The manifest: the one list of the games in this package — one line per game, its id (the folder
 * `src/games/<id>/`, whose `module.ts` exports the game module, `src/games/game-module.ts`) — and
 * of the package's other public entries. It imports nothing, so build tools read it without
 * loading any game (`tsup.config.ts`).
 *
 * What it feeds:
 * - written from it by `npm run manifest`: the list of module values (`src/games/modules.ts`,
 *   checked by the compiler against {@link gameIds}), the `exports` and `typesVersions` maps of
 *   `package.json` and the typedoc entry points (`typedoc.json`);
 * - read from the module values (`gameModules`): the registries of games and bots
 *   (`src/registry.ts`, `src/bots/`), the command (`src/cli/games.ts`), the size budgets
 *   (`npm run size`), the bench (`bench/build.ts`), the vectors (`npm run vectors`), the rule
 *   index (`npm run rules-index`) and the tests (fuzz, rules references, examples);
 * - checked against it by `test/manifest.test.ts`: everything above.
 *
 * Adding a game: see `docs/adding-a-game.md`.
 * @module
 */

/** Every game of the package, in the order the registry, the command and the docs list them. */
export const gameIds = [
  'the-border',
  'nagaraja',
  'rajas'
] as const

/** The id of a game in the manifest (a union of string literals). */
export type ManifestGameId = (typeof gameIds)[number]

/** A public entry of the package (`package.json` `exports`), games included. */
export interface PackageEntry {
  /** The subpath: `.` for the root, `./the-border`, … */
  readonly subpath: string
  /** The source file tsup builds it from. */
  readonly source: string
  /** The file name in `dist/` without extension (`index`, `the-border`, …). */
  readonly dist: string
  /** How `npm run size` names it. */
  readonly label: string
}

/** A public entry that is not a game's, with its bundle-size budget (a game's is in its module). */
export interface OtherEntry extends PackageEntry {
  /** Bundle-size budget, in KB gzipped (`npm run size`). */
  readonly sizeKb: number
}

/**
 * The package's public entries that are not games (the root entry; adapters such as a
 * `./boardgame.io` subpath go here too). Each is built, exported, documented and size-checked like
 * a game's subpath.
 */
export const otherEntries: readonly OtherEntry[] = [
  // 111 KB: issue 27's interaction model (the core's prompt/why/changes ~2 KB, the three games'
  // interactions ~20 KB; about a third of it words) on 87.1 KB: 109.4 KB measured. 117 KB: issue 26's
  // view codecs and input budget, issue 33's refusal codes and strict notation: 114.6 KB measured.
  // 118 KB: issue 29's locale machinery in the core and The Border's catalogue (117.3 KB measured).
  // 119 KB: Nagaraja's catalogue (118.4 KB measured). 122 KB: Rajas's catalogue and issue 31's
  // bitsets (121.7 KB measured). 125 KB: issue 31 round two and the hostile-key budgets, views
  // decoded by prompt/why/changes (123.8 KB measured). 127 KB: issue 31 round three — the games'
  // shared frozen move tables and the search's options by player count (125.8 KB measured).
  // 129 KB: round four — Rajas's working copy, Nagaraja's sampler, the core's sharedMoves (127.9 KB measured).
  { subpath: '.', source: 'src/index.ts', dist: 'index', sizeKb: 129, label: 'tabletop-rules (root, every game)' },
  // The boardgame.io adapter: imports the core only, never boardgame.io (an optional peer).
  // 11 KB: issue 25 (total hooks decoding a G they did not write, seat authority) added ~3 KB.
  // 12 KB: issue 26's bounded input reading in the core it shares (11.0 KB measured).
  { subpath: './boardgame.io', source: 'src/boardgame-io/index.ts', dist: 'boardgame-io', sizeKb: 12, label: 'tabletop-rules/boardgame.io' },
  // Node only: boardgame.io's Server with seat authority and the lobby fix; the one entry that
  // loads boardgame.io (at run time, from the app's own install).
  { subpath: './boardgame.io/server', source: 'src/boardgame-io/server/index.ts', dist: 'boardgame-io-server', sizeKb: 5, label: 'tabletop-rules/boardgame.io/server (Node.js only)' },
  // Node only (worker threads): `simulateParallel`. It holds every game, like the root.
  // 104 KB: issue 27's interaction model, as in the root (80.7 → 102.9 KB measured). 110 KB:
  // issues 26 and 33, as in the root (107.4 KB measured).
  // 111 KB: issue 29's locales, as in the root (110.7 KB measured with Nagaraja's catalogue).
  // 115 KB: with Rajas's catalogue too (114.0 KB measured). 117 KB: as the root (115.8 KB measured).
  // 119 KB: issue 31 round three, as the root (117.5 KB measured). 121 KB: round four, as the root (119.6 KB measured).
  { subpath: './node', source: 'src/node.ts', dist: 'node', sizeKb: 121, label: 'tabletop-rules/node (Node.js only)' },
  // The locales (issue 29, docs/locales.md): each its own entry, loaded only by those who use it;
  // the catalogues never ship in a game's entry. Budgets: el 5.1 KB measured with The Border only,
  // 11.7 KB with Nagaraja too, 21.8 KB with Rajas too; pl 9.0 KB and
  // ru 11.1 KB with Rajas's catalogues.
  { subpath: './locales/el', source: 'src/locales/el/index.ts', dist: 'locales-el', sizeKb: 23, label: 'tabletop-rules/locales/el (Greek)' },
  { subpath: './locales/pl', source: 'src/locales/pl/index.ts', dist: 'locales-pl', sizeKb: 10, label: 'tabletop-rules/locales/pl (Polish)' },
  { subpath: './locales/ru', source: 'src/locales/ru/index.ts', dist: 'locales-ru', sizeKb: 12, label: 'tabletop-rules/locales/ru (Russian)' }
]

/** A game's public entry: the subpath `./<id>`, built from `src/games/<id>/index.ts`. */
export const gameEntry = (id: string): PackageEntry => ({ subpath: `./${id}`, source: `src/games/${id}/index.ts`, dist: id, label: `tabletop-rules/${id}` })

/** Every public entry of the package: {@link otherEntries}, then each game's subpath. */
export const packageEntries: readonly PackageEntry[] = [...otherEntries, ...gameIds.map(gameEntry)]
