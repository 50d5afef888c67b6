/**
 * `npm run guide:check`: follows docs/adding-a-game.md with its template game (`templates/game/`,
 * Pig: 2–4 players, roll or hold) in a throwaway copy of this tree, so the guide cannot drift:
 *
 * 1. copies the template to `src/games/pig/` and adds the one manifest line (`'pig'`), then runs
 *    `npm run manifest` (which writes `src/games/modules.ts`, `package.json`, `typedoc.json`);
 * 2. the compiler accepts the whole tree (`npm run typecheck`), and names a member of the game
 *    module that is left out;
 * 3. the layout test and the contract harness pass on the game;
 * 4. the command plays it (`play pig`, with the `mcts` bot too) and simulates it;
 *
 * then removes the copy. The game never enters this tree, so never the package. Exits 1 naming
 * the step that failed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'

const repo = join(import.meta.dirname, '..')
const tmp = mkdtempSync(join(tmpdir(), 'tabletop-new-game-'))
const keep = process.argv.includes('--keep')

/** Runs a command in the copy; its output, or a failure naming the step. */
const run = (step: string, cmd: string, args: readonly string[], expectOk = true): string => {
  const r = spawnSync(cmd, args, { cwd: tmp, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 })
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`
  if ((r.status === 0) !== expectOk) throw new Error(`${step}: ${cmd} ${args.join(' ')} ${expectOk ? 'failed' : 'passed, but should fail'}\n${out.slice(-4000)}`)
  console.log(`ok   ${step}`)
  return out
}
const node = process.execPath
const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc')
const vitest = join(repo, 'node_modules', 'vitest', 'vitest.mjs')

try {
  // The tree as a contributor has it (no dist/, no vectors/), sharing node_modules.
  for (const f of ['src', 'scripts', 'test', 'bench', 'templates', 'package.json', 'tsconfig.json', 'typedoc.json', 'tsup.config.ts', 'vitest.config.ts']) cpSync(join(repo, f), join(tmp, f), { recursive: true })
  symlinkSync(join(repo, 'node_modules'), join(tmp, 'node_modules'), 'dir')

  // Step 2 of the guide: the folder, from the template.
  cpSync(join(tmp, 'templates', 'game'), join(tmp, 'src', 'games', 'pig'), { recursive: true })
  // Step 5: one line in the manifest, then `npm run manifest`.
  const manifest = join(tmp, 'src', 'games', 'manifest.ts')
  const text = readFileSync(manifest, 'utf8')
  const list = /export const gameIds = \[\n((?:  '[a-z0-9-]+',?\n)+)\] as const/.exec(text)
  if (list === null) throw new Error('src/games/manifest.ts: no `gameIds` list of one id per line')
  writeFileSync(manifest, text.replace(list[0], `export const gameIds = [\n${(list[1] ?? '').replace(/'\n$/, "',\n")}  'pig'\n] as const`))
  run('npm run manifest writes the modules list, package.json and typedoc.json', node, ['--import', 'tsx', 'scripts/manifest.ts'])

  // The compiler: the whole tree, then a module member left out is named.
  // Incremental: the second compile (a member left out) re-checks only what that change touches.
  const tscArgs = ['--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', join(tmp, '.tsbuildinfo')]
  run('npm run typecheck passes with the new game', node, [tsc, ...tscArgs])
  const modulePath = join(tmp, 'src', 'games', 'pig', 'module.ts')
  const moduleText = readFileSync(modulePath, 'utf8')
  writeFileSync(modulePath, moduleText.replace(/\n  fuzz: .*\n/, '\n'))
  const named = run('the compiler names a member of the game module left out', node, [tsc, ...tscArgs], false)
  if (!/'fuzz'/.test(named)) throw new Error(`the compiler did not name the missing member 'fuzz':\n${named.slice(0, 2000)}`)
  writeFileSync(modulePath, moduleText)

  // The layout test and the contract harness.
  writeFileSync(
    join(tmp, 'test', 'pig-harness.test.ts'),
    [
      "import fc from 'fast-check'",
      "import { it } from 'vitest'",
      "import { runHarness } from './harness/harness.js'",
      "import { pig, resampleHidden } from '../src/games/pig/index.js'",
      '',
      "it('Pig passes the contract harness (2–4 players)', () => {",
      '  runHarness({ game: pig, config: fc.record({ players: fc.integer({ min: 2, max: 4 }), options: fc.constant({ target: 30 }) }), runs: 20, resampleHidden, seed: 32 })',
      '})',
      ''
    ].join('\n')
  )
  run('the layout test and the contract harness pass on the game', node, [vitest, 'run', 'test/layout.test.ts', 'test/pig-harness.test.ts'])

  // The command.
  const played = run('the command plays it: play pig', node, ['--import', 'tsx', 'src/cli/main.ts', 'play', 'pig', '--seed', '1', '--bots', 'greedy,random'])
  if (!/^Round \d+ +seat \d: /m.test(played) || !/Winners?: seat/.test(played)) throw new Error(`play pig printed no rounds or no result:\n${played.slice(0, 2000)}`)
  run('the command plays it with the search bot: play pig --bots mcts:200,greedy', node, ['--import', 'tsx', 'src/cli/main.ts', 'play', 'pig', '--players', '3', '--seed', '2', '--bots', 'mcts:200,greedy'])
  run('the command simulates it: simulate pig --games 30', node, ['--import', 'tsx', 'src/cli/main.ts', 'simulate', 'pig', '--games', '30', '--players', '4'])
  console.log('the guide holds: a game added as its folder and one manifest line works')
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e))
  process.exitCode = 1
} finally {
  if (keep) console.log(`kept ${tmp}`)
  else rmSync(tmp, { recursive: true, force: true })
}
