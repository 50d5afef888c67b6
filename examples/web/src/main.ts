/**
 * The page: a setup form (game, players, seed, your seat, bots), folded away while a game is
 * played, and the game below it. URL parameters prefill the form:
 * `?game=rajas&players=3&variant=ganga&seed=abc&human=0&bots=greedy`; `bots` is `greedy`, `random`
 * or an `mcts` name (`mcts:500ms`, the default offered, or any budget such as `mcts:2s` or
 * `mcts:200` iterations); `worker=0` runs `mcts` in the page instead of its Web Worker; `fast=1`
 * removes the delays between automatic steps; `auto=0` lets you click forced moves yourself;
 * `autostart=1` starts at once; `lang=el` (`en`, `el`, `pl`, `ru`) is the language, chosen in the menu
 * at the top (beside the setup, and reachable while a game is played): the page's words and every
 * text of the library in it, for each game the locales its localized game speaks (`game.locales`).
 *
 * The seed is never on screen or in the URL while a game is played: from the seed, the library
 * reproduces every hidden card (Nagaraja) and every die to come. The seed field is emptied when the
 * game starts (an empty field draws a random seed); the finished game shows the seed and puts it in
 * the URL, for a replay.
 */
import { isLocale, type Locale, type WithRng } from 'tabletop-rules'
import type { GameAdapter, VariantChoice } from './adapter'
import { button, h } from './dom'
import { texts, type Texts } from './text'
import { startMatch, type Match, type MatchSettings } from './match'
import { borderAdapter } from './border'
import { nagarajaAdapter } from './nagaraja'
import { rajasAdapter } from './rajas/adapter'
import { isMctsName } from './think'
import './style.css'

/** A game as the form lists it (the adapter's type parameters stay inside `start`). */
interface Entry {
  readonly id: string
  readonly title: string
  readonly players: { readonly min: number; readonly max: number }
  readonly variants: readonly VariantChoice[]
  /** The locales its localized game speaks (`game.locales`): the languages the menu offers for it. */
  readonly locales: readonly Locale[]
  readonly start: (o: MatchSettings, root: HTMLElement) => Match
}

const entry = <C, S extends WithRng, M, V>(a: GameAdapter<C, S, M, V>): Entry => ({
  id: a.id,
  title: a.title,
  players: a.game.players,
  variants: a.variants ?? [],
  locales: a.game.locales,
  start: (o, root) => startMatch(a, o, root)
})

const GAMES: readonly Entry[] = [entry(rajasAdapter), entry(borderAdapter), entry(nagarajaAdapter)]

const params = new URLSearchParams(location.search)
const form = document.querySelector<HTMLFormElement>('#setup')
const app = document.querySelector<HTMLElement>('#app')
const box = document.querySelector<HTMLDetailsElement>('#setup-box')
const summary = document.querySelector<HTMLElement>('#setup-summary')
const header = document.querySelector<HTMLElement>('header')
if (form === null || app === null || box === null || summary === null || header === null) throw new Error('the page is missing #setup, #setup-box or #app')
/** The language asked for (the URL's `lang`, then the menu); shown where the game speaks it, else English. */
const urlLang = params.get('lang')
let wantedLocale: Locale = isLocale(urlLang) ? urlLang : 'en'
let t: Texts = texts('en')
// The seed is taken from the URL once, and not kept there (see the top of this file).
const urlSeed = params.get('seed') ?? ''

const select = (name: string, options: readonly (readonly [string, string])[], value: string): HTMLSelectElement => {
  const el = h('select', { name, 'data-testid': name }, ...options.map(([v, label]) => h('option', { value: v, selected: v === value }, label)))
  return el
}

const gameSel = select('game', GAMES.map((g) => [g.id, g.title] as const), params.get('game') ?? GAMES[0]?.id ?? '')
const playersIn = h('input', { name: 'players', 'data-testid': 'players', type: 'number', value: params.get('players') ?? '2', min: 2, max: 4 })
const seedIn = h('input', { name: 'seed', 'data-testid': 'seed', value: urlSeed, size: 12, autocomplete: 'off' })
const humanSel = select('human', [], '')
const variantSel = select('variant', [], '')
const variantLabel = h('label', {})
/**
 * The `mcts` budget offered: half a second per decision. `mcts:200` (about 25 ms of a desktop
 * core, 105 ms in Nagaraja) already beats greedy, a phone core is several times slower, and a bot
 * makes a hundred or more real decisions a game (forced moves are played at once), so 0.5 s keeps
 * a game moving on a phone while giving the search thousands of iterations on a desktop.
 */
const MCTS_DEFAULT = 'mcts:500ms'
const BOTS: readonly (readonly [string, string])[] = [
  ['greedy', 'greedy'],
  ['random', 'random'],
  [MCTS_DEFAULT, 'mcts']
]
const wantedBots = params.get('bots') ?? 'greedy'
// Any other `mcts` budget from the URL (e.g. `bots=mcts:2s`, `bots=mcts:200`) is offered too.
const extraBots = BOTS.some(([v]) => v === wantedBots) || !isMctsName(wantedBots) ? [] : [[wantedBots, wantedBots] as const]
const botsSel = select('bots', [...BOTS, ...extraBots], wantedBots)
const fastIn = h('input', { name: 'fast', 'data-testid': 'fast', type: 'checkbox', checked: params.get('fast') === '1' })
const autoIn = h('input', { name: 'auto', 'data-testid': 'auto', type: 'checkbox', checked: params.get('auto') !== '0' })

const current = (): Entry => GAMES.find((g) => g.id === gameSel.value) ?? (GAMES[0] as Entry)
/** The locale shown: the one asked for where the current game speaks it, else English. */
const locale = (): Locale => (current().locales.includes(wantedLocale) ? wantedLocale : 'en')
/** The language menu (beside the setup, so it stays reachable while a game is played). */
const langSel = h('select', { name: 'lang', 'data-testid': 'lang', class: 'lang' })
const langLabel = h('label', { class: 'lang-label' }, langSel)
let match: Match | undefined
const playerCount = (): number => {
  const g = current()
  return Math.min(g.players.max, Math.max(g.players.min, Number(playersIn.value) || g.players.min))
}

/** Keeps the player count within the game's range and the seat list in step with it. */
const refresh = (wanted: string): void => {
  const g = current()
  playersIn.min = String(g.players.min)
  playersIn.max = String(g.players.max)
  playersIn.disabled = g.players.min === g.players.max
  playersIn.value = String(playerCount())
  const seats = Array.from({ length: playerCount() }, (_, i) => [String(i), t.seatOption(i)] as const)
  const wantedVariant = variantSel.value === '' ? (params.get('variant') ?? '') : variantSel.value
  variantSel.replaceChildren(...g.variants.map((v) => h('option', { value: v.id, selected: v.id === wantedVariant }, v.label(locale()))))
  variantLabel.hidden = g.variants.length === 0
  humanSel.replaceChildren(...[...seats, ['none', t.watch] as const].map(([v, label]) => h('option', { value: v, selected: v === wanted }, label)))
  langSel.replaceChildren(...g.locales.map((l) => h('option', { value: l, selected: l === locale() }, texts(l).languageName)))
}

/** Says the page in the locale shown now: `<html lang>`, the setup's words, the game being played. */
const speak = (): void => {
  t = texts(locale())
  document.documentElement.lang = locale()
  summary.textContent = `${t.title} — ${t.subtitle}: ${t.setup}`
  langSel.setAttribute('aria-label', t.language)
  langSel.title = t.language
  seedIn.placeholder = t.seedPlaceholder
  const mcts = botsSel.querySelector(`option[value="${MCTS_DEFAULT}"]`)
  if (mcts !== null) mcts.textContent = t.mctsOption
  variantLabel.replaceChildren(`${t.variant} `, variantSel)
  form.replaceChildren(
    h('label', {}, `${t.game} `, gameSel),
    h('label', {}, `${t.players} `, playersIn),
    variantLabel,
    h('label', {}, `${t.seed} `, seedIn),
    h('label', {}, `${t.youPlay} `, humanSel),
    h('label', {}, `${t.bots} `, botsSel),
    h('label', { class: 'check' }, autoIn, ` ${t.autoForced}`),
    h('label', { class: 'check' }, fastIn, ` ${t.noDelays}`),
    button(t.start, { 'data-testid': 'start', class: 'start' }, start)
  )
  refresh(humanSel.value)
}
refresh(params.get('human') ?? '0')
gameSel.addEventListener('change', () => {
  variantSel.value = ''
  refresh(humanSel.value)
  speak()
})
// The language: into the URL (it is not a secret; it survives a reload), the page, and the game being played.
langSel.addEventListener('change', () => {
  if (!isLocale(langSel.value)) return
  wantedLocale = langSel.value
  const q = new URLSearchParams(location.search)
  q.set('lang', wantedLocale)
  history.replaceState(null, '', `?${q.toString()}`)
  speak()
  match?.setLocale(locale())
})
playersIn.addEventListener('change', () => refresh(humanSel.value))

const start = (): void => {
  match?.stop()
  const seed = seedIn.value.trim() === '' ? `s${Math.floor(Math.random() * 36 ** 8).toString(36)}` : seedIn.value.trim()
  const game = current().id
  const settings: MatchSettings = {
    seed,
    players: playerCount(),
    variant: variantSel.value,
    human: humanSel.value === 'none' ? null : Number(humanSel.value),
    bots: botsSel.value,
    fast: fastIn.checked,
    autoForced: autoIn.checked,
    worker: params.get('worker') !== '0',
    locale: locale(),
    // The finished game may show its seed: it goes into the URL for a replay.
    onOver: () => history.replaceState(null, '', `?${query(game, seed).toString()}`)
  }
  seedIn.value = ''
  history.replaceState(null, '', `?${query(game, undefined).toString()}`)
  box.open = false
  match = current().start(settings, app)
}

/** The URL's parameters for the form's settings (the seed only once the game is over). */
const query = (game: string, seed: string | undefined): URLSearchParams => {
  const q = new URLSearchParams({ game, players: String(playerCount()), variant: variantSel.value, human: humanSel.value, bots: botsSel.value })
  if (seed !== undefined) q.set('seed', seed)
  if (fastIn.checked) q.set('fast', '1')
  if (!autoIn.checked) q.set('auto', '0')
  if (params.get('worker') === '0') q.set('worker', '0')
  if (wantedLocale !== 'en') q.set('lang', wantedLocale)
  return q
}

header.append(langLabel)
speak()
form.addEventListener('submit', (e) => {
  e.preventDefault()
  start()
})
if (params.get('autostart') === '1') start()
