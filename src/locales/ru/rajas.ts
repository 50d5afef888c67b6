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
import type { DieParams, RajasText, RewardParams, SpaceParams } from '../../games/rajas/text.js'

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
      `${who} кладёт ${c === undefined ? '' : `${form(c, 0)} `}жетон дохода ${id}${r === undefined ? '' : ` (${reward(r)})`} на особую ячейку ${slot}`,
    gangaRoll: (v, from) => `на кубике реки выпало ${v}: отсчитываем ${countIn('ru', v, { one: 'ячейку', few: 'ячейки', many: 'ячеек', other: 'ячейки' })} реки от ячейки ${from}`,
    roll: (c, v) => `бросок: на ${form(c, 2)} кубике выпало ${v}`,
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
  breakdown: { fame: 'слава', moneyMarker: 'маркер богатства' }
}
