/**
 * A bot tournament: the greedy bot against the random bot in every game, seats rotated.
 *
 * Run: npm run build && node --import tsx examples/tournament.ts [games per pairing]
 */
import * as E from 'fp-ts/Either'
import { games, playMatch, randomBot, greedyBots, type Bot } from 'tabletop-rules'

const perGame = Number(process.argv[2] ?? 20)
for (const [id, game] of Object.entries(games)) {
  const greedy = greedyBots[id]
  if (greedy === undefined) continue
  let greedyWins = 0
  for (let i = 0; i < perGame; i++) {
    const players = game.players.min
    const greedySeat = i % players
    const bots: Bot<unknown, unknown>[] = Array.from({ length: players }, (_, s) => (s === greedySeat ? greedy : randomBot))
    const r = playMatch(game, { players }, `tournament-${id}-${i}`, bots)
    if (E.isLeft(r)) throw new Error(r.left.message)
    const o = game.outcome(r.right.state)
    if (o?.winners.includes(greedySeat)) greedyWins += 1 / o.winners.length
  }
  console.log(`${id}: greedy won ${((greedyWins / perGame) * 100).toFixed(0)}% of ${perGame} games against random (${game.players.min} players)`)
}
