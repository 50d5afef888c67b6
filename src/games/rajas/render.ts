/**
 * A plain-text rendering of a player's province and tracks, for logs and terminals.
 * @module
 */
import { compsFor, dieColour, dieValue } from './rules/common.js'
import { margin } from './rules/tracks.js'
import type { RajasState } from './state.js'

const GOODS = ['silk', 'tea', 'spice']
const BUILDINGS = ['temple', 'palace', 'fort', 'mill']

/** Renders seat's province grid (tile, rotation, contents), tracks, dice and workers as text. */
export const renderProvince = (s: RajasState, seat: number): string => {
  const p = s.p[seat]
  if (p === undefined) return `no seat ${seat}`
  const d = compsFor(s, p)
  const { cols, rows, residence } = d.c.province
  const lines: string[] = [`Seat ${seat}: fame ${p.fame}, money ${p.money}, margin ${margin(d.c.tracks, p)}, karma ${p.karma}`]
  lines.push(`upgrades: ${BUILDINGS.map((b, i) => `${b} ${p.levels[i] ?? 2}`).join(', ')}`)
  lines.push(`workers: ${p.workers} active, ${p.placed} placed; boat on river space ${p.boat}`)
  lines.push(`dice: ${p.dice.map((x) => `${d.c.diceColours[dieColour(x)] ?? '?'} ${dieValue(x)}`).join(', ') || 'none'}`)
  for (let r = 0; r < rows; r++) {
    const cells: string[] = []
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c
      const code = p.grid[cell] ?? -1
      if (cell === residence) cells.push('[residence]'.padEnd(24))
      else if (code < 0) cells.push('[ ]'.padEnd(24))
      else {
        const t = d.tiles[code >> 2]
        const what = [
          ...(t?.markets ?? []).map((m) => `${GOODS[m.good] ?? '?'}${m.value}`),
          ...(t?.buildings ?? []).map((b) => BUILDINGS[b] ?? '?')
        ].join('+')
        cells.push(`[#${code >> 2} r${code & 3} ${what}${(p.under[cell] ?? -1) >= 0 ? ' *' : ''}]`.padEnd(24))
      }
    }
    lines.push(cells.join(' '))
  }
  const slots = (p.slots ?? []).flatMap((id, j) => {
    if (id < 0) return []
    const t = d.c.incomeTiles[id]
    return [`space ${j}: ${t?.colour ?? '?'} ${t?.reward.k ?? '?'}${p.incomes[j] === true ? ' (connected)' : ''}`]
  })
  if (slots.length > 0) lines.push(`income tiles: ${slots.join('; ')}`) // Navaratna (R136, R141)
  return lines.join('\n')
}
