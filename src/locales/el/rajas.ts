/**
 * Rajas of the Ganges in Greek (issue 29), in the words of its Greek rulebook: «εργάτης»,
 * «λατομείο», «αγορά», «παλάτι του Μεγάλου Άρχοντα», «βεράντα», «ταράτσα», «μπαλκόνια»,
 * «κοιτώνες», «λιμάνι», «ποταμός», «πλοίο», «άγαλμα της Κάλι», «κάρμα», «φήμη», «χρήματα»,
 * «πλακίδιο επαρχίας», «στοίβα», «πλακίδιο εισοδήματος», «αναβάθμιση», «ναός, παλάτι, οχυρό,
 * μύλος», «μετάξι, τσάι, μπαχαρικά» (glossary: `rajas.glossary.json`, each term with its rulebook
 * line). Move notation and rule ids (R127) stay as they are: they are the library's.
 * @module
 */
import { countIn, type PluralForms } from '../../core/index.js'
import { rewardParams } from '../rajas-reward.js'
import type { DieParams, RajasPromptText, RajasRefusalText, RajasText, RewardParams, SpaceParams } from '../../games/rajas/text.js'

/** The colours as adjectives: neuter singular (ζάρι, πλακίδιο), neuter plural, feminine singular (ταράτσα). */
const COLOURS: Readonly<Record<string, readonly [string, string, string]>> = {
  blue: ['μπλε', 'μπλε', 'μπλε'],
  green: ['πράσινο', 'πράσινα', 'πράσινη'],
  orange: ['πορτοκαλί', 'πορτοκαλί', 'πορτοκαλί'],
  purple: ['μωβ', 'μωβ', 'μωβ'],
  white: ['λευκό', 'λευκά', 'λευκή'],
  yellow: ['κίτρινο', 'κίτρινα', 'κίτρινη'],
  red: ['κόκκινο', 'κόκκινα', 'κόκκινη'],
  brown: ['καφέ', 'καφέ', 'καφέ']
}
const colour = (c: string): string => COLOURS[c]?.[0] ?? c
const colours = (c: string): string => COLOURS[c]?.[1] ?? c
const colourFem = (c: string): string => COLOURS[c]?.[2] ?? c

const DIE: PluralForms = { one: 'ζάρι', other: 'ζάρια' }
const MONEY: PluralForms = { one: 'νόμισμα', other: 'χρήματα' }
const SPACE: PluralForms = { one: 'μη κατειλημμένη θέση', other: 'μη κατειλημμένες θέσεις' }
const money = (n: number): string => countIn('el', n, MONEY)
/** "1 μπλε ζάρι", "2 πράσινα ζάρια", "1 ζάρι οποιουδήποτε χρώματος". */
const dice = (n: number, c: string): string =>
  c === '' ? `${countIn('el', n, DIE)} οποιουδήποτε χρώματος` : countIn('el', n, { one: `${colour(c)} ζάρι`, other: `${colours(c)} ζάρια` })

/** The characters of the chambers (R82–R87), in the nominative and the genitive. */
const CHAMBERS: Readonly<Record<number, readonly [string, string]>> = {
  1: ['ο Μεγάλος Άρχοντας', 'του Μεγάλου Άρχοντα'],
  2: ['η Χορεύτρια', 'της Χορεύτριας'],
  3: ['ο Γιόγκι', 'του Γιόγκι'],
  4: ['ο Μαν Σινγκ', 'του Μαν Σινγκ'],
  5: ['ο Αρχιτέκτονας', 'του Αρχιτέκτονα'],
  6: ['ο Πορτογάλος', 'του Πορτογάλου']
}
const chamberOf = (v: number): string => CHAMBERS[v]?.[1] ?? `του κοιτώνα ${v}`
/** The building types in the accusative with the article (R67): τον ναό, το παλάτι, το οχυρό, τον μύλο. */
const BUILDINGS = ['τον ναό', 'το παλάτι', 'το οχυρό', 'τον μύλο']
const GOODS = ['μετάξι', 'τσάι', 'μπαχαρικά']

/** Where a worker goes (R24): «στο λατομείο», «στη βεράντα», «στην πράσινη ταράτσα», … */
const onSpace = (sp: SpaceParams): string => {
  switch (sp.kind) {
    case 'quarry':
      return 'στο λατομείο'
    case 'various':
      return 'στην αγορά διαφορετικών αγαθών'
    case 'same':
      return 'στην αγορά ίδιων αγαθών'
    case 'terrace':
      return 'στη βεράντα'
    case 'garden':
      return `στην ${colourFem(sp.colour)} ταράτσα`
    case 'balcony':
      return `στο ${colour(sp.colour)} μπαλκόνι`
    case 'chamber':
      return `στον κοιτώνα ${chamberOf(sp.value)}`
    case 'port':
      return 'στο λιμάνι'
    default:
      return 'σε άγνωστη θέση'
  }
}

const dieName = (d: DieParams): string => (d.colour === undefined ? `το ζάρι ${d.i}` : `το ${colour(d.colour)} ζάρι με αξία ${d.value ?? 0}`)

/** A reward (R118–R124, R138, R139) in words. */
const reward = (r: RewardParams): string => {
  const n = r.n ?? 0
  const c = r.c ?? ''
  switch (r.k) {
    case 'dice':
      return dice(r.n ?? 1, c)
    case 'money':
      return money(n)
    case 'fame':
      return `${n} φήμη`
    case 'karma':
      return `${n} κάρμα`
    case 'upgrade':
      return 'μια αναβάθμιση'
    case 'palace':
      return 'μια δωρεάν ενέργεια κοιτώνα του παλατιού (2–6)'
    case 'dicePerKarma':
      return `${c === '' ? '1 ζάρι οποιουδήποτε χρώματος' : `1 ${colour(c)} ζάρι`} ανά επίπεδο κάρμα`
    case 'moneyPerMarket':
      return '1 νόμισμα ανά αγορά'
    case 'marketVarious':
      return 'σκοράρισμα αγοράς διαφορετικών αγαθών'
    case 'marketSame':
      return `σκοράρισμα αγοράς ίδιων αγαθών έως ${countIn('el', r.n ?? 3, { one: 'αγορά', other: 'αγορές' })}`
    case 'famePerUpgrade':
      return '1 φήμη ανά αναβάθμιση'
    case 'moneyPerUpgrade':
      return '2 χρήματα ανά αναβάθμιση'
    case 'famePerKarma':
      return '2 φήμη ανά επίπεδο κάρμα'
    case 'boat':
      return 'μετακίνηση του πλοίου στην επόμενη μη κατειλημμένη θέση του ποταμού'
    case 'worker':
      return 'ένας νέος εργάτης'
    case 'famePerMarketTile':
      return '1 φήμη ανά πλακίδιο επαρχίας με αγορά'
    case 'famePerRiver3':
      return '1 φήμη ανά 3 θέσεις που προχώρησε το πλοίο στον ποταμό'
    case 'moneyPerBuilding':
      return '1 νόμισμα ανά κτίριο'
    case 'moneyPerIncomeTile':
      return '2 χρήματα ανά συνδεδεμένο πλακίδιο εισοδήματος'
    case 'famePerBend':
      return '2 φήμη ανά στροφή δρόμου'
    case 'famePerWorker':
      return '1 φήμη ανά ενεργό εργάτη'
    case 'riverMove':
      return `μετακίνηση του πλοίου έως ${countIn('el', r.n ?? 3, SPACE)}`
    case 'chamber':
      return `η ενέργεια ${chamberOf(r.n ?? 2)} δωρεάν`
    default:
      return r.k
  }
}


/** The goods in the genitive («αγορά μεταξιού»). */
const GOODS_OF = ['μεταξιού', 'τσαγιού', 'μπαχαρικών']
/** The building types in the nominative (R67). */
const BUILDING_NAMES = ['ναός', 'παλάτι', 'οχυρό', 'μύλος']
/** The backs of the tile stacks (R10): φίδι, βόδι, τίγρης. */
const BACKS = ['φίδι', 'βόδι', 'τίγρης']
const TILE: PluralForms = { one: 'πλακίδιο', other: 'πλακίδια' }
const HAND: PluralForms = { one: 'χέρι', other: 'χέρια' }
const seatOf = (s: number): string => `του παίκτη ${s}`
const chamberName = (v: number): string => CHAMBERS[v]?.[0] ?? `ο χαρακτήρας του κοιτώνα ${v}`
/** "ένα μπλε ζάρι", "2 πράσινα ζάρια". */
const aDie = (c: string, n = 1): string => (n === 1 ? `ένα ${colour(c)} ζάρι` : dice(n, c))
const free = (m: number): string => (m === 0 ? 'δωρεάν' : `κοστίζει ${money(m)}`)
const upTo = (n: number): string => (n === 1 ? '1 μη κατειλημμένη θέση του ποταμού' : `1 έως ${n} μη κατειλημμένες θέσεις του ποταμού`)

/** The interaction in Greek: instructions, labels, reasons. */
const prompt: RajasPromptText = {
  seat: (s) => `ο παίκτης ${s}`,
  colourDie: (c, n = 1) => aDie(c, n),
  chamber: chamberName,
  building: (b) => BUILDING_NAMES[b] ?? `κτίριο ${b}`,
  goods: (g) => GOODS[g] ?? `αγαθό ${g}`,
  back: (b) => BACKS[b] ?? `πλάτη ${b}`,
  money,
  reward: (r, c) => reward(rewardParams(r, c)),
  rewards: (rs, c) => (rs.length === 0 ? 'τίποτα' : rs.map((r) => reward(rewardParams(r, c))).join(' και ')),
  over: 'Το παιχνίδι τελείωσε',
  waitSeat: (s, doing) => `Αναμονή για τον παίκτη ${s}: ${doing}`,
  waitChance: (what) => `Αναμονή για την τύχη: ${what}`,
  doing: {
    place: 'τοποθετεί έναν εργάτη',
    payDie: 'δίνει ένα ζάρι',
    payTile: 'δίνει ζάρια για ένα πλακίδιο',
    buy: 'επιλέγει ένα πλακίδιο',
    cover: 'επιλέγει ένα πλακίδιο για κάλυψη',
    put: 'τοποθετεί ένα πλακίδιο',
    gain: 'παίρνει ζάρια',
    upgrade: 'αναβαθμίζει ένα είδος κτιρίου',
    opt: 'αποφασίζει για ένα bonus',
    river: 'μετακινεί ένα πλοίο',
    palace: 'επιλέγει έναν κοιτώνα του παλατιού',
    market: 'σκοράρει αγορές',
    terrace: 'επιλέγει ζάρια για να τα ρίξει ξανά',
    order: 'επιλέγει τη σειρά των αποτελεσμάτων',
    inc: 'παίρνει ένα πλακίδιο εισοδήματος'
  },
  chanceRoll: (c, s) => `ρίχνεται ${aDie(c)} για τον παίκτη ${s}`,
  chanceReroll: (s) => `ένα ζάρι ${seatOf(s)} ρίχνεται ξανά`,
  chanceTile: 'μια στοίβα αποκαλύπτει το επόμενο πλακίδιό της',
  chanceWhite: (s) => `τραβιέται ένα λευκό πλακίδιο εισοδήματος για τον παίκτη ${s}`,
  chanceFirst: 'ο πρώτος παίκτης κληρώνεται ανάμεσα στους ισόπαλους',
  chanceGangaRoll: 'ρίχνεται ένα ζάρι για να τοποθετηθεί ένα πλακίδιο ποταμού',
  chanceGangaDraw: 'τραβιέται ένα πλακίδιο ποταμού',
  chanceBrown: (s) => `ο παίκτης ${s} τραβά ένα καφέ πλακίδιο εισοδήματος`,
  place: (pass) => `Τοποθετήστε έναν εργάτη σε μια θέση δράσης${pass ? ' ή πασάρετε για τον υπόλοιπο γύρο' : ''}`,
  payChamber: (v) => `Δώστε ένα ζάρι αξίας «${v}» για τον κοιτώνα ${chamberOf(v)} (ο κύβος κάρμα σας και μετά ένα ζάρι το γυρίζει πρώτα)`,
  payBalcony: (c) => `Δώστε ${aDie(c)} για το μπαλκόνι`,
  paySame: 'Δώστε οποιοδήποτε ζάρι: η αξία του είναι πόσες αγορές ίδιων αγαθών μπορείτε να σκοράρετε',
  payPort: 'Δώστε ένα ζάρι αξίας 1, 2 ή 3 για τη μετακίνηση στον ποταμό (ο κύβος κάρμα σας και μετά ένα ζάρι το γυρίζει πρώτα)',
  payTile: (c, n) => `Δώστε ${colours(c)} ζάρια συνολικής αξίας τουλάχιστον ${n} για το πλακίδιο, ένα τη φορά`,
  buy: 'Επιλέξτε ένα πλακίδιο από την κορυφή μιας στοίβας',
  buyArchitect: (cell) => `Επιλέξτε ένα πλακίδιο κορυφής πιο ακριβό από το πλακίδιο του τετραγώνου ${cell}`,
  cover: 'Επιλέξτε το πλακίδιο της επαρχίας σας που καλύπτει ο Αρχιτέκτονας',
  put: 'Τοποθετήστε το πλακίδιο: επιλέξτε ένα άδειο τετράγωνο και μετά τον προσανατολισμό του',
  putArchitect: 'Στρέψτε το νέο πλακίδιο: επιλέξτε τον προσανατολισμό του',
  gainFull: 'Το άγαλμα της Κάλι σας δεν χωράει όλα τα νέα ζάρια: επιστρέψτε ένα ζάρι στο απόθεμα ή σταματήστε για να πάρετε μόνο όσα χωρούν',
  gainColour: (n) => (n === 1 ? 'Πάρτε ένα ζάρι: επιλέξτε το χρώμα του στο απόθεμα' : `Πάρτε ${countIn('el', n, DIE)}: επιλέξτε στο απόθεμα το χρώμα του επόμενου`),
  upgrade: 'Αναβαθμίστε ένα είδος κτιρίου: επιλέξτε έναν από τους κύβους αναβάθμισής σας',
  opt: (r) => `Πάρτε το bonus (${r}) ή αρνηθείτε το`,
  river: (n) => `Μετακινήστε το πλοίο σας ${upTo(n)}: επιλέξτε πού σταματά`,
  palace: 'Επιλέξτε έναν κοιτώνα του παλατιού (2–6) για να εκτελέσετε δωρεάν την ενέργειά του',
  goodsChoice: 'Επιλέξτε το αγαθό του οποίου τις αγορές σκοράρετε',
  marketVarious: 'Σκοράρετε αγορές διαφορετικών αγαθών (το πολύ μία από κάθε είδος) και μετά «τέλος»',
  marketSame: (n, g) => `Σκοράρετε έως ${countIn('el', n, { one: `ακόμη αγορά με ${g}`, other: `ακόμη αγορές με ${g}` })} και μετά «τέλος»`,
  terrace: 'Επιλέξτε τα ζάρια που θα ρίξετε ξανά, ένα τη φορά, και μετά «τέλος»',
  order: 'Επιλέξτε ποιο αποτέλεσμα εκτελείται πρώτο',
  incomeSetup: 'Τοποθετήστε το καφέ πλακίδιο εισοδήματός σας σε μια από τις καφέ ειδικές θέσεις εισοδήματος',
  income: 'Πάρτε ένα πλακίδιο εισοδήματος από τα διαθέσιμα και τοποθετήστε το σε μια ελεύθερη ειδική θέση του χρώματός του, ή αρνηθείτε',
  orFlip: ' (ή γυρίστε ένα ζάρι: ο κύβος κάρμα σας και μετά το ζάρι)',
  spaceQuarry: (n, m) => `θέση ${n} του λατομείου (${free(m)})`,
  spaceVarious: (n) => `θέση ${n} της αγοράς διαφορετικών αγαθών`,
  spaceSame: (n) => `θέση ${n} της αγοράς ίδιων αγαθών (δίνετε ένα ζάρι)`,
  spaceTerrace: (n) => `βεράντα ${n} (2 χρήματα, ξαναρίχνετε ζάρια)`,
  spaceGarden: (c) => `η ${colourFem(c)} ταράτσα (παίρνετε ${aDie(c)})`,
  spaceBalcony: (pay, gain) => `το ${colour(pay)} μπαλκόνι (δίνετε ${aDie(pay)}, παίρνετε 2 ${colours(gain)} ζάρια)`,
  spaceChamber: (v) => `ο κοιτώνας ${chamberOf(v)} (ένα ζάρι αξίας «${v}»)`,
  spacePort: (n, m) => `θέση ${n} του λιμανιού (${free(m)})`,
  taken: (s) => `, κατειλημμένη από τον παίκτη ${s}`,
  coveredSpace: ', καλυμμένη',
  die: (s, c, v) => `το ${colour(c)} ζάρι ${seatOf(s)}, με αξία ${v}`,
  karma: (s, level) => `ο κύβος κάρμα ${seatOf(s)} (επίπεδο ${level})`,
  kali: (s, n, hands) => `το άγαλμα της Κάλι ${seatOf(s)} (${n} από ${countIn('el', hands, HAND)} κρατούν ζάρι)`,
  fame: (s, at) => `ο δείκτης φήμης ${seatOf(s)} (θέση ${at})`,
  moneyMarker: (s, at) => `ο δείκτης χρημάτων ${seatOf(s)} (θέση ${at})`,
  bonus: (s, at) => (at === undefined ? `ο δείκτης bonus ${seatOf(s)} (αφαιρέθηκε)` : `ο δείκτης bonus ${seatOf(s)} (θέση χρημάτων ${at})`),
  boat: (s, at) => `το πλοίο ${seatOf(s)} (θέση ποταμού ${at})`,
  workers: (s, active, placed) => `οι εργάτες ${seatOf(s)} (τοποθετημένοι ${placed} από ${active})`,
  upgradeCube: (s, b, level) => `ο κύβος αναβάθμισης ${seatOf(s)} για: ${b} (επίπεδο ${level})`,
  cell: (s, cell, row, col) => `το τετράγωνο ${cell} της επαρχίας ${seatOf(s)} (σειρά ${row}, στήλη ${col})`,
  residence: (s) => `η κατοικία ${seatOf(s)}`,
  market: (s, g, v) => `η αγορά με ${g} ${seatOf(s)}, αξίας ${money(v)}`,
  incomeSpace: (s, j, what) => `το ειδικό εισόδημα ${j} ${seatOf(s)} (${what})`,
  tile: (t, c, cost, contents) => `πλακίδιο ${t}: ${colour(c)}, κόστος ${cost}${contents === '' ? '' : `, ${contents}`}`,
  tileMarket: (g, v) => `αγορά με ${g} ${v}`,
  stack: (c, back, n) => `η ${colourFem(c)} στοίβα με πλάτη «${back}» (${countIn('el', n, TILE)})`,
  supply: (c, n) => `τα ${colours(c)} ζάρια του αποθέματος (απομένουν ${n})`,
  riverSpace: (pos, last, what) => (pos === 0 ? 'η αρχική θέση του ποταμού' : pos === last ? `η τελευταία θέση του ποταμού (${what})` : `θέση ποταμού ${pos} (${what})`),
  riverTile: (t, what) => `πλακίδιο ποταμού ${t} (${what})`,
  incomeTile: (t, c, what) => `το ${colour(c)} πλακίδιο εισοδήματος ${t} (${what})`,
  riverPile: (n) => `τα κλειστά πλακίδια ποταμού (${n})`,
  whitePile: (n) => `τα κλειστά λευκά πλακίδια εισοδήματος (${n})`,
  elephant: (s) => `ο ελέφαντας πρώτου παίκτη (παίκτης ${s})`,
  round: (n) => `γύρος ${n}`,
  rotation: (deg) => (deg === 0 ? 'χωρίς στροφή' : `στραμμένο ${deg}° δεξιόστροφα`),
  effect: (what) => `εκτελείται πρώτα: ${what}`,
  buttons: {
    done: 'Τέλος',
    stop: 'Πάρτε μόνο τα ζάρια που χωρούν',
    pass: 'Πάσο για τον υπόλοιπο γύρο',
    accept: 'Πάρτε το bonus',
    decline: 'Άρνηση',
    flip: 'Μόνο γυρίστε το ζάρι',
    pay: 'Γυρίστε το ζάρι και δώστε το'
  },
  step: (t, c) => {
    switch (t.k) {
      case 'money':
        return money(t.n)
      case 'fame':
        return `${t.n} φήμη`
      case 'karma':
        return `${t.n} κάρμα`
      case 'reward':
        return reward(rewardParams(t.r, c))
      case 'gain':
        return dice(t.n, t.c < 0 ? '' : c(t.c))
      case 'upgrade':
        return 'μια αναβάθμιση'
      case 'opt':
        return `το bonus (${reward(rewardParams(t.r, c))})`
      case 'white':
        return 'ένα λευκό πλακίδιο εισοδήματος'
      case 'inc':
        return 'ένα πλακίδιο εισοδήματος'
      case 'worker':
        return 'ένας νέος εργάτης'
      case 'boat':
        return 'μια μετακίνηση του πλοίου'
      default:
        return 'ένα βήμα'
    }
  },
  plain: {
    covered: 'αυτή η θέση είναι καλυμμένη στο παιχνίδι 3 παικτών',
    noAffordableTile: 'τα ζάρια σας δεν πληρώνουν κανένα πλακίδιο κορυφής, ούτε με κάρμα',
    noPlaceForTile: 'κανένα πλακίδιο δεν μπορεί να τοποθετηθεί συνδεδεμένο με την κατοικία σας',
    oneDifferentGoods: 'χρησιμοποιήσατε ήδη μια θέση της αγοράς διαφορετικών αγαθών σε αυτόν τον γύρο',
    emptyAction: 'αυτή η ενέργεια δεν θα σας έδινε τίποτα (επιλογή \'emptyActions\': απαγορεύεται)',
    noDie: 'αυτή η θέση θέλει ένα ζάρι και δεν έχετε κανένα',
    noLowDie: 'η μετακίνηση στον ποταμό θέλει ζάρι αξίας 1, 2 ή 3 (ή 4–6 και 1 κάρμα) και δεν έχετε κανένα',
    architectImpossible: 'κανένα πλακίδιό σας δεν μπορεί να καλυφθεί με ακριβότερο πλακίδιο κορυφής με τα ζάρια σας',
    portugueseImpossible: 'το πλοίο σας δεν μπορεί να προχωρήσει ακριβώς 6 μη κατειλημμένες θέσεις στον ποταμό',
    boatAtFinal: 'το πλοίο σας είναι στην τελευταία θέση του ποταμού',
    notOnStack: 'τα πλακίδια παίρνονται από την κορυφή των στοιβών',
    emptyStack: 'αυτή η στοίβα εξαντλήθηκε',
    coverDisconnects: 'σε κανέναν προσανατολισμό δεν θα έμενε κάθε πλακίδιο της επαρχίας σας συνδεδεμένο με την κατοικία',
    noTileThere: 'δεν υπάρχει πλακίδιο σε αυτό το τετράγωνο για να καλυφθεί',
    coveredOnce: 'σε αυτό το τετράγωνο έχει ήδη χτιστεί μία φορά από πάνω',
    noCoveringTile: 'κανένα πλακίδιο κορυφής δεν μπορεί να καλύψει αυτό το πλακίδιο (ακριβότερο, πληρωτέο, με τους δρόμους συνδεδεμένους)',
    residence: 'η κατοικία δεν είναι θέση πλακιδίου',
    cellTaken: 'σε αυτό το τετράγωνο υπάρχει ήδη πλακίδιο',
    notConnected: 'σε κανέναν προσανατολισμό δεν θα συναντούσε δρόμος του πλακιδίου έναν δρόμο συνδεδεμένο με την κατοικία σας',
    rotationNotConnected: 'έτσι στραμμένο, κανένας δρόμος του πλακιδίου δεν συναντά δρόμο συνδεδεμένο με την κατοικία σας',
    noFlipNeeded: 'αυτό το ζάρι δίνεται όπως είναι: δεν χρειάζεται να γυρίσει',
    noUsefulFlip: 'κανένα ζάρι σας δεν θα έδειχνε 1, 2 ή 3 αφού γυρίσει',
    architectAfterPaying: 'αφού δώσετε αυτό το ζάρι, ο Αρχιτέκτονας δεν θα μπορούσε να καλύψει κανένα πλακίδιο',
    noKarma: 'το γύρισμα ενός ζαριού κοστίζει 1 κάρμα και δεν έχετε',
    karmaWhenPaying: 'το κάρμα γυρίζει ένα ζάρι μόνο τη στιγμή που το δίνετε',
    kaliFull: 'το άγαλμα της Κάλι σας δεν χωράει όλα τα νέα ζάρια: πρώτα επιστρέψτε ένα ζάρι ή σταματήστε',
    notFull: 'ζάρια επιστρέφονται μόνο για να γίνει χώρος σε γεμάτο άγαλμα της Κάλι',
    maxLevel: 'αυτό το είδος κτιρίου είναι στο υψηλότερο επίπεδο (4)',
    riverBackward: 'το πλοίο κινείται μόνο προς τα εμπρός',
    grandMogulExcluded: 'ο Μεγάλος Άρχοντας δεν επιλέγεται ως δωρεάν ενέργεια του παλατιού',
    alreadyScored: 'αυτή η αγορά έχει ήδη σκοραριστεί',
    alreadyRerolled: 'αυτό το ζάρι έχει ήδη επιλεγεί για να ριχτεί ξανά',
    slotTaken: 'σε αυτή την ειδική θέση υπάρχει ήδη πλακίδιο εισοδήματος'
  },
  why: {
    occupied: (w) => `σε αυτή τη θέση υπάρχει ήδη εργάτης του παίκτη ${w.by}`,
    fillOrder: (w) => `οι θέσεις ${w.area === 'port' ? 'του λιμανιού' : 'του λατομείου'} καταλαμβάνονται με τη σειρά: η πρώτη ελεύθερη είναι η θέση ${w.first}`,
    money: (w) => `αυτή η θέση κοστίζει ${money(w.cost)} και έχετε ${money(w.have)}`,
    noDieOfColour: (w, c) => `αυτό το μπαλκόνι θέλει ${aDie(c(w.colour))} και δεν έχετε κανένα`,
    noDieOfValue: (w) => `αυτός ο κοιτώνας θέλει ζάρι αξίας «${w.value}» (ή «${7 - w.value}» και 1 κάρμα) και δεν έχετε κανένα`,
    cannotPayTile: (w, c) => `τα ${colours(c(w.colour))} ζάρια σας δεν πληρώνουν ${w.cost}, ούτε με κάρμα`,
    notMoreExpensive: (w) => `αυτό το πλακίδιο κοστίζει ${w.cost}, όχι περισσότερο από το πλακίδιο που θα κάλυπτε (${w.old})`,
    cannotPayDifference: (w, c) => `τα ${colours(c(w.colour))} ζάρια σας δεν πληρώνουν τη διαφορά ${w.difference}, ούτε με κάρμα`,
    architectCell: (w) => `ο Αρχιτέκτονας καλύπτει το πλακίδιο του τετραγώνου ${w.cell}`,
    wrongDieColour: (w, c) => `αυτή η πληρωμή θέλει ${colours(c(w.colour))} ζάρια`,
    wrongDieValue: (w) => `αυτός ο κοιτώνας θέλει ζάρι αξίας «${w.value}»· αυτό θα έδειχνε ${w.shows}`,
    dieTooHigh: (w) => `η μετακίνηση στον ποταμό θέλει ζάρι αξίας 1, 2 ή 3· αυτό θα έδειχνε ${w.shows}`,
    noOppositeFace: (w) => `κανένα ζάρι σας δεν δείχνει ${7 - w.value}, την αντίθετη πλευρά του ${w.value}`,
    paymentDeadEnd: (w) => `αν δώσετε αυτό το ζάρι, το υπόλοιπο ${w.left} δεν θα πληρωνόταν με τα ζάρια και το κάρμα σας`,
    supplyEmpty: (w, c) => `δεν έμεινε κανένα ${colour(c(w.colour))} ζάρι στο απόθεμα`,
    riverOccupied: (w) => `εκεί είναι το πλοίο του παίκτη ${w.by}: οι κατειλημμένες θέσεις παραλείπονται`,
    riverTooFar: (w) => `το ζάρι σας μετακινεί το πλοίο ${upTo(w.n)}`,
    chamberImpossible: (w) => `η ενέργεια ${chamberOf(w.value)} δεν μπορεί να εκτελεστεί τώρα`,
    oneOfEachGoods: (w) => `σκοράρετε ήδη μια αγορά ${GOODS_OF[w.goods] ?? ''}: το πολύ μία από κάθε αγαθό`,
    sameGoodsOnly: (w) => `τώρα σκοράρονται μόνο αγορές ${GOODS_OF[w.goods] ?? ''}`,
    noSuchGoods: (w) => `δεν έχετε αγορά ${GOODS_OF[w.goods] ?? ''}`,
    wrongSlot: (w) => `αυτή η ειδική θέση δέχεται ${colours(w.slot)} πλακίδια εισοδήματος, όχι ${colours(w.colour)}`,
    noFreeSlot: (w) => `δεν έχετε ελεύθερη ${colourFem(w.colour)} ειδική θέση εισοδήματος`,
    notYourTile: (w) => `τοποθετείτε το καφέ πλακίδιο που τραβήξατε (πλακίδιο εισοδήματος ${w.tile})`
  }
}


/** The building types by number (R67), in the nominative, for the refusals. */
const buildingName = (b: number): string => BUILDING_NAMES[b] ?? `κτίριο ${b}`
/** A boat move of up to n spaces (R90). */
const riverUpTo = (n: number): string => (n === 1 ? '1 θέση' : `1 έως ${n} θέσεις`)

/** The refusals of moves in Greek. */
const refusal: RajasRefusalText = {
  emptyAction: () => 'αυτή η ενέργεια δεν θα έδινε τίποτα (επιλογή \'emptyActions\': απαγορεύεται) (A3)',
  noSuchSpace: (p) => `δεν υπάρχει θέση δράσης ${p.space} σε αυτή την πλευρά του ταμπλό (R33)`,
  spaceCovered: (p) => `η θέση ${p.space} είναι καλυμμένη στο παιχνίδι 3 παικτών (R7)`,
  spaceOccupied: (p) => `στη θέση ${p.space} υπάρχει ήδη εργάτης του παίκτη ${p.by} (R31)`,
  fillOrder: (p) => `οι θέσεις ${p.kind === 'port' ? 'του λιμανιού' : 'του λατομείου'} καταλαμβάνονται με τη σειρά: η πρώτη ελεύθερη είναι η ${p.first} (R32)`,
  notEnoughMoney: (p) => `η θέση ${p.space} κοστίζει ${money(p.cost)} και ο παίκτης ${p.seat} έχει ${money(p.have)} (R34)`,
  noAffordableTile: () => 'κανένα πλακίδιο κορυφής δεν πληρώνεται με τα ζάρια σας (R52)',
  noPlaceForTile: () => 'κανένα πλακίδιο δεν μπορεί να τοποθετηθεί συνδεδεμένο με την κατοικία σας (R52)',
  oneVariousPerRound: () => 'χρησιμοποιήσατε ήδη μια θέση της αγοράς διαφορετικών αγαθών σε αυτόν τον γύρο (R76)',
  sameNeedsDie: () => 'η αγορά ίδιων αγαθών θέλει ένα ζάρι και δεν έχετε κανένα (R75)',
  balconyNeedsDie: (p) => `αυτό το μπαλκόνι θέλει ${aDie(p.colour)} (R81)`,
  noSuchChamber: (p) => `δεν υπάρχει κοιτώνας ${p.chamber} (R78)`,
  noSuchRiverChamber: (p) => `δεν υπάρχει κοιτώνας ${p.chamber}: η ανταμοιβή παλατιού του ποταμού είναι κοιτώνας από 2 έως 6 (R100)`,
  chamberNeedsDie: (p) => `ο κοιτώνας ${p.value} θέλει ζάρι αξίας «${p.value}» (ή «${7 - p.value}» και 1 κάρμα) (R78)`,
  architectImpossible: () => 'κανένα πλακίδιό σας δεν μπορεί να καλυφθεί από ακριβότερο πλακίδιο κορυφής με τα ζάρια που σας μένουν (R86)',
  portugueseImpossible: () => 'το πλοίο σας δεν μπορεί να προχωρήσει ακριβώς 6 μη κατειλημμένες θέσεις (R87)',
  boatAtFinal: () => 'το πλοίο σας είναι στην τελευταία θέση (R93)',
  riverNeedsDie: () => 'η μετακίνηση στον ποταμό θέλει ζάρι αξίας 1, 2 ή 3 (R89)',
  noSuchIncomeTile: (p) => `δεν υπάρχει πλακίδιο εισοδήματος ${p.tile} (R137)`,
  notYourTile: (p) => `τραβήξατε το καφέ πλακίδιο ${p.drawn}, όχι το ${p.tile} (R136)`,
  tileNotInDisplay: (p) => `το πλακίδιο εισοδήματος ${p.tile} δεν είναι στα διαθέσιμα (R137)`,
  noSuchBorderSpace: (p) => `δεν υπάρχει ειδική θέση εισοδήματος ${p.slot} στο ταμπλό της επαρχίας σας (R135)`,
  wrongSlotColour: (p) => `η ειδική θέση ${p.slot} δέχεται ${p.takes === '' ? 'κανένα' : colours(p.takes)} πλακίδια, όχι ${colours(p.colour)} (R141)`,
  slotTaken: (p) => `στην ειδική θέση ${p.slot} υπάρχει ήδη πλακίδιο εισοδήματος (R140)`,
  identicalTile: (p) => `ένα ίδιο πλακίδιο με μικρότερο αριθμό προσφέρεται αντί για το ${p.tile}: πάρτε εκείνο, είναι η ίδια επιλογή (R143)`,
  noSuchDieOf: (p) => `δεν υπάρχει ζάρι ${p.die} στο άγαλμα της Κάλι σας (έχετε ${countIn('el', p.have, DIE)}) (R35)`,
  noSuchDie: (p) => (p.rerolled === 1 ? `το ζάρι ${p.die} δεν υπάρχει ή ρίχτηκε ήδη ξανά (R79)` : `δεν υπάρχει ζάρι ${p.die}`),
  noKarma: () => 'το γύρισμα ενός ζαριού κοστίζει 1 κάρμα και δεν έχετε (R44)',
  tilePaidWith: (p) => `το πλακίδιο πληρώνεται μόνο με ${colours(p.colour)} ζάρια (R50)`,
  paymentDeadEnd: (p) => `αν δώσετε αυτό το ζάρι, το υπόλοιπο ${p.left} δεν θα πληρωνόταν με τα ζάρια και το κάρμα σας (R50)`,
  wrongDieValue: (p) => `αυτός ο κοιτώνας θέλει ζάρι αξίας «${p.needs}»· αυτό το ζάρι δείχνει ${p.shows} (R78)`,
  architectAfterPaying: () => 'αφού δώσετε αυτό το ζάρι, ο Αρχιτέκτονας δεν θα μπορούσε να καλύψει κανένα πλακίδιο (R86)',
  balconyTakes: (p) => `αυτό το μπαλκόνι δέχεται ${aDie(p.colour)} (R81)`,
  balconyAsIs: () => 'το ζάρι του μπαλκονιού δίνεται όπως είναι, όποια κι αν είναι η αξία του (R45)',
  dieTooHigh: (p) => `η μετακίνηση στον ποταμό θέλει ζάρι αξίας 1, 2 ή 3, όχι ${p.shows} (R89)`,
  alreadyLow: () => 'αυτό το ζάρι δείχνει ήδη 1–3 (R89)',
  notAnOutcome: (p) => `το '${p.move}' δεν είναι δυνατό αποτέλεσμα του εκκρεμούς βήματος τύχης ('${p.step}')`,
  karmaWhenPaying: () => "το κάρμα γυρίζει ένα ζάρι μόνο τη στιγμή που δίνεται: 'pay die flip' (επιλογή 'karmaTiming') (R45)",
  flipDeadEnd: () => 'μετά από αυτό το γύρισμα η εκκρεμής απόφαση δεν θα μπορούσε να ολοκληρωθεί (A4)',
  wrongDecision: (p) => `η εκκρεμής απόφαση ('${p.step}') δεν δέχεται '${p.move}' (${p.rule})`,
  mustPlace: () => 'η τοποθέτηση εργάτη είναι υποχρεωτική όσο υπάρχει επιτρεπτή θέση (επιλογή \'allowPass\') (R29)',
  noSuchStack: (p) => `δεν υπάρχει στοίβα ${p.stack} (R10)`,
  emptyStack: (p) => `η στοίβα ${p.stack} εξαντλήθηκε (R53)`,
  cannotAffordTile: (p) => `τα ${colours(p.colour)} ζάρια σας δεν πληρώνουν το κόστος αυτού του πλακιδίου, ούτε με κάρμα (R50)`,
  cannotAffordDifference: (p) => `τα ${colours(p.colour)} ζάρια σας δεν πληρώνουν τη διαφορά ${p.difference}, ούτε με κάρμα (R86)`,
  cannotAffordAny: () => 'τα ζάρια σας δεν πληρώνουν τη διαφορά για κανένα ακριβότερο πλακίδιο κορυφής, ούτε με κάρμα (R86)',
  notMoreExpensive: (p) => `το νέο πλακίδιο (κόστος ${p.cost}) πρέπει να είναι πιο ακριβό από αυτό που καλύπτει (${p.old}) (R86)`,
  noDearerTile: (p) => `κανένα πλακίδιο κορυφής δεν είναι πιο ακριβό από το πλακίδιο του τετραγώνου ${p.cell} (${p.old}) (R86)`,
  coverDisconnects: (p) => `αυτό το πλακίδιο δεν μπορεί να καλύψει το τετράγωνο ${p.cell}: σε κανέναν προσανατολισμό δεν θα κρατούσε κάθε πλακίδιο τον δρόμο του προς την κατοικία (R86)`,
  noCover: (p) => `κανένα ακριβότερο πλακίδιο κορυφής που πληρώνετε δεν καλύπτει το τετράγωνο ${p.cell} κρατώντας τον δρόμο κάθε πλακιδίου προς την κατοικία (R86)`,
  noTileThere: (p) => `δεν έχετε πλακίδιο στο τετράγωνο ${p.cell} (R86)`,
  coveredOnce: (p) => `στο τετράγωνο ${p.cell} έχει ήδη χτιστεί μία φορά από πάνω (R86)`,
  wrongCell: (p) => `ο Αρχιτέκτονας καλύπτει το τετράγωνο ${p.cell} (R86)`,
  noSuchCell: () => 'δεν υπάρχει τέτοιο τετράγωνο ή προσανατολισμός (R56)',
  residence: () => 'η κατοικία δεν είναι θέση πλακιδίου (R54)',
  cellOccupied: (p) => `στο τετράγωνο ${p.cell} υπάρχει ήδη πλακίδιο (R55)`,
  rotationDisconnects: () => 'σε αυτόν τον προσανατολισμό κάποιο πλακίδιο θα έχανε τον δρόμο του προς την κατοικία (R86)',
  notConnected: () => 'καμία άκρη δρόμου του πλακιδίου δεν θα συναντούσε δρόμο συνδεδεμένο με την κατοικία (R55)',
  kaliFull: () => "το άγαλμα της Κάλι σας δεν χωράει όλα τα νέα ζάρια: πρώτα επιστρέψτε ζάρια ('discard die') ή πάρτε λιγότερα ('stop') (R40)",
  supplyEmpty: (p) => `δεν έμεινε ζάρι του χρώματος ${p.colour} στο απόθεμα (R41)`,
  notFull: () => 'ζάρια επιστρέφονται μόνο για να γίνει χώρος για νέα ζάρια που δεν χωράει το άγαλμα της Κάλι (R40)',
  fewerNotNeeded: () => 'παίρνετε λιγότερα ζάρια μόνο όταν το άγαλμα της Κάλι σας δεν τα χωράει όλα (R40)',
  noSuchBuilding: (p) => `δεν υπάρχει είδος κτιρίου ${p.building} (0 ναός, 1 παλάτι, 2 οχυρό, 3 μύλος) (R68)`,
  maxLevel: (p) => `το είδος κτιρίου ${p.building} (${buildingName(p.building)}) είναι στο επίπεδο ${p.level} (R68)`,
  riverDistance: (p) => `το ζάρι σας επιτρέπει μετακίνηση ${riverUpTo(p.n)} (R90)`,
  beyondFinal: () => 'το πλοίο δεν μπορεί να πάει τόσο μακριά: ο ποταμός τελειώνει (R93)',
  grandMogulExcluded: () => 'ο Μεγάλος Άρχοντας δεν επιλέγεται ως ανταμοιβή του ποταμού (R100)',
  goodsChosen: (p) => (p.various === 1 ? 'διαφορετικά αγαθά: οι αγορές σκοράρονται απευθείας, δεν επιλέγεται αγαθό (R74)' : 'το αγαθό έχει ήδη επιλεγεί (R75)'),
  noSuchGoods: (p) => `δεν έχετε αγορά με ${GOODS[p.goods] ?? `αγαθό ${p.goods}`} (R75)`,
  goodsFirst: () => "ίδια αγαθά: επιλέξτε πρώτα το αγαθό ('good g') (R75)",
  noSuchMarket: (p) => `δεν υπάρχει αγορά ${p.m} σε πλακίδιό σας στο τετράγωνο ${p.cell}`,
  onePerGoods: () => 'διαφορετικά αγαθά: το πολύ μία αγορά από κάθε είδος, η καθεμία μία φορά (R74)',
  marketLimit: (p) => `ίδια αγαθά: μόνο αγορές του επιλεγμένου αγαθού, το πολύ ${p.n}, η καθεμία μία φορά (R75)`,
  noSuchGroup: (p) => `δεν υπάρχει ομάδα ${p.group}: επιλέξτε από 0 έως ${p.last} (A6)`,
  mustPlaceBrown: () => 'το καφέ πλακίδιο που τραβήχτηκε στην προετοιμασία πρέπει να τοποθετηθεί σε καφέ θέση (R136)'
}

/** Rajas of the Ganges in Greek. */
export const rajasGreek: RajasText = {
  move: {
    place: (who, sp, i, m) => `${who} τοποθετεί έναν εργάτη ${onSpace(sp)} (θέση ${i}${m ? `, ${money(m)}` : ''})`,
    pay: (who, die, flip) => `${who} δίνει ${dieName(die)}${flip ? ', γυρισμένο με 1 κάρμα' : ''}`,
    stack: (who, i, t) => `${who} παίρνει το πάνω πλακίδιο της στοίβας ${i}${t === undefined ? '' : ` (${colour(t.colour)}, κόστος ${t.cost})`}`,
    cover: (who, cell) => `${who} καλύπτει με τον Αρχιτέκτονα το πλακίδιο του τετραγώνου ${cell}`,
    put: (who, cell, degrees) => `${who} τοποθετεί το πλακίδιο στο τετράγωνο ${cell}, στραμμένο κατά ${degrees}°`,
    take: (who, c) => `${who} παίρνει ένα ${colour(c)} ζάρι`,
    discard: (who, die) => `${who} επιστρέφει ${dieName(die)} για να κάνει χώρο`,
    pass: (who) => `${who} πασάρει για τον υπόλοιπο γύρο`,
    takeFit: (who) => `${who} παίρνει μόνο τα ζάρια που χωρούν`,
    upgrade: (who, b) => `${who} αναβαθμίζει ${BUILDINGS[b] ?? 'ένα κτίριο'}`,
    bonus: (who, r, yes) => `${who} ${yes ? 'παίρνει' : 'αρνείται'} το bonus${r === undefined ? '' : ` (${reward(r)})`}`,
    declineIncome: (who) => `${who} αρνείται το πλακίδιο εισοδήματος`,
    river: (who, n) => `${who} μετακινεί το πλοίο ${countIn('el', n, SPACE)}`,
    freeChamber: (who, v) => `${who} εκτελεί δωρεάν την ενέργεια ${chamberOf(v)}`,
    goods: (who, g) => `${who} επιλέγει ${GOODS[g] ?? 'αγαθά'}`,
    market: (who, m, cell) => `${who} σκοράρει την αγορά ${m} του πλακιδίου στο τετράγωνο ${cell}`,
    done: (who) => `${who} τελείωσε`,
    reroll: (who, die) => `${who} ξαναρίχνει ${dieName(die)}`,
    order: (who, i) => `${who} εκτελεί πρώτα την ομάδα αποτελεσμάτων ${i}`,
    flip: (who, die) => `${who} γυρίζει ${dieName(die)} με 1 κάρμα`,
    income: (who, id, c, r, slot) =>
      `${who} τοποθετεί το ${c === undefined ? '' : `${colour(c)} `}πλακίδιο εισοδήματος ${id}${r === undefined ? '' : ` (${reward(r)})`} στην ειδική θέση εισοδήματος ${slot}`,
    gangaRoll: (v, from) => `το ζάρι του ποταμού φέρνει ${v}: μετράμε ${countIn('el', v, { one: 'θέση', other: 'θέσεις' })} του ποταμού από τη θέση ${from}`,
    roll: (c, v) => `ρίχνεται ένα ${colour(c)} ζάρι: ${v}`,
    rerolled: (v) => `το ζάρι που ξαναρίχτηκε φέρνει ${v}`,
    gangaDraw: (id, i) => `το πλακίδιο ποταμού ${id} τοποθετείται στη θέση ποταμού ${i}`,
    brownDraw: (seat, id) => `ο παίκτης ${seat} τραβά το καφέ πλακίδιο εισοδήματος ${id}`,
    tileRevealed: (id, i) => `το πλακίδιο ${id} αποκαλύπτεται στη στοίβα ${i}`,
    whiteDrawn: (id) => `τραβιέται το λευκό πλακίδιο εισοδήματος ${id}`,
    first: (seat) => `ο παίκτης ${seat} γίνεται πρώτος παίκτης (η ισοπαλία λύθηκε με κλήρωση)`
  },
  reason: {
    stage: 'ολοκληρώθηκε το τρέχον στάδιο αφού οι δείκτες φήμης και χρημάτων ενός παίκτη συνέκλιναν ή προσπέρασαν ο ένας τον άλλο (R127, R129)',
    round: 'ο γύρος τελείωσε αφού οι δείκτες φήμης και χρημάτων ενός παίκτη συνέκλιναν ή προσπέρασαν ο ένας τον άλλο (R127, A12)',
    stalled: 'κανένας παίκτης δεν μπορεί να τοποθετήσει εργάτη (αδιέξοδο)',
    over: 'το παιχνίδι τελείωσε'
  },
  prompt,
  refusal,
  board: {
    noSeat: (seat) => `δεν υπάρχει παίκτης ${seat}`,
    title: (seat, fame, m, margin, karma) => `Παίκτης ${seat}: φήμη ${fame}, χρήματα ${m}, διαφορά ${margin}, κάρμα ${karma}`,
    upgrades: (levels) => `αναβαθμίσεις: ${BUILDING_NAMES.map((b, i) => `${b} ${levels[i] ?? 2}`).join(', ')}`,
    workers: (active, placed, boat) => `εργάτες: ${active} ενεργοί, ${placed} τοποθετημένοι· πλοίο στη θέση ποταμού ${boat}`,
    dice: (ds) => `ζάρια: ${ds.map((d) => `${colour(d.colour)} ${d.value}`).join(', ') || 'κανένα'}`,
    residence: 'κατοικία',
    goods: (g) => GOODS[g] ?? '?',
    building: (b) => BUILDING_NAMES[b] ?? '?',
    incomes: (slots) =>
      `πλακίδια εισοδήματος: ${slots.map((x) => `θέση ${x.slot}: ${colour(x.colour)}, ${x.reward === undefined ? '?' : reward(x.reward)}${x.connected ? ' (συνδεδεμένο)' : ''}`).join('· ')}`
  },
  breakdown: { fame: 'φήμη', moneyMarker: 'δείκτης χρημάτων' }
}
