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
import type { DieParams, RajasText, RewardParams, SpaceParams } from '../../games/rajas/text.js'

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
  breakdown: { fame: 'φήμη', moneyMarker: 'δείκτης χρημάτων' }
}
