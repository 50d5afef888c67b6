/**
 * Rajas of the Ganges in Polish (issue 29), in the words of its Polish rulebook: «pracownik»,
 * «kamieniołom», «rynek», «pałac Wielkiego Mogoła», «taras», «balkony», «komnaty», «port», «rzeka»,
 * «łódź», «planszetka Kali», «karma», «sława», «monety», «kafel prowincji», «stos», «żeton
 * specjalny», «usprawnienie», «świątynia, pałac, fort, młyn», «jedwab, herbata, przyprawy»
 * (glossary: `rajas.glossary.json`, each term with its rulebook line, read through the OCR). Move
 * notation and rule ids (R127) stay as they are: they are the library's.
 * @module
 */
import { countIn, type PluralForms } from '../../core/index.js'
import { rewardParams } from '../rajas-reward.js'
import type { DieParams, RajasPromptText, RajasRefusalText, RajasText, RewardParams, SpaceParams } from '../../games/rajas/text.js'

/**
 * The colours as adjectives: of a feminine noun (kość) in the nominative singular, accusative
 * singular, nominative plural and genitive plural; of a masculine noun (kafel, żeton, balkon) in
 * the nominative and the locative singular.
 */
const COLOURS: Readonly<Record<string, readonly [string, string, string, string, string, string]>> = {
  blue: ['niebieska', 'niebieską', 'niebieskie', 'niebieskich', 'niebieski', 'niebieskim'],
  green: ['zielona', 'zieloną', 'zielone', 'zielonych', 'zielony', 'zielonym'],
  orange: ['pomarańczowa', 'pomarańczową', 'pomarańczowe', 'pomarańczowych', 'pomarańczowy', 'pomarańczowym'],
  purple: ['fioletowa', 'fioletową', 'fioletowe', 'fioletowych', 'fioletowy', 'fioletowym'],
  white: ['biała', 'białą', 'białe', 'białych', 'biały', 'białym'],
  yellow: ['żółta', 'żółtą', 'żółte', 'żółtych', 'żółty', 'żółtym'],
  red: ['czerwona', 'czerwoną', 'czerwone', 'czerwonych', 'czerwony', 'czerwonym'],
  brown: ['brązowa', 'brązową', 'brązowe', 'brązowych', 'brązowy', 'brązowym']
}
const form = (c: string, k: number): string => COLOURS[c]?.[k] ?? c

const MONEY: PluralForms = { one: 'moneta', few: 'monety', many: 'monet', other: 'monety' }
const FAME: PluralForms = { one: 'punkt sławy', few: 'punkty sławy', many: 'punktów sławy', other: 'punktu sławy' }
const KARMA: PluralForms = { one: 'karma', few: 'karmy', many: 'karmy', other: 'karmy' }
const SPACE: PluralForms = { one: 'wolne pole', few: 'wolne pola', many: 'wolnych pól', other: 'wolnego pola' }
const money = (n: number): string => countIn('pl', n, MONEY)
/** "1 niebieska kość", "2 zielone kości", "5 fioletowych kości", "2 dowolne kości". */
const dice = (n: number, c: string): string =>
  c === ''
    ? countIn('pl', n, { one: 'dowolna kość', few: 'dowolne kości', many: 'dowolnych kości', other: 'dowolnej kości' })
    : countIn('pl', n, { one: `${form(c, 0)} kość`, few: `${form(c, 2)} kości`, many: `${form(c, 3)} kości`, other: `${form(c, 3)} kości` })

/** The characters of the komnaty (R82–R87), in the genitive. */
const CHAMBERS: Readonly<Record<number, string>> = {
  1: 'Wielkiego Mogoła',
  2: 'Tancerki',
  3: 'Jogina',
  4: 'Radży Man Singha',
  5: 'Mistrza budownictwa',
  6: 'Portugalczyka'
}
const chamberOf = (v: number): string => CHAMBERS[v] ?? `komnaty ${v}`
/** The building types in the accusative (R67). */
const BUILDINGS = ['świątynię', 'pałac', 'fort', 'młyn']
/** The goods in the accusative. */
const GOODS = ['jedwab', 'herbatę', 'przyprawy']

/** Where a worker goes (R24): «w kamieniołomie», «na rynku», «na tarasie», … */
const onSpace = (sp: SpaceParams): string => {
  switch (sp.kind) {
    case 'quarry':
      return 'w kamieniołomie'
    case 'various':
      return 'na rynku «różne towary»'
    case 'same':
      return 'na rynku «towar jednego rodzaju»'
    case 'terrace':
      return 'na tarasie'
    case 'garden':
      return `w ${form(sp.colour, 5)} ogrodzie`
    case 'balcony':
      return `na ${form(sp.colour, 5)} balkonie`
    case 'chamber':
      return `w komnacie ${chamberOf(sp.value)}`
    case 'port':
      return 'w porcie'
    default:
      return 'na nieznanym polu'
  }
}

/** A die in the accusative: "niebieską kość o wartości 4". */
const dieName = (d: DieParams): string => (d.colour === undefined ? `kość ${d.i}` : `${form(d.colour, 1)} kość o wartości ${d.value ?? 0}`)

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
      return countIn('pl', n, FAME)
    case 'karma':
      return countIn('pl', n, KARMA)
    case 'upgrade':
      return 'usprawnienie'
    case 'palace':
      return 'darmowa akcja komnaty pałacu (2–6)'
    case 'dicePerKarma':
      return `${c === '' ? 'dowolna kość' : `${form(c, 0)} kość`} za każdy poziom karmy`
    case 'moneyPerMarket':
      return '1 moneta za każdy targ'
    case 'marketVarious':
      return 'punktacja rynku «różne towary»'
    case 'marketSame':
      return `punktacja rynku «towar jednego rodzaju»: do ${countIn('pl', r.n ?? 3, { one: 'targu', few: 'targów', many: 'targów', other: 'targu' })}`
    case 'famePerUpgrade':
      return '1 punkt sławy za każde usprawnienie'
    case 'moneyPerUpgrade':
      return '2 monety za każde usprawnienie'
    case 'famePerKarma':
      return '2 punkty sławy za każdy poziom karmy'
    case 'boat':
      return 'ruch łodzi na następne wolne pole rzeki'
    case 'worker':
      return 'nowy pracownik'
    case 'famePerMarketTile':
      return '1 punkt sławy za każdy kafel prowincji z targiem'
    case 'famePerRiver3':
      return '1 punkt sławy za każde 3 pola przebyte na rzece'
    case 'moneyPerBuilding':
      return '1 moneta za każdy budynek'
    case 'moneyPerIncomeTile':
      return '2 monety za każdy połączony żeton specjalny'
    case 'famePerBend':
      return '2 punkty sławy za każdy zakręt drogi'
    case 'famePerWorker':
      return '1 punkt sławy za każdego aktywnego pracownika'
    case 'riverMove':
      return `ruch łodzi o najwyżej ${countIn('pl', r.n ?? 3, SPACE)}`
    case 'chamber':
      return `darmowa akcja ${chamberOf(r.n ?? 2)}`
    default:
      return r.k
  }
}


/** The goods in the nominative (labels) and, by it, in the instrumental («targ z jedwabiem»). */
const GOODS_NAMES = ['jedwab', 'herbata', 'przyprawy']
const WITH_GOODS: Readonly<Record<string, string>> = { jedwab: 'jedwabiem', herbata: 'herbatą', przyprawy: 'przyprawami' }
const withGoods = (g: string): string => `z ${WITH_GOODS[g] ?? g}`
/** The building types in the nominative (R67). */
const BUILDING_NAMES = ['świątynia', 'pałac', 'fort', 'młyn']
/** The backs of the tile stacks (R10): wąż, krowa, tygrys. */
const BACKS = ['wąż', 'krowa', 'tygrys']
/** The characters of the komnaty in the nominative. */
const CHAMBER_NAMES: Readonly<Record<number, string>> = { 1: 'Wielki Mogoł', 2: 'Tancerka', 3: 'Jogin', 4: 'Radża Man Singh', 5: 'Mistrz budownictwa', 6: 'Portugalczyk' }
const TILE: PluralForms = { one: 'kafel', few: 'kafle', many: 'kafli', other: 'kafla' }
const HAND: PluralForms = { one: 'ręki', few: 'rąk', many: 'rąk', other: 'ręki' }
const seatOf = (s: number): string => `gracza ${s}`
/** "jedna niebieska kość" (a die), "2 zielone kości". */
const aDie = (c: string, n = 1): string => (n === 1 ? `${form(c, 0)} kość` : dice(n, c))
const free = (m: number): string => (m === 0 ? 'darmowe' : `koszt: ${money(m)}`)
const upTo = (n: number): string => (n === 1 ? 'o 1 wolne pole rzeki' : `o 1 do ${n} wolnych pól rzeki`)

/** The interaction in Polish: instructions, labels, reasons. */
const prompt: RajasPromptText = {
  seat: (s) => `gracz ${s}`,
  colourDie: (c, n = 1) => aDie(c, n),
  chamber: (v) => CHAMBER_NAMES[v] ?? `postać komnaty ${v}`,
  building: (b) => BUILDING_NAMES[b] ?? `budynek ${b}`,
  goods: (g) => GOODS_NAMES[g] ?? `towar ${g}`,
  back: (b) => BACKS[b] ?? `rewers ${b}`,
  money,
  reward: (r, c) => reward(rewardParams(r, c)),
  rewards: (rs, c) => (rs.length === 0 ? 'nic' : rs.map((r) => reward(rewardParams(r, c))).join(' i ')),
  over: 'Gra się skończyła',
  waitSeat: (s, doing) => `Czekamy na gracza ${s}: ${doing}`,
  waitChance: (what) => `Czekamy na los: ${what}`,
  doing: {
    place: 'umieszcza pracownika',
    payDie: 'odrzuca kość',
    payTile: 'płaci kośćmi za kafel',
    buy: 'wybiera kafel',
    cover: 'wybiera kafel do przykrycia',
    put: 'umieszcza kafel',
    gain: 'bierze kości',
    upgrade: 'usprawnia rodzaj budynku',
    opt: 'decyduje o bonusie',
    river: 'przesuwa łódź',
    palace: 'wybiera komnatę pałacu',
    market: 'punktuje targi',
    terrace: 'wybiera kości do przerzutu',
    order: 'wybiera kolejność efektów',
    inc: 'bierze żeton specjalny'
  },
  chanceRoll: (c, s) => `rzut: ${form(c, 0)} kość dla gracza ${s}`,
  chanceReroll: (s) => `przerzut kości ${seatOf(s)}`,
  chanceTile: 'stos odkrywa kolejny kafel',
  chanceWhite: (s) => `dobieranie białego żetonu specjalnego dla gracza ${s}`,
  chanceFirst: 'losowanie pierwszego gracza spośród remisujących',
  chanceGangaRoll: 'rzut kością, aby umieścić żeton rzeki',
  chanceGangaDraw: 'dobieranie żetonu rzeki',
  chanceBrown: (s) => `gracz ${s} dobiera brązowy żeton specjalny`,
  place: (pass) => `Umieść pracownika na polu akcji${pass ? ' albo spasuj do końca rundy' : ''}`,
  payChamber: (v) => `Odrzuć kość o wartości ${v} za komnatę ${chamberOf(v)} (twój znacznik karmy, a potem kość, najpierw ją odwraca)`,
  payBalcony: (c) => `Odrzuć ${form(c, 1)} kość za balkon`,
  paySame: 'Odrzuć dowolną kość: jej wartość to liczba targów z jednym towarem, które możesz zapunktować',
  payPort: 'Odrzuć kość o wartości 1, 2 lub 3 za ruch po rzece (twój znacznik karmy, a potem kość, najpierw ją odwraca)',
  payTile: (c, n) => `Zapłać za kafel ${form(c, 3)} kośćmi o łącznej wartości co najmniej ${n}, po jednej`,
  buy: 'Wybierz kafel z wierzchu stosu',
  buyArchitect: (cell) => `Wybierz wierzchni kafel droższy od kafla na polu prowincji ${cell}`,
  cover: 'Wybierz kafel swojej prowincji, który przykryje Mistrz budownictwa',
  put: 'Umieść kafel: wybierz puste pole prowincji, a potem jego obrót',
  putArchitect: 'Obróć nowy kafel: wybierz jego obrót',
  gainFull: 'Twoja planszetka Kali nie pomieści wszystkich nowych kości: oddaj kość do zasobów albo weź tylko te, które się mieszczą',
  gainColour: (n) => (n === 1 ? 'Weź kość: wybierz jej kolor w zasobach' : `Weź ${countIn('pl', n, { one: 'kość', few: 'kości', many: 'kości', other: 'kości' })}: wybierz w zasobach kolor następnej`),
  upgrade: 'Usprawnij rodzaj budynku: wybierz jeden ze swoich znaczników usprawnień',
  opt: (r) => `Weź bonus (${r}) albo go odrzuć`,
  river: (n) => `Przesuń swoją łódź ${upTo(n)}: wybierz, gdzie się zatrzyma`,
  palace: 'Wybierz komnatę pałacu (2–6), aby za darmo wykonać jej akcję',
  goodsChoice: 'Wybierz towar, którego targi punktujesz',
  marketVarious: 'Zapunktuj targi z różnymi towarami (najwyżej jeden z każdym), a potem «koniec»',
  marketSame: (n, g) => `Zapunktuj jeszcze najwyżej ${countIn('pl', n, { one: `targ ${withGoods(g)}`, few: `targi ${withGoods(g)}`, many: `targów ${withGoods(g)}`, other: `targu ${withGoods(g)}` })}, a potem «koniec»`,
  terrace: 'Wybierz kości do przerzutu, po jednej, a potem «koniec»',
  order: 'Wybierz, który efekt rozpatrzyć najpierw',
  incomeSetup: 'Połóż swój brązowy żeton specjalny na jednym ze swoich brązowych pól specjalnych',
  income: 'Weź żeton specjalny z dostępnych i połóż go na wolnym polu specjalnym jego koloru albo zrezygnuj',
  orFlip: ' (albo odwróć kość: twój znacznik karmy, a potem kość)',
  spaceQuarry: (n, m) => `pole ${n} kamieniołomu (${free(m)})`,
  spaceVarious: (n) => `pole ${n} rynku «różne towary»`,
  spaceSame: (n) => `pole ${n} rynku «towar jednego rodzaju» (odrzucasz kość)`,
  spaceTerrace: (n) => `taras ${n} (2 monety, przerzut kości)`,
  spaceGarden: (c) => `${form(c, 4)} ogród (bierzesz ${form(c, 1)} kość)`,
  spaceBalcony: (pay, gain) => `${form(pay, 4)} balkon (odrzucasz ${form(pay, 1)} kość, bierzesz 2 ${form(gain, 2)} kości)`,
  spaceChamber: (v) => `komnata ${chamberOf(v)} (kość o wartości ${v})`,
  spacePort: (n, m) => `pole ${n} portu (${free(m)})`,
  taken: (s) => `, zajęte przez gracza ${s}`,
  coveredSpace: ', zablokowane',
  die: (s, c, v) => `${form(c, 0)} kość ${seatOf(s)}, wartość ${v}`,
  karma: (s, level) => `znacznik karmy ${seatOf(s)} (poziom ${level})`,
  kali: (s, n, hands) => `planszetka Kali ${seatOf(s)} (kości: ${n} z ${countIn('pl', hands, HAND)})`,
  fame: (s, at) => `znacznik sławy ${seatOf(s)} (pole ${at})`,
  moneyMarker: (s, at) => `znacznik bogactwa ${seatOf(s)} (pole ${at})`,
  bonus: (s, at) => (at === undefined ? `żeton bonusu ${seatOf(s)} (zdjęty)` : `żeton bonusu ${seatOf(s)} (pole bogactwa ${at})`),
  boat: (s, at) => `łódź ${seatOf(s)} (pole rzeki ${at})`,
  workers: (s, active, placed) => `pracownicy ${seatOf(s)} (umieszczeni: ${placed} z ${active})`,
  upgradeCube: (s, b, level) => `znacznik usprawnienia ${seatOf(s)}: ${b} (poziom ${level})`,
  cell: (s, cell, row, col) => `pole prowincji ${cell} ${seatOf(s)} (rząd ${row}, kolumna ${col})`,
  residence: (s) => `rezydencja ${seatOf(s)}`,
  market: (s, g, v) => `targ ${withGoods(g)} ${seatOf(s)}, wartość: ${money(v)}`,
  incomeSpace: (s, j, what) => `pole specjalne ${j} ${seatOf(s)} (${what})`,
  tile: (t, c, cost, contents) => `kafel ${t}: ${form(c, 4)}, koszt ${cost}${contents === '' ? '' : `, ${contents}`}`,
  tileMarket: (g, v) => `targ ${withGoods(g)} ${v}`,
  stack: (c, back, n) => `${form(c, 4)} stos z rewersem «${back}» (${countIn('pl', n, TILE)})`,
  supply: (c, n) => `${form(c, 2)} kości w zasobach (zostało ${n})`,
  riverSpace: (pos, last, what) => (pos === 0 ? 'pole startowe rzeki' : pos === last ? `ostatnie pole rzeki (${what})` : `pole rzeki ${pos} (${what})`),
  riverTile: (t, what) => `żeton rzeki ${t} (${what})`,
  incomeTile: (t, c, what) => `${form(c, 4)} żeton specjalny ${t} (${what})`,
  riverPile: (n) => `zakryte żetony rzeki (${n})`,
  whitePile: (n) => `zakryte białe żetony specjalne (${n})`,
  elephant: (s) => `słoń pierwszego gracza (gracz ${s})`,
  round: (n) => `runda ${n}`,
  rotation: (deg) => (deg === 0 ? 'bez obrotu' : `obrócony o ${deg}° zgodnie z ruchem wskazówek zegara`),
  effect: (what) => `najpierw: ${what}`,
  buttons: {
    done: 'Koniec',
    stop: 'Weź tylko kości, które się mieszczą',
    pass: 'Pasuj do końca rundy',
    accept: 'Weź bonus',
    decline: 'Odrzuć',
    flip: 'Tylko odwróć kość',
    pay: 'Odwróć kość i odrzuć ją'
  },
  step: (t, c) => {
    switch (t.k) {
      case 'money':
        return money(t.n)
      case 'fame':
        return countIn('pl', t.n, FAME)
      case 'karma':
        return countIn('pl', t.n, KARMA)
      case 'reward':
        return reward(rewardParams(t.r, c))
      case 'gain':
        return dice(t.n, t.c < 0 ? '' : c(t.c))
      case 'upgrade':
        return 'usprawnienie'
      case 'opt':
        return `bonus (${reward(rewardParams(t.r, c))})`
      case 'white':
        return 'biały żeton specjalny'
      case 'inc':
        return 'żeton specjalny'
      case 'worker':
        return 'nowy pracownik'
      case 'boat':
        return 'ruch łodzi'
      default:
        return 'krok'
    }
  },
  plain: {
    covered: 'to pole jest zablokowane w grze 3-osobowej',
    noAffordableTile: 'twoje kości nie opłacą żadnego wierzchniego kafla, nawet z karmą',
    noPlaceForTile: 'żadnego kafla nie da się umieścić połączonego z twoją rezydencją',
    oneDifferentGoods: 'w tej rundzie już użyłeś pola rynku «różne towary»',
    emptyAction: 'ta akcja nic by ci nie dała (opcja \'emptyActions\': zakazane)',
    noDie: 'to pole wymaga kości, a nie masz żadnej',
    noLowDie: 'ruch po rzece wymaga kości o wartości 1, 2 lub 3 (albo 4–6 i 1 karmy), a nie masz żadnej',
    architectImpossible: 'twoimi kośćmi żadnego twojego kafla nie przykryje droższy wierzchni kafel',
    portugueseImpossible: 'twoja łódź nie może przepłynąć dokładnie 6 wolnych pól rzeki',
    boatAtFinal: 'twoja łódź stoi na ostatnim polu rzeki',
    notOnStack: 'kafle bierze się z wierzchu stosów',
    emptyStack: 'ten stos się wyczerpał',
    coverDisconnects: 'przy żadnym obrocie nie wszystkie kafle twojej prowincji pozostałyby połączone z rezydencją',
    noTileThere: 'na tym polu nie ma kafla do przykrycia',
    coveredOnce: 'to pole już raz zostało nadbudowane',
    noCoveringTile: 'żaden wierzchni kafel nie przykryje tego kafla (droższy, do opłacenia, z połączonymi drogami)',
    residence: 'rezydencja nie jest polem na kafel',
    cellTaken: 'na tym polu już leży kafel',
    notConnected: 'przy żadnym obrocie droga kafla nie spotkałaby drogi połączonej z twoją rezydencją',
    rotationNotConnected: 'przy tym obrocie żadna droga kafla nie spotyka drogi połączonej z twoją rezydencją',
    noFlipNeeded: 'tę kość odrzuca się taką, jaka jest: nie trzeba jej odwracać',
    noUsefulFlip: 'żadna twoja kość nie pokazałaby 1, 2 lub 3 po odwróceniu',
    architectAfterPaying: 'po odrzuceniu tej kości Mistrz budownictwa nie mógłby przykryć żadnego kafla',
    noKarma: 'odwrócenie kości kosztuje 1 karmę, a nie masz żadnej',
    karmaWhenPaying: 'karma odwraca kość tylko przy jej odrzucaniu',
    kaliFull: 'twoja planszetka Kali nie pomieści wszystkich nowych kości: najpierw oddaj kość albo weź tylko te, które się mieszczą',
    notFull: 'kości oddaje się tylko po to, by zrobić miejsce na pełnej planszetce Kali',
    maxLevel: 'ten rodzaj budynku jest już na najwyższym poziomie (4)',
    riverBackward: 'łódź płynie tylko naprzód',
    grandMogulExcluded: 'Wielkiego Mogoła nie można wybrać jako darmowej akcji pałacu',
    alreadyScored: 'ten targ jest już zapunktowany',
    alreadyRerolled: 'ta kość jest już wybrana do przerzutu',
    slotTaken: 'na tym polu specjalnym już leży żeton specjalny'
  },
  why: {
    occupied: (w) => `na tym polu już stoi pracownik gracza ${w.by}`,
    fillOrder: (w) => `pola ${w.area === 'port' ? 'portu' : 'kamieniołomu'} zajmuje się po kolei: pierwsze wolne to pole ${w.first}`,
    money: (w) => `to pole kosztuje ${money(w.cost)}, a masz ${money(w.have)}`,
    noDieOfColour: (w, c) => `ten balkon wymaga kości w kolorze: ${form(c(w.colour), 4)}, a nie masz żadnej`,
    noDieOfValue: (w) => `ta komnata wymaga kości o wartości ${w.value} (albo ${7 - w.value} i 1 karmy), a nie masz żadnej`,
    cannotPayTile: (w, c) => `twoje ${form(c(w.colour), 2)} kości nie opłacą kosztu ${w.cost}, nawet z karmą`,
    notMoreExpensive: (w) => `ten kafel kosztuje ${w.cost}, nie więcej niż kafel, który by przykrył (${w.old})`,
    cannotPayDifference: (w, c) => `twoje ${form(c(w.colour), 2)} kości nie opłacą różnicy ${w.difference}, nawet z karmą`,
    architectCell: (w) => `Mistrz budownictwa przykrywa kafel na polu prowincji ${w.cell}`,
    wrongDieColour: (w, c) => `ta zapłata wymaga kości w kolorze: ${form(c(w.colour), 4)}`,
    wrongDieValue: (w) => `ta komnata wymaga kości o wartości ${w.value}; ta pokazywałaby ${w.shows}`,
    dieTooHigh: (w) => `ruch po rzece wymaga kości o wartości 1, 2 lub 3; ta pokazywałaby ${w.shows}`,
    noOppositeFace: (w) => `żadna twoja kość nie pokazuje ${7 - w.value}, przeciwnej strony ${w.value}`,
    paymentDeadEnd: (w) => `po odrzuceniu tej kości pozostałego ${w.left} nie dałoby się opłacić twoimi kośćmi i karmą`,
    supplyEmpty: (w, c) => `w zasobach nie została żadna ${form(c(w.colour), 0)} kość`,
    riverOccupied: (w) => `tam stoi łódź gracza ${w.by}: zajęte pole się przeskakuje`,
    riverTooFar: (w) => `twoja kość przesuwa łódź ${upTo(w.n)}`,
    chamberImpossible: (w) => `akcji ${chamberOf(w.value)} nie można teraz wykonać`,
    oneOfEachGoods: (w) => `już punktujesz targ ${withGoods(GOODS_NAMES[w.goods] ?? '')}: najwyżej jeden z każdym towarem`,
    sameGoodsOnly: (w) => `teraz punktuje się tylko targi ${withGoods(GOODS_NAMES[w.goods] ?? '')}`,
    noSuchGoods: (w) => `nie masz targu ${withGoods(GOODS_NAMES[w.goods] ?? '')}`,
    wrongSlot: (w) => `to pole specjalne przyjmuje żetony specjalne w kolorze: ${form(w.slot, 4)}, nie ${form(w.colour, 4)}`,
    noFreeSlot: (w) => `nie masz wolnego pola specjalnego w kolorze: ${form(w.colour, 4)}`,
    notYourTile: (w) => `kładziesz brązowy żeton, który dobrałeś (żeton specjalny ${w.tile})`
  }
}


const riverUpTo = (n: number): string => (n === 1 ? 'o 1 pole' : `o 1 do ${n} pól`)

/** The refusals of moves in Polish. */
const refusal: RajasRefusalText = {
  emptyAction: () => 'ta akcja nic by nie dała (opcja \'emptyActions\': zakazane) (A3)',
  noSuchSpace: (p) => `na tej stronie planszy nie ma pola akcji ${p.space} (R33)`,
  spaceCovered: (p) => `pole ${p.space} jest zablokowane w grze 3-osobowej (R7)`,
  spaceOccupied: (p) => `na polu ${p.space} już stoi pracownik gracza ${p.by} (R31)`,
  fillOrder: (p) => `pola ${p.kind === 'port' ? 'portu' : 'kamieniołomu'} zajmuje się po kolei: pierwsze wolne to ${p.first} (R32)`,
  notEnoughMoney: (p) => `pole ${p.space} kosztuje ${money(p.cost)}, a gracz ${p.seat} ma ${money(p.have)} (R34)`,
  noAffordableTile: () => 'twoimi kośćmi nie opłacisz żadnego wierzchniego kafla (R52)',
  noPlaceForTile: () => 'żadnego kafla nie da się umieścić połączonego z twoją rezydencją (R52)',
  oneVariousPerRound: () => 'w tej rundzie już użyłeś pola rynku «różne towary» (R76)',
  sameNeedsDie: () => 'pole rynku «towar jednego rodzaju» wymaga kości, a nie masz żadnej (R75)',
  balconyNeedsDie: (p) => `ten balkon wymaga kości w kolorze: ${form(p.colour, 4)} (R81)`,
  noSuchChamber: (p) => `nie ma komnaty ${p.chamber} (R78)`,
  noSuchRiverChamber: (p) => `nie ma komnaty ${p.chamber}: nagroda pałacowa z rzeki to komnata od 2 do 6 (R100)`,
  chamberNeedsDie: (p) => `komnata ${p.value} wymaga kości o wartości ${p.value} (albo ${7 - p.value} i 1 karmy) (R78)`,
  architectImpossible: () => 'pozostałymi kośćmi żadnego twojego kafla nie przykryje droższy wierzchni kafel (R86)',
  portugueseImpossible: () => 'twoja łódź nie może przepłynąć dokładnie 6 wolnych pól (R87)',
  boatAtFinal: () => 'twoja łódź stoi na ostatnim polu (R93)',
  riverNeedsDie: () => 'ruch po rzece wymaga kości o wartości 1, 2 lub 3 (R89)',
  noSuchIncomeTile: (p) => `nie ma żetonu specjalnego ${p.tile} (R137)`,
  notYourTile: (p) => `dobrałeś brązowy żeton ${p.drawn}, nie ${p.tile} (R136)`,
  tileNotInDisplay: (p) => `żetonu specjalnego ${p.tile} nie ma wśród dostępnych (R137)`,
  noSuchBorderSpace: (p) => `na twojej planszy prowincji nie ma pola specjalnego ${p.slot} (R135)`,
  wrongSlotColour: (p) =>
    `pole specjalne ${p.slot} przyjmuje ${p.takes === '' ? 'żadnych żetonów' : `żetony w kolorze: ${form(p.takes, 4)}`}, nie w kolorze: ${form(p.colour, 4)} (R141)`,
  slotTaken: (p) => `na polu specjalnym ${p.slot} już leży żeton specjalny (R140)`,
  identicalTile: (p) => `zamiast ${p.tile} dostępny jest taki sam żeton o niższym numerze: weź tamten, to ten sam wybór (R143)`,
  noSuchDieOf: (p) => `na twojej planszetce Kali nie ma kości ${p.die} (masz ${countIn('pl', p.have, { one: 'kość', few: 'kości', many: 'kości', other: 'kości' })}) (R35)`,
  noSuchDie: (p) => (p.rerolled === 1 ? `kość ${p.die} nie istnieje albo już została przerzucona (R79)` : `nie ma kości ${p.die}`),
  noKarma: () => 'odwrócenie kości kosztuje 1 karmę, a nie masz żadnej (R44)',
  tilePaidWith: (p) => `za kafel płaci się tylko kośćmi w kolorze: ${form(p.colour, 4)} (R50)`,
  paymentDeadEnd: (p) => `po odrzuceniu tej kości pozostałego ${p.left} nie opłacisz swoimi kośćmi i karmą (R50)`,
  wrongDieValue: (p) => `ta komnata wymaga kości o wartości ${p.needs}, ta kość pokazuje ${p.shows} (R78)`,
  architectAfterPaying: () => 'po odrzuceniu tej kości Mistrz budownictwa nie mógłby przykryć żadnego kafla (R86)',
  balconyTakes: (p) => `ten balkon przyjmuje kość w kolorze: ${form(p.colour, 4)} (R81)`,
  balconyAsIs: () => 'kość za balkon odrzuca się taką, jaka jest, bez względu na wartość (R45)',
  dieTooHigh: (p) => `ruch po rzece wymaga kości o wartości 1, 2 lub 3, nie ${p.shows} (R89)`,
  alreadyLow: () => 'ta kość już pokazuje 1–3 (R89)',
  notAnOutcome: (p) => `'${p.move}' nie jest możliwym wynikiem oczekującego kroku losu ('${p.step}')`,
  karmaWhenPaying: () => "karma odwraca kość tylko przy jej odrzucaniu: 'pay die flip' (opcja 'karmaTiming') (R45)",
  flipDeadEnd: () => 'po tym odwróceniu oczekującej decyzji nie dałoby się dokończyć (A4)',
  wrongDecision: (p) => `oczekująca decyzja ('${p.step}') nie przyjmuje '${p.move}' (${p.rule})`,
  mustPlace: () => 'umieszczenie pracownika jest obowiązkowe, dopóki istnieje dozwolone pole (opcja \'allowPass\') (R29)',
  noSuchStack: (p) => `nie ma stosu ${p.stack} (R10)`,
  emptyStack: (p) => `stos ${p.stack} się wyczerpał (R53)`,
  cannotAffordTile: (p) => `twoje ${form(p.colour, 2)} kości nie opłacą kosztu tego kafla, nawet z karmą (R50)`,
  cannotAffordDifference: (p) => `twoje ${form(p.colour, 2)} kości nie opłacą różnicy ${p.difference}, nawet z karmą (R86)`,
  cannotAffordAny: () => 'twoje kości nie opłacą różnicy za żaden droższy wierzchni kafel, nawet z karmą (R86)',
  notMoreExpensive: (p) => `nowy kafel (koszt ${p.cost}) musi być droższy od przykrywanego (${p.old}) (R86)`,
  noDearerTile: (p) => `żaden wierzchni kafel nie jest droższy od kafla na polu prowincji ${p.cell} (${p.old}) (R86)`,
  coverDisconnects: (p) => `ten kafel nie może przykryć pola prowincji ${p.cell}: przy żadnym obrocie nie każdy kafel zachowałby drogę do rezydencji (R86)`,
  noCover: (p) => `żaden droższy wierzchni kafel, który opłacisz, nie przykryje pola prowincji ${p.cell} z zachowaniem dróg do rezydencji (R86)`,
  noTileThere: (p) => `na polu prowincji ${p.cell} nie ma twojego kafla (R86)`,
  coveredOnce: (p) => `pole prowincji ${p.cell} zostało już raz nadbudowane (R86)`,
  wrongCell: (p) => `Mistrz budownictwa przykrywa pole prowincji ${p.cell} (R86)`,
  noSuchCell: () => 'nie ma takiego pola prowincji ani obrotu (R56)',
  residence: () => 'rezydencja nie jest polem na kafel (R54)',
  cellOccupied: (p) => `na polu prowincji ${p.cell} już leży kafel (R55)`,
  rotationDisconnects: () => 'przy tym obrocie któryś kafel straciłby drogę do rezydencji (R86)',
  notConnected: () => 'żaden koniec drogi kafla nie spotkałby drogi połączonej z rezydencją (R55)',
  kaliFull: () => "twoja planszetka Kali nie pomieści wszystkich nowych kości: najpierw oddaj kości ('discard die') albo weź mniej ('stop') (R40)",
  supplyEmpty: (p) => `w zasobach nie została żadna kość koloru ${p.colour} (R41)`,
  notFull: () => 'kości oddaje się tylko po to, by zrobić miejsce na nowe, których planszetka Kali by nie pomieściła (R40)',
  fewerNotNeeded: () => 'mniej kości bierzesz tylko wtedy, gdy twoja planszetka Kali nie pomieści wszystkich (R40)',
  noSuchBuilding: (p) => `nie ma rodzaju budynku ${p.building} (0 świątynia, 1 pałac, 2 fort, 3 młyn) (R68)`,
  maxLevel: (p) => `rodzaj budynku ${p.building} (${BUILDING_NAMES[p.building] ?? p.building}) jest na poziomie ${p.level} (R68)`,
  riverDistance: (p) => `twoja kość pozwala przesunąć łódź ${riverUpTo(p.n)} (R90)`,
  beyondFinal: () => 'łódź nie może płynąć tak daleko: rzeka się kończy (R93)',
  grandMogulExcluded: () => 'Wielkiego Mogoła nie można wybrać jako nagrody z rzeki (R100)',
  goodsChosen: (p) => (p.various === 1 ? 'różne towary: targi punktuje się od razu, bez wyboru towaru (R74)' : 'towar jest już wybrany (R75)'),
  noSuchGoods: (p) => `nie masz targu ${withGoods(GOODS_NAMES[p.goods] ?? `${p.goods}`)} (R75)`,
  goodsFirst: () => "towar jednego rodzaju: najpierw wybierz towar ('good g') (R75)",
  noSuchMarket: (p) => `na twoim kaflu na polu prowincji ${p.cell} nie ma targu ${p.m}`,
  onePerGoods: () => 'różne towary: najwyżej jeden targ każdego rodzaju, każdy raz (R74)',
  marketLimit: (p) => `towar jednego rodzaju: tylko targi wybranego towaru, najwyżej ${p.n}, każdy raz (R75)`,
  noSuchGroup: (p) => `nie ma grupy ${p.group}: wybierz od 0 do ${p.last} (A6)`,
  mustPlaceBrown: () => 'brązowy żeton dobrany na początku gry trzeba położyć na brązowym polu (R136)'
}

/** Rajas of the Ganges in Polish. */
export const rajasPolish: RajasText = {
  move: {
    place: (who, sp, i, m) => `${who} umieszcza pracownika ${onSpace(sp)} (pole ${i}${m ? `, ${money(m)}` : ''})`,
    pay: (who, die, flip) => `${who} odrzuca ${dieName(die)}${flip ? ', odwróconą za 1 karmę' : ''}`,
    stack: (who, i, t) => `${who} bierze wierzchni kafel ze stosu ${i}${t === undefined ? '' : ` (${form(t.colour, 4)}, koszt ${t.cost})`}`,
    cover: (who, cell) => `${who} każe Mistrzowi budownictwa przykryć kafel na polu prowincji ${cell}`,
    put: (who, cell, degrees) => `${who} umieszcza kafel na polu prowincji ${cell}, obrócony o ${degrees}°`,
    take: (who, c) => `${who} bierze ${form(c, 1)} kość`,
    discard: (who, die) => `${who} oddaje ${dieName(die)}, aby zrobić miejsce`,
    pass: (who) => `${who} pasuje do końca rundy`,
    takeFit: (who) => `${who} bierze tylko kości, które się mieszczą`,
    upgrade: (who, b) => `${who} usprawnia ${BUILDINGS[b] ?? 'budynek'}`,
    bonus: (who, r, yes) => `${who} ${yes ? 'bierze' : 'odrzuca'} bonus${r === undefined ? '' : ` (${reward(r)})`}`,
    declineIncome: (who) => `${who} rezygnuje z żetonu specjalnego`,
    river: (who, n) => `${who} przesuwa łódź o ${countIn('pl', n, SPACE)}`,
    freeChamber: (who, v) => `${who} wykonuje za darmo akcję ${chamberOf(v)}`,
    goods: (who, g) => `${who} wybiera ${GOODS[g] ?? 'towar'}`,
    market: (who, m, cell) => `${who} punktuje targ ${m} kafla na polu prowincji ${cell}`,
    done: (who) => `${who} kończy`,
    reroll: (who, die) => `${who} przerzuca ${dieName(die)}`,
    order: (who, i) => `${who} najpierw rozpatruje grupę efektów ${i}`,
    flip: (who, die) => `${who} odwraca ${dieName(die)} za 1 karmę`,
    income: (who, id, c, r, slot) =>
      `${who} kładzie ${c === undefined ? '' : `${form(c, 4)} `}żeton specjalny ${id}${r === undefined ? '' : ` (${reward(r)})`} na polu specjalnym ${slot}`,
    gangaRoll: (v, from) => `kość rzeki pokazuje ${v}: liczymy ${countIn('pl', v, { one: 'pole', few: 'pola', many: 'pól', other: 'pola' })} rzeki od pola ${from}`,
    roll: (c, v) => `rzut: ${form(c, 0)} kość pokazuje ${v}`,
    rerolled: (v) => `przerzucona kość pokazuje ${v}`,
    gangaDraw: (id, i) => `żeton rzeki ${id} trafia na pole rzeki ${i}`,
    brownDraw: (seat, id) => `gracz ${seat} dobiera brązowy żeton specjalny ${id}`,
    tileRevealed: (id, i) => `na stosie ${i} odkryto kafel ${id}`,
    whiteDrawn: (id) => `dobrano biały żeton specjalny ${id}`,
    first: (seat) => `gracz ${seat} zostaje pierwszym graczem (remis rozstrzygnięty losowo)`
  },
  reason: {
    stage: 'bieżący etap dobiegł końca, gdy znaczniki sławy i bogactwa gracza spotkały się lub minęły (R127, R129)',
    round: 'runda się skończyła, gdy znaczniki sławy i bogactwa gracza spotkały się lub minęły (R127, A12)',
    stalled: 'żaden gracz nie może umieścić pracownika (impas)',
    over: 'gra się skończyła'
  },
  prompt,
  refusal,
  board: {
    noSeat: (seat) => `nie ma gracza ${seat}`,
    title: (seat, fame, m, margin, karma) => `Gracz ${seat}: sława ${fame}, bogactwo ${m}, różnica ${margin}, karma ${karma}`,
    upgrades: (levels) => `usprawnienia: ${BUILDING_NAMES.map((b, i) => `${b} ${levels[i] ?? 2}`).join(', ')}`,
    workers: (active, placed, boat) => `pracownicy: aktywni ${active}, umieszczeni ${placed}; łódź na polu rzeki ${boat}`,
    dice: (ds) => `kości: ${ds.map((d) => `${form(d.colour, 0)} ${d.value}`).join(', ') || 'brak'}`,
    residence: 'rezydencja',
    goods: (g) => GOODS_NAMES[g] ?? '?',
    building: (b) => BUILDING_NAMES[b] ?? '?',
    incomes: (slots) =>
      `żetony specjalne: ${slots.map((x) => `pole ${x.slot}: ${form(x.colour, 4)}, ${x.reward === undefined ? '?' : reward(x.reward)}${x.connected ? ' (połączony)' : ''}`).join('; ')}`
  },
  breakdown: { fame: 'sława', moneyMarker: 'znacznik bogactwa' }
}
