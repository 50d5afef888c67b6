/** Peer implementations timed beside ours (none yet). */
import type { Figures } from '../measure.js'

export interface PeerResult {
  readonly name: string
  readonly line: string
  readonly stepsPerSecond?: number
}

export const peerResults = async (_rows: readonly Figures[], _opts: { seconds: number; repetitions: number }): Promise<PeerResult[]> => []
