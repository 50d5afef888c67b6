/**
 * Regenerates the shipped conformance vectors: `npm run vectors`.
 * For every game, player count and variant: recorded complete games with different seeds and bots;
 * the rulebook examples reachable from setup (scripts/scenarios/<game>.ts) and those that are
 * mid-game positions (scripts/scenarios/positions/<game>.ts, vectors starting from a state); both
 * optional (scripts/scenarios/index.ts). `npm run vectors -- <id>` does one game.
 * Run after any change of behaviour (and bump the game's rulesVersion).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import { recordVector, recordVectorFrom, type Step } from '../src/core/index.js'
import { playMatch } from '../src/bots/index.js'
import { cliGames } from '../src/cli/games.js'
import { positionsOf, scenariosOf } from './scenarios/index.js'

const root = join(import.meta.dirname, '..', 'vectors')
const only = process.argv[2]
for (const [id, g] of Object.entries(cliGames)) {
  if (only !== undefined && only !== id) continue
  const dir = join(root, id)
  mkdirSync(dir, { recursive: true })
  for (const f of readdirSync(dir)) if (f.endsWith('.json')) rmSync(join(dir, f))
  for (const variant of [undefined, ...g.variants]) {
    for (let players = g.game.players.min; players <= g.game.players.max; players++) {
      // The base game with two lineups; each variant with one (to keep the package small).
      const lineups: [string, string[]][] = [
        ...(variant === undefined ? [['random', Array.from({ length: players }, () => 'random')] as [string, string[]]] : []),
        ['greedy', Array.from({ length: players }, (_, i) => (i % 2 === 0 ? 'greedy' : 'random'))]
      ]
      for (const [tag, names] of lineups) {
        const bots = names.map((n) => g.bots[n] ?? g.bots['random']).filter((b) => b !== undefined)
        const seed = `vector-${players}p-${tag}${variant === undefined ? '' : `-${variant}`}`
        const m = playMatch(g.game, g.config(players, variant), seed, bots)
        if (E.isLeft(m)) throw new Error(`${id} ${seed}: ${m.left.message}`)
        const v = recordVector(g.game, m.right.transcript, `${id}${variant === undefined ? '' : ` (${variant})`}, ${players} players, seed '${seed}', bots ${names.join(',')}`)
        if (E.isLeft(v)) throw new Error(`${id} ${seed}: ${v.left.message}`)
        const file = join(dir, `${seed}.json`)
        writeFileSync(file, `${JSON.stringify(v.right)}\n`)
        console.log(`wrote ${file}: ${v.right.steps.length} steps`)
      }
    }
  }
  const scenarios = await scenariosOf(id)
  for (const sc of scenarios) {
    const decoded = g.game.codecs.config.decode(sc.config)
    if (E.isLeft(decoded)) throw new Error(`${id} scenario ${sc.name}: bad config`)
    const v = recordVector(g.game, { game: g.game.id, rulesVersion: g.game.rulesVersion, config: decoded.right, seed: sc.seed, moves: sc.moves }, sc.description)
    if (E.isLeft(v)) throw new Error(`${id} scenario ${sc.name}: ${v.left.message}`)
    const file = join(dir, `example-${sc.name}.json`)
    writeFileSync(file, `${JSON.stringify(v.right)}\n`)
    console.log(`wrote ${file}: ${v.right.steps.length} steps`)
  }
  for (const sc of await positionsOf(id)) {
    const { state, moves } = sc.build()
    const decoded = g.game.decodeState(JSON.parse(JSON.stringify(state)))
    if (E.isLeft(decoded)) throw new Error(`${id} position ${sc.name}: ${decoded.left.message}`)
    const v = recordVectorFrom(g.game, decoded.right, moves as readonly Step<unknown>[], sc.description)
    if (E.isLeft(v)) throw new Error(`${id} position ${sc.name}: ${v.left.message}`)
    const file = join(dir, `example-${sc.name}.json`)
    writeFileSync(file, `${JSON.stringify(v.right)}\n`)
    console.log(`wrote ${file}: ${v.right.steps.length} steps from a position`)
  }
}
