/**
 * What a game supplies for the interaction model ({@link Interaction}), and the `prompt`, `why`,
 * `changes` and `elements` members {@link defineGame} builds from it: total on any input (a value,
 * never a throw), bounded work per call, and computed from a seat's view alone.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Seat } from './game.js'
import { elementChanges, scoreChanges, type ElementMap, type ViewChange } from './changes.js'
import { matchPicks, MAX_ELEMENT_ID_LENGTH, type ElementId, type PickExplanation, type PickOption, type PickPath, type Prompt, type Reason } from './prompt.js'
import { boundText, violation, ViolationCode, type RuleViolation } from './violation.js'
import { describeValue, kindOf } from './excerpt.js'
import { closestName } from './suggest.js'
import type { Locale, Say } from './locale.js'

/**
 * A game's side of the interaction model: how each legal move is picked, and the words. Every
 * function reads the view (and the seat) only, never a state, so a prompt can tell a seat nothing
 * its view does not.
 */
export interface Interaction<View, Move, Text = unknown> {
  /**
   * The ways to pick one legal move of `seat` (a move of `legalMovesFromView(view, seat)`): at
   * least one path. Paths of different moves must differ: no path may be a prefix of another
   * (a decision that can stop early ends with a confirmation element instead).
   */
  paths(view: View, seat: Seat, move: Move): readonly PickPath[]
  /**
   * The pending decision of `seat` in one line, given its legal moves ("Choose dice to re-roll,
   * then confirm"); when `legal` is empty, what the seat is waiting for ("Seat 1 is rolling").
   */
  instruction(view: View, seat: Seat, legal: readonly Move[], say: Say<Text>): string
  /** An element in words ("the red die, showing 4"); `element` is one of `elements(view)`. */
  label(view: View, element: ElementId, say: Say<Text>): string
  /**
   * Why `seat` may not pick `element` now (after `picks`), when a rule of the game says so: the
   * reason in words and the rule id. `undefined` lets the core give its generic answer ("not part
   * of this decision"). Called only for elements of `elements(view)` that are not offered.
   */
  whyNot(view: View, seat: Seat, element: ElementId, picks: readonly ElementId[], say: Say<Text>): Reason | undefined
  /**
   * Every element the view shows, with its facts: the element ids of the game (every element a
   * prompt may offer is among them) and what a UI draws of each. The change list compares these.
   */
  elements(view: View): ElementMap
  /** The seats that moved between two consecutive views of `seat`, as far as the views tell. */
  acted(before: View, after: View, seat: Seat): readonly Seat[]
}

/** The most picks a prompt reads; a longer list is refused unread. */
export const MAX_PICKS = 64

/** A seat's pending decision on one view object, computed once (see `buildInteraction`). */
interface Decision<View, Move> {
  readonly view: View
  readonly seat: Seat
  /** The locale the words are in. */
  readonly locale: string
  readonly legal: readonly Move[]
  readonly options: readonly PickOption<Move>[]
  /** The instruction, bounded. */
  readonly instruction: string
  /** An element in words, bounded. */
  readonly label: (element: ElementId) => string
}

/** The members {@link buildInteraction} adds to a game. */
export interface InteractionMembers<View, Move> {
  /** `Game.prompt`: what `seat` may pick next after `picks`, and the move once named. */
  prompt(view: View, seat: Seat, picks: readonly ElementId[], locale?: Locale): E.Either<RuleViolation, Prompt<Move>>
  /** `Game.why`: whether `seat` may pick `element` now, and if not, why (with the rule id). */
  why(view: View, seat: Seat, element: ElementId, picks?: readonly ElementId[], locale?: Locale): E.Either<RuleViolation, PickExplanation>
  /** `Game.changes`: what changed between two consecutive views of `seat`. */
  changes(before: View, after: View, seat: Seat): E.Either<RuleViolation, readonly ViewChange[]>
  /** `Game.elements`: every element the view shows, with its facts. */
  elements(view: View): E.Either<RuleViolation, ElementMap>
}

/** What {@link buildInteraction} needs of the game besides its {@link Interaction}. */
export interface InteractionHost<View, Move, Text = unknown> {
  readonly id: string
  readonly title: string
  readonly players: { readonly min: number; readonly max: number }
  /** The game's `Game.legalMovesFromView`: the moves the picks must reach, exactly. */
  legalMovesFromView(view: View, seat: Seat): readonly Move[]
  /**
   * The game's `Game.decodeView`: a value passed as a view, decoded exactly with the view codec and
   * checked for consistency (`checkView`), or why it is not a view the game can show.
   */
  decodeView(input: unknown): E.Either<RuleViolation, View>
  readonly interaction: Interaction<View, Move, Text>
  /** The words of a locale (English for anything the game does not speak). */
  sayFor(locale: unknown): Say<Text>
}

const BAD_PICK = 'BAD_PICK'

/** Runs `f`; a throw (a hostile proxy, or a bug) becomes a value naming what failed. */
const guard = <A>(id: string, what: string, f: () => E.Either<RuleViolation, A>): E.Either<RuleViolation, A> => {
  try {
    return f()
  } catch (e) {
    return E.left(violation(ViolationCode.INTERNAL_ERROR, `${id} failed on ${what}: ${boundText(e instanceof Error ? String(e.message) : describeValue(e), 120)}`))
  }
}

/** Copies an untrusted pick list: a real list of at most {@link MAX_PICKS} short texts. */
const readPicks = (picks: unknown): E.Either<RuleViolation, readonly ElementId[]> => {
  if (picks === undefined) return E.right([])
  if (!Array.isArray(picks)) return E.left(violation(BAD_PICK, `picks must be a list of element ids, got ${kindOf(picks)}`))
  const n: unknown = picks.length
  if (typeof n !== 'number' || !Number.isInteger(n) || n > MAX_PICKS) return E.left(violation(BAD_PICK, `at most ${MAX_PICKS} picks are read; got ${describeValue(n)}`))
  const out: ElementId[] = []
  for (let i = 0; i < n; i++) {
    const p: unknown = picks[i]
    if (typeof p !== 'string' || p.length === 0 || p.length > MAX_ELEMENT_ID_LENGTH) {
      return E.left(violation(BAD_PICK, `pick ${i + 1} is not an element id: ${describeValue(p)}`))
    }
    out.push(p)
  }
  return E.right(out)
}

/** Builds `prompt`, `why`, `changes` and `elements` for a game from its {@link Interaction}. */
export const buildInteraction = <View, Move, Text>(host: InteractionHost<View, Move, Text>): InteractionMembers<View, Move> => {
  const { title, interaction: ix, sayFor } = host
  // Per game (not per module): a view of one game never answers for another. Views are immutable
  // values (the contract), so the last decision asked about (a view object and a seat: a UI asks
  // again on every hover and pick) is kept, its legal moves, paths and instruction computed once.
  // One slot, not a WeakMap: keying a WeakMap by each fresh view costs more than Nagaraja's legal
  // listing itself (issue 27, item 6). The slot holds the last view asked about, no more.
  const recent: Decision<View, Move>[] = []
  const optionsOf = (view: View, seat: Seat, say: Say<Text>): Decision<View, Move> => {
    const hit = recent[0]
    if (hit !== undefined && hit.view === view && hit.seat === seat && hit.locale === say.locale) return hit
    const legal = hit !== undefined && hit.view === view && hit.seat === seat ? hit.legal : host.legalMovesFromView(view, seat)
    const entry: Decision<View, Move> = {
      view,
      seat,
      locale: say.locale,
      legal,
      options: hit !== undefined && hit.view === view && hit.seat === seat ? hit.options : legal.map((move) => ({ move, paths: ix.paths(view, seat, move) })),
      instruction: boundText(ix.instruction(view, seat, legal, say), 200),
      label: (element) => boundText(ix.label(view, element, say), 200)
    }
    recent[0] = entry
    return entry
  }
  // Every view passed in is decoded with the game's own decoder (exact codec, then `checkView`): a
  // forged or inconsistent view is refused as a value, and the answers are computed from the
  // decoded copy (a getter or proxy in the view runs once, when it is copied). The last two views
  // passed in are kept with their copies (a UI asks `changes(before, after)`, then `prompt(after)`
  // on every hover and pick: one decoding per view object). Views are immutable values (the
  // contract): a caller that changes one after passing it gets answers for the view as it was.
  const decoded: { readonly input: unknown; readonly view: View }[] = []
  const checkView = (input: unknown, which = 'view'): E.Either<RuleViolation, View> => {
    const known = decoded.find((d) => d.input === input)
    if (known !== undefined) return E.right(known.view)
    const r = host.decodeView(input)
    if (E.isLeft(r)) {
      // "the view of Pig is malformed: …" says which view: "the second view of Pig is …".
      const message = r.left.message.startsWith('the view of ') ? `the ${which} of ${r.left.message.slice('the view of '.length)}` : `the ${which} of ${title} is refused: ${r.left.message}`
      return E.left({ ...r.left, message: boundText(message) })
    }
    decoded.splice(0, decoded.length, { input, view: r.right }, ...decoded.slice(0, 1))
    return E.right(r.right)
  }
  /**
   * A refusal of `prompt` or `why`: the English message, and — asked in another locale — the same
   * refusal in that locale, said now (its words depend on the view: `core.said`).
   */
  const refusal = (code: string, say: Say<Text>, words: (s: Say<Text>) => string, rule?: string): RuleViolation => {
    const message = words(english)
    if (say.locale === 'en') return violation(code, message, rule)
    return violation(code, message, rule, { key: 'core.said', params: { [say.locale]: boundText(words(say)) } })
  }
  const english = sayFor('en')
  const checkSeat = (seat: unknown): E.Either<RuleViolation, Seat> =>
    typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < host.players.max
      ? E.right(seat)
      : E.left(violation(BAD_PICK, `the seat must be a whole number from 0 to ${host.players.max - 1}, got ${describeValue(seat)}`))
  const known = (map: ElementMap, element: ElementId, say: Say<Text>): E.Either<RuleViolation, ElementId> => {
    if (Object.prototype.hasOwnProperty.call(map, element)) return E.right(element)
    const near = closestName(element, Object.keys(map))
    return E.left(refusal(BAD_PICK, say, (s) => s.core.noElement(title, JSON.stringify(element), near === undefined ? '' : JSON.stringify(near))))
  }
  const genericReason = (view: View, seat: Seat, legal: readonly Move[], say: Say<Text>): string =>
    legal.length === 0 ? say.core.notDeciding(say.core.seat(seat), ix.instruction(view, seat, legal, say)) : say.core.notThisDecision(ix.instruction(view, seat, legal, say))

  const prompt = (view: View, seat: Seat, picks: readonly ElementId[], locale?: Locale): E.Either<RuleViolation, Prompt<Move>> =>
    guard(host.id, 'a prompt', () => {
      const say = sayFor(locale)
      const v = checkView(view)
      if (E.isLeft(v)) return v
      const s = checkSeat(seat)
      if (E.isLeft(s)) return s
      const p = readPicks(picks)
      if (E.isLeft(p)) return p
      const { legal, options, instruction, label } = optionsOf(v.right, s.right, say)
      if (legal.length === 0) {
        return p.right.length === 0
          ? E.right({ targets: [], forced: false, instruction })
          : E.left(refusal(ViolationCode.NOT_YOUR_TURN, say, (w) => w.core.picksNothing(w.core.seat(s.right), boundText(ix.instruction(v.right, s.right, legal, w), 200))))
      }
      const result = matchPicks(options, p.right)
      if (result.open === 0) {
        // The first pick that follows no legal move, and why.
        const map = ix.elements(v.right)
        let i = 0
        while (i < p.right.length && matchPicks(options, p.right.slice(0, i + 1)).open > 0) i++
        const bad = p.right[i] as ElementId
        const exists = known(map, bad, say)
        if (E.isLeft(exists)) return exists
        const before = p.right.slice(0, i)
        const after = before.map((e) => JSON.stringify(e)).join(', ')
        const words = (w: Say<Text>): { readonly text: string; readonly rule?: string } => {
          const reason = ix.whyNot(v.right, s.right, bad, before, w)
          return reason === undefined ? { text: genericReason(v.right, s.right, legal, w) } : { text: reason.reason, rule: reason.rule }
        }
        const rule = words(english).rule
        return E.left(refusal(BAD_PICK, say, (w) => w.core.cannotPick(JSON.stringify(bad), after, words(w).text), rule))
      }
      // No element list here: an offered element comes from a path, so it is one of the view's
      // elements (the harness checks it), and building the list would cost more than the legal
      // moves on a big board (every box of every sheet), on every call (issue 27, item 6).
      const targets = result.next.map((t) => ({ element: t.element, label: label(t.element), picked: t.picked }))
      const named = result.named === undefined ? undefined : options[result.named]
      return E.right(named === undefined ? { targets, forced: legal.length === 1, instruction } : { targets, move: named.move, forced: legal.length === 1, instruction })
    })

  const why = (view: View, seat: Seat, element: ElementId, picks?: readonly ElementId[], locale?: Locale): E.Either<RuleViolation, PickExplanation> =>
    guard(host.id, 'a why', () => {
      const say = sayFor(locale)
      const v = checkView(view)
      if (E.isLeft(v)) return v
      const s = checkSeat(seat)
      if (E.isLeft(s)) return s
      if (typeof element !== 'string' || element.length === 0 || element.length > MAX_ELEMENT_ID_LENGTH) {
        return E.left(violation(BAD_PICK, `not an element id: ${describeValue(element)}`))
      }
      const p = readPicks(picks)
      if (E.isLeft(p)) return p
      const exists = known(ix.elements(v.right), element, say)
      if (E.isLeft(exists)) return exists
      const { legal, options } = optionsOf(v.right, s.right, say)
      const result = matchPicks(options, p.right)
      if (legal.length > 0 && result.open === 0) return E.left(refusal(BAD_PICK, say, (w) => w.core.noLegalPicks))
      if (result.next.some((t) => t.element === element)) return E.right({ element, pickable: true })
      const reason = ix.whyNot(v.right, s.right, element, p.right, say)
      if (reason !== undefined) {
        const text = boundText(reason.reason, 200)
        return E.right(reason.rule === undefined ? { element, pickable: false, reason: text } : { element, pickable: false, reason: text, rule: reason.rule })
      }
      return E.right({ element, pickable: false, reason: boundText(genericReason(v.right, s.right, legal, say), 200) })
    })

  const changes = (before: View, after: View, seat: Seat): E.Either<RuleViolation, readonly ViewChange[]> =>
    guard(host.id, 'a change list', () => {
      const b = checkView(before, 'first view')
      if (E.isLeft(b)) return b
      const a = checkView(after, 'second view')
      if (E.isLeft(a)) return a
      const s = checkSeat(seat)
      if (E.isLeft(s)) return s
      const acted = ix.acted(b.right, a.right, s.right).map((who) => ({ kind: 'acted' as const, seat: who }))
      const scores = (w: View): readonly number[] => (w as unknown as { readonly scores: readonly number[] }).scores
      return E.right([...acted, ...elementChanges(ix.elements(b.right), ix.elements(a.right)), ...scoreChanges(scores(b.right), scores(a.right))])
    })

  const elements = (view: View): E.Either<RuleViolation, ElementMap> =>
    guard(host.id, 'the element list', () => {
      const v = checkView(view)
      return E.isLeft(v) ? v : E.right(ix.elements(v.right))
    })

  return { prompt, why, changes, elements }
}
