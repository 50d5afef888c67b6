/**
 * The conformance protocol (docs/conformance.md, schema/protocol-*.schema.json): JSON lines over
 * the engine's stdin/stdout, one request and one response per line, matched by `id`.
 *
 * Requests: `start` (game, rulesVersion, config and seed — or a starting state), `apply` (actor
 * and move in the game's notation), `query` (who acts, the legal moves of each acting actor in
 * notation, scores, outcome when over), `quit`.
 * @module
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { ActorCodec, formatDecodeErrors, type Actor, type Position } from '../core/index.js'

/** The protocol version conform speaks (sent in every `start`). */
export const PROTOCOL_VERSION = 1

/** A request to the engine (without its `id`). */
export type Request =
  | { readonly type: 'start'; readonly protocol: number; readonly game: string; readonly rulesVersion: string; readonly config: unknown; readonly seed: string }
  | { readonly type: 'start'; readonly protocol: number; readonly game: string; readonly rulesVersion: string; readonly state: unknown }
  | { readonly type: 'apply'; readonly actor: Actor; readonly move: string }
  | { readonly type: 'query' }
  | { readonly type: 'quit' }

/** The answer to `start` or `apply`: accepted, refused (with why), or (start only) unsupported. */
export const AckCodec = t.intersection([
  t.type({ id: t.number, ok: t.boolean }),
  t.partial({ error: t.string, unsupported: t.boolean })
])
/** An answer to `start` or `apply`. */
export type Ack = t.TypeOf<typeof AckCodec>

/** The answer to `query`. */
export const QueryAnswerCodec = t.intersection([
  t.type({
    id: t.number,
    ok: t.literal(true),
    actors: t.array(ActorCodec),
    legal: t.record(t.string, t.array(t.string)),
    scores: t.array(t.number)
  }),
  t.partial({
    chance: t.record(t.string, t.number),
    outcome: t.type({ scores: t.array(t.number), ranking: t.array(t.array(t.number)) })
  })
])

/** Bounds on talking to an engine. */
export interface Limits {
  /** Milliseconds to wait for each response. */
  readonly timeoutMs: number
  /** The longest response line accepted, in bytes (UTF-8); no more than this is ever buffered. */
  readonly maxLineChars: number
}

/** A protocol failure: the engine cannot be talked to (bad JSON, wrong shape, timeout, crash). */
export interface ProtocolError {
  /** What went wrong, in one line. */
  readonly message: string
}

/** A running engine. */
export interface EngineLink {
  /** Sends a request and waits for its response line (parsed JSON with the matching `id`). */
  request(req: Request): Promise<E.Either<ProtocolError, unknown>>
  /**
   * Ends the engine: `quit` and the end of its input, a moment to exit, then its whole process
   * group is killed (the shell, the engine and anything they started) and the pipes are closed,
   * so an engine that ignores `quit`, or a grandchild holding its output open, never keeps the
   * command waiting.
   */
  close(): Promise<void>
}

const tail = (s: string, n: number): string => (s.length > n ? `…${s.slice(-n)}` : s)
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim()

/** How long `close` lets an engine exit on its own after `quit` before its process group is killed. */
const QUIT_GRACE_MS = 1000

/**
 * Splits a byte stream into lines without ever holding more than `max` bytes of a line: a line
 * that grows past `max` is refused at once (its bytes are dropped), whatever the engine still sends.
 */
export const lineSplitter = (max: number, onLine: (line: string) => void, onTooLong: () => void): ((chunk: Buffer) => void) => {
  let parts: Buffer[] = []
  let size = 0
  let failed = false
  return (chunk) => {
    if (failed) return
    let from = 0
    for (let nl = chunk.indexOf(10, from); nl >= 0; nl = chunk.indexOf(10, from)) {
      if (size + (nl - from) > max) break
      parts.push(chunk.subarray(from, nl))
      const line = Buffer.concat(parts).toString('utf8').replace(/\r$/, '')
      parts = []
      size = 0
      from = nl + 1
      if (line.trim() !== '') onLine(line)
      if (failed) return
    }
    const rest = chunk.length - from
    const nl = chunk.indexOf(10, from)
    if (nl >= 0 || size + rest > max) {
      failed = true
      parts = []
      size = 0
      onTooLong()
      return
    }
    if (rest > 0) {
      // A copy: the engine's chunk (64 KB) is not kept alive for a few bytes of it.
      parts.push(Buffer.from(chunk.subarray(from)))
      size += rest
    }
  }
}

/**
 * Starts `command` through the shell, in a process group of its own (so the engine and whatever
 * it starts can be killed together), and speaks the protocol with it. Any protocol failure (a
 * time-out, a line too long, a crash) kills the whole group at once.
 */
export const spawnEngine = (command: string, limits: Limits): EngineLink => {
  const child: ChildProcessWithoutNullStreams = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'], detached: true })
  let stderr = ''
  const lines: string[] = []
  let waiting: ((line: string | ProtocolError) => void) | undefined
  let dead: ProtocolError | undefined
  let nextId = 1

  /** Kills the engine's process group (and the shell itself), and lets go of its pipes. */
  const terminate = (): void => {
    const pid = child.pid
    if (pid !== undefined) {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {
        // the group is gone already
      }
    }
    child.kill('SIGKILL')
    child.stdout.destroy()
    child.stderr.destroy()
    child.stdin.destroy()
  }
  const deliver = (x: string | ProtocolError): void => {
    const w = waiting
    waiting = undefined
    if (w !== undefined) w(x)
    else if (typeof x === 'string') lines.push(x)
  }
  const die = (message: string): void => {
    if (dead !== undefined) return
    dead = { message }
    terminate()
    deliver(dead)
  }
  child.stdout.on(
    'data',
    lineSplitter(limits.maxLineChars, deliver, () => die(`the engine wrote a line longer than ${limits.maxLineChars} bytes`))
  )
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => {
    stderr = tail(stderr + chunk, 2000)
  })
  child.on('error', (e) => die(`cannot start the engine: ${e.message}`))
  child.on('exit', (code, signal) => {
    const why = signal !== null ? `was killed by ${signal}` : `exited with code ${String(code)}`
    die(`the engine ${why}${stderr.trim() === '' ? '' : `; its stderr ends: ${oneLine(tail(stderr, 300))}`}`)
  })
  child.stdin.on('error', () => undefined) // a closed pipe shows up as the exit above

  const readLine = (timeoutMs: number): Promise<string | ProtocolError> => {
    const queued = lines.shift()
    if (queued !== undefined) return Promise.resolve(queued)
    if (dead !== undefined) return Promise.resolve(dead)
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting = undefined
        die(`no response within ${timeoutMs} ms`)
        resolve({ message: `no response within ${timeoutMs} ms` })
      }, timeoutMs)
      waiting = (x) => {
        clearTimeout(timer)
        resolve(x)
      }
    })
  }

  return {
    async request(req) {
      if (dead !== undefined) return E.left(dead)
      const id = nextId++
      child.stdin.write(`${JSON.stringify({ id, ...req })}\n`)
      const line = await readLine(limits.timeoutMs)
      if (typeof line !== 'string') return E.left({ message: `${req.type} request ${id}: ${line.message}` })
      let json: unknown
      try {
        json = JSON.parse(line)
      } catch {
        die('the response is not JSON')
        return E.left({ message: `${req.type} request ${id}: the response is not JSON: ${tail(oneLine(line), 200)}` })
      }
      const got = typeof json === 'object' && json !== null && 'id' in json ? (json as { id: unknown }).id : undefined
      if (got !== id) {
        die('the response has the wrong id')
        return E.left({ message: `${req.type} request ${id}: the response has id ${JSON.stringify(got) ?? 'none'}, expected ${id}` })
      }
      return E.right(json)
    },
    async close() {
      if (dead === undefined) {
        child.stdin.write(`${JSON.stringify({ id: nextId++, type: 'quit' })}\n`)
        child.stdin.end()
        if (child.exitCode === null && child.signalCode === null) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, QUIT_GRACE_MS)
            child.once('exit', () => {
              clearTimeout(timer)
              resolve()
            })
          })
        }
      }
      // Always: whatever the engine left running in its group (a grandchild holding the pipes) ends too.
      dead ??= { message: 'the engine was closed' }
      terminate()
    }
  }
}

/** Decodes an answer to `start`/`apply`. */
export const decodeAck = (json: unknown, what: string): E.Either<ProtocolError, Ack> => {
  const r = AckCodec.decode(json)
  return E.isLeft(r) ? E.left({ message: `${what}: the response is not { id, ok[, error] }: ${formatDecodeErrors(r.left)}` }) : E.right(r.right)
}

/** Decodes an answer to `query` into a readable position. */
export const decodeQuery = (json: unknown): E.Either<ProtocolError, Position> => {
  if (typeof json === 'object' && json !== null && (json as { ok?: unknown }).ok === false) {
    return E.left({ message: `query: the engine answered with an error: ${String((json as { error?: unknown }).error ?? 'no message')}` })
  }
  const r = QueryAnswerCodec.decode(json)
  if (E.isLeft(r)) return E.left({ message: `query: the response does not match the protocol: ${formatDecodeErrors(r.left)}` })
  const { actors, legal, scores, chance, outcome } = r.right
  return E.right({ actors, legal, scores, ...(chance === undefined ? {} : { chance }), ...(outcome === undefined ? {} : { outcome }) })
}
