/**
 * The command's words in each locale (`play --lang <tag>`, issue 29): the story's frame (rounds,
 * seats, scores), the result, and the locale bundles the command gives the games.
 * @module
 */
import * as E from 'fp-ts/Either'
import { countIn, isLocale, LOCALES, type Locale, type LocaleBundle, type PluralForms } from '../core/index.js'
import { el } from '../locales/el/index.js'
import { pl } from '../locales/pl/index.js'
import { ru } from '../locales/ru/index.js'
import { storyEnglish, type StoryWords } from './story.js'
import { badInput, type CliError } from './output.js'

/** The locale bundles the command can give a game (English is every game's own). */
export const CLI_BUNDLES: Readonly<Record<Exclude<Locale, 'en'>, LocaleBundle>> = { el, pl, ru }

/** The words of `play` around the game's own. */
export interface PlayText {
  /** The first line: the game, its rules version, players, seed and bots. */
  readonly header: (title: string, id: string, rules: string, players: number, seed: string, bots: string) => string
  /** The story's frame. */
  readonly story: StoryWords
  /** "Game over: <reason>". */
  readonly gameOver: (reason: string) => string
  /** A seat's place in the ranking: "seat 1: 12 points (tied)". */
  readonly ranked: (seat: number, points: number, tied: boolean) => string
  /** "Winner: seat 0" / "Winners: seat 0, seat 1". */
  readonly winners: (seats: readonly number[]) => string
  /** The board's title: "— seat 0 (greedy) —". */
  readonly boardTitle: (seat: number, bot: string) => string
  /** A game that did not end within the step limit. */
  readonly noEnd: (steps: number) => string
  /** "558 steps; to see every step:" (the command line follows). */
  readonly seeEveryStep: (steps: number) => string
}

const points = (locale: Locale, n: number, forms: PluralForms): string => countIn(locale, Math.abs(n), forms).replace(/^\d+/, String(n))

/** `play`'s words by locale. */
export const PLAY_TEXT: Readonly<Record<Locale, PlayText>> = {
  en: {
    header: (title, id, rules, players, seed, bots) => `${title} (${id}, rules ${rules}) — ${players} players, seed '${seed}', bots ${bots}`,
    story: storyEnglish,
    gameOver: (reason) => `Game over: ${reason}`,
    ranked: (seat, n, tied) => `seat ${seat}: ${points('en', n, { one: 'point', other: 'points' })}${tied ? ' (tied)' : ''}`,
    winners: (seats) => `Winner${seats.length > 1 ? 's' : ''}: ${seats.map((s) => `seat ${s}`).join(', ')}`,
    boardTitle: (seat, bot) => `— seat ${seat} (${bot}) —`,
    noEnd: (steps) => `The game did not end within the step limit (${steps} steps).`,
    seeEveryStep: (steps) => `${steps} steps; to see every step:`
  },
  el: {
    header: (title, id, rules, players, seed, bots) => `${title} (${id}, κανόνες ${rules}) — ${countIn('el', players, { one: 'παίκτης', other: 'παίκτες' })}, σπόρος '${seed}', μποτ: ${bots}`,
    story: { round: (r) => `Γύρος ${r}`, seat: (s) => `παίκτης ${s}`, rolls: 'ρίχνει', scores: (s) => `πόντοι ${s}` },
    gameOver: (reason) => `Τέλος του παιχνιδιού: ${reason}`,
    ranked: (seat, n, tied) => `παίκτης ${seat}: ${points('el', n, { one: 'πόντος', other: 'πόντοι' })}${tied ? ' (ισοβαθμία)' : ''}`,
    winners: (seats) => `${seats.length > 1 ? 'Νικητές' : 'Νικητής'}: ${seats.map((s) => `παίκτης ${s}`).join(', ')}`,
    boardTitle: (seat, bot) => `— παίκτης ${seat} (${bot}) —`,
    noEnd: (steps) => `Το παιχνίδι δεν τελείωσε μέσα στο όριο βημάτων (${countIn('el', steps, { one: 'βήμα', other: 'βήματα' })}).`,
    seeEveryStep: (steps) => `${countIn('el', steps, { one: 'βήμα', other: 'βήματα' })}· για να δείτε κάθε βήμα:`
  },
  pl: {
    header: (title, id, rules, players, seed, bots) => `${title} (${id}, zasady ${rules}) — ${countIn('pl', players, { one: 'gracz', few: 'graczy', many: 'graczy', other: 'gracza' })}, ziarno '${seed}', boty: ${bots}`,
    story: { round: (r) => `Runda ${r}`, seat: (s) => `gracz ${s}`, rolls: 'rzuca', scores: (s) => `punkty ${s}` },
    gameOver: (reason) => `Koniec gry: ${reason}`,
    ranked: (seat, n, tied) => `gracz ${seat}: ${points('pl', n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' })}${tied ? ' (remis)' : ''}`,
    winners: (seats) => `${seats.length > 1 ? 'Zwycięzcy' : 'Zwycięzca'}: ${seats.map((s) => `gracz ${s}`).join(', ')}`,
    boardTitle: (seat, bot) => `— gracz ${seat} (${bot}) —`,
    noEnd: (steps) => `Gra nie skończyła się w limicie kroków (${countIn('pl', steps, { one: 'krok', few: 'kroki', many: 'kroków', other: 'kroku' })}).`,
    seeEveryStep: (steps) => `${countIn('pl', steps, { one: 'krok', few: 'kroki', many: 'kroków', other: 'kroku' })}; aby zobaczyć każdy krok:`
  },
  ru: {
    header: (title, id, rules, players, seed, bots) => `${title} (${id}, правила ${rules}) — ${countIn('ru', players, { one: 'игрок', few: 'игрока', many: 'игроков', other: 'игрока' })}, зерно '${seed}', боты: ${bots}`,
    story: { round: (r) => `Раунд ${r}`, seat: (s) => `игрок ${s}`, rolls: 'бросает', scores: (s) => `очки ${s}` },
    gameOver: (reason) => `Игра окончена: ${reason}`,
    ranked: (seat, n, tied) => `игрок ${seat}: ${points('ru', n, { one: 'очко', few: 'очка', many: 'очков', other: 'очка' })}${tied ? ' (ничья)' : ''}`,
    winners: (seats) => `${seats.length > 1 ? 'Победители' : 'Победитель'}: ${seats.map((s) => `игрок ${s}`).join(', ')}`,
    boardTitle: (seat, bot) => `— игрок ${seat} (${bot}) —`,
    noEnd: (steps) => `Игра не закончилась в пределах лимита шагов (${countIn('ru', steps, { one: 'шаг', few: 'шага', many: 'шагов', other: 'шага' })}).`,
    seeEveryStep: (steps) => `${countIn('ru', steps, { one: 'шаг', few: 'шага', many: 'шагов', other: 'шага' })}; чтобы увидеть каждый шаг:`
  }
}

/** `--lang`: a locale tag (default English), or bad input naming the tags. */
export const parseLang = (text: string | undefined): E.Either<CliError, Locale> =>
  text === undefined ? E.right('en') : isLocale(text) ? E.right(text) : E.left(badInput(`--lang must be one of ${LOCALES.join(', ')}; got '${text}'.`))
