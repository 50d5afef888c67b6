/**
 * The consistency of a state decoded from outside: what every state the rules can reach satisfies
 * (`theBorder.decodeState` refuses any other with `BAD_STATE`). The one consistency check of the
 * game, as in every game (`rules/invariants.ts`).
 * @module
 */
import { boardOf } from '../components/derived.js'
import { componentProblems } from '../components/validate.js'
import { BORDER_PLAYERS } from '../setup.js'
import type { BorderState, SeatSheet } from '../state.js'
import { completableSegments } from './action1.js'
import { action2Offer, canCrossAny } from './action2.js'
import { isCrossed, ringCrossed } from './completing.js'
import { AREAS_TO_END, endTriggered } from './end.js'
import { MAX_ROLLS } from './rolling.js'

const sum = (xs: readonly number[]): number => {
  let n = 0
  for (const x of xs) n += x
  return n
}

/**
 * The first broken invariant of a decoded state, in words, or `undefined` when it is a state the
 * rules can reach (as far as cheap checks can tell): the seats and sheets (D2, D12), the component
 * set, each sheet's crossings (white boxes crossed, D7, D14) and completions — an area is
 * completed iff its ring is crossed (D34), stamped with an action that has happened, by the seat
 * that was active (Action 1) or passive (Action 2) then — the dice (D17, D18, D28) and the phase
 * with its pending decisions (a seat that has crossed nothing yet is waiting only if it can cross
 * something, DQ16).
 */
export const checkState = (s: BorderState): string | undefined => {
  const players = s.players
  const { min, max } = BORDER_PLAYERS
  if (!(players >= min && players <= max)) return `The Border is played by ${min} to ${max} players (D2); the state has ${players}`
  if (s.components !== undefined) {
    const problems = componentProblems(s.components)
    if (problems.length > 0) return `its component set is invalid (${problems[0]})`
  }
  const ix = boardOf(s)
  const c = ix.components
  const faces = ix.faces.length
  if (s.sheetOf.length !== players || new Set(s.sheetOf).size !== players || s.sheetOf.some((k) => !(k >= 0 && k < c.sheets.length))) {
    return `sheetOf must give each of the ${players} seats a different sheet 0–${c.sheets.length - 1} (D12)`
  }
  if (!(s.active >= 0 && s.active < players)) return `the active player ${s.active} is not a seat`
  if (!(s.round >= 0)) return `the round ${s.round} is negative`
  for (const [name, xs] of [['dice', s.dice], ['spent', s.spent], ['a2.pool', s.a2.pool]] as const) {
    if (xs.length !== faces || xs.some((n) => n < 0)) return `${name} must count the dice of each of the ${faces} faces (none negative)`
  }
  if (s.a2.used.length !== players || s.a2.fresh.length !== players || s.a2.waiting.length !== players) return 'the Action 2 bookkeeping must have one entry per seat'
  if (s.a2.used.some((u) => u.length !== faces || u.some((n) => n < 0))) return `a2.used must count the dice of each of the ${faces} faces per seat`
  if (s.boards.length !== players) return `there must be one sheet per seat (${players}), got ${s.boards.length}`
  // The actions that have happened: Action 1 of rounds 0..round, Action 2 of rounds before and (from Action 2 on) this one.
  const lastStamp = s.phase === 'first' ? -1 : s.phase === 'action2' || s.phase === 'over' ? 2 * s.round + 1 : s.phase === 'action1' ? 2 * s.round : 2 * s.round - 1
  const firstActive = (((s.active - s.round) % players) + players) % players
  for (let seat = 0; seat < players; seat++) {
    const sheet = s.boards[seat] as SeatSheet
    if (sheet.crossed.length !== c.boxes.length || !/^[01]*$/.test(sheet.crossed)) return `seat ${seat}: crossed must be one 0 or 1 per box (${c.boxes.length})`
    if (c.boxes.some((b, i) => b.white && !isCrossed(sheet, i))) return `seat ${seat}: a white box is not crossed (D7, D14)`
    if (sheet.completed.length !== c.areas.length) return `seat ${seat}: completed must have one entry per area (${c.areas.length})`
    for (let a = 0; a < c.areas.length; a++) {
      const stamp = sheet.completed[a] as number
      const ringDone = ringCrossed(ix, sheet, a)
      const name = c.areas[a]?.name ?? a
      if (ringDone !== stamp >= 0) {
        return ringDone ? `seat ${seat}: the ${name}'s ring is crossed but the area is not completed (D34)` : `seat ${seat}: the ${name} is completed but its ring is not crossed (D34)`
      }
      if (stamp < -1 || stamp > lastStamp) return `seat ${seat}: the ${name} is completed in action ${stamp}, which has not happened`
      if (stamp >= 0) {
        const activeThen = (firstActive + Math.floor(stamp / 2)) % players
        if (stamp % 2 === 0 && seat !== activeThen) return `seat ${seat}: the ${name} is completed in an Action 1 of seat ${activeThen} (D20)`
        if (stamp % 2 === 1 && seat === activeThen) return `seat ${seat}: the ${name} is completed in an Action 2 while seat ${seat} was active (D27)`
      }
    }
  }
  // D41–D43: a 6th area ends the game at the end of its round.
  const thisRound = 2 * s.round
  const endedBefore = s.boards.some((b) => b.completed.filter((x) => x >= 0 && (s.phase === 'over' || x < thisRound)).length >= AREAS_TO_END)
  if (s.phase !== 'over' && s.phase !== 'first' && endedBefore) return 'a seat completed a 6th area in an earlier round, but the game is not over (D41)'
  const count = c.dice.count
  const rolled = sum(s.dice)
  switch (s.phase) {
    case 'first':
      if (s.round !== 0 || rolled !== 0 || s.rolls !== 0 || s.toRoll !== 0) return 'before the first player is chosen no round or roll has begun (D13)'
      if (s.boards.some((b) => b.crossed !== ix.initialCrossed)) return 'before the first player is chosen only the white boxes are crossed (D14)'
      break
    case 'roll':
    case 'decide': {
      const decide = s.phase === 'decide'
      if (!(s.rolls >= 1 && s.rolls <= (decide ? MAX_ROLLS - 1 : MAX_ROLLS))) return `${decide ? 'deciding after' : 'rolling'} roll ${s.rolls}: there are 1–3 rolls, and no decision after the third (D18)`
      if (decide ? s.toRoll !== 0 : !(s.toRoll >= 1)) return decide ? 'no die may be pending while the active player decides (D18)' : 'a roll is pending but no die is to be rolled'
      if (rolled + s.toRoll !== count) return `the dice showing (${rolled}) and to roll (${s.toRoll}) must be the ${count} dice (D17)`
      if (sum(s.spent) !== 0) return 'no die is used before Action 1 (D20)'
      break
    }
    case 'action1':
    case 'action2':
    case 'over':
      if (s.toRoll !== 0 || rolled !== count) return `after rolling all ${count} dice show (D17)`
      if (s.spent.some((n, f) => n > (s.dice[f] ?? 0))) return 'more dice are used in Action 1 than show that colour (D20)'
      break
  }
  if (s.phase === 'action1' && completableSegments(ix, s).length === 0) return 'Action 1 is pending but the active player can complete no segment (D21, D25)'
  if (s.phase === 'action2') {
    const offer = action2Offer(s)
    if (s.a2.limit !== offer.limit || s.a2.pool.some((n, f) => n !== offer.pool[f])) return 'the dice offered in Action 2 are not the ones Action 1 left (D28)'
    if (!s.a2.waiting.some((w) => w)) return 'Action 2 is pending but no passive player is deciding (D16)'
  }
  for (let seat = 0; seat < players; seat++) {
    const used = s.a2.used[seat] as readonly number[]
    const fresh = s.a2.fresh[seat] as readonly number[]
    const inAction2 = s.phase === 'action2' || s.phase === 'over'
    if (!inAction2 && (sum(used) > 0 || fresh.length > 0 || s.a2.waiting[seat] === true)) return `seat ${seat} has Action 2 crossings outside Action 2`
    if (s.a2.waiting[seat] === true && (s.phase !== 'action2' || seat === s.active)) return `seat ${seat} is waiting to cross, but only passive players decide in Action 2 (D27)`
    if (seat === s.active && (sum(used) > 0 || fresh.length > 0)) return 'the active player takes no part in Action 2 (D27)'
    if (sum(used) > s.a2.limit || used.some((n, f) => n > (s.a2.pool[f] ?? 0))) return `seat ${seat} used more dice than Action 2 offers (D28, D30)`
    const faceOf = ix.sheets[s.sheetOf[seat] as number]?.faceOf ?? []
    const colours = ix.zeros.slice()
    const sheet = s.boards[seat] as SeatSheet
    for (const b of fresh) {
      const f = faceOf[b] ?? -1
      if (f < 0 || !isCrossed(sheet, b)) return `seat ${seat}: box ${b} of this Action 2 is not a crossed coloured box (D30)`
      colours[f] = (colours[f] ?? 0) + 1
    }
    if (new Set(fresh).size !== fresh.length || colours.some((n, f) => n !== used[f])) return `seat ${seat}: the dice used do not match the boxes crossed in this Action 2 (D30)`
    // DQ16: a seat that could cross nothing was finished when Action 2 began; one that has crossed
    // since waits for its own `done` (D33), whatever it can still cross.
    if (s.phase === 'action2' && s.a2.waiting[seat] === true && fresh.length === 0 && !canCrossAny(ix, s, seat)) return `seat ${seat} is waiting but could cross nothing when Action 2 began (DQ16)`
  }
  if (s.phase === 'over' && !endTriggered(s)) return 'the game is over but nobody completed a 6th area (D41)'
  return undefined
}
