/**
 * Runs one game in the page, board first: chance and bots move by themselves; the human decides by
 * clicking the elements of the table (`data-element`) that `game.prompt` offers — pickable ones
 * highlighted, picked ones marked, a confirmation button only where the decision needs one — and a
 * click on anything else is answered with `game.why`. A forced decision plays itself after a short,
 * visible pause (a setting turns this off). What the other seats did since your last move is marked
 * from `game.changes` and summed up; the end screen shows `scoreBreakdown`.
 *
 * The page keeps the full state (it is the "server"), but draws only `view(state, human)`, logs each
 * step as the library's `logEntry` for the human seat, and offers the library's information-safe
 * `undo`. The `mcts` bot thinks in a Web Worker (`thinker.ts`). One game loop: every automatic step
 * is started by `run`, which first cancels any pending one, and a bot decision is asked once (a
 * decision being thought about blocks the loop until it is answered or abandoned).
 */
import {
  CHANCE,
  logEntry,
  pickIndex,
  resolveChance,
  sampler,
  undo,
  type Bot,
  type ElementId,
  type Locale,
  type LogEntry,
  type Prompt,
  type RngState,
  type Sampler,
  type Seat,
  type Step,
  type Transcript,
  type ViewChange,
  type WithRng
} from 'tabletop-rules'
import type { GameAdapter, Table, Viewer } from './adapter'
import { button, h } from './dom'
import { fit } from './fit'
import { texts, type Texts } from './text'
import { isMctsName } from './think'
import { pageThinker, workerThinker, type Thinker } from './thinker'

/** How a game is started. */
export interface MatchSettings {
  readonly seed: string
  readonly players: number
  /** The variant id (see `GameAdapter.variants`), or ''. */
  readonly variant: string
  /** The human seat, or null to watch the bots play. */
  readonly human: Seat | null
  /** The bots: `greedy`, `random`, or an `mcts` name (`mcts:500ms`, `mcts:200`…, see `isMctsName`). */
  readonly bots: string
  /** No delays between automatic steps (tests). */
  readonly fast: boolean
  /** Forced decisions of the human play themselves (after `FORCED_DELAY`); off: the player clicks them. */
  readonly autoForced: boolean
  /** Whether the `mcts` bot thinks in a Web Worker (default) or in the page (`?worker=0`: the page freezes while it thinks). */
  readonly worker: boolean
  /** Called once when the game is over (the page then puts the seed in the URL for a replay). */
  readonly onOver?: () => void
  /** The locale the page speaks (one of `game.locales`; English for one the game does not speak). */
  readonly locale: Locale
}

/** A game being played: stop it, or switch the language it is shown in (its log is said again). */
export interface Match {
  readonly stop: () => void
  readonly setLocale: (locale: Locale) => void
}

const CHANCE_DELAY = 120
const BOT_DELAY = 350
/** The pause before a forced decision plays itself: long enough to be seen. */
const FORCED_DELAY = 700

/** Ids of elements that are buttons by nature (a confirmation, a choice of words): drawn in the action bar. */
const isButtonId = (id: ElementId): boolean => !id.includes(':') || /^(rotation|effect|goods):/.test(id)


/** Starts a game in `root`; returns a function that stops it. Bots get `playMatch`'s streams, so a transcript is reproducible. */
export const startMatch = <C, S extends WithRng, M, V>(a: GameAdapter<C, S, M, V>, o: MatchSettings, root: HTMLElement): Match => {
  const { game } = a
  /** The locale of every text shown (the library's and the page's); a locale the game does not speak is English. */
  let locale: Locale = game.locales.includes(o.locale) ? o.locale : 'en'
  let t: Texts = texts(locale)
  const setup = game.setup(a.config(o.players, o.variant), o.seed)
  if (setup._tag === 'Left') {
    root.replaceChildren(h('p', { class: 'error', 'data-testid': 'error' }, setup.left.message))
    return { stop: () => undefined, setLocale: () => undefined }
  }
  let state: S = setup.right
  const steps: Step<M>[] = []
  /** The state before each step (so an undo goes back without replaying). */
  const history: S[] = []
  /** Each step as the viewer may know it (`logEntry`, redacted by the game where it hides something). */
  const log: LogEntry<M>[] = []
  /** Summaries of clashes, turns and rounds, with the step count they follow. */
  const summaries: { readonly at: number; readonly text: string }[] = []
  const viewer: Viewer = o.human ?? 'spectator'
  const mcts = isMctsName(o.bots)
  const bot: Bot<V, M> | undefined = mcts ? undefined : a.bot(o.bots === 'random' ? 'random' : 'greedy')
  const streams = new Map<Seat, Sampler>()
  const stream = (seat: Seat): Sampler => {
    const made = streams.get(seat) ?? sampler(`${o.seed}/bots/${seat}`)
    streams.set(seat, made)
    return made
  }
  let order = sampler(`${o.seed}/bots/order`)
  const namesIn = (tx: Texts): string[] => Array.from({ length: o.players }, (_, i) => (i === o.human ? tx.you : tx.bot(i)))
  let names = namesIn(t)
  const colours = Array.from({ length: o.players }, (_, i) => a.seatColours[i % a.seatColours.length]?.[0] ?? '#888')
  let table: Table = { names, colours, viewer, locale }
  /** A library text with the page's names for the seats. */
  const withNames = (text: string): string => t.withNames(text, names)
  /** Where `mcts` thinks (made at its first decision). */
  let thinker: Thinker | undefined
  /** The bot decision being thought about, if any, with the order stream before it was drawn (restored if the decision is abandoned). */
  let thinking: { readonly seat: Seat; readonly orderBefore: RngState } | undefined
  /** How many decisions the worker answered in this game (shown as `data-worker-decisions`). */
  let workerDecisions = 0
  let stopped = false
  /** The one pending automatic action (a step of the loop, or a forced decision of the human). */
  let timer: ReturnType<typeof setTimeout> | undefined
  let pendingForced = false
  let error = ''
  /** The human's picks in the pending decision, and the answer to the last refused click. */
  let picks: ElementId[] = []
  let toast = ''
  /** The human's view right after its last decision (the changes since then are marked), and the step count then. */
  let markFrom: V | undefined
  let since = 0
  let overNotified = false
  /** The steps that were forced decisions of the human, played by themselves (an undo takes them back with the chosen decision before them). */
  const forcedSteps = new Set<number>()

  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pendingForced = false
  }
  const schedule = (delay: number, action: () => void): void => {
    cancel()
    timer = setTimeout(() => {
      timer = undefined
      pendingForced = false
      action()
    }, delay)
  }

  const record = (step: Step<M>, next: S): void => {
    log.push(logEntry(game, state, step.actor, step.move, next, viewer, steps.length, locale))
    if (a.summary !== undefined) {
      const said = a.summary(game.view(state, viewer), game.view(next, viewer), table)
      if (said !== undefined) summaries.push({ at: steps.length + 1, text: said })
    }
    history.push(state)
    steps.push(step)
    state = next
  }

  const transcript = (): Transcript<C, M> => ({ game: game.id, rulesVersion: game.rulesVersion, config: a.config(o.players, o.variant), seed: o.seed, moves: steps })

  /** Whether the human may take back its last step: its own decision that revealed nothing to it (`undo` decides when pressed). */
  const canUndo = (): boolean => {
    if (o.human === null || game.revealed === undefined || game.actors(state).length === 0) return false
    // Back over the human's trailing steps that revealed nothing to it, to the last one it chose
    // (the forced ones after it, played by themselves, are taken back with it).
    for (let k = steps.length - 1; k >= 0; k--) {
      const step = steps[k]
      const before = history[k]
      const after = history[k + 1] ?? state
      if (step === undefined || before === undefined || step.actor !== o.human || game.revealed(before, o.human, step.move, after, o.human).length > 0) return false
      if (!forcedSteps.has(k)) return true
    }
    return false
  }

  /** Takes back the human's last decision with the library's `undo`. */
  const undoLast = (): void => {
    if (stopped || o.human === null) return
    cancel()
    const abandoned = thinking
    if (abandoned !== undefined) {
      // The bot was thinking about its reply: abandon it (its answer is never applied), and put
      // the order stream back as it was, so the game goes on as if the decision never started.
      thinker?.cancel()
      thinking = undefined
      order = sampler(abandoned.orderBefore)
    }
    picks = []
    // The library's `undo`, once per step, until a step the human chose is taken back.
    let r = undo(game, transcript(), o.human)
    while (r._tag === 'Right' && forcedSteps.has(r.right.moves.length) && r.right.moves.length > 0) r = undo(game, r.right, o.human)
    if (r._tag === 'Left') {
      toast = r.left.message
      if (abandoned !== undefined) return run()
    } else {
      const n = r.right.moves.length
      state = history[n] ?? state
      steps.length = n
      history.length = n
      log.length = n
      for (const k of forcedSteps) if (k >= n) forcedSteps.delete(k)
      while ((summaries[summaries.length - 1]?.at ?? 0) > n) summaries.pop()
      since = Math.min(since, n)
      toast = ''
    }
    render()
  }

  const apply = (step: Step<M>): boolean => {
    const next = game.apply(state, step.actor, step.move)
    if (next._tag === 'Left') {
      error = `${t.step(steps.length)}: ${game.violationText(next.left, locale)}`
      return false
    }
    record(step, next.right)
    return true
  }

  /** Whether an automatic step is due (chance, or a bot acts; bots act before the human). */
  const autoDue = (): boolean => {
    const actors = game.actors(state)
    return error === '' && actors.length > 0 && (actors[0] === CHANCE || actors.some((x) => x !== o.human))
  }

  /** Asks `mcts` for the move of `seat` (in its worker), once; the answer, unless abandoned first, is played and the loop goes on. */
  const think = (seat: Seat, view: V, legal: readonly M[], orderBefore: RngState): void => {
    thinker ??= o.worker && typeof Worker !== 'undefined' ? workerThinker() : pageThinker()
    const where = thinker.where
    thinking = { seat, orderBefore }
    thinker.ask({ game: game.id, bot: o.bots, view, seat, legal, rng: stream(seat).state() }, (answer) => {
      thinking = undefined
      if (stopped) return
      const move = 'error' in answer ? undefined : legal[answer.index]
      if ('error' in answer || move === undefined) {
        error = 'error' in answer ? answer.error : t.botNoMove
        return render()
      }
      streams.set(seat, sampler(answer.rng))
      if (where === 'worker') workerDecisions++
      if (!apply({ actor: seat, move })) return render()
      next(BOT_DELAY)
    })
  }

  /** One automatic step: `next` after a step, `thinking` while `mcts` decides, `idle` when nothing is due. */
  const autoStep = (): 'idle' | 'thinking' | { readonly delay: number } => {
    if (thinking !== undefined) return 'thinking'
    if (!autoDue()) return 'idle'
    const actors = game.actors(state)
    if (actors[0] === CHANCE) {
      const r = resolveChance(game, state)
      if (r._tag === 'Left') {
        error = r.left.message
        return 'idle'
      }
      for (const st of r.right.steps) record(st, r.right.state)
      return { delay: CHANCE_DELAY }
    }
    // Among several bots acting at once, the order is drawn from its own stream, as `playMatch` does.
    const bots = actors.filter((x): x is Seat => x !== CHANCE && x !== o.human)
    const orderBefore = order.state()
    const seat = bots.length > 1 ? bots[pickIndex(order.next(), bots.length)] : bots[0]
    if (seat === undefined) return 'idle'
    const view = game.view(state, seat)
    const legal = a.legalFromView(view, seat)
    if (bot === undefined) {
      // `mcts`: a forced move needs no search (the bot would return it without a draw).
      if (legal.length > 1) {
        think(seat, view, legal, orderBefore)
        return 'thinking'
      }
      const forced = legal[0]
      if (forced === undefined) {
        error = t.seatNoMove(seat)
        return 'idle'
      }
      return apply({ actor: seat, move: forced }) ? { delay: BOT_DELAY } : 'idle'
    }
    const move = bot.choose({ view, seat, legal, rand: stream(seat).next })
    return apply({ actor: seat, move }) ? { delay: BOT_DELAY } : 'idle'
  }

  /** The human's prompt now, if it is to decide (from its view: what the page draws). */
  const humanPrompt = (view: V): Prompt<M> | undefined => {
    if (o.human === null || autoDue() || thinking !== undefined || !game.actors(state).includes(o.human)) return undefined
    const p = game.prompt(view, o.human, picks, locale)
    if (p._tag === 'Right') return p.right
    // A pick list that no longer fits (it should not happen): start the decision again.
    picks = []
    const fresh = game.prompt(view, o.human, [], locale)
    return fresh._tag === 'Right' ? fresh.right : undefined
  }

  /** After a step: go on at once, or after `delay` when another automatic step is due (so it is seen). */
  const next = (delay: number): void => {
    if (o.fast || !autoDue()) run()
    else {
      render()
      schedule(delay, run)
    }
  }

  /** The game loop: the only place automatic steps start. Cancels any pending one first, so there is one loop. */
  const run = (): void => {
    if (stopped) return
    cancel()
    for (;;) {
      const r = autoStep()
      if (r === 'thinking') break
      if (r === 'idle') {
        // The human decides: a forced decision plays itself (after a pause, unless `fast`).
        const view = o.human === null ? undefined : game.view(state, o.human)
        const p = view === undefined ? undefined : humanPrompt(view)
        if (p !== undefined && p.forced && p.move !== undefined && o.autoForced && picks.length === 0) {
          const move = p.move
          forcedSteps.add(steps.length)
          if (o.fast) {
            if (humanMove(move, false)) continue
            break
          }
          schedule(FORCED_DELAY, () => humanMove(move, true))
          pendingForced = true
          render()
          return
        }
        break
      }
      if (!o.fast) {
        if (autoDue()) {
          render()
          schedule(r.delay, run)
          return
        }
      }
    }
    render()
  }

  /** Plays the human's move; with `go`, the loop goes on (otherwise the caller's loop does). */
  const humanMove = (move: M, go: boolean): boolean => {
    if (stopped || o.human === null || thinking !== undefined) return false
    cancel()
    picks = []
    toast = ''
    const ok = apply({ actor: o.human, move })
    markFrom = game.view(state, o.human)
    since = steps.length
    if (go) {
      if (ok) run()
      else render()
    }
    return ok
  }

  /** The prompt of the last render (targets by id), so a click is checked against what is shown. */
  let shown: { readonly view: V; readonly prompt: Prompt<M> | undefined } | undefined

  /** A click on an element of the table or the action bar. */
  const click = (element: ElementId): void => {
    if (stopped || o.human === null || shown === undefined) return
    const { view, prompt } = shown
    if (prompt === undefined || pendingForced) {
      toast = game.actors(state).includes(o.human) ? '' : t.notYourTurn
      return render()
    }
    if (!prompt.targets.some((x) => x.element === element)) {
      const w = game.why(view, o.human, element, picks, locale)
      toast = w._tag === 'Left' ? game.violationText(w.left, locale) : w.right.pickable ? '' : t.notPickable(w.right.reason ?? '', w.right.rule)
      return render()
    }
    const more = [...picks, element]
    const p = game.prompt(view, o.human, more, locale)
    if (p._tag === 'Left') {
      toast = game.violationText(p.left, locale)
      return render()
    }
    toast = ''
    if (p.right.move !== undefined) {
      humanMove(p.right.move, true)
      return
    }
    picks = more
    render()
  }

  root.onclick = (e) => {
    const target = e.target instanceof Element ? e.target.closest('[data-element]') : null
    const id = target?.getAttribute('data-element')
    if (target === null || target === undefined || id === null || id === undefined || !root.contains(target)) return
    e.preventDefault()
    click(id)
  }

  /** What changed for the human since its last decision: elements, and score deltas. */
  const changesNow = (view: V): readonly ViewChange[] => {
    if (o.human === null || markFrom === undefined) return []
    const c = game.changes(markFrom, view, o.human)
    return c._tag === 'Right' ? c.right : []
  }

  const seatChip = (seat: Seat | typeof CHANCE): Node =>
    seat === CHANCE
      ? h('span', { class: 'who chance' }, t.chance)
      : h('span', { class: 'who', 'data-seat': seat }, h('i', { class: 'dot', style: `background:${colours[seat] ?? '#888'}` }), names[seat] ?? String(seat))

  const render = (): void => {
    if (stopped) return
    const view = game.view(state, viewer)
    const actors = game.actors(state)
    const over = actors.length === 0
    const humanView = o.human === null ? undefined : game.view(state, o.human)
    const prompt = humanView === undefined || over ? undefined : humanPrompt(humanView)
    shown = humanView === undefined ? undefined : { view: humanView, prompt }
    const humanToAct = prompt !== undefined && !pendingForced && error === ''
    const changes = humanView === undefined ? [] : changesNow(humanView)
    const changed = new Set(changes.flatMap((c) => (c.kind === 'element' ? [c.element] : [])))
    const delta = new Map(changes.flatMap((c) => (c.kind === 'score' ? [[c.seat, c.delta] as const] : [])))
    const targets = new Map((prompt?.targets ?? []).map((x) => [x.element, x] as const))

    const status = h(
      'p',
      {
        class: 'status',
        'data-testid': 'status',
        'data-step': steps.length,
        'data-over': over,
        'data-human-to-act': humanToAct,
        'data-forced': pendingForced,
        'data-thinking': thinking?.seat,
        'data-worker-decisions': workerDecisions
      },
      `${a.title} — ${t.step(steps.length)}. `,
      over ? t.over : humanToAct ? t.yourMove : pendingForced ? t.forcedWaiting : thinking !== undefined ? h('span', { class: 'thinking' }, t.thinking(names[thinking.seat] ?? '')) : t.othersPlaying
    )
    const board = a.board(view, table)
    const drawn = new Set(Array.from(board instanceof Element ? board.querySelectorAll('[data-element]') : [], (e) => e.getAttribute('data-element') ?? ''))
    // Targets the board does not draw (buttons: done, stop, lay, a rotation…) go to the action bar.
    const actions = (prompt?.targets ?? []).filter((x) => !drawn.has(x.element) && a.hideUndrawn?.(x.element) !== true)
    const bar = h(
      'section',
      { class: 'bar', 'data-testid': 'prompt' },
      status,
      prompt === undefined || over ? null : h('p', { class: 'hint', 'data-testid': 'hint' }, pendingForced ? t.forcedSoon(prompt.instruction) : prompt.instruction),
      h('p', { class: 'toast', 'data-testid': 'toast', role: 'status', 'aria-live': 'polite', hidden: toast === '' }, toast),
      error === '' ? null : h('p', { class: 'error', 'data-testid': 'error' }, error),
      actions.length === 0 && !canUndo() && !(pendingForced || (prompt?.forced === true && !o.autoForced))
        ? null
        : h(
            'div',
            { class: 'actions', 'data-testid': 'actions' },
            ...actions.map((x) => h('button', { type: 'button', class: `action pickable${x.picked ? ' picked' : ''}${isButtonId(x.element) ? '' : ' fallback'}`, 'data-element': x.element, title: x.label }, (humanView === undefined ? undefined : a.buttonFace?.(humanView, x.element)) ?? x.label)),
            prompt?.forced === true && !o.autoForced && prompt.targets.length === 0 && prompt.move !== undefined ? button(t.playForced, { 'data-testid': 'play-forced' }, () => (prompt.move === undefined ? undefined : humanMove(prompt.move, true))) : null,
            canUndo() ? button(t.undo, { 'data-testid': 'undo', class: 'undo', title: t.undoTitle }, undoLast) : null
          )
    )
    const scores = h(
      'p',
      { class: 'scores', 'data-testid': 'scores' },
      ...names.map((_, seat) => {
        const d = delta.get(seat)
        return h(
          'span',
          { class: 'score', 'data-seat': seat },
          seatChip(seat),
          ` ${a.standing(view, seat, locale)}`,
          d === undefined || d === 0 ? null : h('b', { class: 'delta' }, ` ${d > 0 ? '+' : ''}${d}`)
        )
      })
    )
    // Mark the board: pickable, picked, changed by the others since your last move.
    for (const el of board instanceof Element ? board.querySelectorAll('[data-element]') : []) {
      const id = el.getAttribute('data-element') ?? ''
      const target = targets.get(id)
      if (target !== undefined && humanToAct) {
        el.classList.add('pickable')
        if (target.picked) el.classList.add('picked')
        el.setAttribute('aria-label', target.label)
      }
      if (picks.includes(id) && target?.picked !== false) el.classList.add('picked')
      if (changed.has(id)) el.classList.add('changed')
    }
    const panels: Node[] = [bar, scores]
    if (over) panels.push(finalPanel())
    panels.push(h('div', { class: 'table' }, board, h('div', { class: 'side' }, recentPanel(), logPanel())))
    if (over) panels.push(transcriptPanel())
    root.replaceChildren(...panels)
    root.classList.toggle('over', over)
    fit(root)
    const list = root.querySelector('.log ol')
    if (list !== null) list.scrollTop = list.scrollHeight
    if (over && !overNotified) {
      overNotified = true
      o.onOver?.()
    }
  }

  /** One log line: who (name and colour), then the library's words with seat names. */
  const logLine = (e: LogEntry<M>): Node => {
    const subject = `${game.actorName(e.actor, locale)} `
    const text = withNames(e.actor === CHANCE || !e.text.startsWith(subject) ? e.text : e.text.slice(subject.length))
    return h(
      'li',
      { value: e.index + 1, class: e.actor === viewer ? 'own' : e.redacted ? 'redacted' : '', 'data-index': e.index },
      seatChip(e.actor),
      ' ',
      h('span', { class: 'log-text' }, text),
      ...e.revealed.map((r) => h('span', { class: 'log-revealed' }, ` — ${withNames(r)}`))
    )
  }

  /** What the others did since your last decision (their lines and the summaries), newest last. */
  const recentPanel = (): Node | null => {
    if (o.human === null) return null
    const lines = log.slice(since).filter((e) => e.actor !== o.human)
    const said = summaries.filter((x) => x.at > since)
    if (lines.length === 0 && said.length === 0) return null
    return h(
      'section',
      { class: 'recent', 'data-testid': 'recent' },
      h('h2', {}, t.lastMoves),
      ...said.map((x) => h('p', { class: 'summary', 'data-testid': 'summary' }, x.text)),
      h('ol', {}, ...lines.slice(-8).map(logLine))
    )
  }

  const finalPanel = (): Node => {
    const out = game.outcome(state, locale)
    if (out === undefined) return h('p', {}, t.noOutcome)
    const view = game.view(state, viewer) as { readonly scoreBreakdown?: readonly Readonly<Record<string, number>>[] }
    const breakdown = view.scoreBreakdown ?? []
    const keys = [...new Set(breakdown.flatMap((b) => Object.keys(b)))]
    return h(
      'section',
      { class: 'final', 'data-testid': 'final' },
      h('h2', {}, out.winners.length === 1 ? t.wins(names[out.winners[0] as number] ?? '') : t.tie(out.winners.map((w) => names[w] ?? ''))),
      h('p', { 'data-testid': 'reason' }, withNames(out.reason)),
      h(
        'table',
        { class: 'breakdown', 'data-testid': 'breakdown' },
        h('caption', {}, t.breakdown),
        h('tr', {}, h('th', {}, ''), ...names.map((_, seat) => h('th', {}, seatChip(seat)))),
        ...keys.map((k) => h('tr', {}, h('th', {}, game.breakdownLabel(k, state, locale)), ...breakdown.map((b) => h('td', {}, String(b[k] ?? 0))))),
        h('tr', { class: 'totals' }, h('th', {}, t.total), ...names.map((_, seat) => h('td', { class: 'final-score', 'data-testid': 'final-score', 'data-seat': seat, 'data-score': out.scores[seat] }, a.standing(view as V, seat, locale))))
      ),
      h('p', { class: 'seed', 'data-testid': 'final-seed' }, t.seedShown(o.seed))
    )
  }

  /** The log folds away (closed at first on a narrow screen); its open state survives re-renders. */
  let logOpen = typeof window === 'undefined' || window.innerWidth > 800
  const logPanel = (): Node => {
    const panel = h('details', { class: 'log', 'data-testid': 'log', open: logOpen }, h('summary', {}, t.log(log.length)), h('ol', {}, ...log.map(logLine)))
    panel.addEventListener('toggle', () => {
      logOpen = panel.open
    })
    return panel
  }

  /** The transcript (it names every hidden card, so it is shown only once the game is over). */
  const transcriptPanel = (): Node => h('details', { class: 'transcript' }, h('summary', {}, t.transcript), h('pre', { 'data-testid': 'transcript' }, JSON.stringify(transcript())))

  const onResize = (): void => fit(root)
  window.addEventListener('resize', onResize)
  /** Shows the game in another locale: the page's words, the library's, and the log said again in it. */
  const setLocale = (wanted: Locale): void => {
    if (stopped) return
    locale = game.locales.includes(wanted) ? wanted : 'en'
    t = texts(locale)
    names = namesIn(t)
    table = { names, colours, viewer, locale }
    log.length = 0
    steps.forEach((step, i) => {
      log.push(logEntry(game, history[i] as S, step.actor, step.move, history[i + 1] ?? state, viewer, i, locale))
    })
    // The summaries (a clash, a round) said again in the locale, as the log is.
    summaries.length = 0
    if (a.summary !== undefined) {
      for (let i = 0; i < steps.length; i++) {
        const said = a.summary(game.view(history[i] as S, viewer), game.view(history[i + 1] ?? state, viewer), table)
        if (said !== undefined) summaries.push({ at: i + 1, text: said })
      }
    }
    toast = ''
    render()
  }

  run()
  return {
    stop: () => {
      stopped = true
      cancel()
      thinker?.close()
      root.onclick = null
      window.removeEventListener('resize', onResize)
    },
    setLocale
  }
}
