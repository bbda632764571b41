/// The one table of the words questions about the journal are made of, in both languages: what a
/// question asks for (`spent`, `지출`, `top`, `가장`, `trend`, `추이`), the words that only make a line a
/// question (`how much`, `얼마`) and the words that carry nothing (`did`, `좀`).
///
/// The question reader, Tab completion and help all read this table, so they cannot disagree. A Korean
/// verb is listed by its stems (`썼` for 썼어, 썼나요, 썼습니까): a word that starts with a stem is that
/// word.
public struct QuestionWord: Sendable {
    /// What a question word contributes to a question.
    public enum Meaning: Hashable, Sendable {
        /// Money spent: the expense accounts (`spent`, `지출`, `썼어`).
        case spending
        /// Money earned: the income accounts (`income`, `수입`, `벌었어`).
        case income
        /// Income minus spending (`net`, `saved`, `순수입`).
        case net
        /// What is owned less what is owed: assets and liabilities together (`net worth`, `순자산`).
        case netWorth
        /// Money owed: the liability accounts (`owe`, `갚을 돈`).
        case owing
        /// A ranking, largest first (`top`, `largest`, `가장`, `제일`).
        case largest
        /// A ranking turned round, smallest first (`smallest`, `least`, `cheapest`, `가장 작은`, `제일 적게`).
        case smallest
        /// The subject's share of the whole, in percent (`what share of spending`, `식비 비중`,
        /// `지출의 몇 %`).
        case share
        /// A comparison with another period (`compare`, `vs`, `대비`, `비교`, `보다`).
        case comparison
        /// A comparison word that is also a phrase word (`more`, `than`: `more than a year ago` is a
        /// refused phrase), a comparison only beside another question word or a subject.
        case comparing
        /// The same month of another year, in a comparison (`same month`, `같은 달`).
        case sameMonth
        /// The same month a year earlier, in a comparison (`year over year`, `yoy`).
        case yearOverYear
        /// The month before, in a comparison (`month over month`).
        case monthOverMonth
        /// An average per month (`average`, `per month`, `월평균`).
        case average
        /// Money left: the running balance (`balance`, `left`, `잔고`, `남았어`).
        case moneyLeft
        /// Money held, a weaker `moneyLeft` that a spending or income word overrides (`have`, `있어`:
        /// `how much have I spent` asks about spending).
        case holding
        /// Month by month, as a chart (`trend`, `추이`, `월별`).
        case trend
        /// The budget of periodic transactions (`budget`, `예산`).
        case budget
        /// Makes a line a question without adding to it (`how much`, `얼마`).
        case asking
        /// Says the subject is a payee or place (`at`; the Korean particle 에서 is read as one too).
        case place
        /// The savings rate: what was saved (income less spending) as a share of income (`savings rate`,
        /// `저축률`).
        case rate
        /// An average per day (`per day`, `하루 평균`).
        case perDay
        /// An average per week (`per week`, `주 평균`).
        case perWeek
        /// An average per transaction (`per purchase`, `건당`).
        case perTransaction
        /// Everything but the subject (`besides food`, `except rent`, `식비 말고`, `월세 빼고`).
        case except
        /// Several subjects taken together, one figure for all (`combined`, `together`, `합쳐서`, `합하면`).
        case together
        /// Several subjects as alternatives to compare (`or`, `뭐가`, `어느 쪽`; `중에` after a subject is
        /// read as one by the question reader, since after a period it is a phrase's: `올해 중에`).
        case either
        /// A count of transactions (`how many times`, `how often`, `몇 번`, `몇 건`).
        case count
        /// A ranking of months (`which month`, `몇 월에`, `어느 달`).
        case whichMonth
        /// A ranking of days (`which day`, `제일 많이 쓴 날`, `어느 날`).
        case whichDay
        /// A ranking of ISO weeks (`which week`, `가장 많이 쓴 주`, `어느 주`).
        case whichWeek
        /// A ranking of the days of the week (`which day of the week`, `무슨 요일`).
        case whichWeekday
        /// A ranking of payees (`store`, `shop`, `가게`, `거래처`).
        case payees
        /// A ranking by how often, not how much (`most often`, `자주`).
        case often
        /// A ranking of single transactions (`single`, `한 건`, `한 번에`).
        case single
        /// A yes/no question about going over (`go over`, `exceed`, `넘었어`, `초과했어`).
        case over
        /// When an entry was (`when did I last pay rent`, `마지막으로 월세 낸 게 언제야`): the latest entry,
        /// or with `first`, `처음` the earliest.
        case when
        /// Carries nothing in a question (`did`, `my`, `좀`, `항목`).
        case filler
    }

    /// What the word contributes.
    public let meaning: Meaning
    /// English spellings, lower case; a spelling may be several words (`how much`, `per month`).
    public let english: [String]
    /// Korean spellings, whole words (`지출`, `같은 달`).
    public let korean: [String]
    /// Korean stems: a word that starts with one of these is this word (`썼` reads 썼어, 썼나요).
    public let koreanStems: [String]
    /// Whether Tab offers the spellings (not the fillers).
    public var isCompleted: Bool { meaning != .filler }

    init(_ meaning: Meaning, _ english: [String], _ korean: [String], stems: [String] = []) {
        self.meaning = meaning
        self.english = english
        self.korean = korean
        self.koreanStems = stems
    }
}

/// The table of question words and the lookups the question reader makes in it.
public enum QuestionWords {
    /// Every row.
    public static let entries: [QuestionWord] = [
        .init(
            .spending,
            [
                "spent", "spend", "spending", "spends", "expenses", "expense", "expenditure", "expenditures",
                "outgoings", "paid", "pay", "costs", "cost", "bought", "buy", "purchased", "purchase", "purchases",
                "charged", "went to", "go to", "goes to", "blow", "blew", "blown", "splurge", "splurged",
                "shell out", "shelled out", "fork out", "forked out", "drop", "dropped", "living expenses",
                "cost of living",
                "household spending",
            ],
            // The verbs of spending and paying in the forms a household types them, plain and polite:
            // 썼어/썼나요/쓴/씀, 샀어/산, 냈어/낸, 긁었어, 나갔어/나가요, 들었어/드는, 결제했어 and their
            // honorifics (쓰셨어요, 사셨나요).
            [
                "지출", "지출액", "소비", "소비액", "쓴돈", "지불", "결제", "씀", "써", "산", "산거", "산 거", "낸",
                "낸돈", "낸 돈", "든", "나가", "나가요", "나가는", "나가나요", "나가니", "구매", "구입", "결제액",
                // 생활비: what a Korean 가계부 app calls all of a household's spending.
                "생활비", "생활비용", "총지출", "총 지출", "사용액", "사용 금액", "사용금액", "이용액", "이용 금액", "이용금액",
                // The present of 쓰다, as a habit is asked (`평일 하루 평균 얼마 써요?`).
                "써요", "쓰나", "쓰나요", "쓰니", "쓰지", "쓰냐", "쓰는지", "쓰세요", "쓰시나요",
            ],
            stems: [
                // `썻어`: 썼어 as a phone keyboard types it, one ㅆ short.
                "썻",
                "썼", "쓴", "쓰였", "쓰셨", "쓰는", "나갔", "나간", "결제했", "결제하셨", "결제한", "결제된", "지출했",
                "샀", "사셨", "냈", "내셨", "긁었", "긁은", "긁으셨", "들었", "드는", "들어갔", "들어간", "구매했",
                "구입했", "지불했", "계산했",
            ]),
        .init(
            .income, ["income", "earned", "earn", "earnings", "revenue", "received", "made", "make"],
            ["수입", "소득", "수입액", "번", "번돈", "들어온돈"], stems: ["벌었", "들어왔", "들어온", "받았", "받은"]),
        .init(
            .net, ["net", "saved", "save", "surplus", "net income"],
            ["순수입", "순수익", "순이익", "순액", "흑자", "남긴돈", "모은돈"], stems: ["저축했", "모았", "남겼"]),
        .init(
            .largest, ["top", "largest", "biggest", "most", "highest", "ranking", "rank", "ranked", "where"],
            ["가장", "제일", "젤", "최대", "순위", "랭킹", "큰", "어디에", "상위"], stems: ["가장", "제일"]),
        .init(
            .comparison,
            ["compare", "compared", "comparison", "vs", "vs.", "versus", "against", "difference", "diff"],
            ["대비", "비교", "보다", "차이", "비해", "대비해서", "비교해서"], stems: ["비교", "대비"]),
        .init(
            .smallest, ["smallest", "least", "cheapest", "lowest", "fewest", "least expensive"],
            ["작은", "제일 작은", "가장 작은", "적게", "적은", "최소", "싼", "제일 싼", "가장 싼"]),
        .init(
            .share,
            [
                "share", "percent", "percentage", "proportion", "portion", "what percent", "what percentage",
                "what %", "%",
            ],
            [
                "비중", "비율", "몇 %", "몇%", "몇 퍼센트", "몇퍼센트", "몇 프로", "몇프로", "퍼센트", "점유율",
                "몇 퍼센트야", "몇퍼센트야", "몇 프로야", "몇프로야", "퍼센트야", "몇 퍼센트예요", "몇 프로예요",
                "몇 퍼센트나", "몇 프로나",
            ]),
        .init(.comparing, ["than", "more", "less", "higher", "lower"], []),
        .init(.sameMonth, ["same month"], ["같은 달", "같은달", "같은 월", "동월", "이맘때"]),
        .init(.yearOverYear, ["year over year", "yoy", "year on year"], ["전년 대비", "전년 동월 대비", "전년비"]),
        .init(.monthOverMonth, ["month over month", "mom", "month on month"], ["전월 대비", "전월비"]),
        .init(
            .average,
            [
                "average", "avg", "mean", "per month", "monthly average", "typical", "each month", "a month on",
                "every month",
            ],
            [
                "평균", "월평균", "월 평균", "한 달 평균", "평균적으로", "한달에", "한 달에", "달마다",
                "한달 평균", "매달", "매월", "매달마다", "매월마다",
            ], stems: ["평균"]),
        .init(
            .moneyLeft, ["balance", "balances", "left", "remaining", "remain", "hand"],
            ["잔액", "잔고", "남은돈", "남은 돈", "보유", "남음"], stems: ["남았", "남은", "남아", "남을"]),
        .init(.netWorth, ["net worth", "networth", "worth"], ["순자산", "순재산", "재산"]),
        .init(.owing, ["owe", "owed", "owing"], ["갚을돈", "갚을 돈", "갚아야 할 돈"], stems: ["갚아야", "갚을"]),
        .init(.holding, ["have", "has", "hold", "got"], ["있어", "있나", "있지", "있니", "있음"], stems: ["있", "가진", "가지고"]),
        .init(
            .trend,
            ["trend", "trends", "over time", "chart", "graph", "by month", "month by month", "monthly breakdown"],
            ["추이", "추세", "흐름", "그래프", "차트", "월별", "달별"], stems: ["추이", "추세"]),
        .init(.budget, ["budget", "budgets", "budgeted"], ["예산"], stems: ["예산"]),
        .init(
            .asking, ["how much", "how", "much", "what", "what's", "whats", "total", "sum", "show"],
            [
                "얼마", "얼마나", "총", "총액", "합계", "전체", "모두", "다", "뭐였어", "뭐였지", "뭐였나요", "뭐야", "뭐예요",
                // `올해 저축률 어때요`: how it stands, the figure asked.
                "어때", "어때요", "어떄", "어땠어", "어땠어요", "어떤가요", "어떻게 돼", "어떻게 돼요", "어떻게 되나요",
                // `10월 한달 동안`: the month said again, nothing more.
                "한달 동안", "한 달 동안", "한달간", "한 달간", "한달동안",
            ],
            stems: ["얼마", "얼만"]),
        .init(.place, ["at"], []),
        .init(.when, ["when"], ["언제", "언제야", "언제였어", "언제였지", "언제였나요", "언제예요", "언젠지"], stems: ["언제"]),
        .init(
            .except,
            [
                "besides", "except", "excluding", "other than", "apart from", "aside from", "not counting", "without",
                "not including", "leaving out", "minus", "everything but",
                "all but", "anything but",
            ],
            ["말고", "빼고", "제외", "제외하고", "빼면", "말고는", "빼고는", "제외한"]),
        .init(
            .together, ["combined", "together", "altogether", "put together"],
            ["합쳐서", "합치면", "합해서", "합하면", "합친", "합산", "더하면", "더해서", "통틀어"],
            stems: ["합쳐", "합치", "합해", "합하", "합산"]),
        .init(
            .either, ["or", "bigger", "larger"], ["각각", "따로", "뭐가", "어느 쪽이", "어느쪽이", "어느 쪽", "어느쪽", "어떤 게"],
            stems: ["많아", "많았", "많나", "많은가", "많을까", "많니"]),
        .init(
            .rate, ["savings rate", "saving rate", "rate of saving", "rate of savings", "savings ratio"],
            ["저축률", "저축율", "저금률", "저축 비율", "저축비율"]),
        .init(
            .count, ["how many times", "how many", "how often", "times", "number of times", "count", "number of"],
            [
                "몇 번", "몇번", "몇 회", "몇회", "몇 건", "몇건", "횟수", "건수", "몇 번이나", "몇번이나", "몇 잔", "몇잔",
                "몇 번이나요", "몇 번 정도",
            ]),
        .init(
            .whichMonth, ["which month", "what month", "which months"],
            [
                "몇 월", "몇월", "몇 월에", "몇월에", "어느 달", "어느달", "어떤 달", "어떤달", "무슨 달", "몇 월이", "몇월이",
                "쓴 달", "쓴달", "쓴 달은", "나간 달", "많은 달", "많았던 달", "많이 한 달", "많이 한 달은", "많이 간 달",
                "많이 먹은 달", "자주 한 달", "많이 쓴 달",
            ]),
        .init(
            .whichDay, ["which day", "what day", "which days", "what date", "which date"],
            [
                "어느 날", "어느날", "어떤 날", "어떤날", "무슨 날", "며칠에", "며칠이", "쓴 날", "쓴날", "쓴 날은", "나간 날",
                "많이 쓴 날", "많이 쓴 날은", "많이 나간 날", "돈 쓴 날", "많이 한 날",
            ]),
        .init(
            .whichWeek, ["which week", "what week", "which weeks"],
            ["어느 주", "어떤 주", "몇째 주", "몇 주차", "몇주차", "쓴 주", "쓴 주는", "나간 주", "많이 쓴 주", "많이 쓴 주는", "많이 나간 주", "많이 한 주"]),
        .init(
            .whichWeekday,
            [
                "which day of the week", "what day of the week", "day of the week", "days of the week",
                "which weekday", "what weekday",
            ],
            [
                "무슨 요일", "무슨요일", "무슨 요일에", "무슨요일에", "어느 요일", "어느요일", "어느 요일에", "어느요일에", "어떤 요일",
                "어떤 요일에", "몇 요일", "요일별", "무슨 요일이", "어느 요일이",
            ]),
        .init(
            .payees, ["store", "stores", "shop", "shops", "payee", "payees", "merchant", "merchants", "vendor"],
            ["가게", "상점", "거래처", "매장", "가맹점", "업체"]),
        .init(
            .often, ["often", "frequently", "frequent", "most often", "visited", "rarely", "seldom"],
            ["자주", "많이 간", "자주 간", "드물게", "드물게 간"], stems: ["자주"]),
        .init(
            .single,
            [
                "single", "one-off", "single purchase", "single transaction", "transaction", "expensive", "priciest",
                "costliest", "most expensive", "pricey", "pricy",
            ],
            ["한 건", "한건", "한 번에", "한번에", "단건", "비싼", "비쌌던", "비싸게", "비싼거", "비싼 거", "비싼 것"]),
        .init(
            .perDay,
            ["per day", "daily average", "each day", "a day on average", "daily", "a day on"],
            ["하루 평균", "일평균", "일 평균", "하루평균", "하루에 평균", "하루에", "하루 평균으로"]),
        .init(
            // `how much do we spend a week on food` (never `a week` alone: `a week ago` is a phrase).
            .perWeek, ["per week", "weekly average", "each week", "a week on average", "weekly", "a week on"],
            ["주평균", "주 평균", "일주일 평균", "한 주 평균", "주당", "일주일에", "일주일에 평균", "한 주에"]),
        .init(
            .perTransaction, ["per transaction", "per purchase", "per visit", "average purchase", "each time"],
            [
                "건당", "회당", "한 번에 평균", "한번에 평균", "평균 결제액", "건 평균", "한 번 갈 때", "한번 갈때",
                "한번 갈 때", "갈 때마다", "갈때마다", "한 번 갈 때마다", "한 번에 얼마", "한번에 얼마",
            ]),
        .init(
            .over,
            ["go over", "went over", "gone over", "over budget", "exceed", "exceeded", "overspend", "overspent"],
            ["초과", "넘었", "넘었어", "넘었나", "넘었니", "넘었나요", "넘은", "오버", "초과한", "초과된", "넘긴"],
            stems: ["넘었", "넘겼", "초과했", "초과하"]),
        .init(
            .filler,
            [
                "did", "do", "does", "i", "we", "me", "my", "our", "is", "are", "was", "were", "been", "money",
                "so", "far", "up", "till", "until", "now", "on", "in", "for", "during", "of", "with", "to", "from",
                "by", "and", "the", "a", "an", "it", "there", "please", "tell", "give", "list", "month's",
                "monthly", "categories", "category", "accounts", "account", "things", "thing", "go", "went", "which",
                "where's",
                "as", "over", "stuff", "us", "anything", "any", "something", "run", "runs", "visit", "visits",
                "take", "took", "taken", "everything", "all", "들어", "들어서",
                // `how many transactions`, `which month had the most`, `did dining go down`.
                "transactions", "had", "down", "order", "ordered", "orders", "stay", "stayed",
            ],
            [
                "내", "나", "나의", "제가", "내가", "우리", "돈", "좀", "요", "곳", "데", "항목", "카테고리", "분야",
                "어디", "어디서", "뭐", "무엇", "뭐에", "계정", "했어", "했나", "했지", "됐어", "됐나", "보여줘", "알려줘",
                "보여", "줘", "주세요", "해줘", "궁금해", "정리", "전부", "각", "별", "동안", "지금까지", "기준", "정도",
                "쯤", "이야", "야", "인가", "인지", "거", "것", "게", "더", "덜", "많이", "간", "가서", "및",
                // The verbs a household makes of a category's noun (외식했어, 외식한 거, 장봤어, 장 보는데,
                // 커피 마셨어, 치킨 시켰어, 주유 넣었어), and what a question ends in (돼요, 되나요).
                "한", "하는", "해", "함", "한거", "한 거", "했던", "하셨어요", "하셨나요", "봐", "본", "본거", "본 거",
                "보는", "보는데", "가는", "가요", "간거", "간 거", "탄", "먹은", "돼", "돼요", "되나요", "될까", "되나",
                "되니", "되는지", "되지", "된", "대략", "대충", "했어요", "했나요", "했니", "했습니까", "했는지", "했냐",
                "봤어", "봤나", "봤지", "봤어요", "봤나요", "봤니", "마셨어", "마셨나", "마셨지", "마셨어요", "마셨나요",
                "시켰어", "시켰나", "시켰지", "시켰어요", "시켰나요", "먹었어", "먹었나", "먹었어요", "넣었어", "넣었나", "어디야", "어디예요", "어디에요", "어디지",
                "어디였어",
                "어디였지", "어디일까",
            ],
            stems: [
                "알려", "보여", "나왔", "나온", "나와", "나오", "갔", "했", "탔", "먹었", "봤", "마셨", "마신", "마시",
                "시켰", "시킨", "넣었", "넣은", "하셨", "늘었", "늘어", "줄었", "줄어", "올랐",
            ]),
    ]

    /// The meaning of `word` (normalised, one word or several joined by spaces), if the table has it.
    /// Korean words are compared without spaces and by stem.
    public static func meaning(of word: String) -> QuestionWord.Meaning? {
        if let meaning = spelledMeaning(of: word) { return meaning }
        guard word.unicodeScalars.first.map(Normalizer.isHangul) == true else { return nil }
        return stemMeaning(of: Normalizer.compactingKorean(word))
    }

    /// The meaning of `word` when it is one of the table's spellings exactly (Korean compared without
    /// spaces), never by stem.
    public static func spelledMeaning(of word: String) -> QuestionWord.Meaning? {
        if let meaning = bySpelling[word] { return meaning }
        guard word.unicodeScalars.first.map(Normalizer.isHangul) == true else { return nil }
        return bySpelling[Normalizer.compactingKorean(word)]
    }

    /// The meaning of the Korean verb whose stem begins `compact` (`썼어요` → spending).
    static func stemMeaning(of compact: String) -> QuestionWord.Meaning? {
        for length in stride(from: min(compact.count, longestStem), through: 1, by: -1) {
            if let meaning = byStem[String(compact.prefix(length))] { return meaning }
        }
        return nil
    }

    /// The first syllables of the Korean spellings and stems that are not fillers: only there can a
    /// question word start inside a longer word (`지난달지출`).
    static let koreanInitials: Set<Character> = Set(
        entries.filter { $0.meaning != .filler }.flatMap { $0.korean + $0.koreanStems }.compactMap(\.first))

    /// The most words an English spelling spans (`each month on average`).
    static let longestSpelling: Int = entries.flatMap(\.english).map { $0.split(separator: " ").count }.max() ?? 1

    private static let bySpelling: [String: QuestionWord.Meaning] = {
        var table: [String: QuestionWord.Meaning] = [:]
        for entry in entries {
            for spelling in entry.english where table[spelling] == nil { table[spelling] = entry.meaning }
            for spelling in entry.korean {
                let compact = Normalizer.compactingKorean(spelling)
                if table[compact] == nil { table[compact] = entry.meaning }
            }
        }
        return table
    }()

    private static let byStem: [String: QuestionWord.Meaning] = {
        var table: [String: QuestionWord.Meaning] = [:]
        for entry in entries { for stem in entry.koreanStems where table[stem] == nil { table[stem] = entry.meaning } }
        return table
    }()

    private static let longestStem = entries.flatMap(\.koreanStems).map(\.count).max() ?? 1

    /// `중에` and its forms: after a subject (`식비랑 교통비 중에`), alternatives to compare; after a
    /// period (`올해 중에`), a word of the phrase.
    public static let amongWords: Set<String> = ["중에", "중에서", "중에선", "중", "중엔"]

    /// Words that weigh two subjects against each other (`food vs transport`, `식비랑 교통비 비교`),
    /// where `대비`, `against` and `보다` weigh a total against another period.
    public static let comparingSubjects: Set<String> = ["vs", "vs.", "versus", "compare", "comparison"]
    /// The stem of the Korean words that weigh two subjects (`비교`, `비교해`, `비교하면`).
    public static let comparingSubjectsStem = "비교"
    /// Words that make several subjects alternatives to weigh (`which is more, food or transport`).
    public static let weighing: Set<String> = ["which", "more", "less", "bigger", "larger"]
    /// Words that ask whether more was spent (`did we spend more`, `더 썼어?`).
    public static let more: Set<String> = [
        "more", "더", "higher", "over", "up", "increase", "increased", "rise", "rose", "많이", "늘었어", "늘었나",
        "늘었나요", "늘었어요", "늘었니", "늘었지", "늘었냐", "늘었는지", "올랐어", "올랐나", "올랐나요", "많아", "많아요",
        "많나", "많나요", "많니", "많았어", "많았나", "많았나요", "더 많아",
    ]
    /// The words of a repeating month (`매달`, `every month`): beside a question's other words they ask the
    /// average per month (`매달 식비 얼마`, `how much do we spend every month on food`); alone, or beside a
    /// day (`매달 15일`), they stay a phrase refused as not definite.
    public static let everyMonth: Set<String> = ["every month", "매달", "매월", "매달마다", "매월마다"]
    /// The comparatives that make `when`/`언제` ask which of the periods said was more (`10월이랑 11월 중에
    /// 언제 더 썼어`), never which entry was the latest.
    public static let comparatives: Set<String> = ["더", "덜", "more", "less"]
    /// Words that ask whether less was spent (`did we spend less`, `덜 썼어?`).
    public static let less: Set<String> = [
        "less", "덜", "lower", "fewer", "down", "decrease", "decreased", "줄었어", "줄었나", "줄었나요", "줄었어요",
        "줄었니", "줄었지", "적어", "적나", "적나요", "적었어", "적었나", "적었나요", "적게",
    ]

    /// Words between two subjects that join them (`food and transport`, `식비 그리고 교통비`, `A & B`);
    /// Korean particles that join (`식비랑`) are read from `Particles`.
    public static let subjectJoiners: Set<String> = [
        "and", "or", "vs", "vs.", "versus", "&", "+", "than", "그리고", "또는", "아니면", "및",
    ]
    /// The words after the subject another is weighed against (`식비가 교통비보다 얼마나 더`, `food more than
    /// transport`).
    public static let than: Set<String> = ["than", "보다"]
    /// The past-tense verbs that end a yes/no question whether something happened at all (`지난달
    /// 외식했어?`, `스타벅스 갔어?`, `장 봤어?`): asked with no question word, the answer is whether the period
    /// has any entry of the subject, then how many.
    public static let didVerbs: Set<String> = [
        "했어", "했나", "했니", "했나요", "했어요", "했지", "했냐", "했었나", "했었어", "봤어", "봤나", "봤니", "봤어요",
        "봤나요", "마셨어", "마셨나", "마셨어요", "마셨나요", "시켰어", "시켰나", "시켰어요", "시켰나요", "갔어", "갔나",
        "갔니", "갔어요", "갔나요", "갔었나", "탔어", "탔나", "탔어요", "탔나요", "먹었어", "먹었나", "먹었어요", "먹었나요",
    ]
    /// The past-tense verbs of paying that, ending a line asked with a question mark and no question word
    /// (`이번 달 통신비 냈어?`, `월세 나갔나요?`), ask whether it was paid at all: yes when the period has an
    /// entry of the subject, then how many (as `didVerbs` do), rather than the total.
    public static let paidVerbs: Set<String> = [
        "냈어", "냈나", "냈니", "냈지", "냈냐", "냈어요", "냈나요", "냈습니까", "결제했어", "결제했나", "결제했어요",
        "결제했나요", "나갔어", "나갔나", "나갔니", "나갔어요", "나갔나요",
    ]
    /// The words after a period that make it what something is weighed against (`10월보다`, `10월 대비`).
    public static let againstAfter: Set<String> = ["보다", "대비", "비해", "대비해서", "에 비해", "에비해"]
    /// The words before a period that make it what something is weighed against (`vs october`,
    /// `than in october`, `compared to october`).
    public static let againstBefore: Set<String> = ["vs", "vs.", "versus", "against", "than"]
    /// The words before `to` or `with` and a period that make it what something is weighed against
    /// (`compared to october`, `compare with october`).
    public static let againstBeforeAJoiner: Set<String> = ["compared", "compare", "comparison"]
    /// Beside `when`/`언제`, the words that ask for the latest entry (`when did I last pay rent`,
    /// `마지막으로 … 언제`); alone they are phrase words (`last month`).
    public static let latestWords: Set<String> = [
        "last", "latest", "most recently", "recently", "마지막", "마지막으로", "제일 최근", "가장 최근", "최근에",
    ]
    /// Beside `when`/`언제`, the words that ask for the earliest entry (`when did we first go to starbucks`,
    /// `처음으로 … 언제`).
    public static let earliestWords: Set<String> = ["first", "earliest", "처음", "처음으로", "맨 처음", "제일 처음"]

    /// Spending words that, in a ranking, name one transaction (`biggest purchase`, `top purchases`,
    /// `가장 비싼 구매`), not an account's total.
    public static let singlePurchases: Set<String> = [
        "purchase", "purchases", "transactions", "구매", "구입", "run", "runs", "trip", "trips", "priciest", "costliest",
        "most expensive",
    ]
    /// What follows the digits of an amount in a question (`50만원`, `300달러`, `5천원`).
    public static let currencyEndings: Set<String> = [
        "원", "만원", "만", "천원", "천", "억", "억원", "달러", "불", "만 원", "천 원", "dollars", "bucks", "usd", "won", "k",
    ]
    /// The words before a bare number that make it an amount weighed against (`more than 1000`).
    public static let thresholdWords: Set<String> = [
        "than", "over", "above", "under", "below", "exceed", "exceeded", "least", "most",
    ]
    /// The words a yes/no question in English opens with (`did we eat out last month`).
    public static let yesNoOpeners: Set<String> = ["did"]
    /// The words that weigh a figure against an amount (`50만원 넘었어?`, `more than $500`, `이하`), and
    /// how the figure must stand to it for the answer to be yes.
    public static let thresholdComparisons: [String: Threshold.Comparison] = [
        "over": .over, "above": .over, "more": .over, "more than": .over, "exceed": .over, "exceeded": .over,
        "go over": .over, "went over": .over, "gone over": .over, "overspend": .over, "overspent": .over,
        "초과": .over, "오버": .over, "넘은": .over, "넘게": .over, "넘어": .over,
        "at least": .atLeast, "least": .atLeast, "이상": .atLeast,
        "under": .under, "below": .under, "less": .under, "less than": .under, "미만": .under,
        "at most": .atMost, "most": .atMost, "이하": .atMost,
    ]
    /// The stems of the Korean verbs that say a figure went over an amount (`넘었어`, `넘었나요`, `넘겼어`,
    /// `초과했어`).
    public static let thresholdOverStems = ["넘었", "넘겼", "넘어", "초과했", "초과하"]

    /// The endings of the copula after a weighing word (`이상이야`, `미만이지`, `이하예요`).
    public static let thresholdCopulas: Set<String> = [
        "이야", "야", "이에요", "예요", "이지", "지", "인가", "인가요", "이니", "니", "이었어", "였어", "이었나",
        "였나", "일까", "이죠", "죠", "인지", "이네", "네", "이었어요", "였어요",
    ]

    /// How `word` (normalised; a particle, the copula or a question mark after it allowed) weighs an
    /// amount, or `nil` when it weighs none: a sentence with money and such a word is a question
    /// (`식비 50만원 넘었어?`), never an entry.
    public static func thresholdComparison(of word: String) -> Threshold.Comparison? {
        let bare = String(word.reversed().drop { $0 == "?" || $0 == "." || $0 == "!" }.reversed())
        if let comparison = thresholdComparisons[bare] ?? thresholdComparisons[Particles.stripping(bare)] {
            return comparison
        }
        if thresholdOverStems.contains(where: { bare.hasPrefix($0) }) { return .over }
        for (stem, comparison) in thresholdComparisons where bare.hasPrefix(stem) {
            if thresholdCopulas.contains(String(bare.dropFirst(stem.count))) { return comparison }
        }
        return nil
    }
    /// Words after a ranking word that rank months (`cheapest month`, `biggest month`).
    public static let monthWords: Set<String> = ["month", "months"]
    /// Words after a ranking word that rank days (`biggest day`, `most expensive day`, `제일 비싼 날`).
    public static let dayWords: Set<String> = ["day", "days", "날"]
    /// Words after a ranking word that rank weeks (`most expensive week`, `가장 비싼 주`).
    public static let weekWords: Set<String> = ["week", "weeks", "주"]
    /// Words that make an average one per transaction (`average grocery trip`, `average coffee run`).
    public static let trips: Set<String> = ["trip", "trips", "run", "runs", "visit", "visits"]
    /// Words that by themselves rank single transactions, the dearest first (`priciest thing this year`).
    public static let dearest: Set<String> = ["priciest", "costliest", "most expensive"]

    /// Words that, opening a line, ask for the entries themselves rather than a figure (`list expenses in
    /// october`, `show me all coffee purchases`, `itemize november spending`): the listing `entries` gives.
    public static let listingOpeners: Set<String> = ["list", "show", "itemize", "itemise", "display"]
    /// Nouns that name the entries themselves (`transactions last week`, `purchases yesterday`, `coffee
    /// purchases`): with no word that asks for a figure, the line lists them.
    public static let listingNouns: Set<String> = ["transactions", "purchases", "receipts", "charges"]
    /// The verbs of buying that, after `what`, ask what was bought: the entries (`what did I buy in
    /// october`), where `what did we spend` asks a total.
    public static let buyingVerbs: Set<String> = ["buy", "bought", "purchase", "purchased"]
    /// The words that open a question of what was bought (`what did I buy`, `what do we buy`): the
    /// question word, and the auxiliaries that may follow it.
    public static let whatWasBought = (asking: "what", auxiliaries: Set(["did", "do"]))
    /// The words of a period that, beside a ranking word, mean any single day (`the most we spent in one
    /// day`), not a day ahead.
    public static let anyOneDay: Set<String> = [
        "one day", "in one day", "a single day", "in a single day", "a day", "in a day", "single day", "하루",
        "하루에", "하루 만에",
    ]
    /// Beside `budget`, the words that ask whether the spending stayed within it (`did we stay under
    /// budget`, `within budget`).
    public static let underBudgetWords: Set<String> = ["under", "within", "below"]
    /// Beside a word of going over, the words that ask whether it ever happened (`did we ever go over
    /// budget`, `예산 초과한 적 있어?`, `한 번이라도 넘었어?`): a budget's yes or no asked of each month.
    public static let everWords: Set<String> = [
        "ever", "at any point", "적", "적이", "적은", "적도", "한번이라도", "한 번이라도", "번이라도", "한번도", "한 번도",
    ]
    /// Words after a payee that name one visit to it (`uber rides`, `costco trips`): the payee.
    public static let visitWords: Set<String> = ["ride", "rides", "trip", "trips"]
    /// The listing noun that asks for purchases, every expense (`purchases yesterday`), and how such a
    /// listing says its subject (`what did I buy`).
    public static let purchasesSaid = "purchases"

    /// Words that rank how often by the fewest first (`rarely`, `드물게 간 곳`).
    public static let rarely: Set<String> = ["rarely", "seldom", "드물게", "드물게 간"]
    /// The endings of a short Korean follow-up to the question before (`교통비는요?`).
    public static let followUpEndings = ["는요", "은요"]
    /// The words an English follow-up opens with (`what about transport?`).
    public static let followUpOpenings = ["what about", "how about"]
    /// Korean counters after the count of a ranking (`5곳`, `3개`, `1위`, `2군데`).
    public static let rankingCounters: Set<String> = ["개", "곳", "위", "군데"]

    /// Words for savings that ask how much was saved (income less spending) when the journal has no
    /// savings account they name (`savings this year`, `저축 얼마`).
    public static let savingWords: Set<String> = ["savings", "saving", "저축", "저금", "저축액", "저금액"]

    /// The spellings that carry nothing in a question (`did`, `in`, `좀`), and the asking words (`얼마`).
    public static let fillers: Set<String> = Set(
        entries.filter { $0.meaning == .filler || $0.meaning == .asking }.flatMap { $0.english + $0.korean })

    /// The spellings Tab offers after a question has begun, in both languages, without repeats.
    public static let completions: [String] = {
        var seen = Set<String>()
        return entries.filter(\.isCompleted).flatMap { $0.english + $0.korean }.filter { seen.insert($0).inserted }
    }()
}
