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
import { borderGreek } from 'tabletop-rules/locales/el'

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
  }
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
  }
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
  }
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
  }
}

/** The page's words in every locale: a locale left out, or a word missing in one, does not compile. */
export const PAGE_TEXTS: Readonly<Record<Locale, Texts>> = { en, el, pl, ru }

/** The texts of a locale (English for anything that is not a locale). */
export const texts = (locale: string = 'en'): Texts => (Object.hasOwn(PAGE_TEXTS, locale) ? PAGE_TEXTS[locale as Locale] : en)
