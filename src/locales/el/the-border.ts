/**
 * The Border in Greek (issue 29), in the words of its Greek rulebook: «καρτέλα», «κουτάκια
 * συνόρων», «τμήμα χρώματος», «περιοχή», «ενεργός παίκτης», «μη ενεργοί παίκτες», «πρώτη / δεύτερη
 * ενέργεια», «ζαριά», «ξαναρίχνω», «διαγράφω», «ολοκληρώνω», «πόντοι νίκης» (glossary:
 * `the-border.glossary.json`, each term with its rulebook line). Move notation ('complete', 'done',
 * …) and rule ids (D31) stay as they are: they are the library's, not the rulebook's.
 * @module
 */
import { countIn, type PluralForms } from '../../core/index.js'
import type { BorderText } from '../../games/the-border/text.js'

/** The colours as adjectives of a neuter noun (ζάρι, κουτάκι, τμήμα): singular and plural. */
const COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  grey: ['γκρι', 'γκρι'],
  red: ['κόκκινο', 'κόκκινα'],
  yellow: ['κίτρινο', 'κίτρινα'],
  blue: ['μπλε', 'μπλε'],
  orange: ['πορτοκαλί', 'πορτοκαλί'],
  green: ['πράσινο', 'πράσινα'],
  white: ['λευκό', 'λευκά']
}
const colour = (c: string): string => COLOURS[c]?.[0] ?? c
const colours = (c: string): string => COLOURS[c]?.[1] ?? c
/** "1 κόκκινο ζάρι", "3 κόκκινα ζάρια". */
const dice = (n: number, c: string): string => countIn('el', n, { one: `${colour(c)} ζάρι`, other: `${colours(c)} ζάρια` })

/** The areas of the bundled sheets; the Villa and the Well are named by the rulebook («βίλα», «πηγάδι»). */
const AREAS: Readonly<Record<string, string>> = {
  castle: 'Κάστρο',
  villa: 'Βίλα',
  sailboat: 'Ιστιοφόρο',
  windmill: 'Ανεμόμυλος',
  eagle: 'Αετός',
  well: 'Πηγάδι',
  dog: 'Σκύλος',
  house: 'Σπίτι',
  hill: 'Λόφος'
}

const BOX: PluralForms = { one: 'κουτάκι', other: 'κουτάκια' }
const DIE: PluralForms = { one: 'ζάρι', other: 'ζάρια' }
const POINT: PluralForms = { one: 'πόντος', other: 'πόντοι' }
const boxes = (n: number): string => countIn('el', n, BOX)
/** "με το 1 κουτάκι", "με τα 4 κουτάκια" (the rulebook: «το γκρι τμήμα με τα 3 κουτάκια»). */
const withBoxes = (n: number): string => `με ${n === 1 ? 'το' : 'τα'} ${boxes(n)}`
const list = (items: readonly (string | number)[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} και ${items[items.length - 1]}`
const action = (n: number): string => (n === 1 ? 'πρώτη ενέργεια' : 'δεύτερη ενέργεια')

/** The Border in Greek. */
export const borderGreek: BorderText = {
  colour,
  area: (id, name) => AREAS[id] ?? name,
  move: {
    first: (seat) => `ο παίκτης ${seat} επιλέγεται ως πρώτος ενεργός παίκτης`,
    roll: (c) => `ένα ζάρι φέρνει ${colour(c)}`,
    stop: (who) => `${who} σταματά τις ζαριές`,
    reroll: (who, ds) => `${who} ξαναρίχνει ${ds.map(colour).join(', ')}`,
    complete: (who, c, length) => `${who} ολοκληρώνει το ${colour(c)} τμήμα ${withBoxes(length)}`,
    cross: (who, box) => `${who} διαγράφει το κουτάκι ${box}`,
    crossInSegment: (who, box, c, length) => `${who} διαγράφει το κουτάκι ${box} (${colour(c)} τμήμα ${withBoxes(length)})`,
    chanceCannotCross: (box) => `η τύχη δεν διαγράφει το κουτάκι ${box}`,
    endAction1: (who) => `${who} τελειώνει την πρώτη ενέργεια`,
    endAction2: (who) => `${who} τελειώνει τη δεύτερη ενέργεια`
  },
  crossesABox: 'διαγράφει ένα κουτάκι',
  revealed: {
    crossed: (seat, bs) => `ο παίκτης ${seat} διέγραψε ${bs.length === 1 ? 'το κουτάκι' : 'τα κουτάκια'} ${list(bs)} στη δεύτερη ενέργεια`,
    completed: (seat, area) => `ο παίκτης ${seat} ολοκλήρωσε την περιοχή «${area}» (D35)`
  },
  endReason: 'ένας παίκτης ολοκλήρωσε την 6η περιοχή του και ο γύρος ολοκληρώθηκε (D41–D43)',
  refusal: {
    notAnOutcome: (p) => `${p.move}: δεν είναι αποτέλεσμα του βήματος της τύχης που εκκρεμεί: ${p.step === 'first' ? 'κληρώνεται ο πρώτος ενεργός παίκτης (D13)' : 'ρίχνεται ένα ζάρι (D17)'}`,
    notAtTable: (p) => `ο παίκτης ${p.seat} δεν παίζει (παίκτες 0–${p.last}): δεν είναι αποτέλεσμα της κλήρωσης του πρώτου ενεργού παίκτη (D13)`,
    noFace: (p) => `καμία πλευρά των ζαριών δεν δείχνει ${colour(p.colour)} (D3)`,
    chanceOnly: (p) =>
      `${p.move}: αυτή την κίνηση την κάνει η τύχη (${p.kind === 'roll' ? 'D17' : 'D13'})· ${p.kind === 'roll' ? "ένας παίκτης ξαναρίχνει ζάρια με 'reroll' (D18)" : 'ένας παίκτης δεν επιλέγει ποτέ τον πρώτο ενεργό παίκτη'}`,
    noRollsLeft: () => 'έγιναν ήδη τρεις ζαριές· το αποτέλεσμα είναι τελικό (D18)',
    rollingStopped: () => 'σταματήσατε τις ζαριές· τα ζάρια όπως έπεσαν είναι τελικά (D18)',
    wrongPhase: (p) =>
      `${p.move}: δεν παίζεται τώρα: ${
        p.phase === 'decide'
          ? 'πρώτα σταματήστε ή ξαναρίξτε (D18)'
          : p.phase === 'action1'
            ? "στην πρώτη ενέργεια ολοκληρώνετε ολόκληρα τμήματα χρώματος ('complete' ή 'done'), ποτέ μεμονωμένα κουτάκια (D21)"
            : p.phase === 'action2'
              ? "στη δεύτερη ενέργεια οι μη ενεργοί παίκτες διαγράφουν κουτάκια με τα διαθέσιμα ζάρια ('cross' ή 'done', D27)"
              : 'το παιχνίδι τελείωσε (D41)'
      }`,
    emptyReroll: () => 'μια νέα ζαριά περιλαμβάνει τουλάχιστον ένα ζάρι· για να κρατήσετε όλα τα ζάρια, σταματήστε (DQ14)',
    unorderedDice: (p) => `γράψτε τα ζάρια που ξαναρίχνετε με τη σειρά των χρωμάτων (${String(p.order).split(', ').map(colour).join(', ')}), όπως στη σημειογραφία των κινήσεων (D18)`,
    tooManyDice: (p) => `δεν ξαναρίχνετε ${dice(p.n, p.colour)}: ${p.showing === 0 ? 'κανένα δεν δείχνει' : p.showing === 1 ? 'μόνο 1 δείχνει' : `μόνο ${p.showing} δείχνουν`} ${colour(p.colour)} (D18)`,
    notShowing: (p) => `δεν ξαναρίχνετε ${String(p.dice).split(', ').map(colour).join(', ')}: ξαναρίχνετε μόνο ζάρια που έχουν πέσει (D18)`,
    noSuchSegment: (p) => `η καρτέλα ${p.sheet} δεν έχει ${colour(p.colour)} τμήμα ${withBoxes(p.length)} (D8)`,
    segmentComplete: (p) => `το ${colour(p.colour)} τμήμα ${withBoxes(p.length)} είναι ήδη εντελώς διαγραμμένο (D21)`,
    cannotComplete: (p) =>
      `για να ολοκληρωθεί το ${colour(p.colour)} τμήμα ${withBoxes(p.length)} ${p.open === 1 ? 'χρειάζεται' : 'χρειάζονται'} ${dice(p.open, p.colour)}, αχρησιμοποίητα είναι μόνο ${p.free}· στην πρώτη ενέργεια ένα τμήμα διαγράφεται μόνο αν ολοκληρωθεί (D21)`,
    noSuchBox: (p) => `δεν υπάρχει κουτάκι ${p.box} (τα κουτάκια είναι 0–${p.last})`,
    whiteBox: (p) => `το κουτάκι ${p.box} είναι λευκό: έχει ήδη τυπωμένο «Χ» και κανένα ζάρι δεν το διαγράφει (D7)`,
    alreadyCrossed: (p) => `το κουτάκι ${p.box} είναι ήδη διαγραμμένο (D30)`,
    dieLimit: () => 'ο ενεργός παίκτης χρησιμοποίησε και τα πέντε ζάρια, οπότε κάθε μη ενεργός παίκτης επιλέγει μόνο ένα από αυτά (D28b)',
    noDieLeft: (p) => `ο παίκτης ${p.seat} χρησιμοποίησε ήδη ${p.limit === 1 ? 'το 1 διαθέσιμο ζάρι' : `και τα ${p.limit} διαθέσιμα ζάρια`} (D28, D30)`,
    dieNotAvailable: (p) => `κανένα ${colour(p.colour)} ζάρι δεν είναι διαθέσιμο σε αυτή τη δεύτερη ενέργεια (D28)`,
    dieUsedUp: (p) => `ο παίκτης ${p.seat} χρησιμοποίησε ήδη τα διαθέσιμα ${colours(p.colour)} ζάρια· κάθε παίκτης χρησιμοποιεί κάθε ζάρι το πολύ μία φορά (D30)`,
    notAdjacent: (p) =>
      p.chaining === 1
        ? `το κουτάκι ${p.box} δεν βρίσκεται δίπλα σε κανένα διαγραμμένο κουτάκι· κάθε κουτάκι που διαγράφετε στη δεύτερη ενέργεια πρέπει να βρίσκεται δίπλα σε ήδη διαγραμμένο κουτάκι (D31)`
        : `το κουτάκι ${p.box} δεν βρίσκεται δίπλα σε κουτάκι διαγραμμένο πριν από αυτή τη δεύτερη ενέργεια (D31· η επιλογή 'passiveChaining' είναι κλειστή)`
  },
  prompt: {
    reroll: (roll, rolls) => `Ζαριά ${roll} από ${rolls}: επιλέξτε ζάρια και ξαναρίξτε τα — ή σταματήστε`,
    complete: (unused) =>
      `Ολοκληρώστε ένα τμήμα χρώματος (επιλέξτε το ή ένα από τα ελεύθερα κουτάκια του) με ${unused === 1 ? 'το 1 αχρησιμοποίητο ζάρι σας' : `τα ${unused} αχρησιμοποίητα ζάρια σας`} — ή τέλος`,
    cross: (left) => `Διαγράψτε ένα κουτάκι δίπλα σε διαγραμμένο κουτάκι (${left === 1 ? 'απομένει 1 ζάρι' : `απομένουν ${countIn('el', left, DIE)}`}) — ή τέλος`,
    crossNothing: 'Δεν μπορείτε να διαγράψετε τίποτε άλλο: τέλος',
    waitFirst: 'Αναμονή: επιλέγεται ο πρώτος ενεργός παίκτης',
    waitRoll: (active) => `Ο παίκτης ${active} ρίχνει τα ζάρια`,
    waitDecide: (active) => `Αναμονή: ο παίκτης ${active} ξαναρίχνει ή σταματά`,
    waitAction1: (active) => `Αναμονή: ο παίκτης ${active} ολοκληρώνει τμήματα χρώματος (πρώτη ενέργεια)`,
    waitAction2: (seats) =>
      `Αναμονή: ${seats.length === 1 ? `ο παίκτης ${seats[0]} διαγράφει` : `οι παίκτες ${list(seats)} διαγράφουν`} κουτάκια (δεύτερη ενέργεια)`,
    over: 'Το παιχνίδι τελείωσε',
    die: (i, c, spent) => `ζάρι ${i + 1}, δείχνει ${colour(c)}${spent ? ' (χρησιμοποιημένο)' : ''}`,
    dieRolling: (i) => `ζάρι ${i + 1}, δεν έχει ριχτεί ακόμα`,
    stop: 'Σταματήστε τις ζαριές',
    rerollButton: 'Ξαναρίξτε τα επιλεγμένα ζάρια',
    done1: 'Τέλος της πρώτης ενέργειας',
    done2: 'Τέλος της δεύτερης ενέργειάς σας',
    done: 'Τέλος',
    box: (seat, box, c) => `κουτάκι ${box} (${colour(c)}) στην καρτέλα του παίκτη ${seat}`,
    segment: (seat, c, length, open) =>
      `${colour(c)} τμήμα ${withBoxes(length)} στην καρτέλα του παίκτη ${seat} (${open === 0 ? 'ολοκληρωμένο' : `${open} ${open === 1 ? 'ελεύθερο' : 'ελεύθερα'}`})`,
    sheetArea: (seat, area) => `η περιοχή «${area}» στην καρτέλα του παίκτη ${seat}`,
    area: (area, high, low) => `η περιοχή «${area}» (${high} στον πρώτο, ${low} αργότερα)`,
    seat: (seat) => `παίκτης ${seat}`,
    round: (round) => `γύρος ${round + 1}`
  },
  why: {
    gameOver: 'το παιχνίδι τελείωσε',
    choosingFirst: 'επιλέγεται ο πρώτος ενεργός παίκτης',
    rolling: 'τα ζάρια ρίχνονται',
    notYourSheet: (owner) => `αυτή είναι η καρτέλα του παίκτη ${owner}: διαγράφετε κουτάκια μόνο στη δική σας καρτέλα`,
    areaByBoxes: 'μια περιοχή ολοκληρώνεται όταν διαγράψετε και το τελευταίο κουτάκι συνόρων γύρω της',
    onlyActiveRolls: (active) => `μόνο ο ενεργός παίκτης (ο παίκτης ${active}) ρίχνει τα ζάρια`,
    onlyActiveAction1: (active) => `μόνο ο ενεργός παίκτης (ο παίκτης ${active}) διαγράφει στην πρώτη ενέργεια· εσείς διαγράφετε στη δεύτερη ενέργεια`,
    rollFirst: 'τα κουτάκια διαγράφονται όταν σταματήσετε τις ζαριές',
    stillRolling: (active) => `ο παίκτης ${active} ρίχνει ακόμα: εσείς διαγράφετε κουτάκια στη δεύτερη ενέργεια`,
    stopFirst: 'πρώτα σταματήστε τις ζαριές',
    unpickToStop: 'επιλέξατε ζάρια για να τα ξαναρίξετε: ξαναρίξτε τα ή αφήστε τα για να σταματήσετε',
    pickDiceFirst: 'πρώτα επιλέξτε τουλάχιστον ένα ζάρι για να το ξαναρίξετε',
    rollsUsed: (rolls) => `έγιναν ${rolls} ζαριές: το αποτέλεσμα είναι τελικό`,
    stopped: 'σταματήσατε τις ζαριές',
    dieUsed: 'αυτό το ζάρι έχει ήδη χρησιμοποιηθεί: κανένα ζάρι δεν μετράει δύο φορές',
    diceBySegments: 'τα ζάρια χρησιμοποιούνται για να ολοκληρώσετε ένα τμήμα χρώματος: επιλέξτε το τμήμα ή ένα από τα ελεύθερα κουτάκια του',
    diceByBoxes: 'ένα ζάρι χρησιμοποιείται για να διαγράψετε ένα κουτάκι του χρώματός του: επιλέξτε το κουτάκι',
    white: 'αυτό το λευκό κουτάκι έχει ήδη τυπωμένο «Χ»: κανένα ζάρι δεν το διαγράφει',
    crossed: 'αυτό το κουτάκι είναι ήδη διαγραμμένο',
    segmentDone: 'αυτό το τμήμα χρώματος είναι ήδη ολοκληρωμένο',
    crossedPickOpen: 'αυτό το κουτάκι είναι ήδη διαγραμμένο: επιλέξτε ένα ελεύθερο κουτάκι του τμήματός του',
    fewDice: (c, open, free) =>
      `για να ολοκληρωθεί αυτό το τμήμα ${open === 1 ? 'χρειάζεται' : 'χρειάζονται'} ${dice(open, c)}· ${
        free === 0 ? `κανένα ${colour(c)} ζάρι δεν είναι αχρησιμοποίητο` : free === 1 ? 'μόνο 1 είναι αχρησιμοποίητο' : `μόνο ${free} είναι αχρησιμοποίητα`
      }`,
    noSegment: 'αυτό το κουτάκι δεν ανήκει σε κανένα τμήμα χρώματος',
    activeSitsOut: 'ο ενεργός παίκτης δεν παίρνει μέρος στη δεύτερη ενέργεια',
    finished: 'τελειώσατε αυτή τη δεύτερη ενέργεια',
    singleBoxes: 'στη δεύτερη ενέργεια διαγράφετε ένα κουτάκι για κάθε ζάρι: επιλέξτε ένα κουτάκι',
    limitOne: 'ο ενεργός παίκτης χρησιμοποίησε και τα πέντε ζάρια, οπότε μπορείτε να επιλέξετε μόνο ένα από αυτά',
    limit: (n) => (n === 1 ? 'χρησιμοποιήσατε το 1 διαθέσιμο ζάρι' : `χρησιμοποιήσατε και τα ${n} διαθέσιμα ζάρια`),
    noDie: (c) => `κανένα ${colour(c)} ζάρι δεν είναι διαθέσιμο σε αυτή τη δεύτερη ενέργεια`,
    dieUsedUp: (c) => `χρησιμοποιήσατε τα διαθέσιμα ${colours(c)} ζάρια: κάθε ζάρι μία φορά`,
    notAdjacent: 'αυτό το κουτάκι δεν βρίσκεται δίπλα σε κανένα διαγραμμένο κουτάκι',
    notAdjacentNoChain: 'αυτό το κουτάκι δεν βρίσκεται δίπλα σε κουτάκι διαγραμμένο πριν από αυτή τη δεύτερη ενέργεια'
  },
  board: {
    title: (seat, sheet, points) => `παίκτης ${seat}, καρτέλα ${sheet}, ${countIn('el', points, POINT)}`,
    letters: 'γράμματα: s γκρι, r κόκκινο, y κίτρινο, b μπλε, o πορτοκαλί, g πράσινο, W λευκό· κεφαλαίο γράμμα = διαγραμμένο',
    open: 'ανοιχτή',
    completed: (round, n, points) => `ολοκληρώθηκε στον γύρο ${round}, ${action(n)}: ${countIn('el', points, POINT)}`
  }
}
