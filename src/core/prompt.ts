/**
 * The interaction model (DESIGN.md section 1, "A UI clicks elements, not menus"): every
 * interactive thing on the table has a stable element id, and a seat's pending decision is made by
 * picking elements. A game says, for each of its legal moves, which picks make it (a
 * {@link PickPath}); this module turns the picks so far into a {@link Prompt}: the elements that may
 * be picked next, and the move once the picks name exactly one.
 *
 * Pure and generic: the game supplies the paths, the words and the reasons; the matching is here,
 * once for every game, so that "the moves reachable by picks are exactly the legal moves" holds by
 * construction and is checked by the harness.
 * @module
 */

/**
 * A stable id of an interactive thing on the table, e.g. `'die:red'`, `'box:17'`, `'card:12'`,
 * `'confirm'`. Ids are short lower-case words and numbers joined by `:` (at most
 * {@link MAX_ELEMENT_ID_LENGTH} characters); each game documents its own.
 */
export type ElementId = string

/** The longest element id any game uses; a longer pick is refused unread. */
export const MAX_ELEMENT_ID_LENGTH = 64

/**
 * Elements picked in any order, then closed by a confirmation element (dice to re-roll, cards to
 * lay): picking an element of the set again removes it.
 */
export interface PickSet {
  /** The elements of the set, each once. */
  readonly elements: readonly ElementId[]
  /** The element that closes the set (e.g. `'confirm'`): picked last, once. */
  readonly confirm: ElementId
}

/**
 * How one legal move is made by picks: the elements of `steps` in this order, then — for a move
 * that is a set — the elements of `set` in any order, closed by its confirmation. A move may be
 * made in several ways (two dice of one colour), so a game gives a list of paths per move.
 */
export interface PickPath {
  /** Elements picked one after the other. */
  readonly steps: readonly ElementId[]
  /** Then, for a set-valued move, the set. */
  readonly set?: PickSet
}

/** One element a seat may pick next. */
export interface PromptTarget {
  /** The element's id (the same id a UI puts on the element, e.g. `data-element`). */
  readonly element: ElementId
  /** The element in words, for a tooltip or a screen reader ("the red die, showing 4"). */
  readonly label: string
  /** `true` for an element of a set already picked: picking it again removes it from the set. */
  readonly picked: boolean
}

/** What a seat may do next in its pending decision, given the elements it has picked so far. */
export interface Prompt<Move> {
  /** The elements the seat may pick next (picked elements of a set included, marked `picked`). */
  readonly targets: readonly PromptTarget[]
  /**
   * The move, once the picks name exactly one legal move (a set-valued move: once its set is
   * confirmed). A forced decision names its move before any pick. A UI may play it at once.
   */
  readonly move?: Move
  /** `true` when the decision has exactly one legal move (a UI may play it by itself). */
  readonly forced: boolean
  /** The pending decision in one line ("Choose dice to re-roll, then confirm"), or what the seat waits for. */
  readonly instruction: string
}

/** Why an element may or may not be picked now. */
export interface PickExplanation {
  /** The element asked about. */
  readonly element: ElementId
  /** Whether the seat may pick it now (it is one of the prompt's targets). */
  readonly pickable: boolean
  /** When not pickable: the reason in words ("this box is not next to a crossed box — D31"). */
  readonly reason?: string
  /** When a rule forbids it: the rule id (e.g. `'D31'`). */
  readonly rule?: string
}

/** A game's reason why an element may not be picked now. */
export interface Reason {
  /** The reason in words, without the rule id. */
  readonly reason: string
  /** The rule id that forbids it, when one does. */
  readonly rule?: string
}

/** Where a path stands after some picks (see {@link standing}). */
export type Standing =
  | { readonly kind: 'next'; readonly element: ElementId }
  | { readonly kind: 'done' }
  | { readonly kind: 'set'; readonly chosen: ReadonlySet<ElementId>; readonly set: PickSet; readonly confirmed: boolean }

/**
 * How a path stands after `picks`, or `undefined` when the picks do not follow it: the steps are
 * matched in order, then every further pick toggles an element (picked, or removed when picked
 * again); the elements that stay picked must be of the set, and the confirmation may come last,
 * only when they are exactly the set.
 */
export const standing = (path: PickPath, picks: readonly ElementId[]): Standing | undefined => {
  const { steps, set } = path
  const n = Math.min(picks.length, steps.length)
  for (let i = 0; i < n; i++) if (picks[i] !== steps[i]) return undefined
  if (picks.length < steps.length) return { kind: 'next', element: steps[picks.length] as ElementId }
  if (set === undefined) return picks.length === steps.length ? { kind: 'done' } : undefined
  const members = new Set(set.elements)
  const chosen = new Set<ElementId>()
  let confirmed = false
  for (let i = steps.length; i < picks.length; i++) {
    const p = picks[i] as ElementId
    if (confirmed) return undefined
    if (p === set.confirm) confirmed = true
    else if (chosen.has(p)) chosen.delete(p)
    else chosen.add(p)
  }
  // Only what stays picked counts: an element picked and picked again is gone (it may belong to
  // another move's set).
  for (const p of chosen) if (!members.has(p)) return undefined
  if (confirmed && chosen.size !== members.size) return undefined
  return { kind: 'set', chosen, set, confirmed }
}

/** One legal move with the ways to pick it. */
export interface PickOption<Move> {
  /** The legal move. */
  readonly move: Move
  /** The ways to pick it (at least one). */
  readonly paths: readonly PickPath[]
}

/** What the picks allow: the elements next (with whether each is a picked set element), and the move once named. */
export interface PickResult {
  /** The elements that may be picked next, in the order the options list them. */
  readonly next: readonly { readonly element: ElementId; readonly picked: boolean }[]
  /** The index in `options` of the one move the picks name, if they name exactly one. */
  readonly named?: number
  /** How many options the picks still allow (0: the picks follow no legal move). */
  readonly open: number
}

/**
 * Matches picks against the options: which elements may be picked next, and which move (if one)
 * the picks name. A move is named when it is the only one the picks still allow and — for a set —
 * its set is confirmed; an ordered path is named as soon as it is the only one left (the remaining
 * steps stay offered, for a UI that does not play a named move at once).
 */
export const matchPicks = <Move>(options: readonly PickOption<Move>[], picks: readonly ElementId[]): PickResult => {
  const next = new Map<ElementId, boolean>()
  const n = picks.length
  let open = 0
  let only = -1
  let onlyNamed = false
  for (let index = 0; index < options.length; index++) {
    let allowed = false
    let named = false
    for (const path of (options[index] as PickOption<Move>).paths) {
      const { steps, set } = path
      if (set === undefined) {
        // Ordered steps only (most paths): matched in place, without building a standing.
        if (n > steps.length || !startsWith(steps, picks)) continue
        allowed = true
        named = true
        if (n < steps.length && !next.has(steps[n] as ElementId)) next.set(steps[n] as ElementId, false)
        continue
      }
      const s = standing(path, picks)
      if (s === undefined) continue
      allowed = true
      if (s.kind === 'next') {
        named = true
        if (!next.has(s.element)) next.set(s.element, false)
      } else if (s.kind === 'done' || s.confirmed) named = true
      else {
        for (const e of s.set.elements) next.set(e, (next.get(e) ?? false) || s.chosen.has(e))
        if (s.chosen.size === s.set.elements.length && !next.has(s.set.confirm)) next.set(s.set.confirm, false)
      }
    }
    if (!allowed) continue
    open++
    only = index
    onlyNamed = named
  }
  const result = { next: [...next].map(([element, picked]) => ({ element, picked })), open }
  return open === 1 && onlyNamed ? { ...result, named: only } : result
}

/** Whether `picks` (no longer than `steps`) are the first elements of `steps`. */
const startsWith = (steps: readonly ElementId[], picks: readonly ElementId[]): boolean => {
  for (let i = 0; i < picks.length; i++) if (picks[i] !== steps[i]) return false
  return true
}
