/**
 * Every text the page shows, in one place, in each locale the library speaks (issue 29): English,
 * Greek, Polish and Russian. `PAGE_TEXTS` is typed by the locales (`Record<Locale, Texts>`), so a
 * locale without its page words, or a word missing in one, does not compile. Texts from the library
 * (a prompt's `instruction`, a target's `label`, `why`'s reason, the log lines, refusals, the
 * outcome and the breakdown labels) come from the library, asked in the page's locale. Where the
 * page names a game's things (The Border's board: sheet, area, box, Action 1/2, active player),
 * it uses the rulebook's words (the glossaries of `src/locales/<tag>/*.glossary.json`).
 */
import { countIn, type Locale } from 'tabletop-rules'
import { borderEnglish } from 'tabletop-rules/the-border'
import { nagarajaEnglish, type AmuletFace } from 'tabletop-rules/nagaraja'
import { borderGreek, nagarajaGreek } from 'tabletop-rules/locales/el'

/** The words of The Border's board (its rulebook's terms). */
export interface BorderWords {
  /** The middle's heading: round and the active player. */
  readonly round: (round: number, active: string) => string
  readonly dice: string
  readonly rollOf: (roll: number) => string
  readonly usedInAction1: string
  readonly forAction2: string
  readonly passiveLimit: (n: number) => string
  readonly used: (name: string) => string
  readonly deciding: string
  readonly done: string
  /** Beside the active player's name. */
  readonly active: string
  readonly sheetOf: (name: string) => string
  readonly standing: (points: number, areas: number) => string
  /** An area's name (by its id, else the component set's name) and a colour's. */
  readonly area: (id: string, name: string) => string
  readonly colour: (colour: string) => string
  readonly areaTitle: (area: string, high: number, low: number, scored: number | undefined) => string
  readonly boxTitle: (box: number, colour: string, crossed: boolean) => string
}

/**
 * The words of Nagaraja's board (its rulebook's terms: the glossary
 * `src/locales/el/nagaraja.glossary.json`). Nagaraja speaks English and Greek; Polish and Russian
 * pages never show it (`game.locales`), so they carry the English words.
 */
export interface NagarajaWords {
  /** Beside the guide's name (N27). */
  readonly guide: string
  readonly hand: string
  readonly selected: string
  readonly activated: string
  /** The cards the guide drew at the Renewal (N47). */
  readonly drawn: string
  readonly sticks: string
  readonly amulets: string
  /** A seat's fate bonus beside its sticks. */
  readonly fateBonus: (n: number) => string
  /** A stick showing a Naga. */
  readonly naga: string
  readonly temple: (name: string) => string
  readonly trap: string
  readonly round: (round: number) => string
  readonly roomOnOffer: string
  readonly withAmulet: string
  readonly none: string
  readonly deck: string
  readonly discard: string
  readonly discardPile: string
  readonly cards: (n: number) => string
  readonly roomsLeft: string
  readonly amuletsLeft: string
  readonly usedAmulets: string
  /** A room kind (the library's words: `nagarajaGreek.words.roomKind`). */
  readonly roomKind: (kind: string) => string
  /** An amulet by its face, or by its index when the set has no such kind (the library's words). */
  readonly amulet: (a: AmuletFace | undefined, kind: number) => string
  /** A card's ability (N49–N60) in a few words, by its id, with its parameter if any. */
  readonly ability: (ability: string, param: number) => string
  /**
   * A Clash summed up (N41): each seat's fate total (and bonus), who won the room and why.
   * `each` is the seats' totals already said with {@link NagarajaWords.fateOf}.
   */
  readonly clash: (round: number, each: readonly string[], winner: string, youWon: boolean, tie: boolean) => string
  /** A seat's fate total in a clash, with its bonus when it has one. */
  readonly fateOf: (name: string, total: number, bonus: number) => string
}

/** The abbreviations of a reward drawn on Rajas's boards (`rewardShort`): ₹, ★, ☸ and ↑ are signs, the rest words. */
export interface RajasShort {
  readonly die: string
  readonly boat: string
  readonly palace: string
  readonly market: string
  readonly worker: string
  readonly marketTile: string
  readonly river3: string
  readonly building: string
  readonly incomeTile: string
  readonly bend: string
  readonly chamber: string
}

/**
 * The words of Rajas's boards, in the terms of its rulebooks (the glossaries
 * `src/locales/<tag>/rajas.glossary.json`: Greek, Polish, Russian).
 */
export interface RajasWords {
  /** A seat's standing: fame and money (never the margin between the markers). */
  readonly standing: (fame: number, money: number) => string
  readonly heading: (round: number, ended: boolean, variant: string, players: number) => string
  /** The variants as the setup offers them, by id. */
  readonly variants: { readonly base: string; readonly navaratna: string; readonly ganga: string; readonly 'navaratna+ganga': string; readonly mixed: string; readonly 'mixed-beginner': string }
  /** The variants in play (Navaratna and Ganga are names). */
  readonly base: string
  readonly mixed: string
  readonly mainBoard: string
  readonly river: string
  readonly tracks: string
  readonly market: string
  /** The main board's rows. */
  readonly rows: { readonly quarry: string; readonly market: string; readonly gardens: string; readonly balconies: string; readonly palace: string; readonly port: string }
  /** The two short lines drawn on each kind of action space. */
  readonly spaces: {
    readonly quarry: readonly [string]
    readonly various: readonly [string]
    readonly same: readonly [string, string]
    readonly terrace: readonly [string, string]
    readonly garden: readonly [string, string]
    readonly balcony: readonly [string, string]
    readonly port: readonly [string, string]
  }
  /** The characters of the palace chambers 1–6 (R82–R87), short. */
  readonly chambers: readonly string[]
  /** The river's first space. */
  readonly start: string
  readonly short: RajasShort
  /** A dice colour of the component set (blue, green, orange, purple; another name as it is). */
  readonly colour: (name: string) => string
  /** The tile stacks' backs (snake, ox, tiger). */
  readonly back: (back: string) => string
  readonly supply: string
  readonly whitePile: (n: number) => string
  readonly riverToPlace: (n: number) => string
  readonly riverOut: (n: number) => string
  readonly usedIncome: (n: number) => string
  readonly incomeTiles: string
  /** The line under the tracks. */
  readonly legend: string
  readonly legendSeat: (name: string, fame: number, money: number, margin: number) => string
  /** Beside the first player's name (R25). */
  readonly first: string
  readonly experience: (level: string) => string
  readonly met: (margin: number) => string
  readonly apart: (fame: number) => string
  readonly boatOn: (space: number) => string
  readonly workers: (left: number, placed: number, inactive: { readonly fame: boolean; readonly money: boolean; readonly bridge: boolean }, passed: boolean) => string
  readonly kali: (side: string, hands: number) => string
}

/** The page's words; functions where a text has parts. */
export interface Texts {
  /** The language's own name, as the menu offers it. */
  readonly languageName: string
  readonly language: string
  readonly title: string
  readonly subtitle: string
  readonly setup: string
  readonly game: string
  readonly players: string
  readonly variant: string
  readonly seed: string
  readonly seedPlaceholder: string
  readonly youPlay: string
  readonly seatOption: (seat: number) => string
  readonly watch: string
  readonly bots: string
  readonly mctsOption: string
  readonly autoForced: string
  readonly noDelays: string
  readonly start: string
  readonly you: string
  readonly bot: (seat: number) => string
  readonly chance: string
  readonly step: (n: number) => string
  readonly yourMove: string
  readonly othersPlaying: string
  readonly thinking: (name: string) => string
  readonly over: string
  readonly forcedSoon: (instruction: string) => string
  readonly forcedWaiting: string
  readonly playForced: string
  readonly notPickable: (reason: string, rule: string | undefined) => string
  readonly notYourTurn: string
  readonly undo: string
  readonly undoTitle: string
  readonly lastMoves: string
  readonly log: (n: number) => string
  readonly wins: (name: string) => string
  readonly tie: (names: readonly string[]) => string
  readonly breakdown: string
  readonly total: string
  readonly seedShown: (seed: string) => string
  readonly transcript: string
  readonly points: (n: number) => string
  readonly noOutcome: string
  readonly botNoMove: string
  readonly seatNoMove: (seat: number) => string
  /**
   * The library's seat phrases in this locale with the page's names ("seat 1" → "Bot 2"), in the
   * case each phrase is in. The subject of a log line is its label, and is cut off before.
   */
  readonly withNames: (text: string, names: readonly string[]) => string
  readonly border: BorderWords
  readonly nagaraja: NagarajaWords
  readonly rajas: RajasWords
}

const rule = (r: string | undefined): string => (r === undefined ? '' : ` (${r})`)

const en: Texts = {
  languageName: 'English',
  language: 'Language',
  title: 'tabletop-rules',
  subtitle: 'play against the bundled bots',
  setup: 'New game',
  game: 'Game',
  players: 'Players',
  variant: 'Variant',
  seed: 'Seed',
  seedPlaceholder: 'random',
  youPlay: 'You play',
  seatOption: (seat) => `seat ${seat + 1}`,
  watch: 'none (watch the bots)',
  bots: 'Bots',
  mctsOption: 'mcts (search, 0.5 s a move)',
  autoForced: 'play forced moves by themselves',
  noDelays: 'no delays',
  start: 'Start',
  you: 'You',
  bot: (seat) => `Bot ${seat + 1}`,
  chance: 'Chance',
  step: (n) => `step ${n}`,
  yourMove: 'Your move.',
  othersPlaying: 'The others are playing…',
  thinking: (name) => `${name} is thinking…`,
  over: 'The game is over.',
  forcedSoon: (instruction) => `Only one move: ${instruction} — played by itself.`,
  forcedWaiting: 'Only one move is possible.',
  playForced: 'Play it',
  notPickable: (reason, r) => `Not possible: ${reason}${rule(r)}`,
  notYourTurn: 'Not your turn.',
  undo: '↶ Undo',
  undoTitle: 'take back your own last decision (never a die, a draw or anything it showed you)',
  lastMoves: 'Since your last move',
  log: (n) => `Log (${n})`,
  wins: (name) => `${name} won`,
  tie: (names) => `A tie between ${names.join(' and ')}`,
  breakdown: 'Score breakdown',
  total: 'total',
  seedShown: (seed) => `Seed "${seed}" (replays this game)`,
  transcript: 'Transcript (JSON, replays with the library)',
  points: (n) => countIn('en', n, { one: 'point', other: 'points' }),
  noOutcome: 'no outcome',
  botNoMove: 'the bot answered with no legal move',
  seatNoMove: (seat) => `seat ${seat + 1} has no legal move`,
  withNames: (text, names) =>
    text.replace(/\bseat (\d+)(’s|'s)?/g, (whole, n: string, own: string | undefined) => {
      const name = names[Number(n)]
      if (name === undefined) return whole
      return own === undefined ? name : name === en.you ? 'your' : `${name}’s`
    }),
  border: {
    round: (round, active) => `Round ${round} — active: ${active}`,
    dice: 'Dice',
    rollOf: (roll) => ` roll ${roll} of 3`,
    usedInAction1: 'Used in Action 1',
    forAction2: 'For Action 2',
    passiveLimit: (n) => ` (each passive player uses at most ${n})`,
    used: (name) => `${name} used`,
    deciding: ' (deciding)',
    done: ' (done)',
    active: ' active',
    sheetOf: (name) => `${name}'s sheet`,
    standing: (points, areas) => `${countIn('en', points, { one: 'point', other: 'points' })}, ${countIn('en', areas, { one: 'area', other: 'areas' })}`,
    area: (id, name) => borderEnglish.area(id, name),
    colour: (c) => c,
    areaTitle: (area, high, low, scored) => `${area}: ${high} for the first, ${low} later${scored === undefined ? '' : `; completed, ${scored} points`}`,
    boxTitle: (box, colour, crossed) => `box ${box}: ${colour}${crossed ? ', crossed' : ''}`
  },
  nagaraja: {
    guide: ' guide',
    hand: 'Hand',
    selected: 'Selected',
    activated: 'Activated',
    drawn: 'Drawn',
    sticks: 'Sticks',
    amulets: 'Amulets',
    fateBonus: (n) => `+${n} fate`,
    naga: 'Naga',
    temple: (name) => `${name}'s temple`,
    trap: 'trap',
    round: (round) => `Round ${round}`,
    roomOnOffer: 'Room on offer',
    withAmulet: ' (with an amulet)',
    none: 'none',
    deck: 'Deck',
    discard: 'Discard',
    discardPile: 'Discard pile',
    cards: (n) => countIn('en', n, { one: 'card', other: 'cards' }),
    roomsLeft: 'Rooms left',
    amuletsLeft: 'Amulets left',
    usedAmulets: 'Used amulets',
    roomKind: (kind) => nagarajaEnglish.words.roomKind(kind),
    amulet: (a, k) => nagarajaEnglish.words.amuletKind(a, k),
    ability: (a, k) => `${NAGARAJA_ABILITIES_EN[a] ?? a}${k > 0 ? ` ${k}` : ''}`,
    clash: (round, each, winner, youWon, tie) => `Round ${round}: ${each.join(', ')} — ${winner} ${youWon ? 'win' : 'wins'} the room (${tie ? 'a tie: the guide wins' : 'the higher fate total'}, N41).`,
    fateOf: (name, total, bonus) => `${name} ${total} fate${bonus > 0 ? ` (${bonus} bonus)` : ''}`
  },
  rajas: {
    standing: (fame, money) => `★ ${fame} fame, ₹ ${money} money`,
    heading: (round, ended, variant, players) => `Round ${round}${ended ? ' — the end is triggered (R127)' : ''} · ${variant} · ${players} players`,
    variants: {
      base: 'base game',
      navaratna: 'Navaratna (R133–R144)',
      ganga: 'Ganga (R145–R147)',
      'navaratna+ganga': 'Navaratna + Ganga',
      mixed: 'mixed experience: seat 1 experienced (R148)',
      'mixed-beginner': 'mixed experience: seat 1 beginner, the others experienced'
    },
    base: 'base game',
    mixed: 'mixed experience',
    mainBoard: 'Main board',
    river: 'River',
    tracks: 'Fame and money',
    market: 'Market',
    rows: { quarry: 'Quarry', market: 'Market', gardens: 'Gardens', balconies: 'Balconies', palace: 'Palace', port: 'Port' },
    spaces: { quarry: ['build'], various: ['goods'], same: ['goods =', 'pay die'], terrace: ['terrace', 'reroll'], garden: ['take', '1 die'], balcony: ['pay 1 →', '2 dice'], port: ['die', 'river'] },
    chambers: ['', 'Mogul', 'Dancer', 'Yogi', 'Man Singh', 'Architect', 'Portuguese'],
    start: 'start',
    short: { die: 'd', boat: 'boat', palace: 'pal', market: 'mk', worker: 'wkr', marketTile: 'mt', river3: '3r', building: 'bld', incomeTile: 'inc', bend: 'bend', chamber: 'ch' },
    colour: (name) => name,
    back: (back) => back,
    supply: 'Supply (R9)',
    whitePile: (n) => `White income pile: ${n}`,
    riverToPlace: (n) => `River tiles to place: ${n}`,
    riverOut: (n) => `River tiles out of play: ${n}`,
    usedIncome: (n) => `Used income tiles: ${n}`,
    incomeTiles: 'Income tiles (R137)',
    legend: '● fame marker, ■ money marker; the markers meet when fame reaches the space beside money (R127). ',
    legendSeat: (name, fame, money, m) => ` ${name}: fame ${fame}, money ${money} (${m >= 0 ? `the markers met, +${m}` : `${-m} apart`}) `,
    first: ' first',
    experience: (level) => ` ${level}`,
    met: (m) => `met, +${m}`,
    apart: (n) => `${n} apart`,
    boatOn: (n) => `boat on ${n}`,
    workers: (left, placed, inactive, passed) => {
      const on = [inactive.fame ? 'fame 15' : '', inactive.money ? 'money 20' : '', inactive.bridge ? 'the bridge' : ''].filter((x) => x !== '')
      return ` ${left} to place, ${placed} placed${on.length > 0 ? `; inactive on ${on.join(', ')}` : ''}${passed ? '; passed' : ''}`
    },
    kali: (side, hands) => `Kali (${side}, ${countIn('en', hands, { one: 'hand', other: 'hands' })})`
  }
}

/** Nagaraja's abilities (N49–N60) in a few words. */
const NAGARAJA_ABILITIES_EN: Readonly<Record<string, string>> = {
  FATE_BONUS: 'fate bonus',
  REROLL_TWO: 'reroll two',
  DISCARD_STICKS: 'discard sticks',
  PEEK_RELICS: 'peek at relics',
  SWAP_RELICS: 'swap relics',
  ROTATE_ROOM: 'rotate a room',
  MOVE_ROOM: 'move a room',
  SWAP_ROOMS: 'swap rooms',
  TRAP: 'trap',
  TAKE_FROM_DISCARD: 'take from discard',
  DRAW_TWO: 'draw two',
  RANDOM_DISCARD: 'random discard'
}

/** Greek names: «Εσείς» (the rulebook speaks to the player in the plural), «Ρομπότ 2» (a neuter noun that does not decline). */
const YOU_EL = 'Εσείς'
const el: Texts = {
  languageName: 'Ελληνικά',
  language: 'Γλώσσα',
  title: 'tabletop-rules',
  subtitle: 'παίξτε με τα ρομπότ της βιβλιοθήκης',
  setup: 'Νέο παιχνίδι',
  game: 'Παιχνίδι',
  players: 'Παίκτες',
  variant: 'Παραλλαγή',
  seed: 'Σπόρος',
  seedPlaceholder: 'τυχαίος',
  youPlay: 'Παίζετε ως',
  seatOption: (seat) => `θέση ${seat + 1}`,
  watch: 'κανείς (παρακολουθείτε τα ρομπότ)',
  bots: 'Ρομπότ',
  mctsOption: 'mcts (αναζήτηση, 0,5 δευτ. ανά κίνηση)',
  autoForced: 'οι αναγκαστικές κινήσεις παίζονται μόνες τους',
  noDelays: 'χωρίς καθυστερήσεις',
  start: 'Έναρξη',
  you: YOU_EL,
  bot: (seat) => `Ρομπότ ${seat + 1}`,
  chance: 'Τύχη',
  step: (n) => `βήμα ${n}`,
  yourMove: 'Η σειρά σας.',
  othersPlaying: 'Παίζουν οι άλλοι…',
  thinking: (name) => `${name}: σκέφτεται…`,
  over: 'Το παιχνίδι τελείωσε.',
  forcedSoon: (instruction) => `Μόνο μία κίνηση: ${instruction} — παίζεται μόνη της.`,
  forcedWaiting: 'Μόνο μία κίνηση είναι δυνατή.',
  playForced: 'Παίξτε την',
  notPickable: (reason, r) => `Δεν γίνεται: ${reason}${rule(r)}`,
  notYourTurn: 'Δεν είναι η σειρά σας.',
  undo: '↶ Αναίρεση',
  undoTitle: 'πάρτε πίσω την τελευταία σας απόφαση (ποτέ ζαριά, τράβηγμα ή ό,τι σας αποκάλυψε)',
  lastMoves: 'Από την τελευταία σας κίνηση',
  log: (n) => `Ημερολόγιο (${n})`,
  wins: (name) => (name === YOU_EL ? 'Κερδίσατε' : `Κέρδισε: ${name}`),
  tie: (names) => `Ισοπαλία: ${names.join(' και ')}`,
  breakdown: 'Ανάλυση πόντων',
  total: 'σύνολο',
  seedShown: (seed) => `Σπόρος «${seed}» (ξαναπαίζει αυτό το παιχνίδι)`,
  transcript: 'Καταγραφή (JSON, ξαναπαίζεται με τη βιβλιοθήκη)',
  points: (n) => countIn('el', n, { one: 'πόντος', other: 'πόντοι' }),
  noOutcome: 'κανένα αποτέλεσμα',
  botNoMove: 'το ρομπότ απάντησε χωρίς επιτρεπτή κίνηση',
  seatNoMove: (seat) => `η θέση ${seat + 1} δεν έχει επιτρεπτή κίνηση`,
  withNames: (text, names) => {
    // The case of each phrase: «ο παίκτης 1» (subject), «του παίκτη 1» (whose), «τον παίκτη 1» (object), «παίκτης 1» (a label).
    const named = (n: string, you: string, bot: (name: string) => string): string | undefined => {
      const name = names[Number(n)]
      return name === undefined ? undefined : name === YOU_EL ? you : bot(name)
    }
    return text
      .replace(/(?<!\p{L})ο παίκτης (\d+)/gu, (whole, n: string) => named(n, 'εσείς', (x) => `το ${x}`) ?? whole)
      .replace(/(?<!\p{L})του παίκτη (\d+)/gu, (whole, n: string) => named(n, 'σας', (x) => `του ${x}`) ?? whole)
      .replace(/(?<!\p{L})τον παίκτη (\d+)/gu, (whole, n: string) => named(n, 'εσάς', (x) => `το ${x}`) ?? whole)
      .replace(/(?<!\p{L})παίκτης (\d+)/gu, (whole, n: string) => named(n, YOU_EL, (x) => x) ?? whole)
  },
  border: {
    round: (round, active) => `Γύρος ${round} — ενεργός παίκτης: ${active}`,
    dice: 'Ζάρια',
    rollOf: (roll) => ` ζαριά ${roll} από 3`,
    usedInAction1: 'Στην πρώτη ενέργεια',
    forAction2: 'Για τη δεύτερη ενέργεια',
    passiveLimit: (n) => ` (κάθε μη ενεργός παίκτης χρησιμοποιεί το πολύ ${n})`,
    used: (name) => `${name}: χρησιμοποίησε`,
    deciding: ' (αποφασίζει)',
    done: ' (τελείωσε)',
    active: ' ενεργός',
    sheetOf: (name) => `καρτέλα: ${name}`,
    standing: (points, areas) => `${countIn('el', points, { one: 'πόντος', other: 'πόντοι' })}, ${countIn('el', areas, { one: 'περιοχή', other: 'περιοχές' })}`,
    area: (id, name) => borderGreek.area(id, name),
    colour: (c) => borderGreek.colour(c),
    areaTitle: (area, high, low, scored) => `${area}: ${high} στον πρώτο, ${low} αργότερα${scored === undefined ? '' : `· ολοκληρωμένη, ${countIn('el', scored, { one: 'πόντος', other: 'πόντοι' })}`}`,
    boxTitle: (box, colour, crossed) => `κουτάκι ${box}: ${colour}${crossed ? ', διαγραμμένο' : ''}`
  },
  nagaraja: {
    guide: ' οδηγός',
    hand: 'Χέρι',
    selected: 'Επιλεγμένες',
    activated: 'Ενεργοποιημένες',
    drawn: 'Τραβηγμένες',
    sticks: 'Ράβδοι μοίρας',
    amulets: 'Φυλαχτά',
    fateBonus: (n) => `+${countIn('el', n, { one: 'πόντος μοίρας', other: 'πόντοι μοίρας' })}`,
    naga: 'Νάγκα',
    temple: (name) => `ναός: ${name}`,
    trap: 'παγίδα',
    round: (round) => `Γύρος ${round}`,
    roomOnOffer: 'Δωμάτιο προς κατάκτηση',
    withAmulet: ' (με ένα φυλαχτό)',
    none: 'κανένα',
    deck: 'Στοίβα',
    discard: 'Σκάρτα',
    discardPile: 'Τα σκάρτα',
    cards: (n) => countIn('el', n, { one: 'κάρτα', other: 'κάρτες' }),
    roomsLeft: 'Δωμάτια που μένουν',
    amuletsLeft: 'Φυλαχτά που μένουν',
    usedAmulets: 'Χρησιμοποιημένα φυλαχτά',
    roomKind: (kind) => nagarajaGreek.words.roomKind(kind),
    amulet: (a, k) => nagarajaGreek.words.amuletKind(a, k),
    ability: (a, k) => `${NAGARAJA_ABILITIES_EL[a] ?? a}${k > 0 ? ` ${k}` : ''}`,
    clash: (round, each, winner, youWon, tie) =>
      `Γύρος ${round}: ${each.join(', ')} — ${youWon ? 'κερδίζετε' : `κερδίζει: ${winner},`} το δωμάτιο (${tie ? 'ισοπαλία: κερδίζει ο οδηγός' : 'οι περισσότεροι πόντοι μοίρας'}, N41).`,
    fateOf: (name, total, bonus) => `${name}: ${countIn('el', total, { one: 'πόντος μοίρας', other: 'πόντοι μοίρας' })}${bonus > 0 ? ` (μπόνους ${bonus})` : ''}`
  },
  rajas: {
    standing: (fame, money) => `★ ${fame} φήμη, ₹ ${money} χρήματα`,
    heading: (round, ended, variant, players) => `Γύρος ${round}${ended ? ' — το τέλος ενεργοποιήθηκε (R127)' : ''} · ${variant} · ${countIn('el', players, { one: 'παίκτης', other: 'παίκτες' })}`,
    variants: {
      base: 'βασικό παιχνίδι',
      navaratna: 'Navaratna (R133–R144)',
      ganga: 'Ganga (R145–R147)',
      'navaratna+ganga': 'Navaratna + Ganga',
      mixed: 'μικτή εμπειρία: θέση 1 έμπειρος (R148)',
      'mixed-beginner': 'μικτή εμπειρία: θέση 1 αρχάριος, οι άλλοι έμπειροι'
    },
    base: 'βασικό παιχνίδι',
    mixed: 'μικτή εμπειρία',
    mainBoard: 'Κεντρικό ταμπλό',
    river: 'Ποτάμι',
    tracks: 'Φήμη και χρήματα',
    market: 'Αγορά',
    rows: { quarry: 'Λατομείο', market: 'Αγορά', gardens: 'Ταράτσα', balconies: 'Μπαλκόνια', palace: 'Παλάτι', port: 'Λιμάνι' },
    spaces: { quarry: ['χτίστε'], various: ['αγαθά'], same: ['αγαθά =', 'δώστε ζάρι'], terrace: ['βεράντα', 'ξαναρίξτε'], garden: ['πάρτε', '1 ζάρι'], balcony: ['δώστε 1 →', '2 ζάρια'], port: ['ζάρι', 'ποτάμι'] },
    chambers: ['', 'Άρχοντας', 'Χορεύτρια', 'Γιόγκι', 'Μαν Σινγκ', 'Αρχιτέκτονας', 'Πορτογάλος'],
    start: 'αρχή',
    short: { die: 'ζ', boat: 'πλοίο', palace: 'παλ', market: 'αγ', worker: 'εργ', marketTile: 'πλ.αγ', river3: '3π', building: 'κτ', incomeTile: 'εισ', bend: 'στρ', chamber: 'κοιτ' },
    colour: (name) => ({ blue: 'μπλε', green: 'πράσινο', orange: 'πορτοκαλί', purple: 'μωβ' })[name] ?? name,
    back: (back) => ({ snake: 'φίδι', ox: 'βόδι', tiger: 'τίγρη' })[back] ?? back,
    supply: 'Απόθεμα (R9)',
    whitePile: (n) => `Λευκά πλακίδια εισοδήματος: ${n}`,
    riverToPlace: (n) => `Πλακίδια ποταμού για τοποθέτηση: ${n}`,
    riverOut: (n) => `Πλακίδια ποταμού εκτός παιχνιδιού: ${n}`,
    usedIncome: (n) => `Χρησιμοποιημένα πλακίδια εισοδήματος: ${n}`,
    incomeTiles: 'Πλακίδια εισοδήματος (R137)',
    legend: '● δείκτης φήμης, ■ δείκτης χρημάτων· οι δείκτες συναντιούνται όταν η φήμη φτάσει στη θέση δίπλα στα χρήματα (R127). ',
    legendSeat: (name, fame, money, m) => ` ${name}: φήμη ${fame}, χρήματα ${money} (${m >= 0 ? `οι δείκτες συναντήθηκαν, +${m}` : `απέχουν ${-m}`}) `,
    first: ' πρώτος',
    experience: (level) => ` ${({ experienced: 'έμπειρος', beginner: 'αρχάριος' })[level] ?? level}`,
    met: (m) => `συναντήθηκαν, +${m}`,
    apart: (n) => `απέχουν ${n}`,
    boatOn: (n) => `πλοίο στη θέση ${n}`,
    workers: (left, placed, inactive, passed) => {
      const on = [inactive.fame ? 'φήμη 15' : '', inactive.money ? 'χρήματα 20' : '', inactive.bridge ? 'τη γέφυρα' : ''].filter((x) => x !== '')
      return ` ${left} για τοποθέτηση, ${placed} τοποθετημένοι${on.length > 0 ? `· ανενεργοί σε ${on.join(', ')}` : ''}${passed ? '· πάσο' : ''}`
    },
    kali: (side, hands) => `Κάλι (${({ front: 'μπροστά', back: 'πίσω' })[side] ?? side}, ${countIn('el', hands, { one: 'χέρι', other: 'χέρια' })})`
  }
}

/** Nagaraja's abilities in a few words, in the Greek rulebook's verbs (glossary: ξαναρίξτε, Περιστρέψτε, Μετακινήστε, Ανταλλάξτε θέσεις, Τραβήξτε). */
const NAGARAJA_ABILITIES_EL: Readonly<Record<string, string>> = {
  FATE_BONUS: 'μπόνους μοίρας',
  REROLL_TWO: 'ξαναρίξτε δύο',
  DISCARD_STICKS: 'ξεσκαρτάρετε ράβδους',
  PEEK_RELICS: 'δείτε κειμήλια',
  SWAP_RELICS: 'ανταλλάξτε θέσεις κειμηλίων',
  ROTATE_ROOM: 'περιστρέψτε δωμάτιο',
  MOVE_ROOM: 'μετακινήστε δωμάτιο',
  SWAP_ROOMS: 'ανταλλάξτε θέσεις δωματίων',
  TRAP: 'παγίδα',
  TAKE_FROM_DISCARD: 'πάρτε από τα σκάρτα',
  DRAW_TWO: 'τραβήξτε δύο',
  RANDOM_DISCARD: 'τυχαίο ξεσκαρτάρισμα'
}

/** The library's Polish and Russian seat phrases ("gracz 1", "игрок 1") become the page's names. */
const namesFor = (word: RegExp) => (text: string, names: readonly string[]): string =>
  text.replace(word, (whole, n: string) => names[Number(n)] ?? whole)

const PL_POINTS = { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' } as const
const pl: Texts = {
  languageName: 'Polski',
  language: 'Język',
  title: 'tabletop-rules',
  subtitle: 'zagraj z botami biblioteki',
  setup: 'Nowa gra',
  game: 'Gra',
  players: 'Gracze',
  variant: 'Wariant',
  seed: 'Ziarno',
  seedPlaceholder: 'losowe',
  youPlay: 'Grasz jako',
  seatOption: (seat) => `miejsce ${seat + 1}`,
  watch: 'nikt (oglądaj boty)',
  bots: 'Boty',
  mctsOption: 'mcts (przeszukiwanie, 0,5 s na ruch)',
  autoForced: 'wymuszone ruchy grają się same',
  noDelays: 'bez opóźnień',
  start: 'Start',
  you: 'Ty',
  bot: (seat) => `Bot ${seat + 1}`,
  chance: 'Los',
  step: (n) => `krok ${n}`,
  yourMove: 'Twój ruch.',
  othersPlaying: 'Grają pozostali…',
  thinking: (name) => `${name} myśli…`,
  over: 'Gra skończona.',
  forcedSoon: (instruction) => `Tylko jeden ruch: ${instruction} — zagra się sam.`,
  forcedWaiting: 'Możliwy jest tylko jeden ruch.',
  playForced: 'Zagraj',
  notPickable: (reason, r) => `Niemożliwe: ${reason}${rule(r)}`,
  notYourTurn: 'To nie twoja kolej.',
  undo: '↶ Cofnij',
  undoTitle: 'cofnij swoją ostatnią decyzję (nigdy rzutu kością, dobrania ani niczego, co ci pokazała)',
  lastMoves: 'Od twojego ostatniego ruchu',
  log: (n) => `Dziennik (${n})`,
  wins: (name) => (name === 'Ty' ? 'Wygrywasz' : `Wygrywa: ${name}`),
  tie: (names) => `Remis: ${names.join(' i ')}`,
  breakdown: 'Podział punktów',
  total: 'razem',
  seedShown: (seed) => `Ziarno „${seed}” (odtwarza tę grę)`,
  transcript: 'Zapis (JSON, odtwarzany przez bibliotekę)',
  points: (n) => countIn('pl', n, PL_POINTS),
  noOutcome: 'brak wyniku',
  botNoMove: 'bot nie wskazał dozwolonego ruchu',
  seatNoMove: (seat) => `miejsce ${seat + 1} nie ma dozwolonego ruchu`,
  withNames: namesFor(/\bgracz (\d+)/g),
  border: {
    round: (round, active) => `Runda ${round} — aktywny gracz: ${active}`,
    dice: 'Kości',
    rollOf: (roll) => ` rzut ${roll} z 3`,
    usedInAction1: 'Użyte w akcji 1',
    forAction2: 'Do akcji 2',
    passiveLimit: (n) => ` (każdy pasywny gracz używa najwyżej ${n})`,
    used: (name) => `${name}: użyte`,
    deciding: ' (decyduje)',
    done: ' (gotowe)',
    active: ' aktywny',
    sheetOf: (name) => `karta: ${name}`,
    standing: (points, areas) => `${countIn('pl', points, PL_POINTS)}, ${countIn('pl', areas, { one: 'obszar', few: 'obszary', many: 'obszarów', other: 'obszaru' })}`,
    area: (id, name) => borderEnglish.area(id, name),
    colour: (c) => ({ grey: 'szary', red: 'czerwony', yellow: 'żółty', blue: 'niebieski', orange: 'pomarańczowy', green: 'zielony', white: 'biały' })[c] ?? c,
    areaTitle: (area, high, low, scored) => `${area}: ${high} dla pierwszego, ${low} później${scored === undefined ? '' : `; ukończony, ${countIn('pl', scored, PL_POINTS)}`}`,
    boxTitle: (box, colour, crossed) => `pole ${box}: ${colour}${crossed ? ', skreślone' : ''}`
  },
  rajas: {
    standing: (fame, money) => `★ ${fame} sławy, ₹ ${money} monet`,
    heading: (round, ended, variant, players) => `Runda ${round}${ended ? ' — koniec gry uruchomiony (R127)' : ''} · ${variant} · ${countIn('pl', players, { one: 'gracz', few: 'graczy', many: 'graczy', other: 'graczy' })}`,
    variants: {
      base: 'gra podstawowa',
      navaratna: 'Navaratna (R133–R144)',
      ganga: 'Ganga (R145–R147)',
      'navaratna+ganga': 'Navaratna + Ganga',
      mixed: 'mieszane doświadczenie: miejsce 1 doświadczone (R148)',
      'mixed-beginner': 'mieszane doświadczenie: miejsce 1 początkujące, pozostałe doświadczone'
    },
    base: 'gra podstawowa',
    mixed: 'mieszane doświadczenie',
    mainBoard: 'Plansza główna',
    river: 'Rzeka',
    tracks: 'Sława i bogactwo',
    market: 'Targ',
    rows: { quarry: 'Kamieniołom', market: 'Rynek', gardens: 'Ogrody', balconies: 'Balkony', palace: 'Pałac', port: 'Port' },
    spaces: { quarry: ['buduj'], various: ['towary'], same: ['towar =', 'odrzuć kość'], terrace: ['taras', 'przerzuć'], garden: ['weź', '1 kość'], balcony: ['odrzuć 1 →', '2 kości'], port: ['kość', 'rzeka'] },
    chambers: ['', 'Mogoł', 'Tancerka', 'Jogin', 'Man Singh', 'Mistrz', 'Portugalczyk'],
    start: 'start',
    short: { die: 'k', boat: 'łódź', palace: 'pał', market: 'targ', worker: 'prac', marketTile: 'kaf.t', river3: '3rz', building: 'bud', incomeTile: 'żet', bend: 'zakr', chamber: 'kom' },
    colour: (name) => ({ blue: 'niebieska', green: 'zielona', orange: 'pomarańczowa', purple: 'fioletowa' })[name] ?? name,
    back: (back) => ({ snake: 'wąż', ox: 'wół', tiger: 'tygrys' })[back] ?? back,
    supply: 'Zasoby (R9)',
    whitePile: (n) => `Białe żetony specjalne: ${n}`,
    riverToPlace: (n) => `Żetony rzeki do położenia: ${n}`,
    riverOut: (n) => `Żetony rzeki poza grą: ${n}`,
    usedIncome: (n) => `Użyte żetony specjalne: ${n}`,
    incomeTiles: 'Żetony specjalne (R137)',
    legend: '● znacznik sławy, ■ znacznik bogactwa; znaczniki spotykają się, gdy sława dojdzie do pola obok bogactwa (R127). ',
    legendSeat: (name, fame, money, m) => ` ${name}: sława ${fame}, bogactwo ${money} (${m >= 0 ? `znaczniki się spotkały, +${m}` : `dzieli je ${-m}`}) `,
    first: ' pierwszy',
    experience: (level) => ` ${({ experienced: 'doświadczony', beginner: 'początkujący' })[level] ?? level}`,
    met: (m) => `spotkały się, +${m}`,
    apart: (n) => `dzieli je ${n}`,
    boatOn: (n) => `łódź na polu ${n}`,
    workers: (left, placed, inactive, passed) => {
      const on = [inactive.fame ? 'sława 15' : '', inactive.money ? 'bogactwo 20' : '', inactive.bridge ? 'most' : ''].filter((x) => x !== '')
      return ` ${left} do wystawienia, ${placed} wystawionych${on.length > 0 ? `; nieaktywni: ${on.join(', ')}` : ''}${passed ? '; pas' : ''}`
    },
    kali: (side, hands) => `Kali (${({ front: 'przód', back: 'tył' })[side] ?? side}, ${countIn('pl', hands, { one: 'ręka', few: 'ręce', many: 'rąk', other: 'ręki' })})`
  },
  // Nagaraja is not played in this locale (`game.locales`): its board words stay English.
  nagaraja: en.nagaraja
}

const RU_POINTS = { one: 'очко', few: 'очка', many: 'очков', other: 'очка' } as const
const ru: Texts = {
  languageName: 'Русский',
  language: 'Язык',
  title: 'tabletop-rules',
  subtitle: 'играйте с ботами библиотеки',
  setup: 'Новая игра',
  game: 'Игра',
  players: 'Игроки',
  variant: 'Вариант',
  seed: 'Зерно',
  seedPlaceholder: 'случайное',
  youPlay: 'Вы играете за',
  seatOption: (seat) => `место ${seat + 1}`,
  watch: 'никого (смотреть на ботов)',
  bots: 'Боты',
  mctsOption: 'mcts (поиск, 0,5 с на ход)',
  autoForced: 'вынужденные ходы делаются сами',
  noDelays: 'без задержек',
  start: 'Начать',
  you: 'Вы',
  bot: (seat) => `Бот ${seat + 1}`,
  chance: 'Случай',
  step: (n) => `шаг ${n}`,
  yourMove: 'Ваш ход.',
  othersPlaying: 'Ходят другие…',
  thinking: (name) => `${name} думает…`,
  over: 'Игра окончена.',
  forcedSoon: (instruction) => `Возможен один ход: ${instruction} — он сделается сам.`,
  forcedWaiting: 'Возможен только один ход.',
  playForced: 'Сделать ход',
  notPickable: (reason, r) => `Нельзя: ${reason}${rule(r)}`,
  notYourTurn: 'Сейчас не ваш ход.',
  undo: '↶ Отменить',
  undoTitle: 'отменить ваше последнее решение (но не бросок кубика, не взятие и не то, что оно вам открыло)',
  lastMoves: 'После вашего последнего хода',
  log: (n) => `Журнал (${n})`,
  wins: (name) => (name === 'Вы' ? 'Вы победили' : `Победитель: ${name}`),
  tie: (names) => `Ничья: ${names.join(' и ')}`,
  breakdown: 'Подсчёт очков',
  total: 'итого',
  seedShown: (seed) => `Зерно «${seed}» (повторяет эту игру)`,
  transcript: 'Запись (JSON, воспроизводится библиотекой)',
  points: (n) => countIn('ru', n, RU_POINTS),
  noOutcome: 'нет результата',
  botNoMove: 'бот не назвал допустимого хода',
  seatNoMove: (seat) => `у места ${seat + 1} нет допустимого хода`,
  withNames: namesFor(/(?<![\p{L}])игрок (\d+)/gu),
  border: {
    round: (round, active) => `Раунд ${round} — активный игрок: ${active}`,
    dice: 'Кубики',
    rollOf: (roll) => ` бросок ${roll} из 3`,
    usedInAction1: 'Использованы в действии 1',
    forAction2: 'Для действия 2',
    passiveLimit: (n) => ` (каждый пассивный игрок использует не больше ${n})`,
    used: (name) => `${name}: использовано`,
    deciding: ' (решает)',
    done: ' (готово)',
    active: ' активный',
    sheetOf: (name) => `лист: ${name}`,
    standing: (points, areas) => `${countIn('ru', points, RU_POINTS)}, ${countIn('ru', areas, { one: 'область', few: 'области', many: 'областей', other: 'области' })}`,
    area: (id, name) => borderEnglish.area(id, name),
    colour: (c) => ({ grey: 'серый', red: 'красный', yellow: 'жёлтый', blue: 'синий', orange: 'оранжевый', green: 'зелёный', white: 'белый' })[c] ?? c,
    areaTitle: (area, high, low, scored) => `${area}: ${high} первому, ${low} позже${scored === undefined ? '' : `; завершена, ${countIn('ru', scored, RU_POINTS)}`}`,
    boxTitle: (box, colour, crossed) => `клетка ${box}: ${colour}${crossed ? ', зачёркнута' : ''}`
  },
  rajas: {
    standing: (fame, money) => `★ ${fame} славы, ₹ ${money} монет`,
    heading: (round, ended, variant, players) => `Раунд ${round}${ended ? ' — конец игры запущен (R127)' : ''} · ${variant} · ${countIn('ru', players, { one: 'игрок', few: 'игрока', many: 'игроков', other: 'игрока' })}`,
    variants: {
      base: 'базовая игра',
      navaratna: 'Navaratna (R133–R144)',
      ganga: 'Ganga (R145–R147)',
      'navaratna+ganga': 'Navaratna + Ganga',
      mixed: 'смешанный опыт: место 1 опытное (R148)',
      'mixed-beginner': 'смешанный опыт: место 1 новичок, остальные опытные'
    },
    base: 'базовая игра',
    mixed: 'смешанный опыт',
    mainBoard: 'Игровое поле',
    river: 'Река',
    tracks: 'Слава и богатство',
    market: 'Рынок',
    rows: { quarry: 'Карьер', market: 'Рынок', gardens: 'Сады', balconies: 'Балконы', palace: 'Дворец', port: 'Порт' },
    spaces: { quarry: ['строить'], various: ['товары'], same: ['товар =', 'кубик'], terrace: ['терраса', 'перебросить'], garden: ['взять', '1 кубик'], balcony: ['1 кубик →', '2 кубика'], port: ['кубик', 'река'] },
    chambers: ['', 'Могол', 'Танцовщица', 'Йог', 'Ман Сингх', 'Строитель', 'Португалец'],
    start: 'старт',
    short: { die: 'к', boat: 'лодка', palace: 'дв', market: 'рын', worker: 'раб', marketTile: 'ж.р', river3: '3р', building: 'зд', incomeTile: 'дох', bend: 'пов', chamber: 'зал' },
    colour: (name) => ({ blue: 'синий', green: 'зелёный', orange: 'оранжевый', purple: 'фиолетовый' })[name] ?? name,
    back: (back) => ({ snake: 'змея', ox: 'бык', tiger: 'тигр' })[back] ?? back,
    supply: 'Запас (R9)',
    whitePile: (n) => `Белые жетоны дохода: ${n}`,
    riverToPlace: (n) => `Жетоны реки к выкладке: ${n}`,
    riverOut: (n) => `Жетоны реки вне игры: ${n}`,
    usedIncome: (n) => `Использованные жетоны дохода: ${n}`,
    incomeTiles: 'Жетоны дохода (R137)',
    legend: '● маркер славы, ■ маркер богатства; маркеры встречаются, когда слава доходит до ячейки рядом с богатством (R127). ',
    legendSeat: (name, fame, money, m) => ` ${name}: слава ${fame}, богатство ${money} (${m >= 0 ? `маркеры встретились, +${m}` : `между ними ${-m}`}) `,
    first: ' первый',
    experience: (level) => ` ${({ experienced: 'опытный', beginner: 'новичок' })[level] ?? level}`,
    met: (m) => `встретились, +${m}`,
    apart: (n) => `между ними ${n}`,
    boatOn: (n) => `лодка на ${n}`,
    workers: (left, placed, inactive, passed) => {
      const on = [inactive.fame ? 'слава 15' : '', inactive.money ? 'богатство 20' : '', inactive.bridge ? 'мост' : ''].filter((x) => x !== '')
      return ` ${left} выставить, ${placed} выставлено${on.length > 0 ? `; неактивны: ${on.join(', ')}` : ''}${passed ? '; пас' : ''}`
    },
    kali: (side, hands) => `Кали (${({ front: 'лицевая', back: 'обратная' })[side] ?? side}, ${countIn('ru', hands, { one: 'рука', few: 'руки', many: 'рук', other: 'руки' })})`
  },
  // Nagaraja is not played in this locale (`game.locales`): its board words stay English.
  nagaraja: en.nagaraja
}

/** The page's words in every locale: a locale left out, or a word missing in one, does not compile. */
export const PAGE_TEXTS: Readonly<Record<Locale, Texts>> = { en, el, pl, ru }

/** The texts of a locale (English for anything that is not a locale). */
export const texts = (locale: string = 'en'): Texts => (Object.hasOwn(PAGE_TEXTS, locale) ? PAGE_TEXTS[locale as Locale] : en)
