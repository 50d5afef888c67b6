/**
 * Moves in words, in the locale of `say` (issue 29).
 * @module
 */
import { CHANCE, type Actor, type Say } from '../../core/index.js'
import type { NagarajaMove } from './moves.js'
import type { NagarajaState } from './state.js'
import { componentsOf } from './components/of.js'
import { derive } from './components/derived.js'
import type { NagarajaText } from './text.js'

/**
 * A stick's throw in words: whose stick, its colour and what its face shows (fate points, a Naga),
 * as the views show it (N8, N26, N35): "seat 1's white stick shows 2 fate points and a Naga".
 */
const stickFace = (s: NagarajaState, face: number, t: NagarajaText): string => {
  const c = componentsOf(s)
  const head = s.queue[0]
  const kind = head?.q === 'guide' ? derive(c).brown : head?.q === 'roll' ? s.players[head.seat]?.sticks[head.stick]?.k : undefined
  const stick = kind === undefined ? undefined : c.sticks[kind]
  const f = stick?.faces[face]
  if (head === undefined || (head.q !== 'guide' && head.q !== 'roll') || stick === undefined || f === undefined) return t.move.faceShown(face)
  return t.move.stickThrown(head.seat, stick.colour, f)
}

/** A move described in words for logs and UIs. */
export const describe = (s: NagarajaState, actor: Actor, m: NagarajaMove, say: Say<NagarajaText>): string => {
  const { text: t, core } = say
  const c = componentsOf(s)
  const card = (i: number): string => t.move.card(c.cards[i], i)
  const who = actor === CHANCE ? core.chance : core.seat(actor)
  const mv = t.move
  switch (m.t) {
    case 'select': return mv.select(who, card(m.card))
    case 'lay': return mv.lay(who)
    case 'activate': return mv.activate(who, m.stick, card(m.card))
    case 'pass': return mv.pass(who)
    case 'cancel': return mv.cancel(who)
    case 'allow': return mv.allow(who)
    case 'drawAmulet': return mv.drawAmulet(who)
    case 'pickStick': return mv.pickStick(who, m.stick, m.seat)
    case 'pickRelic': return mv.pickRelic(who, m.place, m.temple)
    case 'swapRelics': return mv.swapRelics(who, m.a, m.b, m.temple)
    case 'rotate': return mv.rotate(who, m.cell, m.temple, m.by)
    case 'moveRoom': return mv.moveRoom(who, m.from, m.to)
    case 'swapRooms': return mv.swapRooms(who, m.a, m.b, m.temple)
    case 'trap': return mv.trap(who, m.cell)
    case 'take': return mv.take(who, card(m.card))
    case 'give': return mv.give(who, card(m.card))
    case 'place': return mv.place(who, m.cell, m.rot)
    case 'face': return stickFace(s, m.face, t)
    case 'card': return mv.cardIs(card(m.card))
    case 'room': return mv.roomIs(t.words.roomKind(c.rooms[m.kind]?.kind ?? String(m.kind)))
    case 'relic': {
      const r = c.relics[m.kind]
      return mv.relicIs(r === undefined ? String(m.kind) : t.words.relic(r.cursed, r.value))
    }
    case 'amulet': return mv.amuletIs(t.words.amuletKind(c.amulets[m.kind], m.kind))
  }
}
