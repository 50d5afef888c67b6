/**
 * The interaction model's properties (issue 27), checked by the harness on a seat's view:
 *
 * - complete and sound: the moves reachable by picks are exactly `legalMovesFromView(view, seat)`;
 * - no dead end: every reachable pick list offers an element or names a move;
 * - short: every legal move is named within `limits.maxPicks` picks;
 * - offered elements exist (`elements(view)`) and have a label; `forced` iff one legal move;
 * - a seat that is not deciding gets no targets and no move;
 * - set-like picks (elements a prompt marks `picked`) give the same move in any order, and picking
 *   an element twice removes it;
 * - `why` says an offered element is pickable, and gives a reason for one that is not.
 *
 * The walk picks only elements not yet picked (a removal is checked apart), and visits each
 * distinct (picks as a set, prompt) once, so a set of k elements costs 2^k prompts, not k!.
 */
import * as E from 'fp-ts/Either'
import { canonicalJson, type ElementId, type Game, type Prompt, type Seat, type WithRng } from '../../src/core/index.js'

/** The most prompts one walk may ask before it gives up (a game whose picks explode fails). */
const MAX_PROMPTS = 5000

/** Checks the properties for one seat's view; returns a failure in words, or undefined. */
export const promptProblem = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, view: V, seat: Seat, rand: () => number): string | undefined => {
  const legal = game.legalMovesFromView(view, seat)
  const legalKeys = new Set(legal.map((m) => canonicalJson(m)))
  const elements = game.elements(view)
  if (E.isLeft(elements)) return `elements(view) refused a view: ${elements.left.message}`
  const start = game.prompt(view, seat, [])
  if (E.isLeft(start)) return `prompt(view, ${seat}, []) refused: ${start.left.message}`
  if (start.right.forced !== (legal.length === 1)) return `forced is ${start.right.forced} with ${legal.length} legal moves`
  if (start.right.instruction.trim() === '') return 'an empty instruction'
  if (legal.length === 0) {
    if (start.right.targets.length > 0 || start.right.move !== undefined) return `seat ${seat} is not deciding but the prompt offers ${start.right.targets.length} elements${start.right.move === undefined ? '' : ' and a move'}`
    return undefined
  }
  const named = new Map<string, number>()
  const seen = new Set<string>()
  const queue: ElementId[][] = [[]]
  let asked = 0
  const reached: { picks: readonly ElementId[]; prompt: Prompt<M> }[] = []
  while (queue.length > 0) {
    const picks = queue.shift() as ElementId[]
    const r = picks.length === 0 ? start : game.prompt(view, seat, picks)
    if (++asked > MAX_PROMPTS) return `the pick walk asked over ${MAX_PROMPTS} prompts`
    if (E.isLeft(r)) return `prompt refused the offered picks [${picks.join(', ')}]: ${r.left.message}`
    const p = r.right
    const key = `${canonicalJson([...picks].sort())}|${canonicalJson(p)}`
    if (seen.has(key)) continue
    seen.add(key)
    reached.push({ picks, prompt: p })
    if (p.targets.length === 0 && p.move === undefined) return `a dead end after picks [${picks.join(', ')}]`
    if (p.forced !== (legal.length === 1)) return `forced changes along the picks [${picks.join(', ')}]`
    if (p.move !== undefined) {
      const k = canonicalJson(p.move)
      if (!legalKeys.has(k)) return `the picks [${picks.join(', ')}] name a move that is not legal: ${k}`
      if (!named.has(k) || (named.get(k) as number) > picks.length) named.set(k, picks.length)
    }
    const offered = new Set<string>()
    for (const t of p.targets) {
      if (offered.has(t.element)) return `the element ${t.element} is offered twice`
      offered.add(t.element)
      if (!Object.prototype.hasOwnProperty.call(elements.right, t.element)) return `the offered element ${t.element} is not among elements(view)`
      if (t.label.trim() === '') return `the element ${t.element} has an empty label`
      if (!t.picked && picks.length < game.limits.maxPicks) queue.push([...picks, t.element])
    }
  }
  for (const m of legal) {
    const k = canonicalJson(m)
    const depth = named.get(k)
    if (depth === undefined) return `the legal move ${game.formatMove(m)} cannot be reached by picks`
    if (depth > game.limits.maxPicks) return `the legal move ${game.formatMove(m)} needs ${depth} picks, over limits.maxPicks ${game.limits.maxPicks}`
  }
  // Set-like picks: an element marked picked is a set member; the members may come in any order,
  // and picking one twice removes it.
  for (const { picks, prompt } of reached) {
    if (prompt.move === undefined || picks.length < 3) continue
    const before = game.prompt(view, seat, picks.slice(0, -1))
    if (E.isLeft(before)) return `prompt refused a prefix of offered picks: ${before.left.message}`
    const members = new Set(before.right.targets.filter((t) => t.picked).map((t) => t.element))
    let from = picks.length - 1
    while (from > 0 && members.has(picks[from - 1] as ElementId)) from--
    const tail = picks.slice(from, -1)
    if (tail.length < 2) continue
    // Another order for sure: a random shuffle, rotated once if it came out as the tail itself (a
    // random sort alone keeps two elements in order half the time).
    const mixed = [...tail].sort(() => rand() - 0.5)
    const shuffled = mixed.every((e, i) => e === tail[i]) ? [...mixed.slice(1), mixed[0] as ElementId] : mixed
    const again = game.prompt(view, seat, [...picks.slice(0, from), ...shuffled, picks[picks.length - 1] as ElementId])
    if (E.isLeft(again) || canonicalJson(again.right.move) !== canonicalJson(prompt.move)) return `set picks [${tail.join(', ')}] in another order do not name the same move`
    // `twice` is tail[0]: picked, picked again (removed), then picked with the rest — the same
    // set; picked once more after the rest, it is gone — another set, so not this move.
    const twice = tail[0] as ElementId
    const confirm = picks[picks.length - 1] as ElementId
    const toggled = game.prompt(view, seat, [...picks.slice(0, from), twice, twice, ...tail, confirm])
    if (E.isLeft(toggled) || canonicalJson(toggled.right.move) !== canonicalJson(prompt.move)) return `picking the set element ${twice} twice does not remove it`
    const removed = game.prompt(view, seat, [...picks.slice(0, from), ...tail, twice, confirm])
    if (E.isRight(removed) && canonicalJson(removed.right.move) === canonicalJson(prompt.move)) return `picking the set element ${twice} again does not remove it`
  }
  // why: every offered element is pickable; a sample of the others has a reason.
  const offered = new Set(start.right.targets.map((t) => t.element))
  for (const t of start.right.targets.slice(0, 3)) {
    const w = game.why(view, seat, t.element, [])
    if (E.isLeft(w) || !w.right.pickable) return `why says the offered element ${t.element} is not pickable`
  }
  const others = Object.keys(elements.right).filter((e) => !offered.has(e))
  for (let i = 0; i < Math.min(3, others.length); i++) {
    const e = others[Math.floor(rand() * others.length)] as ElementId
    const w = game.why(view, seat, e, [])
    if (E.isLeft(w)) return `why refused an element of the view (${e}): ${w.left.message}`
    if (w.right.pickable || (w.right.reason ?? '').trim() === '') return `why gives no reason for the element ${e}, which is not offered`
  }
  return undefined
}
