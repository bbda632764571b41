/// A span of calendar time that a phrase can count in: `3 months`, `두 해`, `a fortnight`.
enum PhraseUnit: Hashable, Sendable {
    case day, week, fortnight, month, quarter, half, year, decade
    /// Hours and minutes: finer than anything a month picker can show.
    case clock
    /// Seconds: finer than a day like `clock`, yet a count of seconds alone is no time at all to a month
    /// picker (`in 1 second`, `10초 후`), so today's month.
    case second

    /// Whether it is a unit of clock time, finer than a day: `clock` or `second`.
    var isClock: Bool { self == .clock || self == .second }

    /// A bit of its own, for sets of units kept in an integer.
    var bit: UInt16 {
        switch self {
        case .day: 1
        case .week: 2
        case .fortnight: 4
        case .month: 8
        case .quarter: 16
        case .half: 32
        case .year: 64
        case .decade: 128
        case .clock: 256
        case .second: 512
        }
    }

    /// The English name, for `explain`.
    var name: String {
        switch self {
        case .day: "day"
        case .week: "week"
        case .fortnight: "fortnight"
        case .month: "month"
        case .quarter: "quarter"
        case .half: "half year"
        case .year: "year"
        case .decade: "decade"
        case .clock: "time of day"
        case .second: "second"
        }
    }
}

/// The start, middle or end of a year, quarter or month: `beginning of`, `mid`, `end of`, `연초`, `중순`, `말`.
public enum Boundary: Hashable, Sendable {
    /// `beginning of`, `early`, `초`: the first month, or the first day.
    case start
    /// `mid`, `middle of`, `중순`: the middle month.
    case middle
    /// `end of`, `late`, `말`: the last month, or the last day.
    case end
}

/// How a fixed day's name is written with the words around it (`HolidayName.beforeDay`: `earth day`).
struct HolidayName: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// A name only with `day` after it (`earth day`, `pi day`, `may day`): the word alone names nothing.
    static let beforeDay = HolidayName(rawValue: 1)
    /// A name ending in `s`, whose possessive is an apostrophe alone (`april fools' day`, `valentines'`).
    static let sPossessive = HolidayName(rawValue: 2)
}

/// What one word, number or symbol of a phrase is: the vocabulary of the phrase grammar.
///
/// The lexer turns a normalised line into these once; the grammar never looks at raw text again except
/// to quote it. A word the grammar tells apart from others of its kind (`second` from `third`, `보다`
/// from `부터`) has a lexeme or a second reading of its own (`either`), so an unknown spelling is only
/// ever a missing lexeme.
enum Lexeme: Hashable, Sendable {
    /// A run of ASCII digits; the piece's text holds them.
    case digits
    /// A symbol that matters between numbers: `-`, `/`, `.`, `'`, `+`, `,`, `:`.
    case symbol(Character)
    /// `march`, `mar`, `sept`, `삼월`.
    case monthName(Int)
    /// `friday`, `fri`, `금요일`: 0 is Sunday.
    case weekday(Int)
    /// `month`, `years`, `wk`, `개월`, `달`, `해`, `주`.
    case unit(PhraseUnit)
    /// A number written as a word: `three`, `a couple`, `dozen`, `한`, `세`, `열`.
    case count(Int)
    /// A Sino-Korean numeral: 일 1 … 구 9, 십 10, 백 100.
    case sino(Int)
    /// The tens of an English number: `twenty`, `thirty`.
    case tens(Int)
    /// `first`, `third`, `twelfth`.
    case ordinal(Int)
    /// `st`, `nd`, `rd`, `th` after digits.
    case ordinalSuffix
    /// this 0, next +1, previous −1; 다다음 +2, 지지난 −2.
    case shift(Int)
    /// `last`: −1, and also the final one (`the last month of the year`, `the last friday of march`).
    case last
    /// `prior`: −1 before a unit (`prior year`), and a direction after a count (`3 months prior`).
    case prior
    /// `coming`, `upcoming`, `following` +1, `past` −1: a shift that may follow `this` (`this coming march`).
    case stressedShift(Int)
    /// A word naming a shift and a unit at once: `yesterday`, `지난달`, `올해`, `내후년`.
    case fused(Int, PhraseUnit)
    /// A day counted from the day said before it (`다음 달 첫날 다음 날`, `광복절 전날`, `한글날 당일`), or
    /// from today when none was: `다음날`, `전날`, `익일`, `이튿날`, `당일`.
    case relativeDay(Int)
    /// A part of a day (`evening`, `morning`, `저녁`, `오후`): set aside after a whole date
    /// (`2014년 3월 3일 오후`, `march 3, 2014 in the evening`), which names the day; elsewhere it is finer
    /// than a day (`tomorrow evening`, `내일 아침`).
    case partOfDay
    /// `년대` after a year (`90년대`): a decade, many months.
    case decadeMark
    /// A word naming a count of a unit: `하루`, `이틀`, `보름`, `반년`, `일주일`.
    case measured(Int, PhraseUnit)
    /// ago/before −1, later/after +1; 전 −1, 후/뒤 +1.
    case direction(Int)
    /// `from` (in `3 months from now`).
    case from
    /// `now`.
    case now
    /// `after` (in `the month after next`, `the day after tomorrow`).
    case after
    /// `before` (in `the month before last`).
    case before
    /// `in`: a sign before a count (`in 3 months`), else a filler (`in july`).
    case inWord
    /// `a`, `an`.
    case article
    /// `half`, `반`.
    case half
    /// `beginning`, `end`, `early`, `late`, `초`, `말`.
    case boundary(Boundary)
    /// A Korean word naming a boundary of a period, a day, or both: `연말` (end, year), `월초` (start,
    /// month), `말일` (end, month, a day), `첫날` (start, a day).
    case boundaryOf(Boundary, PhraseUnit?, day: Bool)
    /// `일월요일` in `18일 월요일`: the day marker 일 and Monday, read together.
    case dayMarkThenWeekday(Int)
    /// `상반기` 1, `하반기` 2.
    case halfOfYear(Int)
    /// `q` before a quarter number.
    case quarterMark
    /// `h` before a half-year number.
    case halfMark
    /// `년` / `년도` after a number: a year, or years in a count.
    case koreanYear
    /// `월` after a number.
    case koreanMonth
    /// `분기`, `사분기` after a number.
    case koreanQuarter
    /// `the`, `of`, `and`, `on`, `at`, `의`: glue between parts.
    case connector(Glue)
    /// `부터` (from): counting from the day before it (`오늘부터 3개월 후`).
    case since
    /// `h` of `1h 2024` and `hour`: the clock unit written as one letter, which may also mark a half year.
    case hourMark
    /// `show me`, `please`, `에`, `로`, `보여줘`: words that change nothing.
    case filler
    /// `few`, `several`, `some`, `summer`, `fiscal`: not a definite number, month or day.
    case vague
    /// `eom`, `eoy`, `eoq`: the end of today's month, year or quarter.
    case endOf(PhraseUnit)
    /// A holiday on a fixed day of the year: `christmas` (12, 25), `광복절` (8, 15); `name` says how the
    /// name is written with the words around it (`earth` needs `day`).
    case holiday(month: Int, day: Int, name: HolidayName = [])
    /// The first syllable of a Korean weekday (`화`, `목`, `금`, `토`): that weekday right after a week
    /// (`담주 금`, `다음 주 화`), nothing alone.
    case weekdayInitial(Int)
    /// An era beside a year: `ad`, `ce` +1 (the years the calendar holds), `bc`, `bce` −1 (before them).
    case era(Int)
    /// `but` in `next month but one`: one further.
    case but
    /// `more` between a count and its unit (`2 more days`); elsewhere not definite (`more than`).
    case more
    /// `eve` after a holiday: the day before it (`christmas eve`).
    case eve
    /// The `s` of a possessive `'s` (`next year's march`).
    case possessive
    /// `this time`, `same time`, `이맘때`: today's place in whatever period the rest names (`this time
    /// next year`, `다음 주 이맘때`), or today's month when nothing else is named.
    case sameTime
    /// A common misspelling of a phrase word (`제작년` for `재작년`, `모래` for `모레`): never read, so the
    /// line is refused with the word it was meant to be.
    case misspelling
    /// The `t` between an ISO 8601 date and its time, and the `z` after the time (`2024-07-15T10:00Z`).
    case timeMark
    /// `new` of `new year's day` and `new year's eve`.
    case new
    /// `주차` after a number: the week of a month (`11월 1주차`) or of a year (`2024년 27주차`).
    case weekNumberMark
    /// `안`, `내`, `중`, `동안` after a period (`이번 달 안`, `올해 중에`): within it, so the period itself. Only
    /// at the end of the phrase or before a particle or ending, so that `안주` stays a word of its own.
    case within
    /// `to`, `until`, `through`, `between`, `까지`: the far end of a span. Only glue by itself (`go to
    /// march`, `다음 달까지`), but two dates around it are a span (`jan to mar`, `3월부터 5월까지`).
    case rangeWord
    /// `some`: not definite before a count (`some months ago`), a filler before `time` (`some time next
    /// month`).
    case some
    /// `st`, `saint` before a saint's day (`st patrick's day`, `st. patrick's day`).
    case saint

    // MARK: Second readings

    /// A word read two ways: as `first` wherever a lexeme of its kind fits, and as `second` in the
    /// constructions that name it (`second` is the ordinal 2, and a unit after a count: `1 second`).
    /// Only the word tables hold it: the lexer's index keeps `first` as the word's lexeme and `second`
    /// as its `Piece.alternative`, so every other reader sees `first` alone.
    indirect case either(Lexeme, or: Lexeme)
    /// `보다` (than), read as `부터` where it starts a count from the day before it (`오늘보다 3일 전`), and
    /// refused elsewhere (`3월보다`): the second reading of `보다`.
    case than
    /// `day` ending a fixed day's name that needs it (`earth day`, `may day`): the second reading of the
    /// singular `day`, never of `days` or `d`.
    case dayOfName
    /// `couple`, `pair`, `dozen`: a count said as a noun (`a couple of weeks`), which counts things and
    /// names no day of a month (`may twenty`, never `may dozen`).
    case countingNoun
    /// `오는`, `이번`, `지난` as news and letters date things: before a day of the month, the first such day
    /// after today (+1, `오는 20일`), this month's (0, `이번 25일`) or the last before today (−1, `지난 15일`);
    /// before a year, that year (`지난 88년`, `오는 2030년`). `다음 15일` may be fifteen days, so `다음` has
    /// no such reading.
    case datingShift(Int)
    /// `between` before two ends joined by `and` (`november between 19 and 20`), `사이` after them (`4일과
    /// 22일 사이`): a span, so `지난 15일 사이` is fifteen days.
    case between
    /// `am`, `a.m.`, `오전` (0) and `pm`, `p.m.`, `오후` (12): the hours the half of the day adds to a time
    /// of day (`7:45 p.m.` is 19:45, `12 a.m.` is 00:00).
    case meridiem(Int)
    /// `시` (0) and `분` (1) after a number: the hour and the minute of a time of day (`오후 3시 45분`).
    case clockField(Int)
    /// `noon`, `정오` (12) and `midnight`, `자정` (0): a time of day by name, the hour it is.
    case namedTime(Int)

    /// The word's lexeme where either reading may be taken: the first of `either`, else itself.
    var primary: Lexeme {
        if case .either(let first, _) = self { return first }
        return self
    }

    /// The second reading of `either`, `nil` for a word with one.
    var alternative: Lexeme? {
        if case .either(_, let second) = self { return second }
        return nil
    }
}

/// Which connector joins two parts: `the` and `of` and `and` matter to the grammar, the rest only glue.
enum Glue: Hashable, Sendable {
    case the, of, and, other
}

/// One recognised piece of a phrase: what it is and how it was typed.
struct Piece: Hashable, Sendable {
    /// What the piece is.
    var lexeme: Lexeme
    /// The word's second reading, that only some constructions take (`Lexeme.either`): `.unit(.second)`
    /// for `second`, `.weekdayInitial(1)` for `월`.
    var alternative: Lexeme? = nil
    /// The piece as typed (after normalisation): quoted, never compared (a word is told apart by its
    /// lexemes).
    var text: String
    /// Whether a space came before it, so `explain` can quote the phrase as typed.
    var spaced: Bool = false
    /// Whether the space before it was typed as a hyphen (`next-month`, `twenty-one`).
    var hyphenated: Bool = false
    /// The piece with the spaces typed inside it (`다음 달` for the piece `다음달`), `nil` when none were.
    var typed: String? = nil
    /// Where the piece stands in the line as typed, in bytes (`Said.place`).
    var place: Range<Int> = 0..<0

    /// The piece as typed, spaces inside it included: what `explain` and errors quote.
    var quoted: String { typed ?? text }

    /// The piece as an error quotes it: as typed, with its place in the line.
    var said: Said { Said(quoted, at: place) }

    /// The piece's own text (`text`, not `quoted`) with its place in the line.
    var saidText: Said { Said(text, at: place) }
}

extension Said {
    /// These words and then `next`, after a space: the words of both, standing from this one's start to
    /// the end of `next`.
    func then(_ next: Said) -> Said { Said(text + " " + next.text, spanning: self, next) }

    /// The words `text`, standing from the first of `a` and `b` to the end of the last.
    init(_ text: String, spanning a: Said, _ b: Said) {
        self.init(
            text, at: min(a.place.lowerBound, b.place.lowerBound)..<max(a.place.upperBound, b.place.upperBound))
    }
}

extension Said {
    /// Other words standing in the same place: a part of these digits (`2024` of `202413`), or the
    /// number they were read as.
    func saying(_ text: String) -> Said { Said(text, at: place) }
}
