/**
 * Moves described in words, for logs and UIs.
 * @module
 */
import { CHANCE, type Actor } from '../../core/index.js'
import { boardOf } from './components/derived.js'
import type { BorderMove } from './moves.js'
import type { BorderState } from './state.js'

/** A move in words, e.g. "seat 2 crosses box 17 (blue 4-segment)". */
export const describeBorderMove = (s: BorderState, actor: Actor, m: BorderMove): string => {
  const who = actor === CHANCE ? 'chance' : `seat ${actor}`
  switch (m.t) {
    case 'first':
      return `seat ${m.seat} is chosen as the first active player`
    case 'roll':
      return `a die shows ${m.colour}`
    case 'stop':
      return `${who} stops rolling`
    case 'reroll':
      return `${who} re-rolls ${m.dice.join(', ')}`
    case 'complete':
      return `${who} completes the ${m.colour} ${m.length}-segment`
    case 'cross': {
      if (actor === CHANCE) return `chance cannot cross box ${m.box}`
      const ix = boardOf(s)
      const sh = ix.sheets[s.sheetOf[actor] ?? -1]
      const k = sh?.segmentOf[m.box] ?? -1
      const seg = sh?.segments[k]
      return seg === undefined ? `${who} crosses box ${m.box}` : `${who} crosses box ${m.box} (${seg.colour} ${seg.boxes.length}-segment)`
    }
    case 'done':
      return s.phase === 'action1' ? `${who} ends Action 1` : `${who} ends Action 2`
  }
}
