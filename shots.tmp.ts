import { CHANCE, pickIndex, resolveChance, sampler, type Seat } from './src/core/index.js'
import { theBorderGreedyBot } from './src/bots/the-border.js'
import { theBorder } from './src/games/the-border/index.js'
let s = (theBorder.setup({ players: 3 }, 'shots') as any).right
const streams = new Map<number, any>()
const stream = (seat: number) => { const m = streams.get(seat) ?? sampler(`shots/bots/${seat}`); streams.set(seat, m); return m }
const order = sampler('shots/bots/order')
const log: string[] = []
for (let i = 0; i < 60; i++) {
  const actors = theBorder.actors(s)
  if (actors[0] === CHANCE) { const r = (resolveChance(theBorder, s) as any).right; for (const st of r.steps) log.push(theBorder.describeMove(s, st.actor, st.move)); s = r.state; continue }
  const bots = actors.filter((x) => x !== CHANCE && x !== 0) as Seat[]
  const seat = bots.length > 1 ? bots[pickIndex(order.next(), bots.length)] : bots[0]
  if (seat === undefined) break
  const view = theBorder.view(s, seat)
  const legal = theBorder.legalMoves(s, seat)
  const move = theBorderGreedyBot.choose({ view, seat, legal, rand: stream(seat).next })
  log.push(theBorder.describeMove(s, seat, move) + `   [redacted for 0: ${JSON.stringify(theBorder.redactMove?.(s, seat, move, 0))}]`)
  s = (theBorder.apply(s, seat, move) as any).right
}
log.forEach((l, i) => console.log(i + 1, l))
console.log(s.phase, theBorder.actors(s))
