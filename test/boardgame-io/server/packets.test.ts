/**
 * Issue 25: the socket.io messages our server lets through to boardgame.io 0.50's handlers
 * (`update`, `sync`, `chat` — the only events its transport listens to), with the shapes
 * boardgame.io's own client sends, and nothing else.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { nagaraja } from '../../../src/games/nagaraja/index.js'
import { policyOf, toBoardgameIO } from '../../../src/boardgame-io/index.js'
import { admitPacket, MAX_SYNC_PLAYERS } from '../../../src/boardgame-io/server/packets.js'

const policy = policyOf(toBoardgameIO(nagaraja))
const start = { type: 'MAKE_MOVE', payload: { type: 'start', args: [], playerID: '0', credentials: 'c' } }

describe('admitPacket (issue 25)', () => {
  it("lets through what boardgame.io's client sends: update, sync (seat or spectator), chat", () => {
    expect(admitPacket(policy, ['update', start, 0, 'm', '0'])).toBeUndefined()
    expect(admitPacket(policy, ['sync', 'm', '0', 'c', 2])).toBeUndefined()
    expect(admitPacket(policy, ['sync', 'm', null, null, 2])).toBeUndefined()
    expect(admitPacket(policy, ['chat', 'm', { id: 'x', sender: '0', payload: { text: 'hi' } }, 'c'])).toBeUndefined()
  })

  it('drops anything else: other events, wrong arity, ids that are not text, bad state ids and counts, a spectator acting', () => {
    const refused: [unknown, RegExp][] = [
      [[], /must be \[event/],
      ['update', /must be \[event/],
      [['foo'], /unknown message "foo"/],
      [[42, 1], /unknown message 42/],
      [['update', start, 0, 'm'], /update takes/],
      [['update', start, 0, 'm', '0', 'extra'], /update takes/],
      [['update', start, -1, 'm', '0'], /state id must be a whole number/],
      [['update', start, 1.5, 'm', '0'], /state id/],
      [['update', start, '0', 'm', '0'], /state id/],
      [['update', start, 0, 12345, '0'], /match id must be text/],
      [['update', start, 0, { x: 1 }, '0'], /match id must be text/],
      [['update', start, 0, 'm'.repeat(300), '0'], /match id must be text/],
      [['update', start, 0, 'm', null], /spectator may not act/],
      [['update', start, 0, 'm', '1'], /acts only for itself/],
      [['update', { type: 'RESET', state: {}, payload: {} }, 0, 'm', '0'], /RESET replaces/],
      [['sync', { not: 'text' }, null, null, 2], /match id must be text/],
      [['sync', 'm', { id: 0 }, null, 2], /player id must be text or null/],
      [['sync', 'm', '0', 7, 2], /credentials must be text/],
      [['sync', 'm', null, null, MAX_SYNC_PLAYERS + 1], /numPlayers must be 1 to 64/],
      [['sync', 'm', null, null, 1e9], /numPlayers/],
      [['sync', 'm', null, null, 'x'], /numPlayers/],
      [['sync', 'm', null, null, 2, 'extra'], /sync takes/],
      [['chat', 'm'], /chat takes/],
      [['chat', 'm', null, 'c'], /the message must be/],
      [['chat', 'm', { id: 'x', sender: '0', payload: 1, extra: 1 }, 'c'], /the message must be/],
      [['chat', 'm', { id: 1, sender: '0', payload: 1 }, 'c'], /id and sender must be text/],
      [['chat', 'm', { id: 'x', sender: '0', payload: 1 }, { c: 1 }], /credentials must be text/]
    ]
    for (const [packet, reason] of refused) expect(admitPacket(policy, packet), JSON.stringify(packet)).toMatch(reason)
    let deep: unknown = 1
    for (let i = 0; i < 5000; i++) deep = [deep]
    expect(admitPacket(policy, ['chat', 'm', { id: 'x', sender: '0', payload: deep }, 'c'])).toMatch(/nested deeper/)
    expect(admitPacket(policy, ['update', { ...start, payload: { ...start.payload, type: 'play', args: [deep] } }, 0, 'm', '0'])).toMatch(/nested deeper/)
  })

  it('property: it never throws, and lets an update through only for its own player id', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 6 }), fc.constantFrom('update', 'sync', 'chat', 'x'), (args, event) => {
        const reason = admitPacket(policy, [event, ...args])
        if (reason === undefined && event === 'update') expect((args[0] as { payload: { playerID: unknown } }).payload.playerID).toBe(args[3])
        expect(reason === undefined || typeof reason === 'string').toBe(true)
      }),
      { numRuns: 500, seed: 25 }
    )
  })
})
