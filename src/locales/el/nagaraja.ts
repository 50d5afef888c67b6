/**
 * Nagaraja in Greek (issue 29), in the words of its Greek rulebook: «ναός», «δωμάτιο», «θέση»,
 * «κρυφώνα», «ιερά / καταραμένα κειμήλια», «κλειστό / ανοιχτό», «ράβδοι μοίρας», «πόντοι μοίρας»,
 * «πόντοι νίκης», «Νάγκα», «οδηγός», «παγίδα», «φυλαχτό», «Φυλαχτό Ακύρωσης», «σκάρτα»,
 * «ξεσκαρτάρω», «επιλέγω», «ενεργοποιώ», «ιδιότητα», «Κάλεσμα της Μοίρας», «Σύγκρουση»,
 * «Εξερεύνηση», «Ανανέωση» (glossary: `nagaraja.glossary.json`, each term with its rulebook line).
 * Card ids (RE11), move notation ("select") and rule ids (N31) stay as they are: they are the
 * library's, not the rulebook's.
 * @module
 */
import { countIn, type PluralForms } from '../../core/index.js'
import type { AmuletFace, NagarajaText } from '../../games/nagaraja/text.js'

/** A record's own entry (never one of `Object.prototype`'s: params and views come from outside). */
const own = <T>(r: Readonly<Record<string, T>>, k: string | number): T | undefined => (Object.hasOwn(r, k) ? r[k] : undefined)

const POINTS: PluralForms = { one: 'πόντο', other: 'πόντους' }
const POINTS_NOM: PluralForms = { one: 'πόντος', other: 'πόντοι' }
const POINTS_GEN: PluralForms = { one: 'πόντου', other: 'πόντων' }
const STICKS: PluralForms = { one: 'ράβδο', other: 'ράβδους' }
const CARDS: PluralForms = { one: 'κάρτα', other: 'κάρτες' }
const ROOMS: PluralForms = { one: 'δωμάτιο', other: 'δωμάτια' }
const AMULETS: PluralForms = { one: 'φυλαχτό', other: 'φυλαχτά' }
const n = (k: number, forms: PluralForms): string => countIn('el', k, forms)

/** "1 πόντο μοίρας", "3 πόντους μοίρας" (accusative, after «δείχνει»). */
const fate = (k: number): string => `${n(k, POINTS)} μοίρας`
/** "2 πόντων νίκης" (genitive: «κειμήλιο 2 πόντων νίκης»). */
const worth = (k: number): string => `${n(k, POINTS_GEN)} νίκης`
const left = (k: number): string => (k === 1 ? 'απομένει 1' : `απομένουν ${k}`)
const degrees = (r: number): string => `${(((r % 4) + 4) % 4) * 90}°`
const list = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} και ${items[items.length - 1]}`
const temple = (t: number): string => `του ναού του παίκτη ${t}`

/** The card symbols, as the rulebook lists them (N9). */
const SYMBOLS: Readonly<Record<string, string>> = { sticks: 'Ράβδοι μοίρας', relics: 'Κειμήλια', rooms: 'Δωμάτια', cards: 'Κάρτες' }
const symbol = (s: string): string => own(SYMBOLS, s) ?? s

/** The abilities as the rulebook's imperatives («Ξεσκαρτάρτε μια ή δυο…», «Τραβήξτε δυο κάρτες…»). */
const ABILITIES: Readonly<Record<string, (k: number) => string>> = {
  FATE_BONUS: (k) => `+${n(k, POINTS_NOM)} μοίρας σε αυτόν τον γύρο`,
  REROLL_TWO: (k) => `ξαναρίξτε ${n(k, STICKS)}`,
  DISCARD_STICKS: (k) => `ξεσκαρτάρετε ${n(k, STICKS)}`,
  PEEK_RELICS: (k) => `δείτε ${k === 1 ? '1 κλειστό κειμήλιο' : `${k} κλειστά κειμήλια`}`,
  SWAP_RELICS: () => 'ανταλλάξτε θέσεις σε δυο κειμήλια',
  ROTATE_ROOM: () => 'περιστρέψτε ένα δωμάτιο',
  MOVE_ROOM: () => 'μετακινήστε ένα από τα δωμάτιά σας',
  SWAP_ROOMS: () => 'ανταλλάξτε θέσεις δυο δωματίων',
  TRAP: () => 'τοποθετήστε την παγίδα στο ναό του αντιπάλου σας',
  TAKE_FROM_DISCARD: () => 'πάρτε μια κάρτα από τα σκάρτα',
  DRAW_TWO: (k) => `τραβήξτε ${n(k, CARDS)}`,
  RANDOM_DISCARD: () => 'ξεσκαρτάρετε τυχαία μια κάρτα από το χέρι του αντιπάλου σας'
}
const ability = (a: string, k: number): string => own(ABILITIES, a)?.(k) ?? a

/** The stick colours (N8), as adjectives of «ράβδος» (feminine). */
const STICK_COLOURS: Readonly<Record<string, string>> = { brown: 'καφέ', white: 'άσπρη', green: 'πράσινη' }
const stickColour = (c: string): string => own(STICK_COLOURS, c) ?? c

/** The bundled room kinds (the rulebook names none: "6 είδη δωματίων"), each a neuter phrase. */
const ROOM_KINDS: Readonly<Record<string, string>> = {
  straight: 'ευθύ δωμάτιο',
  corner: 'γωνιακό δωμάτιο',
  tee: 'δωμάτιο σε σχήμα Τ',
  cross: 'δωμάτιο σε σχήμα σταυρού',
  'corner-crypt': 'γωνιακό δωμάτιο με ειδική τοποθεσία',
  'tee-crypt': 'δωμάτιο σε σχήμα Τ με ειδική τοποθεσία'
}
const roomKind = (kind: string): string => own(ROOM_KINDS, kind) ?? `δωμάτιο «${kind}»`

/** The card's arrows (N9 item 3): red, clear, two-coloured. */
const ARROWS: Readonly<Record<string, string>> = { opponent: 'κόκκινα', self: 'διαφανή', either: 'δίχρωμα' }

const relic = (cursed: boolean, value: number): string => `${cursed ? 'καταραμένο' : 'ιερό'} κειμήλιο ${worth(value)}`
const amulet = (a: AmuletFace): string => (a.effect === 'vp' ? `φυλαχτό ${worth(a.value)}` : a.effect === 'draw' ? 'Φυλαχτό Τραβήγματος' : 'Φυλαχτό Ακύρωσης')

/** The steps of a round (N29), in the nominative. */
const STEPS: Readonly<Record<string, string>> = {
  call: 'το Κάλεσμα της Μοίρας (N31)',
  clash: 'μια σειρά στη Σύγκρουση (N38)',
  respond: 'η ευκαιρία ακύρωσης με Φυλαχτό Ακύρωσης (N63)',
  ability: 'η επιλογή των στόχων μιας ιδιότητας (ενότητα 10)',
  place: 'η Εξερεύνηση (N43)',
  give: 'το δώρο της Ανανέωσης (N47)'
}
const step = (s: string): string => own(STEPS, s) ?? s

/** What closed the steps of each place in the round (N32, N40, N46). */
const CLOSED: Readonly<Record<number, string>> = {
  1: 'και οι δύο παίκτες έχουν ήδη τοποθετήσει τις κάρτες τους κλειστές σε αυτόν τον γύρο',
  2: 'η Σύγκρουση αυτού του γύρου τελείωσε (δύο πάσο στη σειρά την τελειώνουν, N40· χωρίς Νάγκα παραλείπεται, N37)',
  3: 'το δωμάτιο αυτού του γύρου δεν είναι πια διαθέσιμο: το τοποθέτησε ο νικητής του, ή ξεσκαρταρίστηκε γιατί δεν είχε θέση (N46)'
}

/** What chance draws in each chance step. */
const CHANCE_STEPS: Readonly<Record<string, string>> = {
  guide: 'μια καφέ ράβδος της ρίψης για τον πρώτο οδηγό (N26)',
  roll: 'μια ράβδος μοίρας που ρίχνεται (N35)',
  draw: 'μια κάρτα που τραβιέται (N17)',
  rdiscard: 'μια κάρτα που ξεσκαρτάρεται τυχαία από το χέρι του αντιπάλου (N60)',
  room: 'το επόμενο δωμάτιο που ανοίγει (N48)',
  relic: 'η ταυτότητα ενός κειμηλίου που ανοίγει ή που κοιτάζεται (N13)',
  amulet: 'η ταυτότητα ενός φυλαχτού που μαζεύεται (N14)',
  check: 'τίποτα (ένας αυτόματος έλεγχος του τέλους) (N65)'
}
const chanceStep = (q: string): string => own(CHANCE_STEPS, q) ?? q

/** Nagaraja in Greek. */
export const nagarajaGreek: NagarajaText = {
  words: {
    roomKind,
    relic,
    amulet,
    amuletKind: (a, k) => (a === undefined ? `φυλαχτό ${k}` : amulet(a)),
    relicNo: (k) => `κειμήλιο ${k}`
  },
  move: {
    card: (d, i) => (d === undefined ? String(i) : `${d.id} (${ability(d.ability, d.param)}· ${symbol(d.symbol)})`),
    select: (who, card) => `${who} επιλέγει την κάρτα ${card}`,
    lay: (who) => `${who} τοποθετεί τις επιλεγμένες κάρτες κλειστές στο τραπέζι`,
    activate: (who, stick, card) => `${who} χρησιμοποιεί το Νάγκα της ράβδου ${stick} για να ενεργοποιήσει την κάρτα ${card}`,
    pass: (who) => `${who} πάει πάσο`,
    cancel: (who) => `${who} ακυρώνει την ενεργοποίηση με ένα Φυλαχτό Ακύρωσης`,
    allow: (who) => `${who} αφήνει την ιδιότητα να εφαρμοστεί`,
    drawAmulet: (who) => `${who} χρησιμοποιεί ένα Φυλαχτό Τραβήγματος και τραβάει μια κάρτα`,
    pickStick: (who, stick, seat) => `${who} επιλέγει τη ράβδο ${stick} του παίκτη ${seat}`,
    pickRelic: (who, place, t) => `${who} κοιτάζει το κειμήλιο της κρυφώνας ${place} ${temple(t)}`,
    swapRelics: (who, a, b, t) => `${who} ανταλλάσσει θέσεις στα κειμήλια των κρυφώνων ${a} και ${b} ${temple(t)}`,
    rotate: (who, cell, t, by) => `${who} περιστρέφει το δωμάτιο της θέσης ${cell} ${temple(t)} κατά ${by * 90}°`,
    moveRoom: (who, from, to) => `${who} μετακινεί το δωμάτιο της θέσης ${from} στη θέση ${to}`,
    swapRooms: (who, a, b, t) => `${who} ανταλλάσσει θέσεις στα δωμάτια των θέσεων ${a} και ${b} ${temple(t)}`,
    trap: (who, cell) => `${who} τοποθετεί την παγίδα στη θέση ${cell} του ναού του αντιπάλου`,
    take: (who, card) => `${who} παίρνει την κάρτα ${card} από τα σκάρτα`,
    give: (who, card) => `${who} δίνει την κάρτα ${card} στον άλλο παίκτη`,
    place: (who, cell, rot) => `${who} τοποθετεί το δωμάτιο στη θέση ${cell}, στραμμένο κατά ${rot * 90}°`,
    stickThrown: (seat, colour, f) => `η ${stickColour(colour)} ράβδος μοίρας του παίκτη ${seat} δείχνει ${fate(f.fate)}${f.naga ? ' και ένα Νάγκα' : ''}`,
    faceShown: (face) => `μια ράβδος μοίρας δείχνει την πλευρά ${face}`,
    cardIs: (card) => `η κάρτα είναι η ${card}`,
    roomIs: (kind) => `ανοίγει το δωμάτιο της κορυφής της στοίβας: ${kind}`,
    relicIs: (r) => `το κειμήλιο είναι: ${r}`,
    amuletIs: (a) => `το φυλαχτό είναι: ${a}`
  },
  redacted: {
    guideThrow: (seat) => `ο παίκτης ${seat} ρίχνει μια καφέ ράβδο μοίρας για τον πρώτο οδηγό`,
    draws: (seat) => `ο παίκτης ${seat} τραβάει μια κάρτα`,
    peeks: (seat, place, t) => `ο παίκτης ${seat} κοιτάζει το κειμήλιο της κρυφώνας ${place} ${temple(t)}`,
    collects: (seat) => `ο παίκτης ${seat} παίρνει ένα φυλαχτό και το βλέπει`,
    selects: 'επιλέγει μια κάρτα και την τοποθετεί κλειστή',
    takes: 'παίρνει μια κάρτα από τα σκάρτα',
    gives: 'δίνει μια κάρτα στον άλλο παίκτη'
  },
  revealed: {
    guideFate: (f) => `η καφέ ράβδος δείχνει ${fate(f)}`,
    selected: (seat, cards) => `ο παίκτης ${seat} επέλεξε ${cards.length === 1 ? 'την κάρτα' : 'τις κάρτες'} ${list(cards)}`,
    relic: (place, t, r) => `το κειμήλιο της κρυφώνας ${place} ${temple(t)} είναι: ${r}`,
    discard: (cards) => (cards.length === 0 ? 'στα σκάρτα δεν υπάρχει καμία κάρτα' : `στα σκάρτα ${cards.length === 1 ? 'υπάρχει η κάρτα' : 'υπάρχουν οι κάρτες'} ${list(cards)}`),
    amuletUsed: (as) => `${as.length === 1 ? 'το φυλαχτό που χρησιμοποιήθηκε είναι' : 'τα φυλαχτά που χρησιμοποιήθηκαν είναι'}: ${list(as)}`,
    amuletsHeld: (seat, as) => `ο παίκτης ${seat} είχε ${as.length === 1 ? 'κλειστό' : 'κλειστά'}: ${list(as)}`
  },
  end: (r) => {
    switch (r.k) {
      case 'cursed':
        return `ο παίκτης ${r.seat} άνοιξε ${r.total === 1 ? 'το καταραμένο κειμήλιό του' : `και τα ${r.total} καταραμένα κειμήλιά του`} και χάνει το παιχνίδι (N65)`
      case 'reached':
        return `ο παίκτης ${r.seat} συγκέντρωσε ${n(r.points, POINTS)} νίκης (τουλάχιστον 25) και κερδίζει το παιχνίδι (N65)`
      case 'ninth':
        return `ο παίκτης ${r.seat} τοποθέτησε το ένατο δωμάτιο στο ναό του· ${r.a}-${r.b}, ${
          r.a === r.b ? 'σε περίπτωση ισοπαλίας νικητής είναι ο παίκτης που τοποθέτησε το ένατο δωμάτιο' : 'νικητής είναι ο παίκτης με το μεγαλύτερο σύνολο πόντων νίκης'
        } (N66)`
      case 'stackEmpty':
        return `η στοίβα δωματίων άδειασε· ${r.a}-${r.b}${
          r.a === r.b ? (r.draw ? ', ισοπαλία' : ', σε περίπτωση ισοπαλίας νικητής είναι ο παίκτης που τοποθέτησε το τελευταίο δωμάτιο') : ''
        } (NQ10)`
    }
  },
  breakdown: { relics: 'κειμήλια', amulets: 'φυλαχτά' },
  refusal: {
    chanceOnly: (p) => `η κίνηση "${p.move}" είναι της τύχης: τις ράβδους τις ρίχνει και ό,τι τραβιέται το τραβάει η τύχη, ποτέ ένας παίκτης (N29)`,
    notAnOutcome: (p) => `${p.move}: δεν είναι αποτέλεσμα του βήματος της τύχης που εκκρεμεί: ${chanceStep(p.step)}`,
    stepOver: (p) => `η κίνηση "${p.move}" δεν παίζεται τώρα: ${own(CLOSED, p.closed) ?? ''}· τώρα είναι ${step(p.now)}`,
    wrongStep: (p) => `η κίνηση "${p.move}" ανήκει σε άλλο βήμα: ${step(p.step)}· τώρα είναι ${step(p.now)}`,
    noSelection: () => 'επιλέξτε τουλάχιστον μία κάρτα πριν τοποθετήσετε τις κάρτες σας κλειστές (N33)',
    notInHand: (p) => `η κάρτα ${p.card} δεν είναι στο χέρι σας`,
    notInHandActivate: (p) => `η κάρτα ${p.card} δεν είναι στο χέρι σας· οι επιλεγμένες κάρτες δεν ενεργοποιούνται (N18)`,
    alreadySelected: (p) => `η κάρτα ${p.card} είναι ήδη επιλεγμένη`,
    mixedSymbols: (p) => `η κάρτα ${p.card} έχει το σύμβολο «${symbol(p.symbol)}», αλλά οι επιλεγμένες κάρτες έχουν το σύμβολο «${symbol(p.chosen)}»· όλες πρέπει να έχουν το ίδιο σύμβολο (N31)`,
    noOwnStick: (p) => `δεν έχετε ράβδο ${p.stick}`,
    noSuchStick: (p) => `ο παίκτης ${p.seat} δεν έχει ράβδο ${p.stick} μπροστά του (NQ18)`,
    notANaga: (p) => `η ράβδος σας ${p.stick} δεν δείχνει Νάγκα (N39)`,
    noEffect: (p) => `η ιδιότητα της κάρτας ${p.card} δεν μπορεί να κάνει τίποτα τώρα (επιλογή 'allowNoEffect', NQ14)`,
    noDrawAmulet: () => 'δεν έχετε Φυλαχτό Τραβήγματος (N62)',
    noCancelAmulet: () => 'δεν έχετε Φυλαχτό Ακύρωσης (N63)',
    wrongTargetKind: (p) => `η ιδιότητα που ενεργοποιήθηκε («${ability(p.ability, 2)}») δεν δέχεται επιλογή "${p.move}"`,
    arrows: (p) =>
      `τα βέλη της κάρτας (${own(ARROWS, p.arrows) ?? p.arrows}) δεν επιτρέπουν ως στόχο ${p.own === 1 ? `τα δικά σας στοιχεία (παίκτης ${p.seat})` : `τα στοιχεία του παίκτη ${p.seat}`} (N9)`,
    sameSeatSticks: (p) => `όλες οι ράβδοι πρέπει να ανήκουν στον παίκτη ${p.seat}`,
    stickPicked: (p) => `η ράβδος ${p.stick} έχει ήδη επιλεγεί`,
    noSuchPlace: (p) => `δεν υπάρχει κρυφώνα ${p.place}`,
    relicFaceUp: (p) => `το κειμήλιο της κρυφώνας ${p.place} είναι ανοιχτό· μόνο κλειστά κειμήλια μπορείτε να δείτε (N52)`,
    placePicked: (p) => `έχετε ήδη δει το κειμήλιο της κρυφώνας ${p.place}`,
    badRelicPair: (p) => `επιλέξτε δύο διαφορετικές κρυφώνες a < b του ίδιου ναού, δόθηκαν ${p.a} και ${p.b}`,
    badRoomPair: (p) => `επιλέξτε δύο θέσεις a < b, δόθηκαν ${p.a} και ${p.b}`,
    noRoomToRotate: (p) => `η θέση ${p.cell} ${temple(p.temple)} δεν έχει δωμάτιο (N54)`,
    noRoomToMove: (p) => `η θέση ${p.cell} του ναού σας δεν έχει δωμάτιο (N55)`,
    onlyRooms: () => 'μόνο δύο δωμάτια ανταλλάσσουν θέσεις, ποτέ η παγίδα ή μια άδεια θέση (N56)',
    badTurn: (p) => `μια περιστροφή γυρίζει το δωμάτιο κατά 1, 2 ή 3 τέταρτα του κύκλου, δόθηκε ${p.by} (NQ13)`,
    badRotation: (p) => `ο προσανατολισμός είναι 0 έως 3 τέταρτα του κύκλου, δόθηκε ${p.rot}`,
    noSuchSpace: (p) => `δεν υπάρχει θέση δωματίου ${p.cell}`,
    trapNoMove: (p) => `η παγίδα βρίσκεται στη θέση ${p.cell}· κανένα δωμάτιο δεν μετακινείται εκεί (NQ12)`,
    trapNoPlace: (p) => `η παγίδα βρίσκεται στη θέση ${p.cell}· δεν μπορεί να τοποθετηθεί δωμάτιο πάνω στην παγίδα (N43, N57)`,
    trapAlready: (p) => `η παγίδα βρίσκεται ήδη στη θέση ${p.cell}`,
    notEmpty: (p) => `η θέση ${p.cell} δεν είναι άδεια (N55)`,
    trapOnRoom: (p) => `η θέση ${p.cell} του ναού του αντιπάλου σας έχει δωμάτιο· η παγίδα τοποθετείται σε άδεια θέση (N57)`,
    occupied: (p) => `η θέση ${p.cell} έχει ήδη δωμάτιο (N11)`,
    notReachable: (p) => `η θέση ${p.cell} ούτε ακουμπάει σε είσοδο ούτε είναι ορθογώνια διπλανή σε δωμάτιό σας (N43)`,
    notInDiscard: (p) => `η κάρτα ${p.card} δεν είναι στα σκάρτα (N58)`,
    notDrawn: (p) => `η κάρτα ${p.card} δεν είναι μία από τις κάρτες που μόλις τραβήξατε (N47)`
  },
  prompt: {
    orDraw: (text) => `${text} (ή χρησιμοποιήστε το Φυλαχτό Τραβήγματος)`,
    callFirst: (guide) => `${guide ? 'Είστε ο οδηγός: επιλέξτε' : 'Επιλέξτε'} τις κάρτες που θα τοποθετήσετε κλειστές, μία τη φορά (όλες με το ίδιο σύμβολο)`,
    callMore: (s, k) =>
      `Επιλέξτε άλλη μια κάρτα με το σύμβολο «${symbol(s)}», ή τοποθετήστε ${k === 1 ? 'την 1 επιλεγμένη κάρτα κλειστή' : `τις ${k} επιλεγμένες κάρτες κλειστές`}`,
    clash: 'Χρησιμοποιήστε ένα Νάγκα: επιλέξτε μια κάρτα από το χέρι σας και μια ράβδο που δείχνει Νάγκα, ή πάσο',
    clashPass: 'Δεν έχετε Νάγκα να χρησιμοποιήσετε: πάσο',
    respond: (by, card, cancel) =>
      `Ο παίκτης ${by} ενεργοποίησε την κάρτα ${card}: ${cancel ? 'ακυρώστε την ιδιότητά της με το Φυλαχτό Ακύρωσης, ή αφήστε την να εφαρμοστεί' : 'αφήστε την ιδιότητά της να εφαρμοστεί'}`,
    place: 'Κερδίσατε το δωμάτιο: επιλέξτε μια θέση του ναού σας, και μετά τον προσανατολισμό του δωματίου',
    give: (to, keep) => `Επιλέξτε την κάρτα που θα δώσετε στον παίκτη ${to} (κρατάτε ${keep === 1 ? 'την άλλη 1 κάρτα' : `τις άλλες ${keep} κάρτες`})`,
    pickStick: (discard, whose, k) =>
      `Επιλέξτε μια ράβδο ${whose < 0 ? 'οποιουδήποτε παίκτη' : `του παίκτη ${whose}`} για να ${discard ? 'ξεσκαρταριστεί' : 'ξαναριχτεί'} (${left(k)})`,
    pickRelic: (k) => `Επιλέξτε ένα κλειστό κειμήλιο για να το δείτε (${left(k)})`,
    swapRelics: 'Επιλέξτε δύο κειμήλια του ίδιου ναού για να ανταλλάξουν θέσεις, με όποια σειρά θέλετε',
    rotate: 'Επιλέξτε ένα δωμάτιο για να το περιστρέψετε, και μετά τον νέο προσανατολισμό του',
    moveRoom: 'Επιλέξτε ένα από τα δωμάτιά σας, και μετά την άδεια θέση όπου θα το μετακινήσετε',
    swapRooms: 'Επιλέξτε δύο δωμάτια του ίδιου ναού για να ανταλλάξουν θέσεις, με όποια σειρά θέλετε',
    trap: (t) => `Επιλέξτε μια άδεια θέση ${temple(t)} για την παγίδα`,
    take: 'Επιλέξτε μια κάρτα από τα σκάρτα για να την πάρετε',
    drawOnly: 'Χρησιμοποιήστε το Φυλαχτό Τραβήγματος',
    over: (winner) => (winner < 0 ? 'Το παιχνίδι τελείωσε: ισοπαλία' : `Το παιχνίδι τελείωσε: νικητής είναι ο παίκτης ${winner}`),
    chance: (pending) =>
      pending === 'guide'
        ? 'Ρίχνονται οι καφέ ράβδοι για τον πρώτο οδηγό'
        : pending === 'roll'
          ? 'Ρίχνονται οι ράβδοι μοίρας'
          : pending === 'draw'
            ? 'Τραβιέται μια κάρτα'
            : pending === 'room'
              ? 'Ανοίγει το επόμενο δωμάτιο'
              : pending === 'relic'
                ? 'Ανοίγει ένα κειμήλιο'
                : pending === 'amulet'
                  ? 'Μαζεύεται ένα φυλαχτό'
                  : pending === 'rdiscard'
                    ? 'Ξεσκαρτάρεται τυχαία μια κάρτα'
                    : 'Το παιχνίδι συνεχίζεται μόνο του',
    waiting: (seat, phase, card) => {
      const who = `Ο παίκτης ${seat}`
      switch (phase) {
        case 'call':
          return `${who} επιλέγει τις κάρτες που θα τοποθετήσει κλειστές`
        case 'clash':
          return `${who} παίζει τη σειρά του στη Σύγκρουση`
        case 'respond':
          return `${who} μπορεί να ακυρώσει την ενεργοποίηση της κάρτας ${card}`
        case 'ability':
          return `${who} επιλέγει τους στόχους της κάρτας ${card}`
        case 'place':
          return `${who} τοποθετεί το δωμάτιο στο ναό του`
        case 'give':
          return `${who} επιλέγει μια κάρτα για να τη δώσει`
        default:
          return `${who} αποφασίζει`
      }
    }
  },
  label: {
    card: (c, i) => (c === undefined ? `κάρτα ${i}` : `κάρτα ${c.id} (${ability(c.ability, c.param)}· ${symbol(c.symbol)})`),
    cardShort: (c, i) => (c === undefined ? String(i) : c.id),
    cardAt: (card, zone, seat) =>
      `${card}, ${
        zone === 'hand'
          ? `στο χέρι του παίκτη ${seat}`
          : zone === 'laid'
            ? `επιλεγμένη από τον παίκτη ${seat}`
            : zone === 'played'
              ? `ενεργοποιημένη από τον παίκτη ${seat}`
              : zone === 'drawn'
                ? `τραβηγμένη από τον παίκτη ${seat}`
                : 'στα σκάρτα'
      }`,
    hiddenCard: (zone, seat) =>
      zone === 'hand'
        ? `μια κλειστή κάρτα στο χέρι του παίκτη ${seat}`
        : zone === 'laid'
          ? `μια κάρτα που ο παίκτης ${seat} τοποθέτησε κλειστή`
          : `μια κάρτα που τράβηξε ο παίκτης ${seat}, κλειστή`,
    stick: (seat, colour, face) =>
      `η ${stickColour(colour)} ράβδος μοίρας του παίκτη ${seat}, ${
        face === undefined ? 'ρίχνεται' : face.naga ? (face.fate > 0 ? `δείχνει ${fate(face.fate)} και ένα Νάγκα` : 'δείχνει ένα Νάγκα') : `δείχνει ${fate(face.fate)}`
      }`,
    room: (kind, r, withAmulet) => `${roomKind(kind)}, στραμμένο κατά ${degrees(r)}${withAmulet ? ', με ένα κλειστό φυλαχτό' : ''}`,
    cell: (t, i, what) => `θέση ${i} ${temple(t)}: ${what}`,
    empty: 'άδεια',
    trapHere: 'η παγίδα',
    relic: (t, i, what) => `κρυφώνα ${i} ${temple(t)}: ${what}`,
    relicKind: (cursed, value, up) => `${relic(cursed, value)}, ${up ? 'ανοιχτό' : 'κλειστό'}`,
    relicUnknown: 'ένα κλειστό κειμήλιο',
    entrance: (t, i) => `είσοδος ${i} ${temple(t)}`,
    amulet: (seat, name) => (name === undefined ? `ένα κλειστό φυλαχτό του παίκτη ${seat}` : `${name} του παίκτη ${seat}`),
    usedAmulet: (name) => `χρησιμοποιημένο ${name ?? 'φυλαχτό'}`,
    rotation: (r) => `στραμμένο κατά ${degrees(r)}`,
    seat: (s, guide, f) => `παίκτης ${s}${guide ? ' (ο οδηγός)' : ''}: ${n(f, POINTS_NOM)} μοίρας`,
    lay: 'Τοποθετήστε τις επιλεγμένες κάρτες κλειστές',
    pass: 'Πάσο',
    allow: 'Αφήστε την ιδιότητα να εφαρμοστεί',
    offer: (what) => (what === undefined ? 'κανένα δωμάτιο δεν διεκδικείται' : `το δωμάτιο που διεκδικείται: ${what}`),
    scroll: (guide) => (guide < 0 ? 'η περγαμηνή (δεν υπάρχει ακόμα οδηγός)' : `η περγαμηνή: οδηγός είναι ο παίκτης ${guide}`),
    trap: (t, i) => (t < 0 ? 'η παγίδα, δίπλα στα δωμάτια' : `η παγίδα, στη θέση ${i} ${temple(t)}`),
    deck: (k) => `η στοίβα των καρτών: ${n(k, CARDS)}`,
    discard: (k) => `τα σκάρτα: ${n(k, CARDS)}`,
    roomStack: (k) => `η στοίβα δωματίων: ${n(k, ROOMS)}`,
    amuletStack: (k) => `η στοίβα φυλαχτών: ${n(k, AMULETS)}`
  },
  why: {
    mixedSymbols: (card, s, chosen) => `η κάρτα ${card} έχει το σύμβολο «${symbol(s)}», αλλά οι επιλεγμένες κάρτες έχουν το σύμβολο «${symbol(chosen)}»: όλες πρέπει να έχουν το ίδιο σύμβολο`,
    alreadySelected: (card) => `η κάρτα ${card} είναι ήδη επιλεγμένη`,
    noSelection: 'επιλέξτε τουλάχιστον μία κάρτα πριν τοποθετήσετε τις κάρτες σας κλειστές',
    notInHand: (card) => `η κάρτα ${card} δεν είναι στο χέρι σας`,
    selectedNotActivated: (card) => `την κάρτα ${card} την επιλέξατε σε αυτόν τον γύρο, οπότε δεν μπορείτε να την ενεργοποιήσετε`,
    notANagaStick: 'αυτή η ράβδος δεν δείχνει Νάγκα',
    noNaga: 'καμία από τις ράβδους σας δεν δείχνει Νάγκα',
    ownSticks: 'ένα Νάγκα χρησιμοποιείται από τις δικές σας ράβδους',
    noEffect: (card) => `η ιδιότητα της κάρτας ${card} δεν μπορεί να κάνει τίποτα τώρα`,
    notDrawn: 'δίνετε μία από τις κάρτες που μόλις τραβήξατε',
    trapLiesHere: 'η παγίδα βρίσκεται σε αυτή τη θέση',
    trapAlreadyHere: 'η παγίδα βρίσκεται ήδη σε αυτή τη θέση',
    occupied: 'αυτή η θέση έχει ήδη δωμάτιο',
    trapOnEmpty: 'αυτή η θέση έχει δωμάτιο· η παγίδα τοποθετείται σε άδεια θέση',
    notReachable: 'αυτή η θέση ούτε ακουμπάει σε είσοδο ούτε είναι ορθογώνια διπλανή σε δωμάτιό σας',
    ownTemplePlace: 'το δωμάτιο τοποθετείται στο δικό σας ναό',
    ownTempleMove: 'μετακινείτε ένα δωμάτιο μέσα στο δικό σας ναό',
    opponentTempleTrap: 'η παγίδα τοποθετείται στο ναό του αντιπάλου σας',
    arrowsYours: (card) => `τα βέλη της κάρτας ${card} δεν επιτρέπουν ως στόχο τα δικά σας στοιχεία`,
    arrowsTheirs: (card, s) => `τα βέλη της κάρτας ${card} δεν επιτρέπουν ως στόχο τα στοιχεία του παίκτη ${s}`,
    sameSeatSticks: (s) => `όλες οι ράβδοι πρέπει να ανήκουν στον παίκτη ${s}`,
    alreadyChosen: 'αυτό το έχετε ήδη επιλέξει',
    relicFaceUp: 'αυτό το κειμήλιο είναι ανοιχτό· μόνο κλειστά κειμήλια μπορείτε να δείτε',
    oneTempleRelics: 'τα δύο κειμήλια πρέπει να βρίσκονται στον ίδιο ναό',
    oneTempleRooms: 'τα δύο δωμάτια πρέπει να βρίσκονται στον ίδιο ναό',
    noRoom: 'αυτή η θέση δεν έχει δωμάτιο',
    onlyRooms: 'μόνο δωμάτια ανταλλάσσουν θέσεις, ποτέ η παγίδα ή μια άδεια θέση',
    mustTurn: 'μια περιστροφή γυρίζει το δωμάτιο κατά 90°, 180° ή 270°',
    vpAmulet: 'ένα φυλαχτό πόντων νίκης μένει κλειστό μέχρι το τέλος του παιχνιδιού και μόνο δίνει πόντους νίκης',
    cancelAmulet: 'ένα Φυλαχτό Ακύρωσης ακυρώνει την ιδιότητα μιας κάρτας που ο αντίπαλός σας μόλις ενεργοποίησε',
    notNow: 'αυτό δεν επιτρέπεται τώρα'
  }
}
