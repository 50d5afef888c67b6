/**
 * The core's words in Polish (issue 29): actors, the generic redactions of logs, and the refusals
 * every game's wrapper makes. Seats keep their numbers as the library counts them (from 0).
 * @module
 */
import type { CoreText } from '../../core/index.js'
import { coreRefusalIn } from '../../core/core-refusal.js'

/** The core in Polish. */
export const corePolish: CoreText = {
  seat: (seat) => `gracz ${seat}`,
  chance: 'los',
  actors: (names) => names.join(', '),
  makesAMove: 'wykonuje ruch',
  chanceStep: 'los rozstrzyga krok',
  notYourTurn: (mover, waiting) => `${mover}: nie może teraz wykonać ruchu; czekamy na: ${waiting}`,
  gameOver: 'gra się skończyła: żaden ruch nie jest już przyjmowany',
  malformedMove: (game, value) => `to nie jest ruch gry ${game}: ${value}`,
  picksNothing: (seat, instruction) => `${seat}: teraz nie decyduje, więc niczego nie wybiera: ${instruction}`,
  cannotPick: (element, after, reason) => `nie można wybrać ${element}${after === '' ? '' : ` po ${after}`}: ${reason}`,
  noElement: (game, element, near) => `gra ${game} nie ma elementu ${element}${near === '' ? '' : ` (czy chodziło o ${near}?)`}`,
  noLegalPicks: 'te wybory nie prowadzą do żadnego dozwolonego ruchu; wybierz to, co proponuje podpowiedź',
  notDeciding: (seat, instruction) => `${seat}: teraz nie decyduje: ${instruction}`,
  notThisDecision: (instruction) => `to nie należy do tej decyzji: ${instruction}`,
  refusal: (text, title) => coreRefusalIn(corePolish, 'pl', text, title)
}
