/**
 * The report of a V8 CPU profile the bench tools print (`profile.ts`, `search-ab.ts`): the
 * functions with the most self and the most total time, and the source lines with the most ticks
 * of the given bundles (`sources`: each bundle's lines by its URL).
 * @module
 */

export interface ProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
  readonly children?: readonly number[]
  readonly positionTicks?: readonly { readonly line: number; readonly ticks: number }[]
}
export interface Profile {
  readonly nodes: readonly ProfileNode[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
}

/** The report's text: top self and total times, then the hottest lines of `sources`. */
export const profileReport = (profile: Profile, sources: ReadonlyMap<string, readonly string[]>, lineRows = 30): string => {
  const out: string[] = []
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const selfTime = new Map<number, number>()
  let total = 0
  profile.samples.forEach((sid, i) => {
    const dt = profile.timeDeltas[i] ?? 0
    selfTime.set(sid, (selfTime.get(sid) ?? 0) + dt)
    total += dt
  })
  const label = (n: ProfileNode): string => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-1)[0] ?? ''}:${n.callFrame.lineNumber + 1}`
  const self = new Map<string, number>()
  const incl = new Map<string, number>()
  for (const [sid, dt] of selfTime) {
    const node = byId.get(sid)
    if (node === undefined) continue
    self.set(label(node), (self.get(label(node)) ?? 0) + dt)
    const seen = new Set<string>()
    for (let cur: number | undefined = sid; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)
      if (n === undefined) break
      const l = label(n)
      if (seen.has(l)) continue
      seen.add(l)
      incl.set(l, (incl.get(l) ?? 0) + dt)
    }
  }
  const top = (m: Map<string, number>, k: number): string =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([l, t]) => `${((t / total) * 100).toFixed(1).padStart(6)}%  ${l}`)
      .join('\n')
  out.push(`self time:\n${top(self, 25)}\ntotal time:\n${top(incl, 25)}`)

  // Line level: V8's ticks per source line (1-based) of the bundles, with the line's text.
  const lineTicks = new Map<string, { ticks: number; text: string }>()
  let allTicks = 0
  for (const n of profile.nodes) {
    const lines = sources.get(n.callFrame.url)
    for (const p of n.positionTicks ?? []) {
      allTicks += p.ticks
      if (lines === undefined) continue
      const key = `${n.callFrame.url.split('/').slice(-1)[0] ?? ''}:${p.line}`
      const cur = lineTicks.get(key) ?? { ticks: 0, text: (lines[p.line - 1] ?? '').trim().slice(0, 110) }
      lineTicks.set(key, { ticks: cur.ticks + p.ticks, text: cur.text })
    }
  }
  if (allTicks > 0) {
    const rows = [...lineTicks.entries()].sort((x, y) => y[1].ticks - x[1].ticks).slice(0, lineRows)
    out.push(`lines (share of all line ticks):\n${rows.map(([k, v]) => `${((v.ticks / allTicks) * 100).toFixed(1).padStart(6)}%  ${k.padEnd(18)} ${v.text}`).join('\n')}`)
  }
  return out.join('\n')
}
