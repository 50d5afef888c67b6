/**
 * The core's words in Greek (issue 29): actors, the generic redactions of logs, and the refusals
 * every game's wrapper makes. The rulebooks say «παίκτης» (player); seats keep their numbers as the
 * library counts them (from 0).
 * @module
 */
import type { CoreText } from '../../core/index.js'
import { coreRefusalIn } from '../../core/core-refusal.js'

/** The core in Greek. */
export const coreGreek: CoreText = {
  seat: (seat) => `ο παίκτης ${seat}`,
  chance: 'τύχη',
  actors: (names) => names.join(', '),
  makesAMove: 'κάνει μια κίνηση',
  chanceStep: 'η τύχη αποφασίζει ένα βήμα',
  notYourTurn: (mover, waiting) => `${mover}: δεν μπορεί να παίξει τώρα· αναμένεται: ${waiting}`,
  gameOver: 'το παιχνίδι τελείωσε: δεν γίνονται δεκτές άλλες κινήσεις',
  malformedMove: (game, value) => `δεν είναι κίνηση του ${game}: ${value}`,
  picksNothing: (seat, instruction) => `${seat}: δεν αποφασίζει τώρα, οπότε δεν επιλέγει τίποτα: ${instruction}`,
  cannotPick: (element, after, reason) => `το ${element} δεν μπορεί να επιλεγεί${after === '' ? '' : ` μετά από ${after}`}: ${reason}`,
  noElement: (game, element, near) => `το ${game} δεν έχει στοιχείο ${element}${near === '' ? '' : ` (μήπως εννοείτε ${near};)`}`,
  noLegalPicks: 'αυτές οι επιλογές δεν οδηγούν σε καμία επιτρεπτή κίνηση· επιλέξτε ό,τι προσφέρει η προτροπή',
  notDeciding: (seat, instruction) => `${seat}: δεν αποφασίζει τώρα: ${instruction}`,
  notThisDecision: (instruction) => `δεν ανήκει σε αυτή την απόφαση: ${instruction}`,
  refusal: (text, title) => coreRefusalIn(coreGreek, 'el', text, title)
}
