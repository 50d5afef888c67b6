/**
 * The `tabletop-rules` command (placeholder until the CLI lands): prints usage.
 * @module
 */
import { games } from '../registry.js'

const usage = `Usage: tabletop-rules <command> [options]

Commands (coming): play, simulate, replay, verify, record
Games: ${Object.keys(games).join(', ') || '(none yet)'}`

process.stdout.write(`${usage}\n`)
