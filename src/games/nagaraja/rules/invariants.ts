/**
 * What every reachable state satisfies: the game's consistency check on a state decoded from
 * outside (`game.decodeState`). The first broken invariant in words, or undefined. Cheap enough to
 * run on every state of a game (no search, one pass over each list).
 * @module
 */
import { derive } from '../components/derived.js'
import { componentsOf } from '../components/of.js'
import type { NagarajaComponents } from '../components/types.js'
import { componentProblems } from '../components/validate.js'
import type { NagarajaState, Phase, QueueItem } from '../state.js'
import { endNow } from '../scoring.js'
import { connectedPlaces } from './corridors.js'

const isSeat = (x: number): boolean => x === 0 || x === 1
const isWhole = (x: number): boolean => Number.isInteger(x)
const within = (x: number, n: number): boolean => Number.isInteger(x) && x >= 0 && x < n

/** The first broken invariant of the card locations (every card exactly once, N9, N17, N42). */
const cardProblem = (s: NagarajaState, c: NagarajaComponents): string | undefined => {
  const seen = new Uint8Array(c.cards.length)
  const place = (where: string, cards: readonly number[]): string | undefined => {
    for (const card of cards) {
      if (!within(card, c.cards.length)) return `${where} holds card ${card}, which is not in the component set`
      if (seen[card] === 1) return `card ${card} (${c.cards[card]?.id ?? '?'}) is in two places (found again in ${where})`
      seen[card] = 1
    }
    return undefined
  }
  const ascending = (where: string, cards: readonly number[]): string | undefined => {
    for (let i = 1; i < cards.length; i++) if ((cards[i - 1] as number) >= (cards[i] as number)) return `${where} is not in ascending order`
    return undefined
  }
  const lists: [string, readonly number[]][] = [['the deck', s.deck], ['the discard pile', s.discard]]
  s.players.forEach((p, i) => lists.push([`seat ${i}'s hand`, p.hand], [`seat ${i}'s selected cards`, p.laid], [`seat ${i}'s activated cards`, p.played]))
  if (s.phase.p === 'give') lists.push(["the guide's cards drawn", s.phase.drawn])
  for (const [where, cards] of lists) {
    const bad = place(where, cards)
    if (bad !== undefined) return bad
  }
  for (const [where, cards] of [['the deck', s.deck], ...s.players.flatMap((p, i) => [[`seat ${i}'s hand`, p.hand], [`seat ${i}'s selected cards`, p.laid]] as const)] as const) {
    const bad = ascending(where, cards)
    if (bad !== undefined) return bad
  }
  const missing = seen.indexOf(0)
  return missing >= 0 ? `card ${missing} (${c.cards[missing]?.id ?? '?'}) is nowhere (not in the deck, the discard pile, a hand or on the table)` : undefined
}

/** The first broken invariant of the phase (who decides, and what the decision refers to). */
const phaseProblem = (s: NagarajaState, c: NagarajaComponents, ph: Phase): string | undefined => {
  const card = (seat: number, x: number, list: 'hand' | 'played'): boolean => s.players[seat]?.[list].includes(x) === true
  switch (ph.p) {
    case 'guideRoll':
      if (s.guide !== -1) return 'the first-guide throw is under way but a guide is set (N26)'
      return ph.rolls.length <= 4 && ph.rolls.every((r) => isWhole(r) && r >= 0) ? undefined : 'the first-guide throws are not up to 4 fate totals (N26)'
    case 'call': {
      if (!isSeat(ph.seat) || !isSeat(s.guide)) return 'the Call of Fate names no seat or no guide (N31)'
      if (ph.seat === s.guide && (s.players[1 - s.guide]?.laid.length ?? 0) > 0) return 'the opponent laid cards before the guide (N32)'
      if (new Set(ph.picks).size !== ph.picks.length || !ph.picks.every((x) => card(ph.seat, x, 'hand'))) return 'the cards being selected are not distinct cards of the selecting hand (N31)'
      const sym = c.cards[ph.picks[0] ?? -1]?.symbol
      return ph.picks.every((x) => c.cards[x]?.symbol === sym) ? undefined : 'the cards being selected bear different symbols (N31)'
    }
    case 'clash':
      return isSeat(ph.turn) && (ph.passes === 0 || ph.passes === 1) ? undefined : 'the Clash turn names no seat, or counts passes other than 0 or 1 (N38, N40)'
    case 'respond':
      return isSeat(ph.seat) && ph.by === 1 - ph.seat && card(ph.by, ph.card, 'played') ? undefined : 'the Cancel window does not answer a card the other seat activated (N63)'
    case 'ability': {
      if (!isSeat(ph.seat) || !card(ph.seat, ph.card, 'played')) return 'the ability being applied is not of a card its seat activated (N39)'
      if (!(ph.target === -1 || isSeat(ph.target)) || !isWhole(ph.left) || ph.left < 0 || ph.left > 9) return 'the ability choice has a bad target or count (section 10)'
      return ph.picked.every((x) => isWhole(x) && x >= 0 && x < 1000) ? undefined : 'the ability choice has bad picks (section 10)'
    }
    case 'place':
      return isSeat(ph.seat) && ph.seat === s.winner && s.room !== null ? undefined : 'the Exploration is not the room winner placing the contested room (N43)'
    case 'renewal':
      return isSeat(ph.loser) ? undefined : 'the Renewal names no seat (N47)'
    case 'give':
      return isSeat(ph.seat) && ph.seat === s.guide && ph.drawn.length <= 3 ? undefined : 'the Renewal gift is not the guide choosing among at most 3 cards drawn (N47)'
    default:
      return undefined
  }
}

/** The first broken invariant of a pending event. */
const queueProblem = (s: NagarajaState, q: QueueItem, places: number): string | undefined => {
  switch (q.q) {
    case 'guide':
      return s.phase.p === 'guideRoll' && isSeat(q.seat) ? undefined : 'a first-guide throw is pending outside the first-guide step (N26)'
    case 'draw':
      return isSeat(q.seat) && (!q.give || (s.phase.p === 'give' && s.phase.seat === q.seat)) ? undefined : 'a pending draw names no seat, or a Renewal draw is pending outside the Renewal (N47)'
    case 'roll': {
      const st = s.players[q.seat]?.sticks[q.stick]
      return isSeat(q.seat) && st !== undefined && st.f === -1 ? undefined : 'a pending throw names a stick that is not being thrown (N35)'
    }
    case 'relic':
      return isSeat(q.seat) && within(q.place, places) && (q.peek === -1 || isSeat(q.peek)) ? undefined : 'a pending relic names no hiding place (N13, N52)'
    case 'amulet':
    case 'rdiscard':
      return isSeat(q.seat) ? undefined : `a pending ${q.q === 'amulet' ? 'amulet pickup (N14)' : 'random discard (N60)'} names no seat`
    default:
      return undefined
  }
}

/** Component sets already found valid (a cache keyed by the set object: states share their set). */
const validSets = new WeakSet<NagarajaComponents>()

/** The first broken invariant of a state that passed the state codec, or undefined (consistent). */
export const checkState = (s: NagarajaState): string | undefined => {
  if (s.components !== null && !validSets.has(s.components)) {
    const problems = componentProblems(s.components)
    if (problems.length > 0) return `its component set is invalid: ${problems[0] ?? ''}`
    validSets.add(s.components)
  }
  const c = componentsOf(s)
  const d = derive(c)
  if (![s.rng.c, s.rng.s0, s.rng.s1, s.rng.s2].every(Number.isFinite)) return 'the generator state is not four finite numbers'
  // N2: exactly 2 players, one temple each
  if (s.players.length !== 2) return `Nagaraja is played by exactly 2 players; the state has ${s.players.length}`
  if (s.temples.length !== 2) return `there must be 2 temples (N3); the state has ${s.temples.length}`
  if (!(s.guide === -1 || isSeat(s.guide))) return `the guide ${s.guide} is not a seat`
  for (const [name, v] of [['winner', s.winner], ['lastPlacer', s.lastPlacer], ['ninth', s.ninth]] as const) if (!(v === -1 || isSeat(v))) return `${name} ${v} is not a seat or -1`
  if (!isWhole(s.round) || s.round < 0 || s.round > 17) return `round ${s.round} is not 0 to 17 (one room per round, N5)`
  if (s.end !== null && !(s.end.winner === -1 || isSeat(s.end.winner))) return `the winner ${s.end.winner} is not a seat or -1 (a draw)`
  const cards = cardProblem(s, c)
  if (cards !== undefined) return cards
  // Sticks (N8, N35): kinds exist, faces exist (or the stick is being thrown), bonuses whole
  for (const [i, p] of s.players.entries()) {
    for (const st of p.sticks) {
      const kind = c.sticks[st.k]
      if (kind === undefined) return `seat ${i} has a stick of kind ${st.k}, which is not in the component set`
      if (!(st.f === -1 || within(st.f, kind.faces.length))) return `seat ${i} has a ${kind.colour} stick on face ${st.f}, which it does not have`
      if (st.f === -1 && !s.queue.some((q) => q.q === 'roll' && q.seat === i)) return `seat ${i} has a stick being thrown with no throw pending (N35)`
    }
    if (!isWhole(p.bonus) || p.bonus < 0) return `seat ${i}'s fate bonus ${p.bonus} is not a whole number ≥ 0 (N49)`
    if (p.amulets.some((k) => !within(k, c.amulets.length))) return `seat ${i} holds an amulet kind that is not in the component set`
  }
  // The throws on record (N26, N41): four brown fates; two seats' resolved sticks
  const brownFates = new Set((c.sticks[d.brown]?.faces ?? []).map((f) => f.fate))
  if (!(s.guideRolls.length === 0 || (s.guideRolls.length === 4 && s.guideRolls.every((r) => brownFates.has(r))))) return 'the first-guide throw on record is not four fates of brown sticks (N26)'
  if (!(s.lastSticks.length === 0 || s.lastSticks.length === 2)) return `the sticks on record from the last award are for ${s.lastSticks.length} seats, not 2 (N41)`
  for (const [i, sticks] of s.lastSticks.entries()) {
    for (const st of sticks) {
      const kind = c.sticks[st.k]
      if (kind === undefined || !within(st.f, kind.faces.length)) return `seat ${i}'s sticks on record from the last award include a stick or face not in the component set (N41)`
    }
  }
  if (s.options.capSticks) {
    for (const [k, kind] of c.sticks.entries()) {
      const n = s.players.reduce((a, p) => a + p.sticks.filter((st) => st.k === k).length, 0)
      if (n > kind.count) return `${n} ${kind.colour} sticks are in play, more than the supply of ${kind.count} (NQ7 option capSticks)`
    }
  }
  // Temples (N3, N11–N13, N57)
  const places = d.hiding.length
  let traps = 0
  let placed = 0
  let amuletsOnRooms = 0
  for (const [t, tp] of s.temples.entries()) {
    if (tp.cells.length !== d.cells) return `temple ${t} has ${tp.cells.length} room spaces, not ${d.cells} (N3)`
    for (const room of tp.cells) {
      if (room === null) continue
      if (!within(room.k, c.rooms.length) || !within(room.r, 4)) return `temple ${t} holds a room of kind ${room.k} turned ${room.r}, which does not exist`
      if (room.a && d.special[room.k] !== true) return `temple ${t} has an amulet on a room with no special location (N14)`
      placed++
      if (room.a) amuletsOnRooms++
    }
    if (tp.trap !== -1) {
      traps++
      if (!within(tp.trap, d.cells) || tp.cells[tp.trap] !== null) return `the trap of temple ${t} is not on an empty space (N57)`
    }
    if (tp.relic.length !== places || tp.known.length !== places || tp.up.length !== places || tp.ever.length !== places) return `temple ${t} does not have one relic per hiding place (N20)`
    if (tp.pool.length !== c.relics.length || tp.pool.some((n) => !isWhole(n) || n < 0)) return `temple ${t}'s unseen relics are not counts by relic kind`
    const counts = [...tp.pool]
    for (const k of tp.relic) {
      if (k === -1) continue
      if (!within(k, c.relics.length)) return `temple ${t} holds relic kind ${k}, which is not in the component set`
      counts[k] = (counts[k] as number) + 1
    }
    if (counts.some((n, k) => n !== c.relics[k]?.count)) return `temple ${t}'s relics are not its 9 relics (N4, N20): a relic is missing or doubled`
    if (tp.known.some((b) => !within(b, 4))) return `temple ${t} records who saw a relic with a value other than 0 to 3`
    const conn = connectedPlaces(d, tp.cells)
    for (let i = 0; i < places; i++) {
      if (conn[i] !== tp.up[i]) return `temple ${t}: the relic at hiding place ${i} is face-${tp.up[i] === true ? 'up' : 'down'} but its hiding place is ${conn[i] === true ? '' : 'not '}connected (N13)`
      if (tp.up[i] === true && (tp.relic[i] as number) >= 0 && (tp.known[i] !== 3 || tp.ever[i] !== true)) return `temple ${t}: the face-up relic at hiding place ${i} is not known to everyone (N13, N16)`
      if (tp.up[i] === true && tp.relic[i] === -1 && !s.queue.some((q) => q.q === 'relic' && q.seat === t && q.place === i)) return `temple ${t}: the face-up relic at hiding place ${i} has no identity and none is pending (N13)`
    }
  }
  if (traps > 1) return 'there is more than one trap (N6)'
  // Rooms (N5, N22, N48, NQ10): the stack, the temples, the contested room and the rooms discarded
  if (s.roomStack.length !== c.rooms.length || s.roomStack.some((n, k) => !isWhole(n) || n < 0 || n > (c.rooms[k]?.count ?? 0))) return 'the room stack is not a count of each room kind within the set'
  if (s.room !== null) {
    if (!within(s.room.k, c.rooms.length) || !within(s.room.r, 4)) return `the contested room of kind ${s.room.k} does not exist`
    if (s.room.a && d.special[s.room.k] !== true) return 'the contested room carries an amulet but has no special location (N28)'
    if (s.room.a) amuletsOnRooms++
  }
  const pendingRoom = s.queue.filter((q) => q.q === 'room').length
  const totalRooms = c.rooms.reduce((a, r) => a + r.count, 0)
  if (!isWhole(s.roomsOut) || s.roomsOut < 0) return `${s.roomsOut} rooms discarded is not a whole number ≥ 0 (NQ10)`
  if (s.roomStack.reduce((a, n) => a + n, 0) + placed + (s.room === null ? 0 : 1) + s.roomsOut !== totalRooms) return `the ${totalRooms} rooms are not all accounted for (stack, temples, the contested room, discarded)`
  if (pendingRoom > 1) return 'more than one room reveal is pending (N48)'
  // Amulets (N7, N14, N64): the pool holds the stack, the amulets on rooms and those being collected
  if (s.amuletPool.length !== c.amulets.length || s.amuletPool.some((n, k) => !isWhole(n) || n < 0 || n > (c.amulets[k]?.count ?? 0))) return 'the unseen amulets are not a count of each amulet kind within the set'
  if (s.usedAmulets.some((k) => !within(k, c.amulets.length))) return 'a used amulet is of a kind that is not in the component set'
  const pool = s.amuletPool.reduce((a, n) => a + n, 0)
  const collecting = s.queue.filter((q) => q.q === 'amulet').length
  // (an amulet on a room discarded unplaced, NQ10, stays unseen for good: at most one per such room)
  const lost = pool - (s.amuletStack + amuletsOnRooms + collecting)
  if (!isWhole(s.amuletStack) || s.amuletStack < 0 || lost < 0 || lost > s.roomsOut) return 'the unseen amulets are not the amulet stack plus the amulets on rooms, those being collected and those lost with a discarded room (N14, N23, NQ10)'
  const held = s.players.reduce((a, p) => a + p.amulets.length, 0)
  const total = c.amulets.reduce((a, x) => a + x.count, 0)
  if (pool + held + s.usedAmulets.length !== total) return `the ${total} amulets are not all accounted for (unseen, held, used)`
  const kinds = [...s.amuletPool]
  for (const k of [...s.usedAmulets, ...s.players.flatMap((p) => p.amulets)]) kinds[k] = (kinds[k] as number) + 1
  if (kinds.some((n, k) => n !== c.amulets[k]?.count)) return 'an amulet kind is held or used more often than the set has it (N7)'
  // The step and the pending events
  const phase = phaseProblem(s, c, s.phase)
  if (phase !== undefined) return phase
  for (const q of s.queue) {
    const bad = queueProblem(s, q, places)
    if (bad !== undefined) return bad
  }
  // N65, N66: the game ends at once when an end condition holds (unless its check is pending)
  if (s.end === null && !s.queue.some((q) => q.q === 'check') && endNow(s, d.cursedCount) !== null) return 'an end condition holds but the game goes on (N65, N66)'
  return undefined
}
