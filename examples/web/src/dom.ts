/** Tiny DOM helpers: no framework, just elements. */

type Attrs = Readonly<Record<string, string | number | boolean | undefined>>
type Child = Node | string | number | null | undefined | false

const fill = <E extends Element>(el: E, attrs: Attrs, children: readonly Child[]): E => {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue
    el.setAttribute(k, v === true ? '' : String(v))
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue
    el.append(typeof c === 'object' ? c : String(c))
  }
  return el
}

/** An HTML element with attributes and children. */
export const h = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] =>
  fill(document.createElement(tag), attrs, children)

/** An SVG element with attributes and children. */
export const s = <K extends keyof SVGElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): SVGElementTagNameMap[K] =>
  fill(document.createElementNS('http://www.w3.org/2000/svg', tag), attrs, children)

/** A button that runs `onClick`. */
export const button = (label: string, attrs: Attrs, onClick: () => void): HTMLButtonElement => {
  const b = h('button', { type: 'button', ...attrs }, label)
  b.addEventListener('click', onClick)
  return b
}
