/**
 * Scenario vectors of the-border (rulebook examples reachable from setup).
 *
 * All scenarios use four players on the bundled (RECONSTRUCTED) sheets, seat i on sheet i, which
 * host the rulebook's cast: seat 0 Tim (sheet A), 1 Sara (B), 2 Emma (C), 3 Marios (D). Every die
 * is a chance step `{ t: 'roll', colour }` chosen here; every seat decision is written out below.
 * The moves are built by replaying them on the engine (see {@link Script}) only to know when the
 * engine already moved on by itself (e.g. Action 1 skipped because nothing can be completed, or a
 * passive player finished when Action 2 began because no die is usable, DQ16). A passive player
 * who has crossed finishes by its own `done` (D33, rules 3.0.0): {@link Script.endAction2}.
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type Actor, type Step } from '../../src/core/index.js'
import { theBorder, type BorderConfig, type BorderMove, type BorderState, type Colour } from '../../src/games/the-border/index.js'
import type { Scenario } from './types.js'

/** The rulebook's players and their seats (= bundled sheets A–D). */
export const TIM = 0
export const SARA = 1
export const EMMA = 2
export const MARIOS = 3

const SEED = 'scenario'

/** Records moves while replaying them, so a refused move fails here with the rule's message. */
class Script {
  state: BorderState
  readonly moves: Step<BorderMove>[] = []
  constructor(readonly config: BorderConfig) {
    const s = theBorder.setup(config, SEED)
    if (E.isLeft(s)) throw new Error(s.left.message)
    this.state = s.right
  }
  step(actor: Actor, move: BorderMove): this {
    const r = theBorder.apply(this.state, actor, move)
    if (E.isLeft(r)) throw new Error(`the-border scenario: ${String(actor)} ${JSON.stringify(move)} refused: ${r.left.code} ${r.left.message}`)
    this.state = r.right
    this.moves.push({ actor, move })
    return this
  }
  /** Chance rolls these dice, one step per die. */
  roll(...colours: Colour[]): this {
    for (const colour of colours) this.step(CHANCE, { t: 'roll', colour })
    return this
  }
  /** The active player re-rolls these dice (listed in face order). */
  reroll(...dice: Colour[]): this {
    return this.step(this.state.active, { t: 'reroll', dice })
  }
  /** The active player stops rolling (only needed before the third roll). */
  stop(): this {
    return this.state.phase === 'decide' ? this.step(this.state.active, { t: 'stop' }) : this
  }
  /** The active player completes their segment of this colour and length (D21). */
  complete(colour: Colour, length: number): this {
    return this.step(this.state.active, { t: 'complete', colour, length })
  }
  /** The active player ends Action 1 (if the engine has not already moved on: nothing left to complete). */
  endAction1(): this {
    return this.state.phase === 'action1' ? this.step(this.state.active, { t: 'done' }) : this
  }
  /** A passive player crosses these boxes, one die each, in this order (D30, D31). */
  cross(seat: number, ...boxes: number[]): this {
    for (const box of boxes) this.step(seat, { t: 'cross', box })
    return this
  }
  /** A passive player ends their Action 2 (if still deciding). */
  pass(seat: number): this {
    return this.state.phase === 'action2' && theBorder.actors(this.state).includes(seat) ? this.step(seat, { t: 'done' }) : this
  }
  /** Every passive player still deciding ends their Action 2 (D33), in seat order: the round ends (D16). */
  endAction2(): this {
    for (const seat of theBorder.actors(this.state)) if (typeof seat === 'number') this.pass(seat)
    return this
  }
}

const fourPlayers = (firstPlayer: number): BorderConfig => ({ players: 4, firstPlayer })

/** DX2 + DX3: the very first round, Sara active. */
export const dx2dx3 = (): Script => {
  const s = new Script(fourPlayers(SARA))
  // Sara's three rolls (D17–D19): she ends with 3 grey, 1 yellow, 1 blue after her third roll.
  s.roll('red', 'red', 'orange', 'green', 'blue')
  s.reroll('red', 'red', 'orange', 'green')
  s.roll('grey', 'grey', 'yellow', 'red')
  s.reroll('red')
  s.roll('grey') // third roll: final (D18)
  // DX2: the three grey dice complete the grey segment of 3 boxes (23, 19, 15 on sheet B);
  // yellow and blue complete nothing, so they are the leftover dice and Action 1 is over.
  s.complete('grey', 3)
  s.endAction1()
  // DX3: the same yellow and blue dice serve every passive player (D28a, D29), next to a white box (D31).
  s.cross(EMMA, 13, 1) // sheet C: yellow 13 and blue 1 touch white box 0
  s.cross(MARIOS, 1, 13) // sheet D: yellow 1 and blue 13 touch white box 0
  s.cross(TIM, 72) // sheet A: only blue 72 (next to white box 85); no yellow box is reachable
  s.endAction2()
  return s
}

/**
 * DX1 reached from setup: Tim crosses the villa ring (sheet A boxes 4–8, 14, 15, 18, 19, 22, 23,
 * 29–33) over four rounds and crosses its last box, 30, in round 4.
 */
export const dx1 = (): Script => {
  const s = new Script(fourPlayers(TIM))
  // Round 1, Tim active: five orange dice complete his orange 5-segment 8-7-6-5-4 (villa's top edge).
  s.roll('orange', 'orange', 'orange', 'orange', 'orange').stop()
  s.complete('orange', 5).endAction1()
  s.endAction2() // one die each (D28b); they decline
  // Round 2, Sara active: four yellow + one grey; she completes nothing (D25), so all five are available (D28c).
  s.roll('yellow', 'yellow', 'yellow', 'yellow', 'grey').stop().endAction1()
  s.cross(TIM, 14, 18, 22, 29, 15) // yellow chain from box 4 (14-18-22-29), grey 15 next to box 8
  s.endAction2()
  // Round 3, Emma active: two yellow + three red, none used by Emma.
  s.roll('yellow', 'yellow', 'red', 'red', 'red').stop().endAction1()
  s.cross(TIM, 19, 23, 33, 32, 31) // yellow 19 (next to 15), 23, then red 33, 32, 31
  s.endAction2()
  // Round 4, Marios active: he uses no dice; Tim crosses red 30, the villa's last box (DX1, D34, D36).
  s.roll('red', 'grey', 'blue', 'green', 'orange').stop().endAction1()
  s.cross(TIM, 30)
  s.endAction2()
  return s
}

/**
 * DX5 reached from setup: Emma completes the well (ring 50, 51, 52, 64, 69, 75, 74, 73, 68, 63)
 * first, in round 3, and scores 4; Marios completes it in round 4, a later action, and scores 2.
 */
export const dx5 = (): Script => {
  const s = new Script(fourPlayers(EMMA))
  // Round 1, Emma active: four green complete her green 4-segment 68-63-50-51 (the well's left side).
  s.roll('green', 'green', 'green', 'green', 'yellow').stop()
  s.complete('green', 4).endAction1()
  s.endAction2() // the leftover yellow die: nobody uses it
  // Round 2, Marios active: four grey complete his grey 4-segment 63-68-73-74 (the well's left side on sheet D).
  s.roll('grey', 'grey', 'grey', 'grey', 'blue').stop()
  s.complete('grey', 4).endAction1()
  s.cross(EMMA, 52) // the leftover blue die: blue 52 next to 51
  s.endAction2()
  // Round 3, Tim active: two blue + three red, he uses none (D25, D28c).
  s.roll('blue', 'blue', 'red', 'red', 'red').stop().endAction1()
  s.cross(EMMA, 64, 69, 73, 74, 75) // blue 64, 69; red 73 (next to 68), 74, 75: the well is hers first, 4 points
  s.cross(MARIOS, 50, 51) // the same blue dice (D29): blue 50 (next to 63), 51
  s.endAction2()
  // Round 4, Sara active: one blue + three orange + one grey, she uses none.
  s.roll('grey', 'blue', 'orange', 'orange', 'orange').stop().endAction1()
  s.cross(MARIOS, 52, 64, 69, 75) // blue 52; orange 64, 69, 75: Marios completes the well later, 2 points (D38)
  s.endAction2()
  return s
}

/**
 * DX4 reached from setup (4 players, Marios first). Rounds 1–4 prepare the sheets: Marios crosses
 * 7 of the 12 boxes of his yellow 5-segment 21-25-38-41-44 (left), yellow 4-segment 62-49-46-43
 * and red 3-segment 12-11-10 (right) on sheet D, leaving exactly 4 yellow + 1 red open; Tim and
 * Sara each get a red box next to a crossed box, and Emma already has yellow 13 next to a white
 * box. Round 5 is the example.
 */
export const dx4 = (): Script => {
  const s = new Script(fourPlayers(MARIOS))
  // Round 1, Marios active: three grey complete his grey 3-segment 5-6-7; green, green are left over (D28a).
  s.roll('grey', 'grey', 'grey', 'green', 'green').stop()
  s.complete('grey', 3).endAction1()
  s.cross(TIM, 84, 83) // sheet A: green 84 (next to white 85), 83
  s.endAction2()
  // Round 2, Tim active: two orange, two red, one blue; Tim uses none (D25), all five are available (D28c).
  s.roll('orange', 'orange', 'red', 'red', 'blue').stop().endAction1()
  s.cross(MARIOS, 8, 9, 10, 11, 13) // orange 8 (next to 7), 9; red 10, 11 (2 of red 3); blue 13 (next to white 0)
  s.endAction2()
  // Round 3, Sara active: two grey complete her grey 2-segment 61-60; blue, yellow, yellow are left over.
  s.roll('grey', 'grey', 'blue', 'yellow', 'yellow').stop()
  s.complete('grey', 2).endAction1()
  s.cross(MARIOS, 17, 21, 25) // blue 17, then yellow 21, 25 of his yellow 5
  s.endAction2()
  // Round 4, Emma active: three yellow, two orange; she uses none.
  s.roll('yellow', 'yellow', 'yellow', 'orange', 'orange').stop().endAction1()
  s.cross(MARIOS, 38, 72, 67, 62, 49) // yellow 38 (3 of yellow 5); orange 72 (next to white 85), 67; yellow 62, 49 (2 of yellow 4)
  s.endAction2()
  // Round 5 = DX4. Marios rolls, re-rolls grey and blue, and has 4 yellow + 1 red after his second roll.
  s.roll('yellow', 'yellow', 'grey', 'red', 'blue')
  s.reroll('grey', 'blue')
  s.roll('yellow', 'yellow')
  s.stop() // satisfied: no third roll (D18)
  // All five dice complete three partly crossed segments (D23, D24).
  s.complete('yellow', 5).complete('yellow', 4).complete('red', 3).endAction1()
  // Each passive player may use one of the five dice (D28b); Tim and Sara both use the red one (D29).
  s.cross(TIM, 71) // sheet A: red 71, next to 83
  s.cross(SARA, 59) // sheet B: red 59, next to 60
  s.cross(EMMA, 13) // sheet C: yellow 13, next to white 0
  s.endAction2() // one die each: done is all that is left to each (D33)
  return s
}

export const scenarios: readonly Scenario[] = [
  {
    name: 'dx2-dx3-first-round',
    description:
      "The Border DX2 + DX3, the whole first round from setup (4 players, Sara first): Sara's third roll leaves 3 grey, 1 yellow, 1 blue (D17-D19, DQ14); she completes her grey 3-segment (D20-D22, DQ5) and yellow and blue are left over (D26, D28a). Emma and Marios each cross a yellow and a blue box next to a white box, Tim only a blue one; the same two dice serve all three (D29-D31, DQ1).",
    config: fourPlayers(SARA),
    seed: SEED,
    moves: dx2dx3().moves
  },
  {
    name: 'dx1-villa',
    description:
      'The Border DX1 reached from setup (4 players, Tim first): Tim completes his orange 5-segment in Action 1 (D21), then crosses chains of villa boxes in three Action 2s where the active player used no dice (D28c, D31, DQ3), and crosses the villa\'s last border box first: 9 points (D34, D36).',
    config: fourPlayers(TIM),
    seed: SEED,
    moves: dx1().moves
  },
  {
    name: 'dx5-well',
    description:
      'The Border DX5 reached from setup (4 players, Emma first): Emma and Marios each complete a 4-segment of the well in Action 1 (D21-D23) and chain along it in Action 2s (D31, DQ3); Emma crosses the last well box in round 3, the first to complete it: 4 points (D34, D36); Marios completes it in round 4, a later action: 2 points (D38).',
    config: fourPlayers(EMMA),
    seed: SEED,
    moves: dx5().moves
  },
  {
    name: 'dx4-five-dice',
    description:
      'The Border DX4 reached from setup (4 players, Marios first): four preparatory rounds leave 7 of the 12 boxes of Marios\'s yellow 5-segment (left), yellow 4- and red 3-segment (right) crossed (D31, DQ3); in round 5 Marios stops after his second roll with 4 yellow + 1 red (D18, D19) and uses all five dice to complete the three segments (D23, D24); then Tim and Sara each cross a red box with the same red die and Emma a yellow box, one die each (D28b, D29, DQ6), and each then says done (D33).',
    config: fourPlayers(MARIOS),
    seed: SEED,
    moves: dx4().moves
  }
]
