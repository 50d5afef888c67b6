/**
 * A plain-text picture of a temple, from a state or a view.
 * @module
 */
import { CRYPT, derive } from './components/derived.js'
import type { NagarajaComponents } from './components/types.js'
import type { NagarajaState } from './state.js'
import { viewOf, type NagarajaView } from './view.js'
import { componentsOf } from './components/of.js'

const relicLabel = (c: NagarajaComponents, k: number, up: boolean): string => {
  const r = c.relics[k]
  if (r === undefined || k < 0) return up ? '!' : '?'
  return `${r.cursed ? 'c' : 's'}${r.value}${up ? '' : ')'}`
}

/**
 * Renders `seat`'s temple as `viewer` sees it (defaults: the state's seat-0 view of temple `seat`).
 * Rooms are 3x3 blocks with corridor arms (`|`, `-`), `o` a special location, `*` an amulet on it,
 * `#` the trap. Relics: `s4` sacred 4 face-up, `c6)` a face-down cursed relic the viewer has seen, `?` unseen.
 */
export const renderTemple = (src: NagarajaState | NagarajaView, seat: number, viewer: number | 'spectator' = seat): string => {
  const v: NagarajaView = 'viewer' in src ? src : viewOf(src, viewer)
  const c = componentsOf(v)
  const d = derive(c)
  const tp = v.temples[seat]
  if (tp === undefined) return ''
  const { rows, cols } = c.temple
  const place = (cell: number, side: number): string => {
    const i = d.hiding.findIndex(([x, s]) => x === cell && s === side)
    return i < 0 ? '' : relicLabel(c, tp.relic[i] ?? -1, tp.up[i] === true)
  }
  const pad = (x: string) => x.padEnd(4)
  const lines: string[] = []
  lines.push('    ' + Array.from({ length: cols }, (_, k) => pad(place(k, 0))).join(''))
  for (let r = 0; r < rows; r++) {
    const block = ['', '', '']
    for (let k = 0; k < cols; k++) {
      const cell = r * cols + k
      const room = tp.cells[cell]
      if (tp.trap === cell) {
        block[0] += ' ## '
        block[1] += ' ## '
        block[2] += ' ## '
        continue
      }
      if (room === null || room === undefined) {
        block[0] += ' .. '
        block[1] += ' .. '
        block[2] += ' .. '
        continue
      }
      const mask = (d.nets[room.k]?.[room.r] ?? []).reduce((a, m) => a | m, 0)
      const centre = (mask & CRYPT) !== 0 ? (room.a ? '*' : 'o') : '+'
      block[0] += ` ${mask & 1 ? '|' : ' '}  `
      block[1] += `${mask & 8 ? '-' : ' '}${centre}${mask & 2 ? '-' : ' '} `
      block[2] += ` ${mask & 4 ? '|' : ' '}  `
    }
    const left = pad(place(r * cols, 3))
    const right = place(r * cols + cols - 1, 1)
    lines.push(`    ${block[0]}`, `${left}${block[1]}${right}`, `    ${block[2]}`)
  }
  lines.push('    ' + Array.from({ length: cols }, (_, k) => (d.entrances.some(([x]) => x === (rows - 1) * cols + k) ? ' ^^ ' : '    ')).join(''))
  return lines.join('\n')
}
