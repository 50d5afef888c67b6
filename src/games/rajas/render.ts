/**
 * A plain-text rendering of a player's province and tracks, for logs and terminals.
 * @module
 */
import type { Say } from '../../core/index.js'
import { compsFor, dieColour, dieValue } from './rules/common.js'
import { margin } from './rules/tracks.js'
import type { RajasState } from './state.js'
import { rajasSayEnglish, type RajasText } from './text.js'
import { rewardParams } from './describe.js'

/** Renders seat's province grid (tile, rotation, contents), tracks, dice and workers as text, in the locale of `say`. */
export const renderProvince = (s: RajasState, seat: number, say: Say<RajasText> = rajasSayEnglish): string => {
  const t = say.text.board
  const p = s.p[seat]
  if (p === undefined) return t.noSeat(seat)
  const d = compsFor(s, p)
  const { cols, rows, residence } = d.c.province
  const lines: string[] = [t.title(seat, p.fame, p.money, margin(d.c.tracks, p), p.karma)]
  lines.push(t.upgrades([0, 1, 2, 3].map((i) => p.levels[i] ?? 2)))
  lines.push(t.workers(p.workers, p.placed, p.boat))
  lines.push(t.dice(p.dice.map((x) => ({ colour: d.c.diceColours[dieColour(x)] ?? '?', value: dieValue(x) }))))
  for (let r = 0; r < rows; r++) {
    const cells: string[] = []
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c
      const code = p.grid[cell] ?? -1
      if (cell === residence) cells.push(`[${t.residence}]`.padEnd(24))
      else if (code < 0) cells.push('[ ]'.padEnd(24))
      else {
        const tile = d.tiles[code >> 2]
        const what = [...(tile?.markets ?? []).map((m) => `${t.goods(m.good)}${m.value}`), ...(tile?.buildings ?? []).map((b) => t.building(b))].join('+')
        cells.push(`[#${code >> 2} r${code & 3} ${what}${(p.under[cell] ?? -1) >= 0 ? ' *' : ''}]`.padEnd(24))
      }
    }
    lines.push(cells.join(' '))
  }
  const slots = (p.slots ?? []).flatMap((id, j) => {
    if (id < 0) return []
    const tile = d.c.incomeTiles[id]
    return [{ slot: j, colour: tile?.colour ?? '?', kind: tile?.reward.k ?? '?', reward: tile === undefined ? undefined : rewardParams(tile.reward, (k) => d.c.diceColours[k] ?? '?'), connected: p.incomes[j] === true }]
  })
  if (slots.length > 0) lines.push(t.incomes(slots)) // Navaratna (R136, R141)
  return lines.join('\n')
}
