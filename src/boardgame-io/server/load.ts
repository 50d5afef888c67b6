/**
 * boardgame.io's server module, loaded the CommonJS way: boardgame.io 0.50 has no `exports` map,
 * so Node's ES modules cannot import `boardgame.io/server` (a folder), while `require` resolves it
 * from ES modules and CommonJS alike. boardgame.io is an optional peer dependency: loading this
 * without it installed fails with a message that says so.
 * @module
 */
import { createRequire } from 'node:module'
import type * as Bgio from 'boardgame.io/server'

/** The module `boardgame.io/server` of the app's own install. */
export const bgio = ((): typeof Bgio => {
  const load = createRequire(import.meta.url)
  try {
    return load('boardgame.io/server') as typeof Bgio
  } catch (e) {
    throw new Error(`tabletop-rules/boardgame.io/server needs boardgame.io 0.50 (npm install boardgame.io): ${e instanceof Error ? e.message : String(e)}`)
  }
})()
