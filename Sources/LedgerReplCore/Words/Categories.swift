/// A household category (`food`, `식비`), in both languages, so a question in one language finds
/// accounts named in the other: `식비` finds `expenses:food`, `coffee` finds `지출:식비:카페`.
public struct HouseholdCategory: Sendable {
    /// The English name, lower case: `food`, `eating out`.
    public let name: String
    /// The English words for it, the name first.
    public let english: [String]
    /// The Korean words for it, the usual one first.
    public let korean: [String]
    /// The broader category it belongs to (`groceries` → `food`), whose questions include it.
    public let parent: String?
    /// Categories of its own elsewhere in the table that it takes in as well (`fixed costs` takes in
    /// rent, utilities, phone, subscriptions and insurance), as if they were narrower ones.
    public let including: [String]

    init(_ english: [String], _ korean: [String], in parent: String? = nil, including: [String] = []) {
        self.name = english[0]
        self.english = english
        self.korean = korean
        self.parent = parent
        self.including = including
    }

    /// Every word for it, in both languages.
    public var spellings: [String] { english + korean }
}

/// The table of household categories, and how a word names accounts: by segment, without common
/// suffixes (`교통비` → `교통`, `phone bills` → `phone`), and across languages through the table.
public enum Categories {
    /// Every category, broad ones before the narrower ones that name them as parent.
    public static let all: [HouseholdCategory] = [
        .init(["food", "meals", "food and drink"], ["식비", "식대", "음식", "식사", "밥", "먹거리", "식료품비", "밥값", "식비값"]),
        .init(
            [
                "groceries", "grocery", "supermarket", "market", "grocery run", "grocery runs", "grocery trip",
                "grocery trips", "grocery shopping", "food shopping",
            ], ["장보기", "식료품", "마트", "시장", "장", "장본거", "장 본 거", "장값", "마트값"], in: "food"),
        .init(
            [
                "eating out", "dining", "dining out", "restaurant", "restaurants", "takeout", "takeaway", "delivery",
                "eat out", "ate out", "eaten out",
            ],
            ["외식", "배달", "식당", "배달음식", "외식비"], in: "food"),
        .init(["coffee", "cafe", "café", "cafes", "coffee shop", "coffee shops"], ["카페", "커피", "커피숍"], in: "food"),
        .init(["snacks", "snack"], ["간식", "군것질"], in: "food"),
        .init(["drinks", "alcohol", "bar", "bars"], ["술", "주류", "술값"], in: "food"),
        .init(
            [
                "transport", "transportation", "transit", "commute", "commuting", "bus", "subway", "metro", "taxi",
                "train",
            ],
            ["교통", "대중교통", "버스", "지하철", "택시", "기차", "교통비"]),
        .init(
            ["car", "auto", "vehicle", "fuel", "gas", "petrol", "parking", "tolls"],
            ["자동차", "차량", "주유", "기름", "주차", "통행료", "차"], in: "transport"),
        .init(["housing", "home", "house"], ["주거", "주거비", "주택", "집"]),
        .init(["rent"], ["월세", "집세", "임대료", "전세"], in: "housing"),
        .init(
            ["utilities", "utility", "electricity", "electric", "water", "heating"],
            ["공과금", "관리비", "전기", "전기료", "수도", "수도료", "가스", "난방"], in: "housing"),
        .init(
            ["phone", "mobile", "cell", "cellphone", "telecom", "internet", "communication", "communications"],
            ["통신", "휴대폰", "핸드폰", "휴대전화", "인터넷", "통신비"]),
        .init(
            ["health", "medical", "healthcare", "doctor", "hospital", "pharmacy", "medicine", "dental"],
            ["의료", "병원", "약국", "약", "건강", "의료비", "치과"]),
        .init(["shopping"], ["쇼핑"]),
        .init(
            [
                "convenience store", "convenience stores", "convenience", "gs25", "cu", "7-eleven", "7eleven",
                "ministop",
            ],
            ["편의점", "씨유", "지에스", "세븐일레븐", "이마트24", "미니스톱"], in: "shopping"),
        .init(["clothing", "clothes", "apparel", "shoes"], ["의류", "옷", "의복", "신발"], in: "shopping"),
        .init(["household", "household goods", "supplies", "necessities"], ["생활용품", "생필품", "생활"], in: "shopping"),
        .init(["subscriptions", "subscription", "streaming", "memberships"], ["구독", "구독료", "정기결제", "멤버십"]),
        .init(["insurance"], ["보험", "보험료"]),
        .init(["education", "tuition", "school", "courses", "lessons"], ["교육", "학원", "학비", "교육비", "등록금", "수업"]),
        .init(["books", "book"], ["도서", "책", "서적"]),
        .init(
            ["entertainment", "fun", "leisure", "culture", "hobbies", "hobby", "movies", "games"],
            ["문화", "문화생활", "여가", "취미", "오락", "영화", "게임"]),
        .init(["travel", "trips", "trip", "vacation", "holiday", "holidays"], ["여행", "휴가"]),
        .init(["gifts", "gift", "donations", "charity"], ["선물", "경조사", "기부", "축의금", "부의금", "경조사비"]),
        .init(["childcare", "kids", "children", "baby"], ["육아", "아이", "자녀", "아기"]),
        .init(["pets", "pet"], ["반려동물", "애완동물"]),
        .init(["beauty", "personal care", "haircut"], ["미용", "이발", "미용실"]),
        .init(["taxes", "tax"], ["세금", "세"]),
        .init(["fees", "bank fees", "charges"], ["수수료"]),
        .init(["salary", "wages", "wage", "paycheck", "payroll", "pay"], ["급여", "월급", "봉급", "임금", "연봉"]),
        .init(["bonus", "bonuses"], ["상여", "상여금", "보너스", "성과급"]),
        .init(["interest"], ["이자", "이자수입"]),
        .init(["dividends", "dividend"], ["배당", "배당금"]),
        .init(["cash", "wallet"], ["현금", "지갑"]),
        .init(["bank", "checking", "current account", "bank account"], ["통장", "은행", "예금", "입출금", "보통예금"]),
        .init(["savings", "saving", "deposit"], ["저축", "적금", "저금", "예적금"]),
        .init(["card", "cards", "credit card", "credit", "debit card"], ["카드", "신용카드", "체크카드", "카드값"]),
        .init(["debt", "debts", "liabilities", "liability"], ["빚", "부채", "채무"]),
        .init(["loans", "loan", "mortgage"], ["대출", "대출금", "주택담보대출"], in: "debt"),
        .init(["investments", "investment", "stocks", "brokerage", "shares"], ["투자", "주식", "증권"]),
        // Fixed costs, as a 가계부 app sums them: the bills that come every month.
        .init(
            [
                "fixed costs", "fixed cost", "fixed expenses", "fixed expense", "fixed bills", "bills",
                "recurring bills",
            ],
            ["고정비", "고정지출", "고정 지출", "고정비용", "고정 비용", "고정적인 지출"],
            including: ["housing", "utilities", "phone", "subscriptions", "insurance"]),
        .init(["pension", "retirement"], ["연금", "퇴직연금"]),
    ]

    /// Short names people type for common payees, and the names journals write them by (compared
    /// form): `스벅` finds the payee `스타벅스 강남점`.
    public static let payeeNicknames: [String: [String]] = [
        "스벅": ["스타벅스", "starbucks"], "맥날": ["맥도날드", "mcdonald"], "맥도": ["맥도날드", "mcdonald"],
        "배민": ["배달의민족"], "파바": ["파리바게뜨", "파리바게트"], "롯리": ["롯데리아"], "버킹": ["버거킹"],
        "홈플": ["홈플러스"], "올영": ["올리브영"], "이디야": ["이디야"], "투썸": ["투썸플레이스", "투썸"],
        "빽다방": ["빽다방"], "메가커피": ["메가커피", "메가mgc"], "다이소": ["다이소"], "쿠팡": ["쿠팡"],
        "sbux": ["starbucks"], "mcd": ["mcdonald"], "mcdonalds": ["mcdonald"], "wholefoods": ["whole foods"],
    ]

    /// Whether `word` (normalised, one or several words) is a word of the category table, a payee's
    /// short name (`스벅`) or an English word that ends a category's name (`bills`): a subject whatever
    /// the journal names.
    public static func isCategoryWord(_ word: String) -> Bool {
        // A word already normalised, of ASCII and precomposed syllables (nearly every word a reader
        // asks about): looked up by its bytes, as it is.
        if Normalizer.isNormalizedPlain(word) {
            let key = Normalizer.compactingKorean(word)
            return categoryKeys.contains(key) || otherSubjectKeys.contains(key) || categoryKeys.contains(stem(key))
        }
        let key = comparable(word)
        return categoriesBySpelling[key] != nil || categoriesBySpelling[stem(key)] != nil
            || payeeNicknames[key] != nil || englishSuffixWords.contains(key)
    }

    /// The keys of `categoriesBySpelling`, looked up by bytes. (Every key is in the compared form, and a
    /// plain word equals a key as a string exactly when their bytes are equal.)
    private static let categoryKeys = SpellingTable(distinct: categoriesBySpelling.keys)
    /// The payees' short names and the English suffix words, looked up by bytes.
    private static let otherSubjectKeys = SpellingTable(distinct: Array(payeeNicknames.keys) + englishSuffixWords)

    /// Whether `word` (normalised, one word) reads as the name of a cost: Hangul ending in a cost
    /// suffix after at least one syllable (`택배비`, `관리비`, `수리비용`, `통신요금`, `보험료`, `책값`).
    public static func looksLikeACost(_ word: String) -> Bool {
        guard let last = word.unicodeScalars.last, Normalizer.isHangul(last) else { return false }
        if Normalizer.plainSyllableCount(word) != nil {
            return costSuffixBytes.contains { Normalizer.hasLongerByteSuffix(word, $0) }
        }
        return costSuffixes.contains { suffix in word.count > suffix.count && word.hasSuffix(suffix) }
    }

    /// The endings of a Korean cost (`looksLikeACost(_:)`).
    static let costSuffixes = ["비", "비용", "요금", "료", "값"]
    /// `costSuffixes` as UTF-8.
    static let costSuffixBytes = costSuffixes.map { Array($0.utf8) }

    /// The second words of the table's two-word spellings that are also question words (`fixed
    /// costs`, `grocery run`, `living expenses`), which the question reader reads with the word before.
    public static let twoWordEndings: Set<String> = ["costs", "cost", "expenses", "expense", "bills", "run", "runs"]

    /// Whether `phrase` is one of the table's spellings exactly (not by stem): `fixed costs`.
    public static func spells(_ phrase: String) -> Bool { categoriesBySpelling[comparable(phrase)] != nil }

    /// English words that end an account or category name without changing what it names
    /// (`phone bill`, `food expenses`).
    static let englishSuffixWords: Set<String> = [
        "expenses", "expense", "costs", "cost", "bill", "bills", "fee", "fees", "spending", "payments", "payment",
        "account",
    ]

    /// Korean endings that make a cost or fee of a name (`교통비`, `통신요금`, `보험료`), longest first.
    static let koreanSuffixes = ["비용", "요금", "지출", "비", "료", "값", "대", "금"]
    /// `koreanSuffixes` as UTF-8, with their lengths in syllables.
    static let koreanSuffixBytes = koreanSuffixes.map { (bytes: Array($0.utf8), syllables: $0.unicodeScalars.count) }

    /// The words that name what `word` names, in the compared form (`comparable(_:)`), widest last:
    /// the word and its stem (`교통비` → `교통`); then every spelling, in both languages, of the
    /// categories it is a word for; then those of the narrower categories inside them (`food` →
    /// `groceries`, `coffee`). A question uses the first that names any account, so `식비` in a journal
    /// with `지출:식비` and `지출:카페` means `지출:식비` alone, and `food` in one without a food account
    /// finds `expenses:groceries`.
    public static func terms(for word: String) -> [Set<String>] {
        let key = comparable(word)
        let own: Set<String> = [key, stem(key)]
        var found: [Terms] = []
        for candidate in own { if let terms = termsBySpelling[candidate] { found.append(terms) } }
        // Most words are no category's, or one spelling's: its sets, made when the table was.
        guard let first = found.first else { return [own, own, own] }
        var category = first.category
        var narrower = first.narrower
        for terms in found.dropFirst() {
            category.formUnion(terms.category)
            narrower.formUnion(terms.narrower)
        }
        category.formUnion(own)
        narrower.formUnion(own)
        return [own, category, narrower]
    }

    /// What `terms(for:)` adds to a word's own forms for one spelling of the table: every spelling of
    /// the categories it is a word for, and those with the spellings of the narrower categories inside
    /// them.
    struct Terms {
        var category: Set<String>
        var narrower: Set<String>
    }

    /// `Terms` for every key of `categoriesBySpelling`, made once.
    private static let termsBySpelling: [String: Terms] = categoriesBySpelling.mapValues { names in
        var category = Set<String>()
        for name in names { category.formUnion(spellingsByName[name] ?? []) }
        var narrower = category
        var queue = names.flatMap { childrenByName[$0] ?? [] }
        var seen = Set(names)
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            narrower.formUnion(spellingsByName[name] ?? [])
            queue += childrenByName[name] ?? []
        }
        return Terms(category: category, narrower: narrower)
    }

    /// Whether an account name's segment (`교통비`, `Phone Bill`) is named by one of `terms`: the same
    /// word, or the same without a common suffix or plural ending, or (for English) one of its words.
    static func segment(_ segment: String, isNamedBy terms: Set<String>) -> Bool {
        comparableSegment(comparable(segment), isNamedBy: terms)
    }

    /// ``segment(_:isNamedBy:)`` for a segment already in the compared form (as `JournalNames` keeps
    /// them), so no text is normalised again.
    static func comparableSegment(_ key: String, isNamedBy terms: Set<String>) -> Bool {
        if terms.contains(key) { return true }
        let stemmed = stem(key)
        if terms.contains(stemmed) { return true }
        guard key.utf8.contains(0x20) || key.utf8.contains(0x26) || key.utf8.contains(0x2D) else { return false }
        // An English name of several words: `mobile phone`, `food & drink`, `eating-out`.
        let words = key.split { $0 == " " || $0 == "&" || $0 == "-" || $0 == "_" || $0 == "/" }.map(String.init)
        return words.contains { terms.contains($0) || terms.contains(stem($0)) }
    }

    /// `text` in the form names are compared in: normalised (lower case), Korean without spaces, and
    /// without apostrophes (`trader joes` names `Trader Joe's`).
    static func comparable(_ text: String) -> String {
        // A name already in the form (most account names) is itself, found without making text.
        if Normalizer.isComparedForm(text) { return text }
        if let plain = Normalizer.comparedForm(ofPlain: text) { return plain }
        return comparableInFull(text)
    }

    /// ``comparable(_:)`` for any text, through `Normalizer.normalize` and `compactingKorean`.
    static func comparableInFull(_ text: String) -> String {
        let normal = Normalizer.compactingKorean(Normalizer.normalize(text))
        // Most names have none: only a name with `'` or a byte that may start `’` is looked through.
        guard normal.utf8.contains(where: { $0 == 0x27 || $0 == 0xE2 }) else { return normal }
        return normal.filter { $0 != "'" && $0 != "\u{2019}" }
    }

    /// `word` (compared form) without one common suffix or plural ending: `교통비` → `교통`,
    /// `groceries` → `grocery`, `phone bills` → `phone`. A word that would be left too short stays.
    static func stem(_ word: String) -> String {
        guard let last = word.unicodeScalars.last else { return word }
        if Normalizer.isHangul(last), let count = Normalizer.plainSyllableCount(word) {
            // ASCII and precomposed syllables: the suffixes' bytes compared at the end.
            for suffix in koreanSuffixBytes
            where count > suffix.syllables + 1 && Normalizer.hasLongerByteSuffix(word, suffix.bytes) {
                return Normalizer.droppingBytes(word, suffix.bytes.count)
            }
            return word
        }
        if Normalizer.isHangul(last) {
            for suffix in koreanSuffixes where word.count > suffix.count + 1 && word.hasSuffix(suffix) {
                return String(word.dropLast(suffix.count))
            }
            return word
        }
        if word.utf8.allSatisfy({ $0 &- 0x20 < 0x5F }) { return stemASCII(word) }
        var words = word.split(separator: " ").map(String.init)
        if words.count > 1, let final = words.last, englishSuffixWords.contains(final) { words.removeLast() }
        guard var final = words.last else { return word }
        if final.count > 4, final.hasSuffix("ies") {
            final = String(final.dropLast(3)) + "y"
        } else if final.count > 3, final.hasSuffix("s"), !final.hasSuffix("ss") {
            final.removeLast()
        }
        words[words.count - 1] = final
        return words.joined(separator: " ")
    }

    /// `stem(_:)` for a word of printable ASCII, worked on its bytes: the same steps.
    private static func stemASCII(_ word: String) -> String {
        var words = word.utf8.split(separator: 0x20)
        if words.count > 1, let final = words.last,
            englishSuffixWords.contains(String(decoding: final, as: UTF8.self))
        {
            words.removeLast()
        }
        guard let final = words.last else { return word }
        var stemmed = Array(final)
        if stemmed.count > 4, stemmed.suffix(3).elementsEqual("ies".utf8) {
            stemmed.removeLast(3)
            stemmed.append(0x79)
        } else if stemmed.count > 3, stemmed.last == 0x73, !stemmed.suffix(2).elementsEqual("ss".utf8) {
            stemmed.removeLast()
        } else if words.count == 1, final.count == word.utf8.count {
            return word
        }
        var out: [UInt8] = []
        out.reserveCapacity(word.utf8.count)
        for piece in words.dropLast() {
            out += piece
            out.append(0x20)
        }
        out += stemmed
        return String(decoding: out, as: UTF8.self)
    }

    private static let categoriesBySpelling: [String: [String]] = {
        var table: [String: [String]] = [:]
        for category in all {
            for spelling in category.spellings {
                for key in Set([comparable(spelling), stem(comparable(spelling))]) {
                    table[key, default: []].append(category.name)
                }
            }
        }
        return table
    }()

    private static let spellingsByName: [String: Set<String>] = Dictionary(
        all.map { category in
            (category.name, Set(category.spellings.flatMap { [comparable($0), stem(comparable($0))] }))
        },
        uniquingKeysWith: { $0.union($1) })

    private static let childrenByName: [String: [String]] = {
        var table: [String: [String]] = [:]
        for category in all {
            if let parent = category.parent { table[parent, default: []].append(category.name) }
            table[category.name, default: []] += category.including
        }
        return table
    }()

    /// The category words Tab offers, in both languages.
    public static let completions: [String] = {
        var seen = Set<String>()
        return all.flatMap(\.spellings).filter { seen.insert($0).inserted }
    }()
}
