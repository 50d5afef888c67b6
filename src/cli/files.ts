/**
 * Reading the JSON files the command is given (transcripts, vectors, component sets).
 * @module
 */
import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import { badInput, type CliError } from './output.js'

/** Reads and parses a JSON file; an unreadable or malformed file is bad input. */
export const readJson = (path: string): E.Either<CliError, unknown> => {
  let text: string
  try {
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
