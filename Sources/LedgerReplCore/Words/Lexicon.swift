/// Every word the phrase grammar knows, in English and Korean, looked up by dictionary.
///
/// English words are whole runs of letters; Korean morphemes are found inside runs of Hangul by
/// longest match, so `지난달로`, `지난 달로` and `지난달 로` all read `지난달` + `로`.
///
/// A word the grammar reads two ways has both readings here (`Lexeme.either`): `second` is the ordinal
/// and, after a count, a unit of time; `월` marks a month and, after a week, is Monday.
enum Lexicon {
    /// The English words, lower case.
    static let english: [String: Lexeme] = {
        var table: [String: Lexeme] = [:]
        for (index, name) in Language.englishMonthNames.enumerated() {
            let lower = name.lowercased()
            table[lower] = .monthName(index + 1)
            table[String(lower.prefix(3))] = .monthName(index + 1)
        }
        table["sept"] = .monthName(9)
        // may day: the month, and the first word of the holiday's name.
        table["may"] = .either(.monthName(5), or: .holiday(month: 5, day: 1, name: .beforeDay))
        let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        for (index, name) in weekdays.enumerated() {
            table[name] = .weekday(index)
            table[String(name.prefix(3))] = .weekday(index)
        }
        for (word, day) in [("tues", 2), ("wednes", 3), ("weds", 3), ("thur", 4), ("thurs", 4), ("thu", 4)] {
            table[word] = .weekday(day)
        }
        let units: [(PhraseUnit, [String])] = [
            (.day, ["days", "d"]),
            (.week, ["week", "weeks", "wk", "wks", "w"]),
            (.fortnight, ["fortnight", "fortnights"]),
            (.month, ["month", "months", "mo", "mos", "mth", "mths", "m"]),  // mon is Monday
            (.quarter, ["quarter", "quarters", "qtr", "qtrs"]),
            (.year, ["year", "years", "yr", "yrs", "y"]),
            (.decade, ["decade", "decades"]),
            (.clock, ["hour", "hours", "hr", "hrs", "minute", "minutes", "min", "mins"]),
            (.second, ["seconds", "sec", "secs"]),
        ]
        for (unit, words) in units { for word in words { table[word] = .unit(unit) } }
        // earth day, may day: the singular `day` also ends a fixed day's name (`earth days` is no day).
        table["day"] = .either(.unit(.day), or: .dayOfName)
        let ones = [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        for (index, word) in ones.enumerated() { table[word] = .count(index + 1) }
        for (index, word) in ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"].enumerated()
        {
            table[word] = .tens((index + 2) * 10)
        }
        // a couple, a pair, a dozen: counts that name no day of a month (`may twenty`, never `may dozen`).
        table["couple"] = .either(.count(2), or: .countingNoun)
        table["pair"] = .either(.count(2), or: .countingNoun)
        table["dozen"] = .either(.count(12), or: .countingNoun)
        table["hundred"] = .count(100)
        table["thousand"] = .count(1000)
        // zero months ago; the oh of nineteen oh five.
        table["zero"] = .count(0)
        table["oh"] = .count(0)
        let ordinals = [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
            "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
            "eighteenth", "nineteenth", "twentieth",
        ]
        for (index, word) in ordinals.enumerated() { table[word] = .ordinal(index + 1) }
        table["thirtieth"] = .ordinal(30)
        // "second" is also a unit of time: after a count (`1 second`); elsewhere an ordinal (second quarter).
        table["second"] = .either(.ordinal(2), or: .unit(.second))
        for word in ["nd", "rd", "th"] { table[word] = .ordinalSuffix }
        // 1st, and the saint of `st patrick's day`.
        table["st"] = .either(.ordinalSuffix, or: .saint)
        for word in ["this", "current", "present", "same"] { table[word] = .shift(0) }
        table["next"] = .shift(1)
        for word in ["coming", "following", "upcoming"] { table[word] = .stressedShift(1) }
        for word in ["previous", "prev", "preceding"] { table[word] = .shift(-1) }
        table["last"] = .last
        table["final"] = .last
        table["prior"] = .prior
        table["past"] = .stressedShift(-1)
        table["today"] = .fused(0, .day)
        table["tonight"] = .fused(0, .day)
        table["yesterday"] = .fused(-1, .day)
        table["tomorrow"] = .fused(1, .day)
        table["tmrw"] = .fused(1, .day)
        table["tmr"] = .fused(1, .day)
        for word in ["ago", "earlier", "back"] { table[word] = .direction(-1) }
        for word in ["later", "hence", "afterwards", "ahead", "forward", "onward"] { table[word] = .direction(1) }
        table["from"] = .from
        table["now"] = .now
        table["after"] = .after
        table["before"] = .before
        table["in"] = .inWord
        // within july is in july; within 10 days is every day up to the tenth, as `until` says.
        table["within"] = .either(.inWord, or: .rangeWord)
        table["a"] = .article
        table["an"] = .article
        table["half"] = .half
        for word in ["beginning", "start", "begin", "early", "earliest", "opening"] { table[word] = .boundary(.start) }
        for word in ["end", "late", "close", "ending"] { table[word] = .boundary(.end) }
        for word in ["mid", "middle"] { table[word] = .boundary(.middle) }
        table["q"] = .quarterMark
        table["h"] = .hourMark  // 2h ago, and the half of 1h 2024
        table["weekend"] = .weekday(6)
        table["time"] = .sameTime  // this time last year, same time next week
        // 2024-07-15T10:00Z: the letters of an ISO 8601 date-time.
        table["t"] = .timeMark
        table["z"] = .timeMark
        // Time zones after a clock time (`12:00:00 GMT`, `11:39:44 UTC 2026`), set aside with it.
        for word in [
            "utc", "gmt", "ut", "kst", "jst", "est", "edt", "cst", "cdt", "mst", "mdt", "pst", "pdt", "cet",
            "cest", "bst", "wet", "eet", "aest", "hst", "akst",
        ] {
            table[word] = .timeMark
        }
        table["new"] = .new
        table["the"] = .connector(.the)
        table["of"] = .connector(.of)
        table["and"] = .connector(.and)
        for word in ["on", "at"] { table[word] = .connector(.other) }
        for word in [
            "show", "me", "go", "jump", "take", "please", "pls", "plz", "during", "for", "what", "about",
            "how", "is", "was", "it", "switch", "move", "navigate", "goto", "display", "view", "see", "lets",
            "us", "can", "you", "i", "want", "would", "like", "right", "just", "exactly",
        ] {
            table[word] = .filler
        }
        for word in ["few", "several", "many"] { table[word] = .vague }
        table["some"] = .some
        // The seventies, the eighties: decades, many months, refused as spans (and not definite as counts).
        for word in ["twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties"] {
            table[word] = .either(.vague, or: .unit(.decade))
        }
        // Times of day: finer than anything a month picker shows (`3pm`, `tomorrow evening`, `at noon`).
        for word in ["morning", "afternoon", "evening", "night", "oclock"] { table[word] = .partOfDay }
        // march 3, 2014 at noon: times of day by name, which a whole date sets aside as it does 12:00.
        for word in ["noon", "midday"] { table[word] = .either(.partOfDay, or: .namedTime(12)) }
        table["midnight"] = .either(.partOfDay, or: .namedTime(0))
        // 9:05 am, 7:45 p.m.: parts of a day that also say which half of it a clock time is in.
        table["am"] = .either(.partOfDay, or: .meridiem(0))
        table["pm"] = .either(.partOfDay, or: .meridiem(12))
        table["tonight"] = .fused(0, .day)
        // Words that name no definite month: seasons span several, fiscal years differ by company,
        // `nearly`, `over` and `the other day` are approximate.
        for word in [
            "spring", "summer", "autumn", "fall", "winter", "fiscal", "fy", "other", "nearly", "almost", "over",
            "under", "less", "than", "recently", "soon", "someday", "easter", "thanksgiving",
            // Repeating times and spans between two: every month, monthly, between march and may.
            "every", "each", "daily", "weekly", "monthly", "quarterly", "yearly", "annually",
        ] {
            table[word] = .vague
        }
        // Approximation that leaves the month definite: `around next month`, `roughly 3 months ago`.
        for word in ["around", "approximately", "roughly", "sometime", "circa", "by", "towards", "toward", "about"] {
            table[word] = .filler
        }
        // Month, quarter and year to date: that period so far, so today's.
        table["mtd"] = .fused(0, .month)
        table["qtd"] = .fused(0, .quarter)
        table["ytd"] = .fused(0, .year)
        table["eom"] = .endOf(.month)
        table["eoy"] = .endOf(.year)
        table["eoq"] = .endOf(.quarter)
        table["eod"] = .fused(0, .day)
        // christmas' day, valentines' day: a name ending in `s` takes an apostrophe alone as its possessive.
        table["christmas"] = .holiday(month: 12, day: 25, name: .sPossessive)
        table["xmas"] = .holiday(month: 12, day: 25, name: .sPossessive)
        table["halloween"] = .holiday(month: 10, day: 31)
        // Days named with `day` after them (`boxing day`, `earth day`): the first word alone is no day.
        for (word, month, day) in [
            ("boxing", 12, 26), ("earth", 4, 22), ("groundhog", 2, 2), ("flag", 6, 14), ("pi", 3, 14),
            ("bastille", 7, 14),
        ] {
            table[word] = .holiday(month: month, day: day, name: .beforeDay)
        }
        table["groundhogs"] = .holiday(month: 2, day: 2, name: [.beforeDay, .sPossessive])
        table["valentine"] = .holiday(month: 2, day: 14)
        table["valentines"] = .holiday(month: 2, day: 14, name: .sPossessive)
        // st patrick's day, april fools' day: fixed days (`st` and `april` before them are read with them).
        table["patrick"] = .holiday(month: 3, day: 17)
        for word in ["patricks", "paddys"] { table[word] = .holiday(month: 3, day: 17, name: .sPossessive) }
        table["fool"] = .holiday(month: 4, day: 1)
        table["fools"] = .holiday(month: 4, day: 1, name: .sPossessive)
        table["saint"] = .saint
        // 2024 AD, AD 2024, 500 BC: the era of a year.
        for word in ["ad", "ce"] { table[word] = .era(1) }
        for word in ["bc", "bce"] { table[word] = .era(-1) }
        table["but"] = .but
        table["more"] = .more
        table["eve"] = .eve
        table["s"] = .possessive
        for word in ["to", "till", "til", "until", "thru", "through"] { table[word] = .rangeWord }
        // between 19 and 20: a span whose two ends `and` joins.
        table["between"] = .either(.rangeWord, or: .between)
        return table
    }()

    /// The Korean morphemes, found by longest match inside runs of Hangul.
    static let korean: [String: Lexeme] = {
        var table: [String: Lexeme] = [:]
        func add(_ lexeme: Lexeme, _ words: String...) { for word in words { table[word] = lexeme } }
        let sinoMonths = ["일월", "이월", "삼월", "사월", "오월", "유월", "칠월", "팔월", "구월", "시월", "십일월", "십이월"]
        for (index, word) in sinoMonths.enumerated() { table[word] = .monthName(index + 1) }
        add(.monthName(6), "육월")
        add(.monthName(10), "십월")
        add(.weekday(6), "주말")
        let weekdays = ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]
        for (index, word) in weekdays.enumerated() {
            table[word] = .weekday(index)
            table[word + "날"] = .weekday(index)  // 금요일날, as it is said
        }
        add(.koreanYear, "년", "년도")
        add(.decadeMark, "년대")
        add(.weekdayInitial(2), "화")
        add(.weekdayInitial(4), "목")
        add(.weekdayInitial(5), "금")
        add(.weekdayInitial(6), "토")
        add(.koreanMonth, "월달")
        add(.koreanQuarter, "분기", "사분기")
        add(.unit(.month), "개월", "달", "개월간")
        // 해, and 연도 as a word of its own (이번 연도, 전 연도), 년도 after a number.
        add(.unit(.year), "해", "연도")
        add(.unit(.week), "주", "주일", "주간")
        add(.unit(.day), "날")
        add(.unit(.half), "반기")
        add(.unit(.clock), "시간")
        add(.unit(.second), "초간")
        for (index, word) in ["이", "삼", "사", "오", "육", "칠", "팔", "구"].enumerated() {
            table[word] = .sino(index + 2)
        }
        add(.sino(10), "십")
        add(.sino(100), "백")
        let native: [(Int, [String])] = [
            (1, ["하나"]), (2, ["두", "둘"]), (3, ["세", "셋", "석", "서"]), (4, ["네", "넷", "넉", "너"]),
            (5, ["다섯"]), (6, ["여섯"]), (7, ["일곱"]), (8, ["여덟"]), (9, ["아홉"]), (10, ["열"]),
            (20, ["스물", "스무"]), (30, ["서른"]), (40, ["마흔"]), (50, ["쉰"]),
        ]
        for (value, words) in native { for word in words { table[word] = .count(value) } }
        add(.shift(0), "금번", "요번")
        add(.fused(0, .month), "현재", "지금", "이번달")
        // 다음 주 이맘때, 작년 이맘때: today's place in the period the rest names.
        add(.sameTime, "이맘때", "요맘때", "이때", "같은때", "이맘")
        add(.shift(1), "다음", "담", "차")
        add(.shift(2), "다다음")
        add(.shift(3), "다다다음")
        add(.shift(-3), "지지지난")
        add(.shift(-1), "지난번", "지나간", "지나온", "직전")
        add(.shift(-2), "전전")
        add(.fused(-2, .month), "전전달", "전전월")
        add(.fused(-2, .week), "전전주")
        add(.fused(-2, .year), "전전년", "전전년도")
        add(.shift(-2), "지지난", "저저번")
        add(.fused(0, .month), "이달", "금월", "당월", "이번달")
        add(.fused(1, .month), "담달", "내달", "익월", "다음달", "내월", "차월")
        add(.fused(2, .month), "다담달", "다다음달")
        add(.fused(-1, .month), "지난달", "전달", "전월", "저번달")
        add(.fused(-2, .month), "지지난달", "저저번달")
        add(.fused(0, .year), "올해", "올", "금년", "당해", "올년", "금년도")
        add(.fused(1, .year), "내년", "명년", "익년", "이듬해", "다음해", "새해", "내년도")
        add(.fused(2, .year), "내후년", "후년", "내내년", "다다음해", "재명년", "명후년")
        add(.fused(-1, .year), "작년", "지난해", "전년", "작년도", "전년도")
        add(.fused(-2, .year), "재작년", "지지난해", "그러께")
        add(.fused(-3, .year), "재재작년")
        add(.fused(0, .week), "금주", "이번주")
        add(.fused(1, .week), "차주", "다음주", "담주", "내주")
        add(.fused(-1, .week), "지난주", "전주", "저번주")
        // 다담주 is 다다음주 said short (담주 is 다음주), 다다담주 one further.
        add(.fused(2, .week), "다다음주", "다담주")
        add(.fused(3, .week), "다다담주")
        add(.fused(-2, .week), "지지난주")
        add(.fused(0, .day), "오늘", "금일", "방금")
        add(.fused(-1, .day), "어제", "어저께", "작일")
        add(.fused(-2, .day), "그제", "그저께")
        add(.fused(-3, .day), "그끄제", "그끄저께", "그그제", "그그저께")
        add(.fused(1, .day), "내일", "낼", "명일")
        add(.fused(2, .day), "모레", "내일모레", "낼모레", "명후일")
        // The day after, before, or itself of the day said before (광복절 전날, 한글날 당일), else of today.
        add(.relativeDay(1), "다음날", "익일", "이튿날", "그다음날", "그이튿날")
        add(.relativeDay(2), "익익일")
        add(.relativeDay(-1), "전날", "전일", "그전날")
        add(.relativeDay(0), "당일", "그날")
        add(.fused(3, .day), "글피", "삼명일")
        add(.fused(4, .day), "그글피")
        add(.fused(0, .quarter), "이번분기", "당분기")
        add(.fused(0, .half), "이번반기")
        let days: [(Int, String)] = [
            (1, "하루"), (2, "이틀"), (3, "사흘"), (4, "나흘"), (5, "닷새"), (6, "엿새"), (7, "이레"),
            (8, "여드레"), (9, "아흐레"), (10, "열흘"), (15, "보름"),
        ]
        for (value, word) in days { table[word] = .measured(value, .day) }
        add(.measured(1, .week), "일주일", "한주")
        add(.measured(6, .month), "반년")
        add(.direction(-1), "전", "이전", "앞")
        add(.direction(1), "후", "뒤", "이후", "있다가", "지나서", "뒤에", "후에")
        // 한 달 이따가, 한 달 지나고, 한 달 있으면, 한 달 뒤면: spoken ways to say "later".
        add(.direction(1), "이따가", "이따", "지나고", "지나면", "지난후", "지난뒤", "있으면", "뒤면", "후면")
        add(.half, "반")
        add(.boundary(.start), "첫")
        // 초순, 중순, 하순: the first, middle and last ten days of a month, this month's when none is named.
        add(.boundaryOf(.start, .month, day: false), "초순")
        add(.boundaryOf(.middle, .month, day: false), "중순")
        add(.boundaryOf(.end, .month, day: false), "하순")
        // 주초, 주중: the start and middle of a week.
        add(.boundaryOf(.start, .week, day: false), "주초")
        add(.boundaryOf(.middle, .week, day: false), "주중")
        add(.boundaryOf(.start, .year, day: false), "연초", "년초")
        add(.boundaryOf(.start, .month, day: false), "월초", "월초순")
        add(.boundaryOf(.start, .quarter, day: false), "분기초")
        add(.boundary(.middle), "중반", "중간")
        add(.boundary(.start), "초반")
        add(.boundary(.end), "후반")
        // 재작년 같은 날, 작년 같은 달: the same day or month of that year.
        add(.fused(0, .day), "같은날")
        add(.fused(0, .month), "같은달")
        // 영 개월 후: a count of nothing.
        add(.count(0), "영")
        add(.boundary(.end), "말", "막바지")
        add(.boundaryOf(.end, .year, day: false), "연말", "년말")
        add(.boundaryOf(.end, .month, day: false), "월말", "월하순")
        add(.boundaryOf(.end, .quarter, day: false), "분기말")
        add(.boundaryOf(.end, .month, day: true), "말일", "월말일")
        add(.boundaryOf(.start, .month, day: true), "초하루", "초일", "월초일")
        add(.boundaryOf(.middle, .month, day: false), "월중순")
        add(.boundaryOf(.start, nil, day: true), "첫날")
        add(.boundaryOf(.end, nil, day: true), "마지막날")
        add(.halfOfYear(1), "상반기", "전반기")
        add(.halfOfYear(2), "하반기", "후반기")
        add(.connector(.of), "의")
        // 3일부터, 2일에서 22일 사이: where a span starts, and the words around its end.
        add(.since, "부터", "에서", "로부터", "으로부터")
        add(.rangeWord, "까지")
        // 4일과 22일 사이: the and between the two ends.
        add(.connector(.and), "과", "와", "하고")
        add(
            .filler, "에", "에는", "로", "으로", "은", "는", "을", "를", "가", "이요", "요", "좀", "제", "쯤", "경",
            "보여줘", "보여", "주세요", "줘", "줄래", "주라", "보자", "볼래", "봐", "봐줘", "가자", "가줘", "가주세요",
            "가기", "이동", "이동해", "이동해줘", "해줘", "해주세요", "선택", "선택해줘", "열어줘", "보기", "달력",
            "갈래", "가고싶어", "기준", "정도", "것", "거", "꺼", "도", "만",
            // 8월께, 8월 무렵, 3월 초 즈음: about, as 쯤 and 경 are, which leaves the month as it is.
            "께", "무렵", "즈음",
            "바로", "한번", "화면", "알려줘", "뭐야", "언제", "날짜")
        // 이번 달 안, 올해 중에, 다음 달 내로: within or during the period, which is the period itself.
        add(.within, "안", "내", "중", "동안", "이내", "간")
        // 앞으로 한 달 뒤, 향후 3개월 후: "from now on", which the count says anyway.
        add(.filler, "앞으로", "향후")
        // About and exactly: 약 3개월 전, 대략 한 달 전, 딱 한 달 전, 한 달 가량 전.
        add(.filler, "약", "대략", "대충", "얼추", "딱", "꼭", "정확히", "가량", "가계부", "설정", "맞춰", "맞춰줘")
        // More than, nearly: 한 달여 전, 거의 한 달 전, 한 달 남짓.
        add(.vague, "여", "거의", "남짓", "넘게", "이상", "미만", "이하", "설", "설연휴", "추석연휴", "연휴")
        // The endings of a request, polite or casual: 보여 주세요, 볼래, 볼까요, 넘어가 줘, 바꿔 줘, 어때.
        add(
            .filler, "줘요", "줄래요", "주실래요", "주세여", "주셈", "줘라", "줄수있어", "보고", "싶어", "싶어요", "싶다",
            "볼까", "볼까요", "볼게", "봐봐", "봐요", "봅시다", "보여봐", "보여줄래", "보여줘요", "보여주라", "갈까", "갈까요",
            "갈게", "갑시다", "가봐", "가보자", "가볼까", "넘어가", "넘어가자", "넘겨", "넘겨줘", "돌아가", "돌아가자",
            "돌아가줘", "바꿔", "바꿔줘", "변경", "변경해", "변경해줘", "열어", "열기", "띄워", "띄워줘", "펼쳐", "펼쳐줘",
            "표시", "표시해", "표시해줘", "확인", "확인해", "확인해줘", "확인할래", "조회", "조회해", "조회해줘", "알려",
            "알려줄래", "찾아", "찾아줘", "부탁", "부탁해", "부탁해요", "부탁드려", "드립니다", "합니다",
            "어때", "어때요", "어땠어", "어땠지", "하자", "나와")
        add(.vague, "몇", "며칠", "여러")
        // About two, three or four: 두어 달 전, 서너 달 후, 한두 달 전.
        add(.vague, "두어", "서너", "서넛", "너덧", "한두", "두세", "세네", "이삼", "대여섯", "예닐곱")
        // Seasons span several months; fiscal years differ by company; lunar holidays move.
        add(.vague, "봄", "여름", "가을", "겨울", "회계", "회계연도", "설날", "구정", "추석", "한가위", "부활절")
        add(.fused(-2, .day), "엊그제", "엊그저께")
        // 월욜, 금욜: weekdays as they are typed in chat.
        for (index, word) in ["일욜", "월욜", "화욜", "수욜", "목욜", "금욜", "토욜"].enumerated() {
            table[word] = .weekday(index)
        }
        // Misspellings common enough to be typed for the word (제작년 for 재작년, 모래 for 모레): never read,
        // so that the line is refused and `PhraseReader.correction` offers the word.
        for word in misspellings.keys { table[word] = .misspelling }
        // 11월 1주차, 2024년 27주차: a week by number.
        add(.weekNumberMark, "주차")
        // Repeating or approximate times name no single month.
        add(
            .vague, "매달", "매월", "매년", "매해", "매주", "매일", "격주", "격월", "요즘", "요새", "최근", "조만간", "나중",
            "나중에", "곧", "언젠가", "예전", "옛날", "명절", "연말연시")
        add(.fused(0, .day), "오늘밤")
        add(.fused(-1, .day), "어젯밤", "엊저녁", "간밤")
        // 이제, 지금 당장, 방금: now.
        add(.fused(0, .month), "이제")
        add(.filler, "당장")
        // Times of day: finer than a day (오후 3시, 내일 아침).
        add(.partOfDay, "아침", "점심", "저녁", "밤", "낮", "새벽", "시쯤", "시경")
        add(.sino(1000), "천")
        // 18일 월요일 would read 일월 (January) + 요일: the day marker and Monday, read together.
        add(.dayMarkThenWeekday(1), "일월요일")
        add(.boundary(.end), "마지막")
        add(.fused(0, .month), "동월")  // 작년 동월: the same month last year
        add(.vague, "동기", "평일")
        for (value, words) in [
            (1, ["첫째", "첫번째"]), (2, ["둘째", "두번째"]), (3, ["셋째", "세번째"]), (4, ["넷째", "네째", "네번째"]),
            (5, ["다섯째", "다섯번째"]),
        ] {
            for word in words { table[word] = .ordinal(value) }
        }
        // Days of the year on a fixed date, each one word however long (크리스마스, 근로자의날): the lexer
        // tries at each syllable only as long as the words starting with it reach.
        for (word, month, day) in [
            ("크리스마스", 12, 25), ("성탄절", 12, 25), ("성탄일", 12, 25), ("크리스마스이브", 12, 24), ("성탄전야", 12, 24),
            ("신정", 1, 1), ("새해첫날", 1, 1), ("삼일절", 3, 1), ("어린이날", 5, 5), ("현충일", 6, 6), ("제헌절", 7, 17),
            ("광복절", 8, 15), ("개천절", 10, 3), ("한글날", 10, 9), ("어버이날", 5, 8), ("스승의날", 5, 15),
            ("식목일", 4, 5), ("국군의날", 10, 1), ("만우절", 4, 1), ("노동절", 5, 1), ("근로자의날", 5, 1),
            ("노동자의날", 5, 1), ("부부의날", 5, 21), ("노인의날", 10, 2), ("독도의날", 10, 25), ("할로윈", 10, 31),
            ("핼러윈", 10, 31), ("할로윈데이", 10, 31), ("핼러윈데이", 10, 31), ("밸런타인", 2, 14), ("발렌타인", 2, 14),
            ("밸런타인데이", 2, 14), ("발렌타인데이", 2, 14), ("화이트데이", 3, 14), ("블랙데이", 4, 14),
            ("빼빼로데이", 11, 11), ("삼겹살데이", 3, 3), ("농업인의날", 11, 11),
            ("소방의날", 11, 9), ("세계여성의날", 3, 8), ("여성의날", 3, 8), ("지구의날", 4, 22), ("장애인의날", 4, 20),
            ("과학의날", 4, 21), ("환경의날", 6, 5), ("세계환경의날", 6, 5), ("경찰의날", 10, 21), ("교정의날", 10, 28),
            ("무역의날", 12, 5), ("납세자의날", 3, 3), ("발명의날", 5, 19), ("바다의날", 5, 31),
            ("체육의날", 10, 15),
        ] {
            table[word] = .holiday(month: month, day: day)
        }
        // Words read two ways. 1일, 한 달: the day marker and the Sino-Korean one; after a week (`담주 일`,
        // `다음 주 월`) and in brackets after a date (`7월 15일(월)`) 일, 월 and 수 are weekdays, as 화, 목,
        // 금 and 토 are.
        add(.either(.sino(1), or: .weekdayInitial(0)), "일")
        add(.either(.koreanMonth, or: .weekdayInitial(1)), koreanMonthWord)
        add(.either(.vague, or: .weekdayInitial(3)), "수")
        // 3월 초, and 10초: the start, and a second right after digits.
        add(.either(.boundary(.start), or: .unit(.second)), "초")
        // 한 달, and 재작년 한 해: one, and the whole of the year named, as `a` is.
        add(.either(.count(1), or: .article), "한")
        // 오늘보다 3일 전: counting from the day before it, as 부터 does; elsewhere a comparison.
        add(.either(.since, or: .than), "보다")
        // 오는 15일, 이번 25일: the coming or this month's day of that number, as well as next and this.
        add(.either(.shift(1), or: .datingShift(1)), "오는", "돌아오는", "다가오는", "다가올", "돌아올")
        add(.either(.shift(0), or: .datingShift(0)), "이번")
        // 지난 15일, 지난 88년, 저번 5일: the last such day before today, that year; and last.
        add(.either(.shift(-1), or: .datingShift(-1)), "지난", "저번")
        // 4일과 22일 사이, and the span of 지난 15일 사이: between.
        add(.either(.rangeWord, or: .between), "사이")
        // 오전 9시, 오후 3시 45분: parts of a day that say which half a time is in; 시 and 분 the hour and the
        // minute of a time (시 alone, as in 3시, is a time of day; 분 after a count is minutes).
        add(.either(.partOfDay, or: .meridiem(0)), "오전")
        add(.either(.partOfDay, or: .meridiem(12)), "오후")
        add(.either(.partOfDay, or: .clockField(0)), "시")
        add(.either(.partOfDay, or: .namedTime(12)), "정오")
        add(.either(.partOfDay, or: .namedTime(0)), "자정")
        add(.either(.unit(.clock), or: .clockField(1)), "분")
        return table
    }()

    /// The Korean month word written after a month's number (`3월`), as completion recognises a month.
    static let koreanMonthWord = "월"

    /// Korean misspellings common enough to be typed for the word, and the word: `제작년` is `재작년`, `모래`
    /// is `모레`. The lexer never reads them; "did you mean" offers the word.
    static let misspellings: [String: String] = [
        "제작년": "재작년", "재작연": "재작년", "모래": "모레", "낼모래": "낼모레", "내일모래": "내일모레", "엇그제": "엊그제",
        "엇그저께": "엊그저께", "그저깨": "그저께", "그저게": "그저께", "어저깨": "어저께", "내휴년": "내후년", "내후연": "내후년",
        "작연": "작년", "올혜": "올해", "담딜": "담달", "다음딜": "다음달", "지난딜": "지난달", "이번딜": "이번달",
    ]

    /// Two English words typed together (`lastweek`, `nextmonth`, `rightnow`, `twoweeks`): the parts and
    /// what they are, the first as long as can be. Only pairs that read as one phrase are split: a shift
    /// or count before a unit, month, weekday or day word, and `right` before `now`; `mondays` stays one
    /// unknown word.
    ///
    /// Only a word no longer than two of the longest English words can be two of them, so a longer run
    /// of letters is refused at once: the split costs the same whatever the line holds.
    static func splitRunTogether(_ word: String) -> (String, Lexeme, String, Lexeme)? {
        guard word.utf8.count >= 5, word.utf8.count <= 2 * longestEnglish else { return nil }
        let characters = Array(word)
        // 3rdmonth: the ordinal's suffix and its unit.
        for cut in stride(from: characters.count - 3, through: 2, by: -1) {
            let first = String(characters[..<cut])
            let second = String(characters[cut...])
            guard let head = english[first]?.primary, let tail = english[second]?.primary else { continue }
            let fits: Bool
            switch (head, tail) {
            case (.shift, .unit(let unit)), (.last, .unit(let unit)), (.stressedShift, .unit(let unit)),
                (.count, .unit(let unit)), (.tens, .unit(let unit)):
                fits = !unit.isClock
            case (.shift, .monthName), (.last, .monthName), (.shift, .weekday), (.last, .weekday), (.filler, .now),
                (.ordinalSuffix, .unit(.month)):
                fits = true
            default: fits = false
            }
            if fits { return (first, head, second, tail) }
        }
        return nil
    }

    /// What one whole word is, in either language: `nil` when neither table holds it.
    static func word(_ text: String) -> Lexeme? {
        english[text] ?? korean[text]
    }

    /// The longest English word, in letters.
    static let longestEnglish: Int = english.keys.map(\.utf8.count).max() ?? 1

    /// Every word either language knows, for "did you mean …?" on a single word.
    static let allEnglishWords: [String] = english.filter { word, lexeme in
        guard case .connector = lexeme else { return word.count >= 3 && lexeme != .filler }
        return false
    }.keys.sorted()
}
