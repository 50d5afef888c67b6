/**
 * Studies spread over an existing batch engine (issue 31, docs/bots.md "Studies on every core, and
 * across machines"): GNU parallel runs 8 shards of a study as 8 separate processes of the built
 * command, `merge` combines their reports, and the result is exactly the report of one `simulate`
 * run of the whole study. The Kubernetes indexed Job manifest of the docs is parsed and checked
 * against the invariants the docs state.
 *
 * GNU parallel is a Debian package (`apt-get install -y parallel`): `.ci/run` installs it and sets
 * TABLETOP_REQUIRE_PARALLEL=1, so in CI its absence fails the test; elsewhere the GNU parallel case
 * is skipped with a note when the program is missing.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { cliPath, runCli, runCommand } from '../support/cli.js'

const SHARDS = 8
const study = ['simulate', 'the-border', '--games', '16', '--bots', 'greedy,random', '--seed', 'parallel-study', '--workers', '1', '--json']

/** A report without what depends on the clock or on how the study was spread. */
const untimed = (json: string): Record<string, unknown> => {
  const { seconds: _s, gamesPerSecond: _g, shards: _h, ...rest } = JSON.parse(json) as Record<string, unknown>
  void [_s, _g, _h]
  return rest
}

const hasParallel = spawnSync('parallel', ['--version'], { encoding: 'utf8' }).status === 0
const required = process.env['TABLETOP_REQUIRE_PARALLEL'] === '1'
if (!hasParallel && !required) console.warn('GNU parallel not found (apt-get install -y parallel): the shards-over-parallel case is skipped')

describe('a study as shards on GNU parallel, merged (issue 31)', () => {
  it.runIf(hasParallel || required)(`${SHARDS} shards run by GNU parallel as separate processes, merged, equal one simulate run`, async () => {
    expect(hasParallel, 'GNU parallel is required here (TABLETOP_REQUIRE_PARALLEL=1): apt-get install -y parallel').toBe(true)
    const dir = mkdtempSync(join(tmpdir(), 'tabletop-parallel-'))
    const shardCommand = [process.execPath, cliPath, ...study, '--shard', `{}/${SHARDS}`].map((w) => `'${w}'`).join(' ')
    const ran = await runCommand('parallel', ['-j', '2', '--halt', 'now,fail=1', `${shardCommand} > '${dir}/shard-{}.json'`, ':::', ...Array.from({ length: SHARDS }, (_, i) => String(i + 1))])
    expect(ran.code, ran.err).toBe(0)
    const files = Array.from({ length: SHARDS }, (_, i) => join(dir, `shard-${i + 1}.json`))
    // Each shard is a slice: none is the whole study, and each ran in its own process.
    for (const f of files) expect((JSON.parse(readFileSync(f, 'utf8')) as { results: unknown[] }).results.length).toBe(16 / SHARDS)
    const merged = await runCli(['merge', ...files, '--json'])
    expect(merged.code, merged.err).toBe(0)
    const whole = await runCli(study)
    expect(whole.code, whole.err).toBe(0)
    expect(untimed(merged.out)).toEqual(untimed(whole.out))
    // A shard missing is said, not hidden.
    const partial = await runCli(['merge', ...files.slice(1)])
    expect(partial.code).toBe(0)
    expect(partial.out).toMatch(/2 games are in no shard given|\(2 of the study's 16 games are in no shard given\)/)
  })
})

/** The fenced block of `lang` after the line that contains `marker` in a Markdown page. */
const blockAfter = (page: string, marker: string, lang: string): string => {
  const at = page.indexOf(marker)
  expect(at, `docs/bots.md has "${marker}"`).toBeGreaterThanOrEqual(0)
  const open = page.indexOf('```' + lang + '\n', at)
  const close = page.indexOf('\n```', open + 1)
  expect(open).toBeGreaterThan(at)
  return page.slice(open + lang.length + 4, close)
}

describe('the Kubernetes indexed Job manifest of docs/bots.md', () => {
  const page = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'bots.md'), 'utf8')
  const text = blockAfter(page, '**Recipe: a Kubernetes indexed Job.**', 'yaml')

  interface Container { readonly command?: readonly string[]; readonly args?: readonly string[]; readonly volumeMounts?: readonly { readonly mountPath: string }[] }
  interface JobManifest {
    readonly apiVersion: string
    readonly kind: string
    readonly spec: {
      readonly completionMode: string
      readonly completions: number
      readonly parallelism: number
      readonly backoffLimitPerIndex?: number
      readonly template: { readonly spec: { readonly restartPolicy: string; readonly containers: readonly Container[] } }
    }
  }

  it('is YAML of one batch/v1 Job in Indexed mode whose --shard n equals its completions', () => {
    const job = parse(text, { strict: true, uniqueKeys: true }) as JobManifest
    expect(job.apiVersion).toBe('batch/v1')
    expect(job.kind).toBe('Job')
    expect(job.spec.completionMode).toBe('Indexed')
    expect(Number.isInteger(job.spec.completions) && job.spec.completions > 0).toBe(true)
    expect(job.spec.parallelism).toBeLessThanOrEqual(job.spec.completions)
    expect(job.spec.template.spec.restartPolicy).toBe('Never')
    const [container] = job.spec.template.spec.containers
    expect(container).toBeDefined()
    const script = [...(container?.command ?? []), ...(container?.args ?? [])].join(' ')
    const shard = /--shard \$\(\(JOB_COMPLETION_INDEX \+ 1\)\)\/(\d+)/.exec(script)
    expect(shard, 'the shard index comes from JOB_COMPLETION_INDEX').not.toBeNull()
    expect(Number(shard?.[1])).toBe(job.spec.completions)
    // Reports land on the mounted volume, written to a .part file and renamed when whole.
    const mount = container?.volumeMounts?.[0]?.mountPath ?? ''
    expect(mount).not.toBe('')
    expect(script).toContain(`> ${mount}/shard-$((JOB_COMPLETION_INDEX + 1)).json.part`)
    const file = `${mount}/shard-$((JOB_COMPLETION_INDEX + 1)).json`
    expect(script).toContain(`mv ${file}.part ${file}`)
  })

  it('the shard command in it is one the command accepts (its options, run on 1 game)', async () => {
    const job = parse(text) as JobManifest
    const script = (job.spec.template.spec.containers[0]?.args ?? []).join(' ')
    // The pod of index 0 plays shard 1/16; here its study is cut to 16 games of quick bots.
    const command = /npx tabletop-rules (simulate .*?) > /.exec(script)?.[1] ?? ''
    const args = command
      .replaceAll('$((JOB_COMPLETION_INDEX + 1))', '1')
      .replace(/--games \d+/, '--games 16')
      .replace(/mcts:\d+/, 'random')
      .split(/\s+/)
    expect(args[0]).toBe('simulate')
    expect(args).toContain('--shard')
    const ran = await runCli(args)
    expect(ran.code, ran.err).toBe(0)
    expect((JSON.parse(ran.out) as { results: unknown[] }).results.length).toBe(1)
  })
})
