/**
 * Takes the screenshots shown in README.md and examples/web/README.md: each game, a few decisions
 * in, at a desktop size (1280 × 800) and a phone size (390 × 844), saved under docs/images as PNG.
 * Not part of `npm test`. Run after `vite build`: `npm run screenshots` (in examples/web).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const here = fileURLToPath(new URL('.', import.meta.url))
const dist = resolve(here, '..', 'dist')
const out = resolve(here, '..', '..', '..', 'docs', 'images')
const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  const file = normalize(join(dist, path === '/' ? 'index.html' : path))
  try {
    if (!file.startsWith(dist) || !statSync(file).isFile()) throw new Error('not found')
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  } catch {
    res.writeHead(404).end()
  }
})
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
const browser = await chromium.launch({ executablePath: process.env['CHROMIUM'] ?? execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim(), args: ['--no-sandbox', '--disable-gpu'] })
const games = [
  ['rajas', 'game=rajas&players=2&variant=base', 14],
  ['the-border', 'game=the-border&players=2', 9],
  ['nagaraja', 'game=nagaraja', 9]
] as const
for (const [id, query, clicks] of games) {
  for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    // The desktop picture at 0.65 device pixels per CSS pixel keeps each file under ~150 KB.
    const page = await browser.newPage({ viewport, deviceScaleFactor: size === 'desktop' ? 0.65 : 1 })
    await page.goto(`${base}?${query}&seed=pictures&human=0&bots=greedy&fast=1&autostart=1`)
    for (let i = 0; i < clicks; i++) {
      await page.waitForSelector('[data-testid=status][data-human-to-act]')
      const ids = await page.$$eval('[data-element].pickable', (els) => els.map((e) => e.getAttribute('data-element') ?? ''))
      const choice = ids.find((x) => !x.includes(':') && i % 3 === 2) ?? ids[(i * 7) % ids.length] ?? ''
      await page.locator(`[data-element="${choice}"].pickable`).first().click()
    }
    await page.waitForSelector('[data-testid=status][data-human-to-act]')
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: join(out, `web-${id}-${size}.png`) })
    await page.close()
  }
}
await browser.close()
server.close()
