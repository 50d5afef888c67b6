/**
 * The README's example, kept runnable: play a game of The Border to the end, first legal move each
 * time, seeded dice. Run: npm run build && node --import tsx examples/quick-start.ts
 */
import { CHANCE, isLeft, resolveChance } from 'tabletop-rules'
import { theBorder } from 'tabletop-rules/the-border'

const started = theBorder.setup({ players: 3 }, 'my-seed')
if (isLeft(started)) throw new Error(started.left.message) // errors are values: Left(RuleViolation)
let state = started.right
for (let actors = theBorder.actors(state); actors.length > 0; actors = theBorder.actors(state)) {
  const actor = actors[0] ?? CHANCE
  if (actor === CHANCE) {
    const rolled = resolveChance(theBorder, state) // seeded dice from the state's generator
    if (isLeft(rolled)) throw new Error(rolled.left.message)
    state = rolled.right.state
  } else {
    const [move] = theBorder.legalMoves(state, actor) // every legal move, in a fixed order
    if (move === undefined) throw new Error('an acting seat always has a move')
    const next = theBorder.apply(state, actor, move) // Left(RuleViolation) if illegal
    if (isLeft(next)) throw new Error(next.left.message)
    state = next.right
  }
}
console.log(theBorder.outcome(state)) // scores, ranking with ties grouped, winners, reason, breakdown
