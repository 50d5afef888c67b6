/**
 * The child side of `inChild` (./child.ts): `node --import tsx child-run.ts <module> <export>
 * <json args>` awaits `module[export](args)`; on a throw it prints the message and exits 1.
 * @module
 */
import { pathToFileURL } from 'node:url'

const [file, name, json] = process.argv.slice(2)
try {
  if (file === undefined || name === undefined || json === undefined) throw new Error('usage: child-run.ts <module> <export> <json args>')
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  const fn = mod[name]
  if (typeof fn !== 'function') throw new Error(`${file} has no function export '${name}'`)
  await (fn as (args: unknown) => unknown)(JSON.parse(json))
} catch (e) {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
  process.exitCode = 1
}
