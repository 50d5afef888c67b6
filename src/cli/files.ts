/**
 * Reading the JSON files the command is given (transcripts, vectors, component sets).
 * @module
 */
import { readFileSync, statSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import { badInput, type CliError } from './output.js'

/** The largest JSON file the command reads (bytes): far above any transcript, vector or component file. */
export const MAX_JSON_BYTES = 64 * 1024 * 1024

/** The largest component file the command reads (bytes): the bundled sets are 10–20 KB. */
export const MAX_COMPONENTS_BYTES = 4 * 1024 * 1024

/** Reads and parses a JSON file of at most `maxBytes`; an unreadable, malformed or larger file is bad input (a larger file is not read). */
export const readJson = (path: string, maxBytes = MAX_JSON_BYTES): E.Either<CliError, unknown> => {
  let text: string
  try {
    const size = statSync(path).isFile() ? statSync(path).size : 0
    if (size > maxBytes) return E.left(badInput(`${path} is ${size} bytes; the command reads files of at most ${maxBytes} bytes here.`))
    text = readFileSync(path, 'utf8')
  } catch (e) {
    const code = e instanceof Error && 'code' in e ? String(e.code) : 'unreadable'
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : 'unreadable'
    return E.left(badInput(`Cannot read ${path} (${code}: ${why}).`))
  }
  try {
    return E.right(JSON.parse(text) as unknown)
  } catch (e) {
    return E.left(badInput(`${path} is not valid JSON (${e instanceof Error ? e.message.replace(/\.$/, '') : 'parse error'}).`))
  }
}
