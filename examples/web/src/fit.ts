/**
 * After each render (and on resize), the drawn boards are fitted to the screen they are shown on:
 * no SVG text below 12 CSS px (a label is enlarged, or hidden when it is a minor one — box and
 * cell numbers, track numbers — whose information is also written elsewhere), and every pickable
 * SVG element a tap target of at least 44 × 44 CSS px: each gets a transparent hit area (a "pad",
 * with the same `data-element`) over its whole box, at least 44 × 44, as touch guidelines allow a
 * target to be larger than its picture (and an empty space is clickable, not only its outline). HTML controls get their sizes from the style sheet.
 */

/** The smallest text, in CSS px. */
export const MIN_TEXT = 12
/** The smallest tap target, in CSS px. */
export const MIN_TARGET = 44
/** Minor SVG labels: hidden rather than enlarged when they would be too small. */
const MINOR = ['idx', 'box-id', 'fame-no', 'money-no', 'fame-bonus', 'money-bonus', 'boat-text', 'die-mark', 'reward', 'income-text']

const scaleOf = (e: SVGGraphicsElement): number => {
  const m = e.getScreenCTM()
  return m === null ? 1 : Math.hypot(m.a, m.b)
}

export const fit = (root: HTMLElement): void => {
  // Reads first, then writes: a style read after a write forces the browser to lay out again.
  const texts = Array.from(root.querySelectorAll<SVGTextElement>('svg text'))
  for (const text of texts) {
    if (text.classList.contains('tiny')) text.classList.remove('tiny')
    if (text.style.fontSize !== '') text.style.removeProperty('font-size')
  }
  for (const pad of root.querySelectorAll('svg .pad')) pad.remove()
  const sized = texts.map((text) => {
    const scale = scaleOf(text)
    return { text, scale, size: parseFloat(getComputedStyle(text).fontSize) * scale }
  })
  const pickables = Array.from(root.querySelectorAll<SVGGraphicsElement>('svg [data-element].pickable'), (el) => ({ el, scale: scaleOf(el), box: el.getBBox() }))
  for (const { text, scale, size } of sized) {
    if (!(size < MIN_TEXT) || scale === 0) continue
    if (MINOR.some((c) => text.classList.contains(c))) text.classList.add('tiny')
    else text.style.fontSize = `${(MIN_TEXT / scale + 0.05).toFixed(2)}px`
  }
  // Pads lie under every pickable picture (the pickables are drawn last, above the rest), so a tap
  // on a pickable's picture is always that pickable's; a pad takes the taps around it.
  const lifted: [ParentNode, Element][] = []
  for (const { el, scale, box } of pickables) {
    const parent = el.parentNode
    if (parent === null || scale === 0) continue
    const need = (MIN_TARGET + 1) / scale
    const w = Math.max(box.width, need)
    const hgt = Math.max(box.height, need)
    const pad = document.createElementNS('http://www.w3.org/2000/svg', 'rect')
    pad.setAttribute('class', 'pad')
    pad.setAttribute('data-element', el.getAttribute('data-element') ?? '')
    pad.setAttribute('x', String(box.x + box.width / 2 - w / 2))
    pad.setAttribute('y', String(box.y + box.height / 2 - hgt / 2))
    pad.setAttribute('width', String(w))
    pad.setAttribute('height', String(hgt))
    const turn = el.getAttribute('transform')
    if (turn !== null) pad.setAttribute('transform', turn)
    parent.append(pad)
    lifted.push([parent, el])
  }
  for (const [parent, el] of lifted) parent.append(el)
}
