/**
 * Moves described in words, for logs and UIs, in the locale of `say` (issue 29).
 * @module
 */
import { CHANCE, type Actor, type Say } from '../../core/index.js'
import { boardOf } from './components/derived.js'
import type { BorderMove } from './moves.js'
import type { BorderState } from './state.js'
import { borderSayEnglish, type BorderText } from './text.js'

/** A move in words, e.g. "seat 2 crosses box 17 (blue 4-segment)". */
export const describeBorderMove = (s: BorderState, actor: Actor, m: BorderMove, say: Say<BorderText> = borderSayEnglish): string => {
  const { text: t, core } = say
  const who = actor === CHANCE ? core.chance : core.seat(actor)
  switch (m.t) {
    case 'first':
      return t.move.first(m.seat)
    case 'roll':
      return t.move.roll(m.colour)
    case 'stop':
      return t.move.stop(who)
    case 'reroll':
      return t.move.reroll(who, m.dice)
    case 'complete':
      return t.move.complete(who, m.colour, m.length)
    case 'cross': {
      if (actor === CHANCE) return t.move.chanceCannotCross(m.box)
      const ix = boardOf(s)
      const sh = ix.sheets[s.sheetOf[actor] ?? -1]
      const k = sh?.segmentOf[m.box] ?? -1
      const seg = sh?.segments[k]
      return seg === undefined ? t.move.cross(who, m.box) : t.move.crossInSegment(who, m.box, seg.colour, seg.boxes.length)
    }
    case 'done':
      return s.phase === 'action1' ? t.move.endAction1(who) : t.move.endAction2(who)
  }
}
