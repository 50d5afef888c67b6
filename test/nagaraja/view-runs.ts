/**
 * The non-interference of Nagaraja's log entries over whole random games, by amount of work (the
 * games to play): the quick tier plays two (./view.test.ts), the deep tier many, in child
 * processes (./view.deep.test.ts). Plain assertions (node:assert): it runs outside vitest too.
 * @module
 */
import assert from 'node:assert/strict'
import { canonicalJson, CHANCE, randomPlayout, sampler, type RedactedMove } from '../../src/core/index.js'
import { nagaraja, resampleHidden, type NagarajaOptions } from '../../src/games/nagaraja/index.js'
import { ok } from './helpers.js'

const isRedacted = (x: unknown): x is RedactedMove => typeof x === 'object' && x !== null && 'redacted' in x

/**
 * For every step of each game and every viewer: a redacted entry reads the same for every
 * alternative of its kind; in a world that differs only in what the viewer may not know, the same
 * move (or one the entry cannot tell apart) gives the same entry, and the same revealed texts when
 * the viewer's view after is the same. Returns how many redactions and reveals were seen.
 */
export const nonInterference = ({ games }: { readonly games: readonly (readonly [string, Partial<NagarajaOptions>])[] }): { redactions: number; reveals: number } => {
  const rand = sampler('log-resample')
  let redactions = 0
  let reveals = 0
  for (const [seed, options] of games) {
    const r = randomPlayout(nagaraja, { players: 2, options }, seed)
    if (r._tag === 'Left') throw new Error(r.left.message)
    let s = ok(nagaraja.setup({ players: 2, options }, seed))
    for (const { actor, move } of r.right.transcript.moves) {
      const after = ok(nagaraja.apply(s, actor, move))
      for (const viewer of [0, 1, 'spectator'] as const) {
        const shown = nagaraja.redactMove!(s, actor, move, viewer)
        const texts = nagaraja.revealed!(s, actor, move, after, viewer)
        if (isRedacted(shown)) {
          redactions++
          // the entry does not depend on the hidden choice: every alternative of that kind reads the same
          const alts = actor === CHANCE ? nagaraja.chanceOutcomes(s).map((o) => o.move) : nagaraja.legalMoves(s, actor).filter((m2) => m2.t === move.t)
          for (const alt of alts) assert.deepEqual(nagaraja.redactMove!(s, actor, alt, viewer), shown)
        }
        if (texts.length > 0) reveals++
        for (const seat of viewer === 'spectator' ? [0, 1] : [viewer]) {
          const other = resampleHidden(s, seat, rand.next)
          let twin = move
          if (nagaraja.apply(other, actor, move)._tag === 'Left') {
            // the same log entry must be possible in the other world (the entry does not tell the worlds apart) …
            const moves = actor === CHANCE ? nagaraja.chanceOutcomes(other).map((o) => o.move) : nagaraja.legalMoves(other, actor)
            const found = moves.find((m2) => canonicalJson(nagaraja.redactMove!(other, actor, m2, viewer)) === canonicalJson(shown))
            // (a redacted entry may be impossible there only through what the history tells, e.g. that
            // the opponent still had a card of the symbol it selects: the resampler reads only the view)
            if (found === undefined && isRedacted(shown)) continue
            if (found === undefined) {
              // … unless the move shows the viewer what the step makes known to it anyway
              const head = s.queue[0]
              // (the viewer's own draw, peek or pickup, or a public one: N13, N60; a card given to it, N47;
              // a card activated face-up, N39; an amulet revealed as it is used, N62, N63)
              const va = nagaraja.view(after, viewer)
              const revealing =
                !isRedacted(shown) &&
                ((actor === CHANCE && (move.t === 'card' || move.t === 'relic' || move.t === 'amulet')) ||
                  (move.t === 'give' && viewer === 1 - (actor as number) && (va.hands[viewer] ?? []).includes(move.card)) ||
                  (move.t === 'activate' && (va.played[actor as number] ?? []).includes(move.card)) ||
                  move.t === 'drawAmulet' ||
                  move.t === 'cancel')
              if (!revealing) throw new Error(`${seed}: the entry ${canonicalJson(shown)} for ${String(viewer)} is impossible in a world it cannot tell apart (${String(actor)} ${canonicalJson(move)}, pending ${head?.q ?? '-'})`)
              continue
            }
            twin = found
          }
          assert.equal(canonicalJson(nagaraja.redactMove!(other, actor, twin, viewer)), canonicalJson(shown))
          const otherAfter = ok(nagaraja.apply(other, actor, twin))
          if (canonicalJson(nagaraja.view(otherAfter, viewer)) === canonicalJson(nagaraja.view(after, viewer))) {
            assert.deepEqual(nagaraja.revealed!(other, actor, twin, otherAfter, viewer), texts)
          }
        }
      }
      s = after
    }
  }
  return { redactions, reveals }
}

/** The deep tier's entry: `games` games from seeds `<prefix>0…`, options cycling; throws unless enough was redacted and revealed. */
export const manyGames = ({ prefix, games }: { readonly prefix: string; readonly games: number }): void => {
  const options: Partial<NagarajaOptions>[] = [{}, { showLaidCount: false }, { capSticks: true }]
  const { redactions, reveals } = nonInterference({ games: Array.from({ length: games }, (_, i) => [`${prefix}${i}`, options[i % options.length] ?? {}] as const) })
  if (redactions < 25 * games || reveals < 2 * games) throw new Error(`too few redactions (${redactions}) or reveals (${reveals}) to tell anything`)
}
