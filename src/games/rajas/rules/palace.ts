/**
 * The palace of the Grand Mogul (R78–R87): the chamber actions as chains of steps.
 * @module
 */
import type { State, Task } from '../state.js'
import { ordered } from './common.js'

/** The tasks of a chamber action (R82–R87); also the free river palace action (R100). */
export const chamberTasks = (s: State, seat: number, v: number): Task[] => {
  switch (v) {
    case 1:
      return [{ k: 'fame', s: seat, n: 2 }]
    case 2: // R83; Navaratna R141, R144: an income tile of one's choice instead of the white draw
      return ordered(s, seat, [[{ k: 'gain', s: seat, n: 2, c: -1 }], [s.variant?.navaratna === true ? { k: 'inc', s: seat, m: 'dancer' } : { k: 'white', s: seat }]])
    case 3:
      return ordered(s, seat, [[{ k: 'karma', s: seat, n: 2 }], [{ k: 'gain', s: seat, n: 1, c: -1 }]])
    case 4:
      return ordered(s, seat, [[{ k: 'upgrade', s: seat }], [{ k: 'money', s: seat, n: 3 }]])
    case 5:
      return [{ k: 'cover', s: seat }]
    default:
      return [{ k: 'boat', s: seat, n: 6 }]
  }
}

