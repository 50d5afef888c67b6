/**
 * Verifying transcripts and vectors: record a game, save it, load it back as untrusted JSON,
 * replay and verify it, then show how a tampered step is reported.
 *
 * Run: npm run build && node --import tsx examples/verify-transcript.ts [vector.json]
 */
import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import { games, playMatch, randomBot, recordVector, replay, verifyVector, stateHash } from 'tabletop-rules'

const file = process.argv[2]
if (file !== undefined) {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { game: string }
  const game = games[json.game]
  if (game === undefined) throw new Error(`unknown game ${json.game}`)
  const r = verifyVector(game, json)
  console.log(E.isRight(r) ? `ok: ${r.right.steps} steps` : `mismatch: ${r.left.message}`)
  process.exit(E.isRight(r) ? 0 : 1)
}

for (const game of Object.values(games)) {
  const match = playMatch(game, { players: game.players.min }, 'verify-example', [randomBot])
  if (E.isLeft(match)) throw new Error(match.left.message)
  const transcript = JSON.parse(JSON.stringify(match.right.transcript)) as unknown // as if read from disk
  const replayed = replay(game, transcript)
  if (E.isLeft(replayed)) throw new Error(replayed.left.message)
  const same = stateHash(replayed.right) === stateHash(match.right.state)
  const vector = recordVector(game, match.right.transcript)
  if (E.isLeft(vector)) throw new Error(vector.left.message)
  const verified = verifyVector(game, JSON.parse(JSON.stringify(vector.right)))
  const tampered = { ...vector.right, steps: vector.right.steps.map((s, i) => (i === 10 ? { ...s, legalCount: s.legalCount + 1 } : s)) }
  const caught = verifyVector(game, tampered)
  console.log(`${game.id}: replay ${same ? 'reproduces' : 'DOES NOT reproduce'} the game; vector ${E.isRight(verified) ? 'verifies' : 'fails'}; tampered vector: ${E.isLeft(caught) ? caught.left.message : 'NOT CAUGHT'}`)
  if (!same || E.isLeft(verified) || E.isRight(caught)) process.exit(1)
}
