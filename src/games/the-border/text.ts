/**
 * The Border's words (issue 29, docs/locales.md): {@link BorderText}, the text interface every
 * locale of The Border implements — each word the game produces as a function of structured
 * params (seats, box numbers, colour ids, counts) — and its English, {@link borderEnglish}. Other
 * locales live in `src/locales/<tag>/the-border.ts` and ship only in `tabletop-rules/locales/<tag>`.
 *
 * Colours reach these functions as ids (`'orange'`, `'white'`: each locale says them its way, in the
 * number and case its sentence needs), and areas as ids with the component set's name (a user's set
 * may name areas the catalogue does not know).
 * @module
 */
import { coreEnglish, violation, type RuleViolation, type Say, type Seat } from '../../core/index.js'

/** Box numbers, ascending (a catalogue says them: "box 4", "boxes 4, 7 and 9"). */
export type BoxList = readonly number[]

/** The params of every refusal The Border's rules make, by catalogue key (`RuleViolation.text`). */
export interface BorderRefusalParams {
  /** Chance sent something that is not an outcome of the pending step (D13, D17). */
  readonly notAnOutcome: { readonly move: string; readonly step: string }
  /** The first player drawn is not at the table (D13). */
  readonly notAtTable: { readonly seat: number; readonly last: number }
  /** No die face shows the colour (D3). */
  readonly noFace: { readonly colour: string }
  /** A seat sent a move only chance makes (D13, D17). */
  readonly chanceOnly: { readonly move: string; readonly kind: string }
  /** Three rolls have been made (D18). */
  readonly noRollsLeft: Record<string, never>
  /** The player stopped rolling (D18). */
  readonly rollingStopped: Record<string, never>
  /** The pending step takes no move of this kind (`phase`: decide, action1, action2, over). */
  readonly wrongPhase: { readonly move: string; readonly phase: string }
  /** A re-roll of no die (DQ14). */
  readonly emptyReroll: Record<string, never>
  /** The dice of a re-roll are not in colour order (D18). */
  readonly unorderedDice: { readonly order: string }
  /** More dice of a colour re-rolled than show it (D18, D19). */
  readonly tooManyDice: { readonly n: number; readonly colour: string; readonly showing: number }
  /** A re-roll of dice that are not showing (D18). */
  readonly notShowing: { readonly dice: string }
  /** The sheet has no such segment (D8). */
  readonly noSuchSegment: { readonly sheet: string; readonly colour: string; readonly length: number }
  /** The segment is complete already (D21). */
  readonly segmentComplete: { readonly colour: string; readonly length: number }
  /** Too few unused dice to complete the segment (D21). */
  readonly cannotComplete: { readonly colour: string; readonly length: number; readonly open: number; readonly free: number }
  /** There is no such box (D5). */
  readonly noSuchBox: { readonly box: number; readonly last: number }
  /** A white box (D7). */
  readonly whiteBox: { readonly box: number }
  /** The box is crossed already (D30). */
  readonly alreadyCrossed: { readonly box: number }
  /** The active player used all the dice: one die each (D28b). */
  readonly dieLimit: Record<string, never>
  /** The seat used every available die (D28, D30). */
  readonly noDieLeft: { readonly seat: number; readonly limit: number }
  /** No die of the colour in this Action 2 (D28). */
  readonly dieNotAvailable: { readonly colour: string }
  /** The seat used the available dice of the colour (D30). */
  readonly dieUsedUp: { readonly seat: number; readonly colour: string }
  /** The box touches no crossed box (`chaining` 1) or no box crossed before this Action 2 (0) (D31). */
  readonly notAdjacent: { readonly box: number; readonly chaining: number }
}

/** A refusal's catalogue key. */
export type BorderRefusalKey = keyof BorderRefusalParams

/** Each refusal in words, by key, from its params ({@link BorderRefusalParams} says what each means). */
export type BorderRefusals = { readonly [K in BorderRefusalKey]: (p: BorderRefusalParams[K]) => string }

/** Everything The Border says, in one locale. */
export interface BorderText {
  /** A colour id (`grey`, `red`, `yellow`, `blue`, `orange`, `green`, `white`) as an adjective of a die or a box. */
  readonly colour: (colour: string) => string
  /** An area: by its id (`castle`, …), else the component set's `name`. */
  readonly area: (id: string, name: string) => string
  /** Moves in words (`describeMove`); `who` is the actor as the core names it ("seat 1"). */
  readonly move: {
    /** English: (seat) => `seat ${seat} is chosen as the first active player` */
    readonly first: (seat: Seat) => string
    /** English: (colour) => `a die shows ${colour}` */
    readonly roll: (colour: string) => string
    /** English: (who) => `${who} stops rolling` */
    readonly stop: (who: string) => string
    /** English: (who, dice) => `${who} re-rolls ${dice.join(', ')}` */
    readonly reroll: (who: string, dice: readonly string[]) => string
    /** English: (who, colour, length) => `${who} completes the ${colour} ${length}-segment` */
    readonly complete: (who: string, colour: string, length: number) => string
    /** English: (who, box) => `${who} crosses box ${box}` */
    readonly cross: (who: string, box: number) => string
    /** English: (who, box, colour, length) => `${who} crosses box ${box} (${colour} ${length}-segment)` */
    readonly crossInSegment: (who: string, box: number, colour: string, length: number) => string
    /** English: (box) => `chance cannot cross box ${box}` */
    readonly chanceCannotCross: (box: number) => string
    /** English: (who) => `${who} ends Action 1` */
    readonly endAction1: (who: string) => string
    /** English: (who) => `${who} ends Action 2` */
    readonly endAction2: (who: string) => string
  }
  /** Another seat's secret crossing, as logs tell it (after the seat's name). */
  readonly crossesABox: string
  /** What a step reveals (`revealed`). */
  readonly revealed: {
    /** English: (seat, boxes) => `seat ${seat} crossed ${boxList(boxes)} in Action 2` */
    readonly crossed: (seat: Seat, boxes: BoxList) => string
    /** English: (seat, area) => `seat ${seat} completed the ${area} (D35)` */
    readonly completed: (seat: Seat, area: string) => string
  }
  /** The outcome's reason: a sixth area and the round finished (D41–D43). */
  readonly endReason: string
  /** The refusals of moves (`violationText`), by key. */
  readonly refusal: BorderRefusals
  /** The interaction: instructions, element labels and reasons (issue 27). */
  readonly prompt: {
    /** English: (roll, rolls) => `Roll ${roll} of ${rolls}: choose dice to re-roll, then re-roll — or stop` */
    readonly reroll: (roll: number, rolls: number) => string
    /** English: (unused) => `Complete a segment (pick it, or one of its open boxes) with your ${count(unused, 'unused die', 'unused dice')} — or done` */
    readonly complete: (unused: number) => string
    /** English: (left) => `Cross a box next to a crossed box (${count(left, 'die', 'dice')} left) — or done` */
    readonly cross: (left: number) => string
    /** English: `'You can cross nothing more: done'` */
    readonly crossNothing: string
    /** English: `'Waiting for the first player to be chosen'` */
    readonly waitFirst: string
    /** English: (active) => `Seat ${active} is rolling the dice` */
    readonly waitRoll: (active: Seat) => string
    /** English: (active) => `Waiting for seat ${active} to re-roll or stop` */
    readonly waitDecide: (active: Seat) => string
    /** English: (active) => `Waiting for seat ${active} to complete segments (Action 1)` */
    readonly waitAction1: (active: Seat) => string
    /** English: (seats) => `Waiting for ${seatList(seats)} to cross boxes (Action 2)` */
    readonly waitAction2: (seats: readonly Seat[]) => string
    /** English: `'The game is over'` */
    readonly over: string
    /** English: (i, colour, spent) => `die ${i + 1}, showing ${colour}${spent ? ' (used)' : ''}` */
    readonly die: (i: number, colour: string, spent: boolean) => string
    /** English: (i) => `die ${i + 1}, not rolled yet` */
    readonly dieRolling: (i: number) => string
    /** English: `'Stop rolling'` */
    readonly stop: string
    /** English: `'Re-roll the chosen dice'` */
    readonly rerollButton: string
    /** English: `'End Action 1'` */
    readonly done1: string
    /** English: `'End your Action 2'` */
    readonly done2: string
    /** English: `'Done'` */
    readonly done: string
    /** English: (seat, box, colour) => `box ${box} (${colour}) on seat ${seat}'s sheet` */
    readonly box: (seat: Seat, box: number, colour: string) => string
    /** English: (seat, colour, length, open) => `seat ${seat}'s ${colour} segment of ${length} boxes (${open === 0 ? 'complete' : `${open} open`})` */
    readonly segment: (seat: Seat, colour: string, length: number, open: number) => string
    /** English: (seat, area) => `the ${area} on seat ${seat}'s sheet` */
    readonly sheetArea: (seat: Seat, area: string) => string
    /** English: (area, high, low) => `the ${area} (${high} first, ${low} later)` */
    readonly area: (area: string, high: number, low: number) => string
    /** English: (seat) => `seat ${seat}` */
    readonly seat: (seat: Seat) => string
    /** English: (round) => `round ${round + 1}` */
    readonly round: (round: number) => string
  }
  /** Why an element may not be picked now (issue 27). */
  readonly why: {
    /** English: `'the game is over'` */
    readonly gameOver: string
    /** English: `'the first player is being chosen'` */
    readonly choosingFirst: string
    /** English: `'the dice are being rolled'` */
    readonly rolling: string
    /** English: (owner) => `this is seat ${owner}'s sheet: you cross boxes on your own sheet only` */
    readonly notYourSheet: (owner: Seat) => string
    /** English: `'an area is completed by crossing every box around it'` */
    readonly areaByBoxes: string
    /** English: (active) => `only the active player (seat ${active}) rolls` */
    readonly onlyActiveRolls: (active: Seat) => string
    /** English: (active) => `only the active player (seat ${active}) crosses in Action 1; you cross in Action 2` */
    readonly onlyActiveAction1: (active: Seat) => string
    /** English: `'boxes are crossed once you stop rolling'` */
    readonly rollFirst: string
    /** English: (active) => `seat ${active} is still rolling: you cross boxes in Action 2` */
    readonly stillRolling: (active: Seat) => string
    /** English: `'stop rolling first'` */
    readonly stopFirst: string
    /** English: `'you chose dice to re-roll: re-roll them, or put them back to stop'` */
    readonly unpickToStop: string
    /** English: `'choose at least one die to re-roll first'` */
    readonly pickDiceFirst: string
    /** English: (rolls) => `${rolls} rolls have been made: the result is final` */
    readonly rollsUsed: (rolls: number) => string
    /** English: `'you stopped rolling'` */
    readonly stopped: string
    /** English: `'this die is used already: no die counts twice'` */
    readonly dieUsed: string
    /** English: `'dice are used by completing a segment: pick the segment, or one of its open boxes'` */
    readonly diceBySegments: string
    /** English: `'a die is used by crossing a box of its colour: pick the box'` */
    readonly diceByBoxes: string
    /** English: `'this white box is crossed from the start: no die crosses it'` */
    readonly white: string
    /** English: `'this box is crossed already'` */
    readonly crossed: string
    /** English: `'this segment is complete already'` */
    readonly segmentDone: string
    /** English: `'this box is crossed already: pick an open box of its segment'` */
    readonly crossedPickOpen: string
    /** English: (colour, open, free) => `completing this segment needs ${count(open, `${colour} die`, `${colour} dice`)}; ${free === 0 ? `no ${colour} die is` : fr… */
    readonly fewDice: (colour: string, open: number, free: number) => string
    /** English: `'this box belongs to no segment'` */
    readonly noSegment: string
    /** English: `'the active player takes no part in Action 2'` */
    readonly activeSitsOut: string
    /** English: `'you have finished this Action 2'` */
    readonly finished: string
    /** English: `'in Action 2 you cross single boxes, one per die: pick a box'` */
    readonly singleBoxes: string
    /** English: `'the active player used all the dice, so you may use only one of them'` */
    readonly limitOne: string
    /** English: (n) => `you have used all ${count(n, 'available die', 'available dice')}` */
    readonly limit: (n: number) => string
    /** English: (colour) => `no ${colour} die is available in this Action 2` */
    readonly noDie: (colour: string) => string
    /** English: (colour) => `you have used the available ${colour} dice: each die once` */
    readonly dieUsedUp: (colour: string) => string
    /** English: `'this box touches no crossed box'` */
    readonly notAdjacent: string
    /** English: `'this box touches no box crossed before this Action 2'` */
    readonly notAdjacentNoChain: string
  }
  /** The plain-text board (`renderSheet`, the command's pictures). */
  readonly board: {
    /** English: (seat, sheet, points) => `seat ${seat}, sheet ${sheet}, ${count(points, 'point', 'points')}` */
    readonly title: (seat: Seat, sheet: string, points: number) => string
    /** English: `'letters: s grey, r red, y yellow, b blue, o orange, g green, W white; upper case = crossed'` */
    readonly letters: string
    /** English: `'open'` */
    readonly open: string
    /** English: (round, action, points) => `completed in round ${round} action ${action}: ${count(points, 'point', 'points')}` */
    readonly completed: (round: number, action: number, points: number) => string
  }
}

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`
const seatList = (seats: readonly Seat[]): string =>
  seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`
const boxList = (boxes: BoxList): string =>
  boxes.length === 1 ? `box ${boxes[0]}` : `boxes ${boxes.slice(0, -1).join(', ')} and ${boxes[boxes.length - 1]}`

/** The Border in English (the default locale). */
export const borderEnglish: BorderText = {
  colour: (colour) => colour,
  area: (_id, name) => name,
  move: {
    first: (seat) => `seat ${seat} is chosen as the first active player`,
    roll: (colour) => `a die shows ${colour}`,
    stop: (who) => `${who} stops rolling`,
    reroll: (who, dice) => `${who} re-rolls ${dice.join(', ')}`,
    complete: (who, colour, length) => `${who} completes the ${colour} ${length}-segment`,
    cross: (who, box) => `${who} crosses box ${box}`,
    crossInSegment: (who, box, colour, length) => `${who} crosses box ${box} (${colour} ${length}-segment)`,
    chanceCannotCross: (box) => `chance cannot cross box ${box}`,
    endAction1: (who) => `${who} ends Action 1`,
    endAction2: (who) => `${who} ends Action 2`
  },
  crossesABox: 'crosses a box',
  revealed: {
    crossed: (seat, boxes) => `seat ${seat} crossed ${boxList(boxes)} in Action 2`,
    completed: (seat, area) => `seat ${seat} completed the ${area} (D35)`
  },
  endReason: 'a player completed a 6th area and the round was finished (D41–D43)',
  refusal: {
    notAnOutcome: (p) => `${p.move} is not an outcome of the pending chance step: ${p.step === 'first' ? 'the first player is being drawn (D13)' : 'a die is being rolled (D17)'}`,
    notAtTable: (p) => `seat ${p.seat} is not at the table (seats 0–${p.last}): not an outcome of the draw of the first player (D13)`,
    noFace: (p) => `no die face shows ${p.colour} (D3)`,
    chanceOnly: (p) => `${p.move} is chance's to make (${p.kind === 'roll' ? 'D17' : 'D13'}); a seat ${p.kind === 'roll' ? "re-rolls dice with 'reroll' (D18)" : 'never chooses the first player'}`,
    noRollsLeft: () => 'three rolls have been made; the result is final (D18)',
    rollingStopped: () => 'you stopped rolling; the dice showing are final (D18)',
    wrongPhase: (p) =>
      `${p.move} cannot be played now: ${
        p.phase === 'decide'
          ? 'first stop or re-roll (D18)'
          : p.phase === 'action1'
            ? "in Action 1 you complete whole segments ('complete' or 'done'), never single boxes (D21)"
            : p.phase === 'action2'
              ? "in Action 2 the other players cross boxes with the dice offered ('cross' or 'done', D27)"
              : 'the game is over (D41)'
      }`,
    emptyReroll: () => 'a re-roll must include at least one die; to keep every die, stop (DQ14)',
    unorderedDice: (p) => `list the re-rolled dice in colour order (${p.order}), as legalMoves and parseMove do (D18)`,
    tooManyDice: (p) => `cannot re-roll ${p.n} ${p.colour} dice: only ${p.showing} show ${p.colour} (D18)`,
    notShowing: (p) => `cannot re-roll ${p.dice}: re-roll only dice showing (D18)`,
    noSuchSegment: (p) => `sheet ${p.sheet} has no ${p.colour} segment of ${p.length} boxes (D8)`,
    segmentComplete: (p) => `the ${p.colour} ${p.length}-segment is already fully crossed (D21)`,
    cannotComplete: (p) =>
      `completing the ${p.colour} ${p.length}-segment needs ${p.open} ${p.colour} dice, only ${p.free} unused; a segment may be crossed in Action 1 only if it is completed (D21)`,
    noSuchBox: (p) => `there is no box ${p.box} (boxes are 0–${p.last})`,
    whiteBox: (p) => `box ${p.box} is white: it is pre-crossed and no die can cross it (D7)`,
    alreadyCrossed: (p) => `box ${p.box} is already crossed (D30)`,
    dieLimit: () => 'the active player used all the dice, so each passive player may use only one of them (D28b)',
    noDieLeft: (p) => `seat ${p.seat} has used all ${p.limit} available dice (D28, D30)`,
    dieNotAvailable: (p) => `no ${p.colour} die is available in this Action 2 (D28)`,
    dieUsedUp: (p) => `seat ${p.seat} has already used the available ${p.colour} dice; each die is used at most once per player (D30)`,
    notAdjacent: (p) =>
      p.chaining === 1
        ? `box ${p.box} touches no crossed box; a box crossed in Action 2 must be adjacent to a crossed box (D31)`
        : `box ${p.box} touches no box crossed before this Action 2 (D31; passiveChaining is off)`
  },
  prompt: {
    reroll: (roll, rolls) => `Roll ${roll} of ${rolls}: choose dice to re-roll, then re-roll — or stop`,
    complete: (unused) => `Complete a segment (pick it, or one of its open boxes) with your ${count(unused, 'unused die', 'unused dice')} — or done`,
    cross: (left) => `Cross a box next to a crossed box (${count(left, 'die', 'dice')} left) — or done`,
    crossNothing: 'You can cross nothing more: done',
    waitFirst: 'Waiting for the first player to be chosen',
    waitRoll: (active) => `Seat ${active} is rolling the dice`,
    waitDecide: (active) => `Waiting for seat ${active} to re-roll or stop`,
    waitAction1: (active) => `Waiting for seat ${active} to complete segments (Action 1)`,
    waitAction2: (seats) => `Waiting for ${seatList(seats)} to cross boxes (Action 2)`,
    over: 'The game is over',
    die: (i, colour, spent) => `die ${i + 1}, showing ${colour}${spent ? ' (used)' : ''}`,
    dieRolling: (i) => `die ${i + 1}, not rolled yet`,
    stop: 'Stop rolling',
    rerollButton: 'Re-roll the chosen dice',
    done1: 'End Action 1',
    done2: 'End your Action 2',
    done: 'Done',
    box: (seat, box, colour) => `box ${box} (${colour}) on seat ${seat}'s sheet`,
    segment: (seat, colour, length, open) => `seat ${seat}'s ${colour} segment of ${length} boxes (${open === 0 ? 'complete' : `${open} open`})`,
    sheetArea: (seat, area) => `the ${area} on seat ${seat}'s sheet`,
    area: (area, high, low) => `the ${area} (${high} first, ${low} later)`,
    seat: (seat) => `seat ${seat}`,
    round: (round) => `round ${round + 1}`
  },
  why: {
    gameOver: 'the game is over',
    choosingFirst: 'the first player is being chosen',
    rolling: 'the dice are being rolled',
    notYourSheet: (owner) => `this is seat ${owner}'s sheet: you cross boxes on your own sheet only`,
    areaByBoxes: 'an area is completed by crossing every box around it',
    onlyActiveRolls: (active) => `only the active player (seat ${active}) rolls`,
    onlyActiveAction1: (active) => `only the active player (seat ${active}) crosses in Action 1; you cross in Action 2`,
    rollFirst: 'boxes are crossed once you stop rolling',
    stillRolling: (active) => `seat ${active} is still rolling: you cross boxes in Action 2`,
    stopFirst: 'stop rolling first',
    unpickToStop: 'you chose dice to re-roll: re-roll them, or put them back to stop',
    pickDiceFirst: 'choose at least one die to re-roll first',
    rollsUsed: (rolls) => `${rolls} rolls have been made: the result is final`,
    stopped: 'you stopped rolling',
    dieUsed: 'this die is used already: no die counts twice',
    diceBySegments: 'dice are used by completing a segment: pick the segment, or one of its open boxes',
    diceByBoxes: 'a die is used by crossing a box of its colour: pick the box',
    white: 'this white box is crossed from the start: no die crosses it',
    crossed: 'this box is crossed already',
    segmentDone: 'this segment is complete already',
    crossedPickOpen: 'this box is crossed already: pick an open box of its segment',
    fewDice: (colour, open, free) =>
      `completing this segment needs ${count(open, `${colour} die`, `${colour} dice`)}; ${free === 0 ? `no ${colour} die is` : free === 1 ? 'only 1 is' : `only ${free} are`} unused`,
    noSegment: 'this box belongs to no segment',
    activeSitsOut: 'the active player takes no part in Action 2',
    finished: 'you have finished this Action 2',
    singleBoxes: 'in Action 2 you cross single boxes, one per die: pick a box',
    limitOne: 'the active player used all the dice, so you may use only one of them',
    limit: (n) => `you have used all ${count(n, 'available die', 'available dice')}`,
    noDie: (colour) => `no ${colour} die is available in this Action 2`,
    dieUsedUp: (colour) => `you have used the available ${colour} dice: each die once`,
    notAdjacent: 'this box touches no crossed box',
    notAdjacentNoChain: 'this box touches no box crossed before this Action 2'
  },
  board: {
    title: (seat, sheet, points) => `seat ${seat}, sheet ${sheet}, ${count(points, 'point', 'points')}`,
    letters: 'letters: s grey, r red, y yellow, b blue, o orange, g green, W white; upper case = crossed',
    open: 'open',
    completed: (round, action, points) => `completed in round ${round} action ${action}: ${count(points, 'point', 'points')}`
  }
}

/**
 * A refusal of The Border's rules: its stable code and rule, the English message from
 * {@link borderEnglish}, and the key and params that say it in any locale (`violationText`).
 */
export const refuse = <K extends BorderRefusalKey>(code: string, key: K, params: BorderRefusalParams[K], rule: string): RuleViolation =>
  violation(code, (borderEnglish.refusal[key] as (p: BorderRefusalParams[K]) => string)(params), rule, { key, params })

/** The Border's words in English, as its text functions receive them by default. */
export const borderSayEnglish: Say<BorderText> = { locale: 'en', text: borderEnglish, core: coreEnglish }
