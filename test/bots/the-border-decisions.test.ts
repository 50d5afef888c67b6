import { describe, expect, it } from 'vitest'
import { greedyBots, mctsBotFor, playMatch, type Bot, type BotInput } from '../../src/bots/index.js'
import { theBorder, type BorderMove, type BorderView } from '../../src/games/the-border/index.js'
import { sampler } from '../../src/core/index.js'
import { ok } from '../support/either.js'

/**
 * The moves `mcts:300` chose on ten decision states of a seeded greedy game per player count,
 * recorded with `main` at 5ddb690 (before issue 31's fifth round made the search faster). A speed
 * change to the search, the evaluation or the game must leave every one as it was: an iteration
 * budget is a deterministic function of the bot's input and generator.
 */
const RECORDED: Readonly<Record<number, readonly string[]>> = {
  2: ['cross 72', 'reroll grey', 'reroll blue blue', 'complete yellow 2', 'complete blue 2', 'complete orange 3', 'complete red 2', 'cross 8', 'complete orange 5', 'complete blue 3'],
  3: ['complete blue 3', 'reroll grey', 'reroll grey red', 'cross 15', 'cross 67', 'reroll grey orange', 'reroll grey red yellow blue', 'reroll red yellow yellow orange', 'cross 71', 'cross 71'],
  4: ['complete green 2', 'reroll grey blue blue', 'reroll grey orange green green', 'cross 67', 'cross 1', 'cross 72', 'cross 10', 'complete yellow 3', 'complete orange 2', 'reroll yellow yellow blue orange']
}

describe("The Border's mcts: the same decisions at an iteration budget", () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: mcts:300 chooses the recorded move on ten decision states`, () => {
      const greedy = greedyBots['the-border'] as Bot<BorderView, BorderMove>
      const inputs: BotInput<BorderView, BorderMove>[] = []
      let n = 0
      // Every fifth seat decision with a choice in a greedy game, up to ten.
      const collector: Bot<BorderView, BorderMove> = {
        name: 'collect',
        choose: (input) => {
          if (input.legal.length > 1 && n++ % 5 === 2 && inputs.length < 10) inputs.push(input)
          return greedy.choose(input)
        }
      }
      ok(playMatch(theBorder, { players }, `decisions-${players}`, Array.from({ length: players }, () => collector)))
      expect(inputs).toHaveLength(10)
      const bot = mctsBotFor('the-border', 'mcts:300') as Bot<BorderView, BorderMove>
      const chosen = inputs.map((input, i) => theBorder.formatMove(bot.choose({ ...input, rand: sampler(`decision-${players}-${i}`).next })))
      expect(chosen).toEqual(RECORDED[players])
    })
  }
})
