/**
 * The core's words in Russian (issue 29): actors, the generic redactions of logs, and the refusals
 * every game's wrapper makes. Seats keep their numbers as the library counts them (from 0).
 * @module
 */
import type { CoreText } from '../../core/index.js'
import { coreRefusalIn } from '../../core/core-refusal.js'

/** The core in Russian. */
export const coreRussian: CoreText = {
  seat: (seat) => `игрок ${seat}`,
  chance: 'жребий',
  actors: (names) => names.join(', '),
  makesAMove: 'делает ход',
  chanceStep: 'жребий решает шаг',
  notYourTurn: (mover, waiting) => `${mover}: сейчас не может ходить; ожидается: ${waiting}`,
  gameOver: 'игра окончена: ходы больше не принимаются',
  malformedMove: (game, value) => `это не ход игры ${game}: ${value}`,
  picksNothing: (seat, instruction) => `${seat}: сейчас не принимает решение и ничего не выбирает: ${instruction}`,
  cannotPick: (element, after, reason) => `нельзя выбрать ${element}${after === '' ? '' : ` после ${after}`}: ${reason}`,
  noElement: (game, element, near) => `в игре ${game} нет элемента ${element}${near === '' ? '' : ` (может быть, ${near}?)`}`,
  noLegalPicks: 'этот выбор не ведёт ни к одному разрешённому ходу; выберите то, что предлагает подсказка',
  notDeciding: (seat, instruction) => `${seat}: сейчас не принимает решение: ${instruction}`,
  notThisDecision: (instruction) => `это не относится к текущему решению: ${instruction}`,
  refusal: (text, title) => coreRefusalIn(coreRussian, 'ru', text, title)
}
