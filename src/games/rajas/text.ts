/**
 * Rajas's words (issue 29, docs/locales.md): the text interface every locale of the game
 * implements, and its English. Not moved here yet: Rajas's words are still written in
 * describe.ts, view.ts, scoring.ts and interaction.ts, and the game is defined without a catalogue,
 * so it speaks English only (`game.locales` is `['en']`, `localize` leaves it unchanged). The
 * issue's next step moves them here, as The Border's (src/games/the-border/text.ts).
 * @module
 */

/** Everything Rajas says, in one locale (empty until its words move here). */
export type RajasText = Readonly<Record<string, never>>

/** Rajas in English. */
export const rajasEnglish: RajasText = {}
