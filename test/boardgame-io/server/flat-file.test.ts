/**
 * The server entry's `FlatFile` (issue 25: the docs' server stores in it): each instance has a
 * storage of its own, and the lobby's list of matches — which reads every file of the folder —
 * never reads a file half written while moves are being stored.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { State, Server as BgioServerTypes } from 'boardgame.io'
import { FlatFile } from '../../../src/boardgame-io/server/index.js'

const dirs: string[] = []
const fresh = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'flat-file-test-'))
  dirs.push(d)
  return d
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

const metadata = (gameName: string): BgioServerTypes.MatchData => ({ gameName, players: {}, createdAt: 0, updatedAt: 0 })
const state = (n: number, size: number): State => ({ G: { n, filler: 'x'.repeat(size) }, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: n }) as unknown as State

describe("the server entry's FlatFile (issue 25)", () => {
  it('two storages in one process keep to their own folders', async () => {
    const [a, b] = [fresh(), fresh()]
    const first = new FlatFile({ dir: a })
    const second = new FlatFile({ dir: b })
    await first.connect()
    await second.connect()
    await first.createMatch('m1', { initialState: state(0, 10), metadata: metadata('g') })
    await second.createMatch('m2', { initialState: state(0, 10), metadata: metadata('g') })
    expect([await first.listMatches(), await second.listMatches()]).toEqual([['m1'], ['m2']])
    expect((await first.fetch('m1', { state: true })).state?._stateID).toBe(0)
  })

  it('listing matches while large states are being written never fails, and no hidden file is left', async () => {
    const dir = fresh()
    const db = new FlatFile({ dir })
    await db.connect()
    const ids = ['a', 'b', 'c', 'd']
    for (const id of ids) await db.createMatch(id, { initialState: state(0, 10), metadata: metadata('g') })
    const writes = Array.from({ length: 120 }, (_, i) => db.setState(ids[i % ids.length] as string, state(i + 1, 200_000)))
    const lists = Array.from({ length: 40 }, () => db.listMatches({ gameName: 'g' }))
    const listed = await Promise.all(lists)
    await Promise.all(writes)
    for (const l of listed) expect([...l].sort()).toEqual(ids)
    expect(readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([])
  })
})
