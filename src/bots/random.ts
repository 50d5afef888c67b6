/**
 * The random bot: a uniformly random legal move.
 * @module
 */
import { pickIndex } from '../core/index.js'
import type { BotInput } from './bot.js'

/** A bot that works for every game (its `choose` is generic in the view and move types). */
export interface UniversalBot {
  /** A short name. */
  readonly name: string
  /** Picks one of `input.legal`. */
  choose<View, Move>(input: BotInput<View, Move>): Move
}

/** Picks a legal move uniformly at random with its own seeded generator. Works for every game. */
export const randomBot: UniversalBot = {
  name: 'random',
  // `legal` is never empty (the driver only asks an acting seat), so the index is in range.
  choose: <View, Move>({ legal, rand }: BotInput<View, Move>): Move => legal[pickIndex(rand(), legal.length)] as Move
}
