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
import type { DieParams, RajasText, RewardParams, SpaceParams } from '../../games/rajas/text.js'

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
  breakdown: { fame: 'sława', moneyMarker: 'znacznik bogactwa' }
}
