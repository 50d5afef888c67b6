/**
 * Rajas of the Ganges in Russian (issue 29), in the words of its Russian rulebook: «рабочий»,
 * «карьер», «рынок», «дворец Великих Моголов», «внешняя терраса», «сады», «балконы», «залы»,
 * «порт», «река», «лодка», «статуя Кали», «карма», «слава», «монеты», «жетон провинции», «стопка»,
 * «жетон дохода», «улучшение», «храм, дворец, крепость, мельница», «шелк, чай, специи» (glossary:
 * `rajas.glossary.json`, each term with its rulebook line). Move notation and rule ids (R127) stay
 * as they are: they are the library's.
 * @module
 */
import { countIn, type PluralForms } from '../../core/index.js'
import { rewardParams } from '../rajas-reward.js'
import type { DieParams, RajasPromptText, RajasRefusalText, RajasText, RewardParams, SpaceParams } from '../../games/rajas/text.js'

/**
 * The colours as adjectives of a masculine noun (кубик, жетон, сад, балкон): nominative singular,
 * genitive plural (after 2–4 and 5–20: «2 синих кубика», «5 синих кубиков»), prepositional singular,
 * genitive singular («синего цвета»).
 */
const COLOURS: Readonly<Record<string, readonly [string, string, string, string]>> = {
  blue: ['синий', 'синих', 'синем', 'синего'],
  green: ['зелёный', 'зелёных', 'зелёном', 'зелёного'],
  orange: ['оранжевый', 'оранжевых', 'оранжевом', 'оранжевого'],
  purple: ['фиолетовый', 'фиолетовых', 'фиолетовом', 'фиолетового'],
  white: ['белый', 'белых', 'белом', 'белого'],
  yellow: ['жёлтый', 'жёлтых', 'жёлтом', 'жёлтого'],
  red: ['красный', 'красных', 'красном', 'красного'],
  brown: ['коричневый', 'коричневых', 'коричневом', 'коричневого']
}
const form = (c: string, k: number): string => COLOURS[c]?.[k] ?? c

const DIE: PluralForms = { one: 'кубик', few: 'кубика', many: 'кубиков', other: 'кубика' }
const MONEY: PluralForms = { one: 'монета', few: 'монеты', many: 'монет', other: 'монеты' }
const FAME: PluralForms = { one: 'очко славы', few: 'очка славы', many: 'очков славы', other: 'очка славы' }
const KARMA: PluralForms = { one: 'карма', few: 'кармы', many: 'кармы', other: 'кармы' }
const SPACE: PluralForms = { one: 'свободную ячейку', few: 'свободные ячейки', many: 'свободных ячеек', other: 'свободной ячейки' }
const money = (n: number): string => countIn('ru', n, MONEY)
/** "1 синий кубик", "2 зелёных кубика", "5 фиолетовых кубиков", "2 кубика любого цвета". */
const dice = (n: number, c: string): string =>
  c === ''
    ? `${countIn('ru', n, DIE)} любого цвета`
    : countIn('ru', n, { one: `${form(c, 0)} кубик`, few: `${form(c, 1)} кубика`, many: `${form(c, 1)} кубиков`, other: `${form(c, 1)} кубика` })

/** The characters of the halls (R82–R87), in the genitive. */
const CHAMBERS: Readonly<Record<number, string>> = {
  1: 'Великого Могола',
  2: 'Танцовщицы',
  3: 'Йога',
  4: 'Раджи Ман Сингха',
  5: 'Главного Строителя',
  6: 'Португальца'
}
const chamberOf = (v: number): string => CHAMBERS[v] ?? `зала ${v}`
/** The building types in the accusative (R67). */
const BUILDINGS = ['храм', 'дворец', 'крепость', 'мельницу']
const GOODS = ['шелк', 'чай', 'специи']

/** Where a worker goes (R24): «в карьер», «на рынок», «на внешнюю террасу», … */
const onSpace = (sp: SpaceParams): string => {
  switch (sp.kind) {
    case 'quarry':
      return 'в карьер'
    case 'various':
      return 'на рынок разных товаров'
    case 'same':
      return 'на рынок одного товара'
    case 'terrace':
      return 'на внешнюю террасу'
    case 'garden':
      return `в сады ${form(sp.colour, 3)} цвета`
    case 'balcony':
      return `на балкон ${form(sp.colour, 3)} цвета`
    case 'chamber':
      return `в зал ${chamberOf(sp.value)}`
    case 'port':
      return 'в порт'
    default:
      return 'в неизвестную ячейку'
  }
}

/** A die in the accusative (inanimate: as the nominative): "синий кубик со значением 4". */
const dieName = (d: DieParams): string => (d.colour === undefined ? `кубик ${d.i}` : `${form(d.colour, 0)} кубик со значением ${d.value ?? 0}`)

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
      return countIn('ru', n, FAME)
    case 'karma':
      return countIn('ru', n, KARMA)
    case 'upgrade':
      return 'улучшение'
    case 'palace':
      return 'бесплатное действие зала дворца (2–6)'
    case 'dicePerKarma':
      return `${c === '' ? 'кубик любого цвета' : `${form(c, 0)} кубик`} за каждый уровень кармы`
    case 'moneyPerMarket':
      return '1 монета за каждый рынок'
    case 'marketVarious':
      return 'подсчёт рынков разных товаров'
    case 'marketSame':
      return `подсчёт рынков одного товара: до ${countIn('ru', r.n ?? 3, { one: 'рынка', few: 'рынков', many: 'рынков', other: 'рынка' })}`
    case 'famePerUpgrade':
      return '1 очко славы за каждое улучшение'
    case 'moneyPerUpgrade':
      return '2 монеты за каждое улучшение'
    case 'famePerKarma':
      return '2 очка славы за каждый уровень кармы'
    case 'boat':
      return 'ход лодкой на следующую свободную ячейку реки'
    case 'worker':
      return 'новый рабочий'
    case 'famePerMarketTile':
      return '1 очко славы за каждый жетон провинции с рынком'
    case 'famePerRiver3':
      return '1 очко славы за каждые 3 ячейки, пройденные по реке'
    case 'moneyPerBuilding':
      return '1 монета за каждое здание'
    case 'moneyPerIncomeTile':
      return '2 монеты за каждый присоединённый жетон дохода'
    case 'famePerBend':
      return '2 очка славы за каждый поворот дороги'
    case 'famePerWorker':
      return '1 очко славы за каждого активного рабочего'
    case 'riverMove':
      return `ход лодкой не более чем на ${countIn('ru', r.n ?? 3, SPACE)}`
    case 'chamber':
      return `бесплатное действие ${chamberOf(r.n ?? 2)}`
    default:
      return r.k
  }
}


/** The goods in the nominative (labels) and, by it, in the genitive («рынок шелка»). */
const GOODS_NAMES = ['шелк', 'чай', 'специи']
const OF_GOODS: Readonly<Record<string, string>> = { шелк: 'шелка', чай: 'чая', специи: 'специй' }
const ofGoods = (g: string): string => OF_GOODS[g] ?? g
/** The building types in the nominative (R67). */
const BUILDING_NAMES = ['храм', 'дворец', 'крепость', 'мельница']
/** The backs of the tile stacks (R10): змея, корова, тигр. */
const BACKS = ['змея', 'корова', 'тигр']
/** The characters of the halls in the nominative. */
const CHAMBER_NAMES: Readonly<Record<number, string>> = { 1: 'Великий Могол', 2: 'Танцовщица', 3: 'Йог', 4: 'Раджа Ман Сингх', 5: 'Главный Строитель', 6: 'Португалец' }
const TILE: PluralForms = { one: 'жетон', few: 'жетона', many: 'жетонов', other: 'жетона' }
const HAND: PluralForms = { one: 'руки', few: 'рук', many: 'рук', other: 'руки' }
const seatOf = (s: number): string => `игрока ${s}`
/** "синий кубик", "2 зелёных кубика". */
const aDie = (c: string, n = 1): string => (n === 1 ? `${form(c, 0)} кубик` : dice(n, c))
const free = (m: number): string => (m === 0 ? 'бесплатно' : `цена: ${money(m)}`)
const upTo = (n: number): string => (n === 1 ? 'на 1 свободную ячейку реки' : `на 1–${countIn('ru', n, SPACE)} реки`)

/** The interaction in Russian: instructions, labels, reasons. */
const prompt: RajasPromptText = {
  seat: (s) => `игрок ${s}`,
  colourDie: (c, n = 1) => aDie(c, n),
  chamber: (v) => CHAMBER_NAMES[v] ?? `персонаж зала ${v}`,
  building: (b) => BUILDING_NAMES[b] ?? `здание ${b}`,
  goods: (g) => GOODS_NAMES[g] ?? `товар ${g}`,
  back: (b) => BACKS[b] ?? `рубашка ${b}`,
  money,
  reward: (r, c) => reward(rewardParams(r, c)),
  rewards: (rs, c) => (rs.length === 0 ? 'ничего' : rs.map((r) => reward(rewardParams(r, c))).join(' и ')),
  over: 'Игра окончена',
  waitSeat: (s, doing) => `Ожидание игрока ${s}: ${doing}`,
  waitChance: (what) => `Ожидание жребия: ${what}`,
  doing: {
    place: 'размещает рабочего',
    payDie: 'возвращает кубик',
    payTile: 'платит кубиками за жетон',
    buy: 'выбирает жетон',
    cover: 'выбирает жетон, который накроет',
    put: 'кладёт жетон',
    gain: 'берёт кубики',
    upgrade: 'улучшает тип зданий',
    opt: 'решает насчёт награды',
    river: 'передвигает лодку',
    palace: 'выбирает зал дворца',
    market: 'получает доход с рынков',
    terrace: 'выбирает кубики для переброса',
    order: 'выбирает порядок эффектов',
    inc: 'берёт жетон дохода'
  },
  chanceRoll: (c, s) => `бросается ${form(c, 0)} кубик для игрока ${s}`,
  chanceReroll: (s) => `перебрасывается кубик ${seatOf(s)}`,
  chanceTile: 'стопка открывает следующий жетон',
  chanceWhite: (s) => `тянется белый жетон дохода для игрока ${s}`,
  chanceFirst: 'первый игрок определяется жребием среди равных',
  chanceGangaRoll: 'бросается кубик, чтобы положить жетон реки',
  chanceGangaDraw: 'тянется жетон реки',
  chanceBrown: (s) => `игрок ${s} тянет коричневый жетон дохода`,
  place: (pass) => `Разместите рабочего в ячейке действия${pass ? ' или пасуйте до конца раунда' : ''}`,
  payChamber: (v) => `Верните кубик ценностью ${v} за зал ${chamberOf(v)} (ваш кубик кармы, затем кубик, сначала переворачивает его)`,
  payBalcony: (c) => `Верните ${form(c, 0)} кубик за балкон`,
  paySame: 'Верните любой кубик: его ценность — сколько рынков одного товара вы можете посчитать',
  payPort: 'Верните кубик ценностью 1, 2 или 3 за перемещение по реке (ваш кубик кармы, затем кубик, сначала переворачивает его)',
  payTile: (c, n) => `Заплатите за жетон ${form(c, 1)} кубиками на сумму не меньше ${n}, по одному`,
  buy: 'Выберите жетон на верху стопки',
  buyArchitect: (cell) => `Выберите верхний жетон дороже жетона в клетке провинции ${cell}`,
  cover: 'Выберите жетон вашей провинции, который накроет Главный Строитель',
  put: 'Положите жетон: выберите пустую клетку, затем его поворот',
  putArchitect: 'Поверните новый жетон: выберите его поворот',
  gainFull: 'Ваша статуя Кали не вместит все новые кубики: верните кубик в запас или возьмите только те, что помещаются',
  gainColour: (n) => (n === 1 ? 'Возьмите кубик: выберите его цвет в запасе' : `Возьмите ${countIn('ru', n, DIE)}: выберите в запасе цвет следующего`),
  upgrade: 'Улучшите тип зданий: выберите один из ваших маркеров улучшений',
  opt: (r) => `Возьмите награду (${r}) или откажитесь от неё`,
  river: (n) => `Передвиньте лодку ${upTo(n)}: выберите, где она остановится`,
  palace: 'Выберите зал дворца (2–6), чтобы бесплатно выполнить его действие',
  goodsChoice: 'Выберите товар, рынки которого считаются',
  marketVarious: 'Посчитайте рынки разных товаров (не больше одного каждого), затем «готово»',
  marketSame: (n, g) => `Посчитайте ещё не больше ${countIn('ru', n, { one: `рынка ${ofGoods(g)}`, few: `рынков ${ofGoods(g)}`, many: `рынков ${ofGoods(g)}`, other: `рынка ${ofGoods(g)}` })}, затем «готово»`,
  terrace: 'Выберите кубики для переброса, по одному, затем «готово»',
  order: 'Выберите, какой эффект выполнить первым',
  incomeSetup: 'Положите свой коричневый жетон дохода на одну из ваших коричневых ячеек особого дохода',
  income: 'Возьмите доступный жетон дохода и положите его на свободную ячейку особого дохода его цвета или откажитесь',
  orFlip: ' (или переверните кубик: ваш кубик кармы, затем кубик)',
  spaceQuarry: (n, m) => `ячейка карьера ${n} (${free(m)})`,
  spaceVarious: (n) => `ячейка рынка разных товаров ${n}`,
  spaceSame: (n) => `ячейка рынка одного товара ${n} (верните кубик)`,
  spaceTerrace: (n) => `внешняя терраса ${n} (2 монеты, переброс кубиков)`,
  spaceGarden: (c) => `сады: ${form(c, 0)} кубик (возьмите его)`,
  spaceBalcony: (pay, gain) => `балкон ${form(pay, 3)} цвета (верните ${form(pay, 0)} кубик, возьмите 2 ${form(gain, 1)} кубика)`,
  spaceChamber: (v) => `зал ${chamberOf(v)} (кубик ценностью ${v})`,
  spacePort: (n, m) => `ячейка порта ${n} (${free(m)})`,
  taken: (s) => `, занята игроком ${s}`,
  coveredSpace: ', закрыта накладкой',
  die: (s, c, v) => `${form(c, 0)} кубик ${seatOf(s)}, значение ${v}`,
  karma: (s, level) => `кубик кармы ${seatOf(s)} (уровень ${level})`,
  kali: (s, n, hands) => `статуя Кали ${seatOf(s)} (кубиков: ${n} из ${countIn('ru', hands, HAND)})`,
  fame: (s, at) => `маркер славы ${seatOf(s)} (ячейка ${at})`,
  moneyMarker: (s, at) => `маркер богатства ${seatOf(s)} (ячейка ${at})`,
  bonus: (s, at) => (at === undefined ? `маркер награды ${seatOf(s)} (снят)` : `маркер награды ${seatOf(s)} (ячейка богатства ${at})`),
  boat: (s, at) => `лодка ${seatOf(s)} (ячейка реки ${at})`,
  workers: (s, active, placed) => `рабочие ${seatOf(s)} (размещено ${placed} из ${active})`,
  upgradeCube: (s, b, level) => `маркер улучшения ${seatOf(s)}: ${b} (уровень ${level})`,
  cell: (s, cell, row, col) => `клетка провинции ${cell} ${seatOf(s)} (ряд ${row}, столбец ${col})`,
  residence: (s) => `резиденция ${seatOf(s)}`,
  market: (s, g, v) => `рынок ${ofGoods(g)} ${seatOf(s)}, доход ${money(v)}`,
  incomeSpace: (s, j, what) => `ячейка особого дохода ${j} ${seatOf(s)} (${what})`,
  tile: (t, c, cost, contents) => `жетон ${t}: ${form(c, 0)}, цена ${cost}${contents === '' ? '' : `, ${contents}`}`,
  tileMarket: (g, v) => `рынок ${ofGoods(g)} ${v}`,
  stack: (c, back, n) => `стопка жетонов ${form(c, 3)} цвета, рубашка «${back}» (${countIn('ru', n, TILE)})`,
  supply: (c, n) => `${form(c, 0)} кубики в запасе (осталось ${n})`,
  riverSpace: (pos, last, what) => (pos === 0 ? 'стартовая ячейка реки' : pos === last ? `последняя ячейка реки (${what})` : `ячейка реки ${pos} (${what})`),
  riverTile: (t, what) => `жетон реки ${t} (${what})`,
  incomeTile: (t, c, what) => `${form(c, 0)} жетон дохода ${t} (${what})`,
  riverPile: (n) => `закрытые жетоны реки (${n})`,
  whitePile: (n) => `закрытые белые жетоны дохода (${n})`,
  elephant: (s) => `слон первого игрока (игрок ${s})`,
  round: (n) => `раунд ${n}`,
  rotation: (deg) => (deg === 0 ? 'без поворота' : `повёрнут на ${deg}° по часовой стрелке`),
  effect: (what) => `сначала: ${what}`,
  buttons: {
    done: 'Готово',
    stop: 'Взять только те кубики, что помещаются',
    pass: 'Пас до конца раунда',
    accept: 'Взять награду',
    decline: 'Отказаться',
    flip: 'Только перевернуть кубик',
    pay: 'Перевернуть кубик и вернуть его'
  },
  step: (t, c) => {
    switch (t.k) {
      case 'money':
        return money(t.n)
      case 'fame':
        return countIn('ru', t.n, FAME)
      case 'karma':
        return countIn('ru', t.n, KARMA)
      case 'reward':
        return reward(rewardParams(t.r, c))
      case 'gain':
        return dice(t.n, t.c < 0 ? '' : c(t.c))
      case 'upgrade':
        return 'улучшение'
      case 'opt':
        return `награда (${reward(rewardParams(t.r, c))})`
      case 'white':
        return 'белый жетон дохода'
      case 'inc':
        return 'жетон дохода'
      case 'worker':
        return 'новый рабочий'
      case 'boat':
        return 'ход лодкой'
      default:
        return 'шаг'
    }
  },
  plain: {
    covered: 'эта ячейка закрыта накладкой в игре втроём',
    noAffordableTile: 'ваши кубики не оплатят ни один верхний жетон, даже с кармой',
    noPlaceForTile: 'ни один жетон нельзя положить так, чтобы он был соединён с вашей резиденцией',
    oneDifferentGoods: 'в этом раунде вы уже использовали ячейку рынка разных товаров',
    emptyAction: 'это действие ничего бы вам не дало (параметр \'emptyActions\': запрещено)',
    noDie: 'эта ячейка требует кубик, а у вас нет ни одного',
    noLowDie: 'перемещение по реке требует кубик ценностью 1, 2 или 3 (или 4–6 и 1 карму), а у вас нет ни одного',
    architectImpossible: 'вашими кубиками ни один ваш жетон не накрыть более дорогим верхним жетоном',
    portugueseImpossible: 'ваша лодка не может пройти ровно 6 свободных ячеек реки',
    boatAtFinal: 'ваша лодка на последней ячейке реки',
    notOnStack: 'жетоны берут с верха стопок',
    emptyStack: 'эта стопка закончилась',
    coverDisconnects: 'ни при каком повороте все жетоны вашей провинции не останутся соединены с резиденцией',
    noTileThere: 'в этой клетке нет жетона, который можно накрыть',
    coveredOnce: 'эту клетку уже однажды застраивали поверх',
    noCoveringTile: 'ни один верхний жетон не может накрыть этот жетон (дороже, оплатимый, с соединёнными дорогами)',
    residence: 'резиденция не является местом для жетона',
    cellTaken: 'в этой клетке уже лежит жетон',
    notConnected: 'ни при каком повороте дорога жетона не встретит дорогу, соединённую с вашей резиденцией',
    rotationNotConnected: 'при таком повороте ни одна дорога жетона не встречает дорогу, соединённую с вашей резиденцией',
    noFlipNeeded: 'этот кубик возвращается как есть: переворачивать не нужно',
    noUsefulFlip: 'ни один ваш кубик не покажет 1, 2 или 3 после переворота',
    architectAfterPaying: 'после возврата этого кубика Главный Строитель не сможет накрыть ни одного жетона',
    noKarma: 'переворот кубика стоит 1 карму, а у вас её нет',
    karmaWhenPaying: 'карма переворачивает кубик только при его возврате',
    kaliFull: 'ваша статуя Кали не вместит все новые кубики: сначала верните кубик или возьмите только те, что помещаются',
    notFull: 'кубики возвращают только чтобы освободить место на заполненной статуе Кали',
    maxLevel: 'этот тип зданий уже на высшем уровне (4)',
    riverBackward: 'лодка движется только вперёд',
    grandMogulExcluded: 'Великого Могола нельзя выбрать как бесплатное действие дворца',
    alreadyScored: 'доход с этого рынка уже посчитан',
    alreadyRerolled: 'этот кубик уже выбран для переброса',
    slotTaken: 'на этой ячейке особого дохода уже лежит жетон дохода'
  },
  why: {
    occupied: (w) => `в этой ячейке уже стоит рабочий игрока ${w.by}`,
    fillOrder: (w) => `ячейки ${w.area === 'port' ? 'порта' : 'карьера'} занимают по порядку: первая свободная — ячейка ${w.first}`,
    money: (w) => `эта ячейка стоит ${money(w.cost)}, а у вас ${money(w.have)}`,
    noDieOfColour: (w, c) => `этот балкон требует ${form(c(w.colour), 0)} кубик, а у вас нет ни одного`,
    noDieOfValue: (w) => `этот зал требует кубик ценностью ${w.value} (или ${7 - w.value} и 1 карму), а у вас нет ни одного`,
    cannotPayTile: (w, c) => `ваши кубики ${form(c(w.colour), 3)} цвета не оплатят ${w.cost}, даже с кармой`,
    notMoreExpensive: (w) => `этот жетон стоит ${w.cost}, не больше жетона, который он накрыл бы (${w.old})`,
    cannotPayDifference: (w, c) => `ваши кубики ${form(c(w.colour), 3)} цвета не оплатят разницу ${w.difference}, даже с кармой`,
    architectCell: (w) => `Главный Строитель накрывает жетон в клетке провинции ${w.cell}`,
    wrongDieColour: (w, c) => `эта оплата требует кубики ${form(c(w.colour), 3)} цвета`,
    wrongDieValue: (w) => `этот зал требует кубик ценностью ${w.value}; этот показал бы ${w.shows}`,
    dieTooHigh: (w) => `перемещение по реке требует кубик ценностью 1, 2 или 3; этот показал бы ${w.shows}`,
    noOppositeFace: (w) => `ни один ваш кубик не показывает ${7 - w.value}, противоположную сторону ${w.value}`,
    paymentDeadEnd: (w) => `после возврата этого кубика оставшиеся ${w.left} нельзя будет оплатить вашими кубиками и кармой`,
    supplyEmpty: (w, c) => `в запасе не осталось кубиков ${form(c(w.colour), 3)} цвета`,
    riverOccupied: (w) => `там стоит лодка игрока ${w.by}: занятая ячейка пропускается`,
    riverTooFar: (w) => `ваш кубик передвигает лодку ${upTo(w.n)}`,
    chamberImpossible: (w) => `действие ${chamberOf(w.value)} сейчас выполнить нельзя`,
    oneOfEachGoods: (w) => `вы уже считаете рынок ${ofGoods(GOODS_NAMES[w.goods] ?? '')}: не больше одного рынка каждого товара`,
    sameGoodsOnly: (w) => `сейчас считаются только рынки ${ofGoods(GOODS_NAMES[w.goods] ?? '')}`,
    noSuchGoods: (w) => `у вас нет рынка ${ofGoods(GOODS_NAMES[w.goods] ?? '')}`,
    wrongSlot: (w) => `эта ячейка особого дохода принимает жетоны дохода ${form(w.slot, 3)} цвета, а не ${form(w.colour, 3)}`,
    noFreeSlot: (w) => `у вас нет свободной ячейки особого дохода ${form(w.colour, 3)} цвета`,
    notYourTile: (w) => `вы кладёте коричневый жетон, который вытянули (жетон дохода ${w.tile})`
  }
}


const riverUpTo = (n: number): string => (n === 1 ? 'на 1 ячейку' : `на 1–${countIn('ru', n, { one: 'ячейку', few: 'ячейки', many: 'ячеек', other: 'ячейки' })}`)
const colourOf = (c: string): string => `${form(c, 3)} цвета`

/** The refusals of moves in Russian. */
const refusal: RajasRefusalText = {
  emptyAction: () => 'это действие ничего бы не дало (параметр \'emptyActions\': запрещено) (A3)',
  noSuchSpace: (p) => `на этой стороне поля нет ячейки действия ${p.space} (R33)`,
  spaceCovered: (p) => `ячейка ${p.space} закрыта накладкой в игре втроём (R7)`,
  spaceOccupied: (p) => `в ячейке ${p.space} уже стоит рабочий игрока ${p.by} (R31)`,
  fillOrder: (p) => `ячейки ${p.kind === 'port' ? 'порта' : 'карьера'} занимают по порядку: первая свободная — ${p.first} (R32)`,
  notEnoughMoney: (p) => `ячейка ${p.space} стоит ${money(p.cost)}, а у игрока ${p.seat} ${money(p.have)} (R34)`,
  noAffordableTile: () => 'вашими кубиками не оплатить ни один верхний жетон (R52)',
  noPlaceForTile: () => 'ни один жетон нельзя положить так, чтобы он был соединён с вашей резиденцией (R52)',
  oneVariousPerRound: () => 'в этом раунде вы уже использовали ячейку рынка разных товаров (R76)',
  sameNeedsDie: () => 'ячейка рынка одного товара требует кубик, а у вас нет ни одного (R75)',
  balconyNeedsDie: (p) => `этот балкон требует ${form(p.colour, 0)} кубик (R81)`,
  noSuchChamber: (p) => `зала ${p.chamber} нет (R78)`,
  noSuchRiverChamber: (p) => `зала ${p.chamber} нет: дворцовая награда реки — зал от 2 до 6 (R100)`,
  chamberNeedsDie: (p) => `зал ${p.value} требует кубик ценностью ${p.value} (или ${7 - p.value} и 1 карму) (R78)`,
  architectImpossible: () => 'оставшимися кубиками ни один ваш жетон не накрыть более дорогим верхним жетоном (R86)',
  portugueseImpossible: () => 'ваша лодка не может пройти ровно 6 свободных ячеек (R87)',
  boatAtFinal: () => 'ваша лодка на последней ячейке (R93)',
  riverNeedsDie: () => 'перемещение по реке требует кубик ценностью 1, 2 или 3 (R89)',
  noSuchIncomeTile: (p) => `жетона дохода ${p.tile} нет (R137)`,
  notYourTile: (p) => `вы вытянули коричневый жетон ${p.drawn}, а не ${p.tile} (R136)`,
  tileNotInDisplay: (p) => `жетона дохода ${p.tile} нет среди доступных (R137)`,
  noSuchBorderSpace: (p) => `на вашем планшете провинции нет ячейки особого дохода ${p.slot} (R135)`,
  wrongSlotColour: (p) => `ячейка особого дохода ${p.slot} принимает ${p.takes === '' ? 'никакие жетоны' : `жетоны ${colourOf(p.takes)}`}, а не ${colourOf(p.colour)} (R141)`,
  slotTaken: (p) => `на ячейке особого дохода ${p.slot} уже лежит жетон дохода (R140)`,
  identicalTile: (p) => `вместо ${p.tile} доступен такой же жетон с меньшим номером: возьмите его, это тот же выбор (R143)`,
  noSuchDieOf: (p) => `на вашей статуе Кали нет кубика ${p.die} (у вас ${countIn('ru', p.have, DIE)}) (R35)`,
  noSuchDie: (p) => (p.rerolled === 1 ? `кубика ${p.die} нет или он уже переброшен (R79)` : `кубика ${p.die} нет`),
  noKarma: () => 'переворот кубика стоит 1 карму, а у вас её нет (R44)',
  tilePaidWith: (p) => `жетон оплачивается только кубиками ${colourOf(p.colour)} (R50)`,
  paymentDeadEnd: (p) => `после возврата этого кубика оставшиеся ${p.left} не оплатить вашими кубиками и кармой (R50)`,
  wrongDieValue: (p) => `этот зал требует кубик ценностью ${p.needs}, а на этом кубике ${p.shows} (R78)`,
  architectAfterPaying: () => 'после возврата этого кубика Главный Строитель не сможет накрыть ни одного жетона (R86)',
  balconyTakes: (p) => `этот балкон принимает ${form(p.colour, 0)} кубик (R81)`,
  balconyAsIs: () => 'кубик за балкон возвращается как есть, любой ценности (R45)',
  dieTooHigh: (p) => `перемещение по реке требует кубик ценностью 1, 2 или 3, а не ${p.shows} (R89)`,
  alreadyLow: () => 'на этом кубике уже 1–3 (R89)',
  notAnOutcome: (p) => `'${p.move}' не может быть результатом текущего шага жребия ('${p.step}')`,
  karmaWhenPaying: () => "карма переворачивает кубик только при его возврате: 'pay die flip' (параметр 'karmaTiming') (R45)",
  flipDeadEnd: () => 'после такого переворота текущее решение нельзя будет завершить (A4)',
  wrongDecision: (p) => `текущее решение ('${p.step}') не принимает '${p.move}' (${p.rule})`,
  mustPlace: () => 'размещать рабочего обязательно, пока есть разрешённая ячейка (параметр \'allowPass\') (R29)',
  noSuchStack: (p) => `стопки ${p.stack} нет (R10)`,
  emptyStack: (p) => `стопка ${p.stack} закончилась (R53)`,
  cannotAffordTile: (p) => `ваши кубики ${colourOf(p.colour)} не оплатят цену этого жетона, даже с кармой (R50)`,
  cannotAffordDifference: (p) => `ваши кубики ${colourOf(p.colour)} не оплатят разницу ${p.difference}, даже с кармой (R86)`,
  cannotAffordAny: () => 'ваши кубики не оплатят разницу ни за один более дорогой верхний жетон, даже с кармой (R86)',
  notMoreExpensive: (p) => `новый жетон (цена ${p.cost}) должен стоить дороже накрываемого (${p.old}) (R86)`,
  noDearerTile: (p) => `ни один верхний жетон не дороже жетона в клетке провинции ${p.cell} (${p.old}) (R86)`,
  coverDisconnects: (p) => `этот жетон не может накрыть клетку провинции ${p.cell}: ни при каком повороте не каждый жетон сохранит дорогу к резиденции (R86)`,
  noCover: (p) => `ни один более дорогой верхний жетон, который вы можете оплатить, не накроет клетку провинции ${p.cell}, сохранив дороги к резиденции (R86)`,
  noTileThere: (p) => `в клетке провинции ${p.cell} нет вашего жетона (R86)`,
  coveredOnce: (p) => `клетку провинции ${p.cell} уже однажды застраивали поверх (R86)`,
  wrongCell: (p) => `Главный Строитель накрывает клетку провинции ${p.cell} (R86)`,
  noSuchCell: () => 'нет такой клетки провинции или поворота (R56)',
  residence: () => 'резиденция не является местом для жетона (R54)',
  cellOccupied: (p) => `в клетке провинции ${p.cell} уже лежит жетон (R55)`,
  rotationDisconnects: () => 'при таком повороте какой-то жетон потеряет дорогу к резиденции (R86)',
  notConnected: () => 'ни один конец дороги жетона не встретит дорогу, соединённую с резиденцией (R55)',
  kaliFull: () => "ваша статуя Кали не вместит все новые кубики: сначала верните кубики ('discard die') или возьмите меньше ('stop') (R40)",
  supplyEmpty: (p) => `в запасе не осталось кубиков цвета ${p.colour} (R41)`,
  notFull: () => 'кубики возвращают только чтобы освободить место для новых, которые статуя Кали не вместит (R40)',
  fewerNotNeeded: () => 'меньше кубиков берут, только когда статуя Кали не вмещает их все (R40)',
  noSuchBuilding: (p) => `типа зданий ${p.building} нет (0 храм, 1 дворец, 2 крепость, 3 мельница) (R68)`,
  maxLevel: (p) => `тип зданий ${p.building} (${BUILDING_NAMES[p.building] ?? p.building}) на уровне ${p.level} (R68)`,
  riverDistance: (p) => `ваш кубик позволяет передвинуть лодку ${riverUpTo(p.n)} (R90)`,
  beyondFinal: () => 'лодка не может пройти так далеко: река заканчивается (R93)',
  grandMogulExcluded: () => 'Великого Могола нельзя выбрать как награду реки (R100)',
  goodsChosen: (p) => (p.various === 1 ? 'разные товары: рынки считаются сразу, товар не выбирается (R74)' : 'товар уже выбран (R75)'),
  noSuchGoods: (p) => `у вас нет рынка ${ofGoods(GOODS_NAMES[p.goods] ?? `${p.goods}`)} (R75)`,
  goodsFirst: () => "один товар: сначала выберите товар ('good g') (R75)",
  noSuchMarket: (p) => `на вашем жетоне в клетке провинции ${p.cell} нет рынка ${p.m}`,
  onePerGoods: () => 'разные товары: не больше одного рынка каждого товара, каждый один раз (R74)',
  marketLimit: (p) => `один товар: только рынки выбранного товара, не больше ${p.n}, каждый один раз (R75)`,
  noSuchGroup: (p) => `группы ${p.group} нет: выберите от 0 до ${p.last} (A6)`,
  mustPlaceBrown: () => 'коричневый жетон, вытянутый при подготовке, нужно положить на коричневую ячейку (R136)'
}

/** Rajas of the Ganges in Russian. */
export const rajasRussian: RajasText = {
  move: {
    place: (who, sp, i, m) => `${who} размещает рабочего ${onSpace(sp)} (ячейка ${i}${m ? `, ${money(m)}` : ''})`,
    pay: (who, die, flip) => `${who} возвращает в запас ${dieName(die)}${flip ? ', перевернув его за 1 карму' : ''}`,
    stack: (who, i, t) => `${who} берёт верхний жетон провинции из стопки ${i}${t === undefined ? '' : ` (${form(t.colour, 0)}, цена ${t.cost})`}`,
    cover: (who, cell) => `${who} поручает Главному Строителю накрыть жетон в клетке провинции ${cell}`,
    put: (who, cell, degrees) => `${who} кладёт жетон в клетку провинции ${cell}, повернув на ${degrees}°`,
    take: (who, c) => `${who} берёт ${form(c, 0)} кубик`,
    discard: (who, die) => `${who} возвращает ${dieName(die)}, чтобы освободить место`,
    pass: (who) => `${who} пасует до конца раунда`,
    takeFit: (who) => `${who} берёт только те кубики, что помещаются`,
    upgrade: (who, b) => `${who} улучшает ${BUILDINGS[b] ?? 'здание'}`,
    bonus: (who, r, yes) => `${who} ${yes ? 'берёт награду' : 'отказывается от награды'}${r === undefined ? '' : ` (${reward(r)})`}`,
    declineIncome: (who) => `${who} отказывается от жетона дохода`,
    river: (who, n) => `${who} передвигает лодку на ${countIn('ru', n, SPACE)}`,
    freeChamber: (who, v) => `${who} бесплатно выполняет действие ${chamberOf(v)}`,
    goods: (who, g) => `${who} выбирает ${GOODS[g] ?? 'товар'}`,
    market: (who, m, cell) => `${who} получает доход с рынка ${m} жетона в клетке провинции ${cell}`,
    done: (who) => `${who} заканчивает`,
    reroll: (who, die) => `${who} перебрасывает ${dieName(die)}`,
    order: (who, i) => `${who} сначала выполняет группу эффектов ${i}`,
    flip: (who, die) => `${who} переворачивает ${dieName(die)} за 1 карму`,
    income: (who, id, c, r, slot) =>
      `${who} кладёт ${c === undefined ? '' : `${form(c, 0)} `}жетон дохода ${id}${r === undefined ? '' : ` (${reward(r)})`} на ячейку особого дохода ${slot}`,
    gangaRoll: (v, from) => `на кубике реки выпало ${v}: отсчитываем ${countIn('ru', v, { one: 'ячейку', few: 'ячейки', many: 'ячеек', other: 'ячейки' })} реки от ячейки ${from}`,
    roll: (c, v) => `бросок: ${form(c, 0)} кубик — ${v}`,
    rerolled: (v) => `на переброшенном кубике выпало ${v}`,
    gangaDraw: (id, i) => `жетон реки ${id} кладётся на ячейку реки ${i}`,
    brownDraw: (seat, id) => `игрок ${seat} тянет коричневый жетон дохода ${id}`,
    tileRevealed: (id, i) => `в стопке ${i} открыт жетон ${id}`,
    whiteDrawn: (id) => `вытянут белый жетон дохода ${id}`,
    first: (seat) => `игрок ${seat} становится первым игроком (ничья решена жребием)`
  },
  reason: {
    stage: 'текущий этап завершён после того, как маркеры славы и богатства игрока встретились или пересеклись (R127, R129)',
    round: 'раунд завершён после того, как маркеры славы и богатства игрока встретились или пересеклись (R127, A12)',
    stalled: 'ни один игрок не может разместить рабочего (тупик)',
    over: 'игра окончена'
  },
  prompt,
  refusal,
  board: {
    noSeat: (seat) => `игрока ${seat} нет`,
    title: (seat, fame, m, margin, karma) => `Игрок ${seat}: слава ${fame}, богатство ${m}, разница ${margin}, карма ${karma}`,
    upgrades: (levels) => `улучшения: ${BUILDING_NAMES.map((b, i) => `${b} ${levels[i] ?? 2}`).join(', ')}`,
    workers: (active, placed, boat) => `рабочие: активных ${active}, размещено ${placed}; лодка на ячейке реки ${boat}`,
    dice: (ds) => `кубики: ${ds.map((d) => `${form(d.colour, 0)} ${d.value}`).join(', ') || 'нет'}`,
    residence: 'резиденция',
    goods: (g) => GOODS_NAMES[g] ?? '?',
    building: (b) => BUILDING_NAMES[b] ?? '?',
    incomes: (slots) =>
      `жетоны дохода: ${slots.map((x) => `ячейка ${x.slot}: ${form(x.colour, 0)}, ${x.reward === undefined ? '?' : reward(x.reward)}${x.connected ? ' (присоединён)' : ''}`).join('; ')}`
  },
  breakdown: { fame: 'слава', moneyMarker: 'маркер богатства' }
}
