/**
 * The browser test: serves the built app (`dist/`, from `vite build`), opens it in Debian's
 * Chromium through playwright-core, plays complete seeded games of each game by clicks only
 * (the human seat picks among its legal moves — the move buttons — with a seeded generator and
 * plays the pick by clicking the board where the board offers it, else the button; bots and chance
 * move by themselves), then replays the page's transcript with the library in node and checks that
 * the final scores shown equal `outcome(...).scores`, that the human moves are exactly the ones
 * clicked, and that every bot and chance step is what the library's bot and `resolveChance` give.
 * Rajas is played in each variant (base, Navaratna, Ganga, mixed experience) with most moves made
 * on the board; one game of each title runs in a phone-sized window (390 × 844) where the page
 * must never scroll sideways; bots-only games must equal `playMatch`'s.
 * On failure, screenshots are saved in a temp folder and their paths printed.
 *
 * Run: npm test (in examples/web) — or CHROMIUM=/path/to/chromium npm test.
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { CHANCE, logFor, nagarajaGreedyBot, rajasGreedyBot, theBorderGreedyBot, pickIndex, playMatch, randomBot, replay, resolveChance, sampler, undoPoint, type Bot, type Game, type ScoredView, type Seat, type Step, type WithRng } from 'tabletop-rules'
import { nagaraja, type NagarajaMove, type NagarajaView } from 'tabletop-rules/nagaraja'
import { theBorder, type BorderMove, type BorderView } from 'tabletop-rules/the-border'
import { rajas, type RajasMove, type RajasView } from 'tabletop-rules/rajas'

const here = fileURLToPath(new URL('.', import.meta.url))
const appRoot = resolve(here, '..')
const dist = join(appRoot, 'dist')

// --- a tiny static server for dist/ ------------------------------------------------------------
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon'
}

const serve = (root: string): Promise<Server> =>
  new Promise((ok) => {
    const server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      const file = normalize(join(root, path === '/' ? 'index.html' : path))
      try {
        if (!file.startsWith(root) || !statSync(file).isFile()) throw new Error('not found')
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        res.end(readFileSync(file))
      } catch {
        res.writeHead(404).end('not found')
      }
    })
    server.listen(0, '127.0.0.1', () => ok(server))
  })

// --- the browser ---------------------------------------------------------------------------------
const chromiumPath = (): string => {
  if (process.env['CHROMIUM'] !== undefined) return process.env['CHROMIUM']
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM=/path/to/chromium)')
  }
}

let server: Server
let baseUrl = ''
let context: BrowserContext
const profile = mkdtempSync(join(tmpdir(), 'web-test-profile-'))
const shots = mkdtempSync(join(tmpdir(), 'web-test-screenshots-'))

before(async () => {
  assert.ok(readdirSync(dist).includes('index.html'), 'dist/index.html is missing: run `vite build` first (npm test does)')
  server = await serve(dist)
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1280, height: 1000 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  })
})

after(async () => {
  await context?.close()
  await new Promise((ok) => server?.close(ok))
  rmSync(profile, { recursive: true, force: true })
  if (readdirSync(shots).length === 0) rmSync(shots, { recursive: true, force: true })
})

// --- playing through the page ------------------------------------------------------------------
/** An undo clicked during a game: the step count before it and the decision it took back. */
interface Undone {
  readonly steps: number
  readonly move: string
}

interface Played {
  readonly clicked: readonly string[]
  readonly undone: readonly Undone[]
  /** How many of the moves were played by clicks on a board (not on a move button). */
  readonly onBoard: number
  readonly transcript: unknown
  readonly shown: readonly number[]
}

/** A phone-sized window (CSS pixels). */
const PHONE = { width: 390, height: 844 } as const

/**
 * Plays one game by clicks only; the human picks among the legal moves (the move buttons) with a
 * seeded generator, then plays the pick on the board where the board offers it (`data-play`, or a
 * province cell then a rotation for Rajas' `put cell rot`), else with its button. On a phone-sized
 * page, every step is checked for horizontal overflow.
 */
const playByClicks = async (page: Page, query: string, clickSeed: string, phone: boolean, hint: RegExp, undos: number): Promise<Played> => {
  await page.goto(`${baseUrl}?${query}&fast=1`)
  await page.getByTestId('start').click()
  const pick = sampler(clickSeed)
  const clicked: string[] = []
  const undone: Undone[] = []
  let onBoard = 0
  for (let i = 0; ; i++) {
    assert.ok(i < 3000, 'the game did not end within 3000 human moves')
    await page.waitForSelector('[data-testid=final], [data-testid=error], [data-testid=status][data-human-to-act]')
    const now = await page.evaluate(() => {
      // (no named functions in here: tsx would wrap them in a helper the page does not have)
      return {
        error: document.querySelector('[data-testid=error]')?.textContent ?? null,
        over: document.querySelector('[data-testid=final]') !== null,
        step: document.querySelector('[data-testid=status]')?.getAttribute('data-step') ?? '',
        hint: document.querySelector('[data-testid=hint]')?.textContent ?? '',
        moves: Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid=move]'), (b) => b.dataset['move'] ?? ''),
        onBoard: Array.from(document.querySelectorAll('.table [data-play]'), (e) => (e.checkVisibility() ? (e.getAttribute('data-play') ?? '') : '')),
        cells: Array.from(document.querySelectorAll('.table [data-pick-cell]'), (e) => e.getAttribute('data-pick-cell') ?? ''),
        undo: document.querySelector('[data-testid=undo]') !== null,
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth
      }
    })
    assert.equal(now.error, null, `the page shows an error: ${now.error ?? ''}`)
    if (phone) assert.ok(now.scrollWidth <= now.innerWidth, `step ${now.step}: the page scrolls sideways (${now.scrollWidth} > ${now.innerWidth})`)
    if (now.over) break
    assert.ok(now.moves.length > 0, 'the human acts but no move button is shown')
    assert.match(now.hint, hint, 'the hint does not say what is decided (and which rule applies)')
    // Now and then (up to `undos` times), take the last decision back with the Undo button.
    if (now.undo && undone.length < undos && pick.next() < 0.15) {
      const last = clicked.pop()
      assert.ok(last !== undefined, 'Undo is offered before any decision of yours')
      undone.push({ steps: Number(now.step), move: last })
      await page.getByTestId('undo').click()
      await page.waitForFunction((prev) => document.querySelector('[data-testid=status]')?.getAttribute('data-step') === String(prev - 1), Number(now.step))
      continue
    }
    const move = now.moves[pickIndex(pick.next(), now.moves.length)] as string
    clicked.push(move)
    const put = /^put (\d+) \d+$/.exec(move)
    if (now.onBoard.includes(move)) {
      await page.locator(`.table [data-play="${move}"]`).first().click()
      onBoard++
    } else if (put !== null && now.cells.includes(put[1] as string)) {
      // Rajas: a province cell, then the rotation.
      await page.locator(`.table [data-pick-cell="${put[1] as string}"]`).click()
      await page.locator(`.table [data-play="${move}"]`).click()
      onBoard++
    } else await page.locator(`[data-testid=move][data-move="${move}"]`).click()
    await page.waitForFunction((prev) => document.querySelector('[data-testid=status]')?.getAttribute('data-step') !== prev, now.step)
  }
  const transcript: unknown = JSON.parse((await page.getByTestId('transcript').textContent()) ?? 'null')
  const shown = await page.$$eval('[data-testid=final-score]', (els) =>
    els.map((e) => [Number(e.getAttribute('data-seat')), Number(e.getAttribute('data-score'))] as const).sort((a, b) => a[0] - b[0]).map(([, v]) => v)
  )
  if (phone) {
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth] as const)
    assert.ok(width[0] <= width[1], `the final page scrolls sideways (${width[0]} > ${width[1]})`)
  }
  return { clicked, undone, onBoard, transcript, shown }
}

/** The page's log: each line's step index and text. */
const pageLog = (page: Page): Promise<readonly (readonly [number, string])[]> =>
  page.$$eval('[data-testid=log] li', (els) => els.map((e) => [Number(e.getAttribute('data-index')), e.querySelector('.log-text')?.textContent ?? ''] as const))

/**
 * Re-drives the transcript with the library: every chance step must be `resolveChance`'s, every
 * bot step the bot's choice with the `${seed}/bots/${seat}` stream (as `playMatch` seeds them).
 */
const checkDriver = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, config: C, seed: string, moves: readonly Step<M>[], human: Seat, bot: Bot<V, M>): void => {
  const setup = game.setup(config, seed)
  assert.ok(setup._tag === 'Right')
  let state = setup.right
  const streams = new Map<Seat, () => number>()
  moves.forEach((step, i) => {
    if (step.actor === CHANCE) {
      const r = resolveChance(game, state)
      assert.ok(r._tag === 'Right')
      assert.deepEqual(step.move, r.right.steps[0]?.move, `step ${i}: not the chance outcome the state's generator gives`)
    } else if (step.actor !== human) {
      const seat = step.actor
      const rand = streams.get(seat) ?? sampler(`${seed}/bots/${seat}`).next
      streams.set(seat, rand)
      const chosen = bot.choose({ view: game.view(state, seat), seat, legal: game.legalMoves(state, seat), rand })
      assert.deepEqual(step.move, chosen, `step ${i}: not the move the ${bot.name} bot chooses`)
    }
    const next = game.apply(state, step.actor, step.move)
    assert.ok(next._tag === 'Right', `step ${i} refused`)
    state = next.right
  })
}

interface Case<C, S extends WithRng, M, V> {
  readonly game: Game<C, S, M, V>
  readonly config: C
  readonly query: string
  readonly seed: string
  readonly human: Seat
  readonly bot: Bot<V, M>
  /** Play in a phone-sized window (390 × 844) and check the page never scrolls sideways. */
  readonly phone?: boolean
  /** At least this many moves must be board clicks (where the game has a board to click). */
  readonly minOnBoard?: number
  /** What every hint must match (default: some words). */
  readonly hint?: RegExp
  /** Take back up to this many decisions with the Undo button during the game (default 0). */
  readonly undos?: number
}

const runCase = async <C, S extends WithRng, M, V>(c: Case<C, S, M, V>): Promise<void> => {
  const page = await context.newPage()
  if (c.phone === true) await page.setViewportSize(PHONE)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  const started = Date.now()
  try {
    const played = await playByClicks(page, `${c.query}&seed=${encodeURIComponent(c.seed)}&human=${c.human}`, `${c.seed}/clicks`, c.phone === true, c.hint ?? /\w+/, c.undos ?? 0)
    assert.deepEqual(errors, [], 'the page logged errors')
    const state = replay(c.game, played.transcript)
    assert.ok(state._tag === 'Right', `the page's transcript does not replay: ${state._tag === 'Left' ? state.left.message : ''}`)
    const outcome = c.game.outcome(state.right)
    assert.ok(outcome !== undefined, 'the replayed game is not over')
    assert.deepEqual(played.shown, [...outcome.scores], 'the final scores shown differ from the library outcome')
    const tr = played.transcript as { seed: string; config: unknown; moves: Step<M>[] }
    assert.equal(tr.seed, c.seed)
    assert.deepEqual(tr.config, c.config, 'the page played another config')
    assert.ok(played.onBoard >= (c.minOnBoard ?? 0), `only ${played.onBoard} of ${played.clicked.length} moves were board clicks`)
    assert.deepEqual(
      tr.moves.filter((m) => m.actor === c.human).map((m) => c.game.formatMove(m.move)),
      played.clicked,
      'the human moves in the transcript are not the ones clicked'
    )
    checkDriver(c.game, c.config, c.seed, tr.moves, c.human, c.bot)
    // The log is the human seat's (`logFor`), never the transcript in words.
    const log = logFor(c.game, played.transcript, c.human)
    assert.ok(log._tag === 'Right')
    assert.deepEqual(await pageLog(page), log.right.map((e) => [e.index, e.text]), "the page's log is not logFor(game, transcript, human)")
    // The live scores shown are those of the human's view.
    const live = await page.$$eval('[data-testid=scores] .score', (els) => els.map((e) => Number(/(-?\d+)$/.exec(e.textContent ?? '')?.[1])))
    assert.deepEqual(live, [...(c.game.view(state.right, c.human) as unknown as ScoredView).scores], 'the scores shown are not those of your view')
    // Each undo took back a decision the library lets the human take back (`undoPoint`).
    assert.equal(played.undone.length, c.undos ?? 0, 'fewer undos than asked (was the Undo button never offered?)')
    for (const u of played.undone) {
      const parsed = c.game.parseMove(u.move)
      assert.ok(parsed._tag === 'Right')
      const before = { ...tr, moves: [...tr.moves.slice(0, u.steps - 1), { actor: c.human, move: parsed.right }] }
      const point = undoPoint(c.game, before, c.human)
      assert.ok(point._tag === 'Right' && point.right < u.steps, `the page undid "${u.move}" at step ${u.steps}, which undoPoint does not allow`)
    }
    console.log(`# ${c.game.id}${c.phone === true ? ' (phone)' : ''} ${c.query}: ${played.clicked.length} moves (${played.onBoard} on the board, ${played.undone.length} undone), ${tr.moves.length} steps, scores ${outcome.scores.join(' - ')} (${outcome.reason}) in ${Date.now() - started} ms`)
  } catch (e) {
    const file = join(shots, `${c.game.id}-${c.seed}-failure.png`)
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
    console.error(`# screenshot of the failure: ${file}`)
    throw e
  } finally {
    await page.close()
  }
}

/** Watches a game of bots only: the page's transcript must be exactly `playMatch`'s. */
const watchCase = async <C, S extends WithRng, M, V>(c: Omit<Case<C, S, M, V>, 'human'>): Promise<void> => {
  const page = await context.newPage()
  try {
    await page.goto(`${baseUrl}?${c.query}&seed=${encodeURIComponent(c.seed)}&human=none&fast=1`)
    await page.getByTestId('start').click()
    await page.getByTestId('final').waitFor()
    const shown: unknown = JSON.parse((await page.getByTestId('transcript').textContent()) ?? 'null')
    const players = c.game.players.max === c.game.players.min ? c.game.players.min : Number(new URLSearchParams(c.query).get('players'))
    const match = playMatch(c.game, c.config, c.seed, Array.from({ length: players }, () => c.bot))
    assert.ok(match._tag === 'Right')
    assert.deepEqual(shown, JSON.parse(JSON.stringify(match.right.transcript)))
  } catch (e) {
    const file = join(shots, `${c.game.id}-${c.seed}-watch-failure.png`)
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
    console.error(`# screenshot of the failure: ${file}`)
    throw e
  } finally {
    await page.close()
  }
}

// --- the tests -----------------------------------------------------------------------------------
/** Each test's time limit (a whole game with a browser takes 1–20 s here). */
const LIMIT = 180_000
const nagarajaRandom: Bot<NagarajaView, NagarajaMove> = randomBot
const borderRandom: Bot<BorderView, BorderMove> = randomBot

test('the app imports only the public entries of tabletop-rules', { timeout: LIMIT }, () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))
  const all = files(join(appRoot, 'src'))
  assert.ok(all.some((f) => f.includes('rajas')), 'the Rajas files are missing')
  for (const f of all) {
    const text = readFileSync(f, 'utf8')
    for (const [, spec] of text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s+'([^']+)'/g)) {
      if (spec === undefined) continue
      assert.ok(spec.startsWith('./') || spec.startsWith('../') || spec === 'tabletop-rules' || /^tabletop-rules\/[a-z-]+$/.test(spec), `${f} imports ${spec}`)
    }
  }
})

test('Nagaraja: a complete seeded game by clicks against the greedy bot', { timeout: LIMIT }, async () => {
  await runCase({ game: nagaraja, config: { players: 2 }, query: 'game=nagaraja&bots=greedy', seed: 'web-test-1', human: 0, bot: nagarajaGreedyBot, undos: 1 })
})

test('Nagaraja on a phone (390 × 844): the human as seat 1, no sideways scrolling', { timeout: LIMIT }, async () => {
  await runCase({ game: nagaraja, config: { players: 2 }, query: 'game=nagaraja&bots=greedy', seed: 'web-test-2', human: 1, bot: nagarajaGreedyBot, phone: true })
})

test('Nagaraja: watching two random bots gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: nagaraja, config: { players: 2 }, query: 'game=nagaraja&bots=random', seed: 'web-watch', bot: nagarajaRandom })
})

test('The Border: a complete seeded 3-player game by clicks against the greedy bots', { timeout: LIMIT }, async () => {
  await runCase({ game: theBorder, config: { players: 3 }, query: 'game=the-border&players=3&bots=greedy', seed: 'web-border-1', human: 1, bot: theBorderGreedyBot, minOnBoard: 1, undos: 1 })
})

test('The Border on a phone (390 × 844): a 2-player game by clicks, no sideways scrolling', { timeout: LIMIT }, async () => {
  await runCase({ game: theBorder, config: { players: 2 }, query: 'game=the-border&players=2&bots=greedy', seed: 'web-border-phone', human: 0, bot: theBorderGreedyBot, phone: true, minOnBoard: 1 })
})

test("The Border: the log never shows another passive player's pending crossings (seed shots, 3 players)", { timeout: LIMIT }, async () => {
  const page = await context.newPage()
  try {
    await page.goto(`${baseUrl}?game=the-border&players=3&seed=shots&human=0&bots=greedy&fast=1`)
    await page.getByTestId('start').click()
    await page.waitForSelector('[data-testid=status][data-human-to-act]')
    // Seat 0 decides its Action 2 crossings while seat 1 has already decided its own (step 13): the
    // log says only that seat 1 decided, not which box (it used to read "seat 1 crosses box 13").
    const lines = await pageLog(page)
    const line13 = lines.find(([i]) => i === 12)?.[1] ?? ''
    assert.ok(line13.startsWith('seat 1 '), `log line 13 is not seat 1's step: ${line13}`)
    assert.doesNotMatch(line13, /box \d/, `log line 13 names seat 1's pending crossing: ${line13}`)
    assert.ok(lines.every(([, text]) => !/seat [12] crosses box \d/.test(text)), 'the log names a pending crossing of another seat')
  } catch (e) {
    const file = join(shots, 'the-border-shots-log-failure.png')
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined)
    console.error(`# screenshot of the failure: ${file}`)
    throw e
  } finally {
    await page.close()
  }
})

test('The Border: watching two random bots gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: theBorder, config: { players: 2 }, query: 'game=the-border&players=2&bots=random', seed: 'web-border-2', bot: borderRandom })
})

test('The Border: watching four greedy bots gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: theBorder, config: { players: 4 }, query: 'game=the-border&players=4&bots=greedy', seed: 'web-border-watch', bot: theBorderGreedyBot })
})

// --- Rajas of the Ganges -------------------------------------------------------------------------
const rajasRandom: Bot<RajasView, RajasMove> = randomBot
/** A Rajas hint names the rule (R…, or a reading A…) and where to click. */
const RAJAS_HINT = /\((R|A)\d+.*\) — (click|choose) /

test('Rajas, base game: a complete seeded 2-player game by board clicks against the greedy bot', { timeout: LIMIT }, async () => {
  await runCase({ game: rajas, config: { players: 2 }, query: 'game=rajas&players=2&variant=base&bots=greedy', seed: 'web-rajas-base', human: 0, bot: rajasGreedyBot, minOnBoard: 20, hint: RAJAS_HINT, undos: 3 })
})

test('Rajas, Navaratna: a 3-player game by board clicks, the human as seat 1', { timeout: LIMIT }, async () => {
  await runCase({ game: rajas, config: { players: 3, variant: { navaratna: true } }, query: 'game=rajas&players=3&variant=navaratna&bots=greedy', seed: 'web-rajas-nav', human: 1, bot: rajasGreedyBot, minOnBoard: 20, hint: RAJAS_HINT, undos: 1 })
})

test('Rajas, Ganga on a phone (390 × 844): a 2-player game by board clicks, no sideways scrolling', { timeout: LIMIT }, async () => {
  await runCase({ game: rajas, config: { players: 2, variant: { ganga: true } }, query: 'game=rajas&players=2&variant=ganga&bots=greedy', seed: 'web-rajas-ganga', human: 1, bot: rajasGreedyBot, phone: true, minOnBoard: 20, hint: RAJAS_HINT })
})

test('Rajas, mixed experience: a 4-player game by board clicks, the human experienced against beginner bots', { timeout: LIMIT }, async () => {
  await runCase({
    game: rajas,
    config: { players: 4, variant: { experience: ['experienced', 'beginner', 'beginner', 'beginner'] } },
    query: 'game=rajas&players=4&variant=mixed&bots=greedy',
    seed: 'web-rajas-mixed',
    human: 0,
    bot: rajasGreedyBot,
    minOnBoard: 20,
    hint: RAJAS_HINT
  })
})

test('Rajas: watching four random bots (Navaratna + Ganga) gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: rajas, config: { players: 4, variant: { navaratna: true, ganga: true } }, query: 'game=rajas&players=4&variant=navaratna%2Bganga&bots=random', seed: 'web-rajas-watch', bot: rajasRandom })
})

test('Rajas: watching two greedy bots gives the same game as playMatch', { timeout: LIMIT }, async () => {
  await watchCase({ game: rajas, config: { players: 2 }, query: 'game=rajas&players=2&variant=base&bots=greedy', seed: 'web-rajas-watch-2', bot: rajasGreedyBot })
})
