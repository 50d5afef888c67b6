/**
 * The lexical rules every game's notation shares (docs/notation.md, "Common rules"): words
 * separated by white space, numbers in decimal without sign or leading zeros.
 * @module
 */

/** White space of notation: space, tab, carriage return, line feed (no other character). */
const SPACES = /[ \t\r\n]+/
const EDGES = /^[ \t\r\n]+|[ \t\r\n]+$/g
/** A number of notation: `0`, or a digit 1–9 then at most 14 more digits (ASCII only). */
const NUMBER = /^(?:0|[1-9][0-9]{0,14})$/

/** The words of a move in notation: split at runs of white space, none at either end. */
export const notationWords = (text: string): string[] => text.replace(EDGES, '').split(SPACES)

/** The value of a number word of notation, or `undefined` if the word is not one (a sign, a leading zero, hex, an exponent, a non-ASCII digit…). */
export const notationNumber = (word: string | undefined): number | undefined => (word !== undefined && NUMBER.test(word) ? Number(word) : undefined)
