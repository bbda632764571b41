/// The words a question's periods are read with beyond the phrase grammar's: the ends of a span
/// (`from march to may`, `7월부터`, `어제까지`), runs counted back from today (`last 10 days`, `최근 2주`,
/// `지난 3개월`), weeks before this one (`2주 전`), and the words that join a subject to the rest of an
/// English question (`in`, `for`).
///
/// The question reader is their only reader; the phrase grammar's own words are in `Lexicon`.
public enum QuestionPeriodWords {
    /// Words that start a span and run it to today when it has no other end (`since july`).
    public static let spanStarts: Set<String> = ["from", "since"]
    /// Words that end a span and run it from the start of its year when it has no other start
    /// (`until october`).
    public static let spanEnds: Set<String> = ["until", "till", "through", "thru"]
    /// Words between the two ends of a span that belong to neither (`march to may`, `3~5월`).
    public static let spanJoins: Set<String> = ["~", "to"]
    /// The endings of a Korean word that starts a span (`7월부터`).
    public static let startEnding = "부터"
    /// The endings of a Korean word that ends a span (`10월까지`).
    public static let endEnding = "까지"
    /// Korean words after a day or a month that run it to today, the day itself included (`11월 10일
    /// 이후`, `10월 이후로`), as `부터` does.
    public static let koreanSince: Set<String> = ["이후", "이후로", "이후에", "이후엔", "이래", "이래로"]
    /// Korean words after a day or a month that end a span just before it (`11월 10일 전까지`: through
    /// the 9th, from the first of its month; `11월 전까지`: through October, from January).
    public static let koreanUntilBefore: Set<String> = ["전까지", "이전까지"]
    /// Every word that marks an end of a span, the Korean endings standing alone included.
    public static let spanMarkers: Set<String> = spanStarts.union(spanEnds).union(spanJoins).union([
        startEnding, endEnding,
    ]).union(koreanSince).union(koreanUntilBefore)

    /// Whether `word` ends a Korean word that starts or ends a span (`7월부터`, `어제까지`).
    public static func hasSpanEnding(_ word: String) -> Bool {
        word.hasSuffix(startEnding) || word.hasSuffix(endEnding)
    }

    /// Words before a count that run it back from before this month or day (`last 3 months`,
    /// `지난 2주`).
    public static let back: Set<String> = ["지난", "last", "past", "the last", "the past"]
    /// Words before `week` that make it the seven days to today (`the past week`), as `지난 일주일` and `최근
    /// 일주일` are; `last week` stays the ISO week before this one, as `지난주`.
    public static let pastWeek: Set<String> = ["past", "the past"]
    /// Words before a count that run it back including today's month or day (`최근 3개월`,
    /// `recent 3 months`).
    public static let recent: Set<String> = ["최근", "recent", "latest"]
    /// Words after `last` that make its count vague (`the last few months`), so no run is read.
    public static let vague: Set<String> = ["the", "few"]
    /// Day units of a run back from today (`10일간`, `10 days`); a bare `일` counts after `최근` only
    /// (`지난 10일` is the 10th of last month).
    public static let days: Set<String> = ["일간", "days", "day", "d"]
    /// The bare day unit that counts days only after `최근` (`최근 10일`).
    public static let bareDay = "일"
    /// Week units of a run back from today (`최근 2주`, `past 2 weeks`).
    public static let weeks: Set<String> = ["주", "주간", "weeks", "week", "wk", "wks"]
    /// Month units of a run back from today (`지난 3개월`, `last 3 months`).
    public static let months: Set<String> = ["달", "개월", "개월간", "달간", "months", "month", "mo"]
    /// Week units of a week counted back from this one (`2주 전`, `3주일 전`, `2 weeks ago`).
    public static let weeksBefore: Set<String> = ["주", "주일", "weeks", "week", "wk", "wks", "w"]
    /// The words after such a count that make it a week before this one (`전`, `ago`).
    public static let ago: Set<String> = ["전", "전에", "전엔", "전에는", "ago"]

    /// Counts of a run back from today said in words (`최근 일주일`, `지난 이틀`, `최근 보름`, `the last two
    /// weeks`), as the digits and unit they stand for.
    public static let spelledCounts: [String: String] = [
        "일주일": "1주", "일주일간": "1주", "이틀": "2일간", "사흘": "3일간", "나흘": "4일간", "보름": "15일간",
        "보름간": "15일간", "two": "2", "three": "3", "four": "4", "six": "6",
    ]
    /// Korean counts of months said in words (`최근 한 달`, `지난 두 달`, `석 달`), with or without a space
    /// before the unit (`한달`): after `최근` or `지난` they are the days that run back that many months to
    /// today (on 2 December, `최근 한 달` is 3 November through 2 December), as a household means "the
    /// past month", said with its dates; digits keep counting whole months (`최근 3개월`, `지난 3달`).
    public static let spelledMonthCounts: [String: Int] = [
        "한": 1, "두": 2, "세": 3, "석": 3, "네": 4, "넉": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10,
        "열한": 11, "열두": 12,
    ]
    /// `spelledMonthCounts`' words, the longest first, for a count typed together with its unit (`열두달`).
    public static let spelledMonthCountsLongestFirst = spelledMonthCounts.keys.sorted {
        ($0.count, $0) > ($1.count, $1)
    }
    /// Korean counts of weeks said in words before `주` (`최근 두 주`): that many weeks of days to today.
    public static let spelledWeekCounts: [String: Int] = ["한": 1, "두": 2, "세": 3, "네": 4]
    /// `하루` after a day (`오늘 하루`, `어제 하루`, `11월 3일 하루`): it says the day is one day, and adds
    /// nothing to the period.
    public static let oneDay: Set<String> = ["하루", "하루동안", "하루종일"]
    /// What every word of `oneDay` starts with, compared as bytes before any word is looked up.
    public static let oneDayStart = "하루"
    /// The days said in words that `하루` may follow; a word ending in `일` (`3일`, `일요일`) may too.
    public static let daysInWords: Set<String> = ["오늘", "어제", "그제", "그저께", "엊그제", "내일", "모레"]
    /// Holidays whose day is not fixed (`thanksgiving`, the fourth Thursday of November): a question
    /// naming one is refused quoting it, whatever vague word came before (`over thanksgiving weekend`).
    public static let holidaysOfNoFixedDay: Set<String> = ["thanksgiving", "easter", "mother's day", "father's day"]
    /// The word after a count of days that makes them a run (`지난 7일 동안`).
    public static let during: Set<String> = ["동안", "동안에"]
    /// The ending of a Korean count said in words that makes it a run as `동안` does (`일주일간`, `보름간`).
    public static let runEnding = "간"

    /// Parts of a month, as first and last day (a last day of 31 is the month's end): Korea's 상순, 중순,
    /// 하순 (1–10, 11–20, 21–end), `초`, `말` for the first and last of them, and English `early`, `mid`,
    /// `late`, `first half`, `second half` (1–15, 16–end).
    public static let monthParts: [String: (first: Int, last: Int)] = [
        "초": (1, 10), "초순": (1, 10), "상순": (1, 10), "중순": (11, 20), "하순": (21, 31), "말": (21, 31),
        "early": (1, 10), "mid": (11, 20), "late": (21, 31), "first half": (1, 15), "second half": (16, 31),
        "the first half": (1, 15), "the second half": (16, 31), "beginning": (1, 10), "end": (21, 31),
        "the beginning": (1, 10), "the end": (21, 31), "middle": (11, 20), "the middle": (11, 20),
    ]

    /// The ordinals of a week of a month (`11월 첫째 주`, `the second week of november`), and `last`.
    public static let weekOrdinals: [String: Int] = [
        "첫째": 1, "첫번째": 1, "첫 번째": 1, "첫": 1, "둘째": 2, "두번째": 2, "두 번째": 2, "셋째": 3, "세번째": 3,
        "세 번째": 3, "넷째": 4, "네째": 4, "네번째": 4, "네 번째": 4, "다섯째": 5, "다섯번째": 5, "마지막": -1,
        "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
        "5th": 5, "last": -1, "final": -1,
    ]
    /// The words of a week counted from this one before a day of the week (`지난주 일요일`, `이번 주 금요일`),
    /// and how many weeks back they count: the day of that ISO week (Monday first, as the question's
    /// `지난주` runs), so `지난주 일요일` is the last day of `지난주`.
    public static let weekOfADay: [String: Int] = [
        "지난주": 1, "저번주": 1, "지지난주": 2, "이번주": 0, "금주": 0, "지난 주": 1, "저번 주": 1, "이번 주": 0,
    ]
    /// The first words of the two-word forms of `weekOfADay` (`지난 주`).
    public static let weekOfADayFirstWords: Set<String> = ["지난", "저번", "이번"]
    /// The Korean days of the week, Monday first (`월요일` 1 … `일요일` 7), and their short forms.
    public static let koreanWeekdays: [String: Int] = [
        "월요일": 1, "화요일": 2, "수요일": 3, "목요일": 4, "금요일": 5, "토요일": 6, "일요일": 7, "월욜": 1, "화욜": 2,
        "수욜": 3, "목욜": 4, "금욜": 5, "토욜": 6, "일욜": 7,
    ]
    /// The words of a week after such an ordinal (`첫째 주`, `first week`).
    public static let week: Set<String> = ["주", "주차", "week"]
    /// A weekend, Saturday and Sunday (`주말`, `weekend`); with `this`/`이번` this week's, with
    /// `last`/`지난` the one before, alone the latest one begun by today.
    public static let weekend: Set<String> = ["주말", "weekend", "주말에", "주말엔", "주말에는", "주말동안", "weekends"]
    /// Weekdays, Monday to Friday (`평일`, `weekdays`): beside a period, the days of it kept.
    public static let weekdays: Set<String> = [
        "평일", "평일에", "평일엔", "평일에는", "평일날", "주중", "주중에", "weekdays", "weekday", "workdays",
    ]
    /// The words before a weekend that make it this week's (`이번 주말`, `this weekend`).
    public static let thisWeekend: Set<String> = ["이번", "this", "이번주", "금주"]
    /// The words before a weekend that make it the week before's (`지난 주말`, `last weekend`).
    public static let lastWeekend: Set<String> = ["지난", "저번", "last", "past", "지난주", "저번주"]
    /// The words a weekend typed as one word may start with (`지난주말`, `이번주말`), and how many weeks
    /// back they count.
    public static let weekendPrefixes: [(prefix: String, weeksBack: Int)] = [("지난", 1), ("저번", 1), ("이번", 0)]
    /// What a line naming a week (`11월 첫째 주`, `주말`, `the first week`) holds somewhere in a word: a line
    /// without any is passed over at once.
    public static let weekMarks = ["주", "week"]
    /// The month a part of a month or a week of one belongs to, said as this month (`이번달 중순`) or the
    /// last (`지난달 말`, `late last month`).
    public static let thisMonth: Set<String> = ["이번달", "이달", "월", "this month"]
    public static let lastMonth: Set<String> = ["지난달", "저번달", "last month"]
    /// The word between a part or a week and its month (`the first half of november`).
    public static let partOf = "of"
    /// The article before a part or a week of a month (`the first week of november`), part of its words.
    public static let article = "the"
    /// The endings of a Korean year and month written in digits (`2026년`, `11월`).
    public static let yearEnding = "년"
    public static let monthEnding = "월"

    /// The last syllables a Korean period word ends in before a joining particle (`10월이랑`, `올해랑`,
    /// `이번 주하고`): a word ending so may be a period, tried by the grammar.
    /// `제`, `늘`, `께` end the days said in words (`어제랑 오늘`, `그저께하고 어제`).
    public static let periodEndings: Set<Character> = ["월", "년", "달", "해", "주", "일", "제", "늘", "께"]

    /// English words that join a subject to the rest of a question and never name one (`food in
    /// october`, `spent on food`).
    public static let joiningWords: Set<String> = [
        "in", "on", "for", "during", "at", "of", "from", "to", "with", "by", "between", "about",
    ]
}
