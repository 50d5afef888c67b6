/**
 * Vitest setup: after every test, give the worker's event loop one full turn (through its poll
 * phase) before the next test starts.
 *
 * Why: vitest 3's worker reports progress to the runner over an RPC channel with a fixed 60 s
 * timeout. Tests here are long synchronous playouts; between two tests of one file vitest only
 * awaits microtasks, so a file of such tests can block the worker's event loop for over a minute
 * on a loaded machine. The runner's reply then sits unread while the timeout fires ("Timeout
 * calling onTaskUpdate"), failing a run whose tests all passed. `setImmediate` resumes after the
 * poll phase, so replies are read between tests and only a single test over 60 s could trip it.
 */
import { afterEach } from 'vitest'

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)))
