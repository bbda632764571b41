import Testing

@testable import LedgerReplCore

@Suite struct HelpTextTests {
    /// Every example the vocabulary shows, in both languages.
    static let phraseExamples: [String] = Vocabulary.entries.flatMap { entry -> [String] in
        switch entry.meaning {
        case .phraseFamily, .monthsFromToday, .yearsFromToday: entry.spellings
        case .command, .question: []
        }
    }

    /// Every question the vocabulary shows, in both languages.
    static let questionExamples = Vocabulary.entries.filter { $0.meaning == .question }.flatMap(\.spellings)

    /// A line without a question word is a question only when the journal has what it names: these are
    /// the accounts and payees the examples ask about.
    static let exampleAccounts = ParseContext(
        today: phraseContext.today, screenYear: phraseContext.screenYear,
        names: JournalNames(
            accounts: ["expenses:food", "지출:식비", "income:salary", "assets:bank:checking", "자산:현금"],
            payees: ["Starbucks", "스타벅스"]))

    @Test(arguments: questionExamples)
    func everyQuestionInTheVocabularyReadsAsAQuestion(_ example: String) throws {
        let command = try CommandParser(context: Self.exampleAccounts).parse(example)
        guard case .question = command else {
            Issue.record("\(example) read as \(command)")
            return
        }
    }

    /// The vocabulary's fixed phrases are shown in help, not read from it: the grammar reads each one
    /// to the month or year its row says (`지난달`, `저번 달`, `past year`).
    @Test(
        arguments: Vocabulary.entries.flatMap { entry in entry.spellings.map { (entry.meaning, $0) } }.filter {
            switch $0.0 {
            case .monthsFromToday, .yearsFromToday: true
            default: false
            }
        }.map { "\($0.1)" })
    func everyFixedPhraseReadsAsItsRowSays(_ spelling: String) throws {
        let entry = try #require(Vocabulary.entries.first { $0.spellings.contains(spelling) })
        let command = try parseLine(spelling)
        guard case .picker(.go(let reading)) = command else {
            Issue.record("\(spelling) read as \(command)")
            return
        }
        let today = phraseContext.today
        switch entry.meaning {
        case .monthsFromToday(let count):
            #expect(reading.destination == .month(try #require(today.yearMonth.adding(months: count))), "\(spelling)")
        case .yearsFromToday(let count):
            #expect(reading.destination == .year(today.year + count), "\(spelling)")
        default:
            Issue.record("\(spelling) is no fixed phrase")
        }
        #expect(reading.anchor == .today, "\(spelling)")
    }

    @Test(arguments: phraseExamples)
    func everyExampleInTheVocabularyReads(_ example: String) throws {
        let command = try parseLine(example)
        guard case .picker(.go) = command else {
            Issue.record("\(example) read as \(command)")
            return
        }
    }

    @Test(arguments: Language.allCases)
    func helpListsEveryPhraseRowWithItsExamplesInTheSessionLanguage(_ language: Language) {
        let text = HelpText.lines(topic: nil, language: language).joined(separator: "\n")
        for entry in Vocabulary.entries {
            #expect(text.contains(entry.summary(in: language)))
            if case .command = entry.meaning { continue }
            let spellings = language == .korean ? entry.korean : entry.english
            for spelling in spellings { #expect(text.contains(spelling), "\(spelling) missing from help") }
        }
    }

    @Test func koreanHelpSpeaksKorean() {
        let lines = HelpText.lines(topic: nil, language: .korean)
        #expect(lines.contains { $0.contains("3개월 전") && $0.contains("오늘로부터 N개월 전/후의 달") })
        #expect(lines.contains { $0.contains("예: 3개월 후") })
    }

    @Test func englishHelpNamesQuartersAndBoundaries() {
        let lines = HelpText.lines(topic: nil, language: .english)
        #expect(lines.contains { $0.hasPrefix("  q3 ") })
        #expect(lines.contains { $0.contains("also: q3 2024, 2024q3, 2024-q3, 3rd quarter") })
        #expect(lines.contains { $0.contains("end of next year") })
    }

    @Test func helpOnAPhraseTopicShowsBothLanguages() {
        let lines = HelpText.lines(topic: "next month", language: .english)
        #expect(lines.first == "next month — select the month after today's")
        #expect(lines.last?.contains("다음 달") == true)
    }

    @Test func everySpellingIsOfferedToCompletion() {
        for example in Self.phraseExamples { #expect(Vocabulary.allSpellings.contains(example)) }
    }
}

/// What help says around its lines, in the session's language: the heading over each kind of help,
/// the banner, the placeholders and the closing note, with the command words the vocabulary reads.
@Suite struct HelpWordingTests {
    @Test(
        arguments: [
            (nil, Language.english, "Commands:"), (nil, .korean, "명령:"),
            ("keys", .english, "Keys:"), ("키", .korean, "키:"), ("keys", .korean, "키:"),
            ("entries", .english, "Help for entries:"), ("내역", .korean, "내역 도움말:"),
            ("entries", .korean, "내역 도움말:"), ("nonsense", .english, "Help:"), ("없는말", .korean, "도움말:"),
            ("questions", .english, "Help for questions:"), ("질문", .korean, "질문 도움말:"),
            ("questions", .korean, "질문 도움말:"),
        ] as [(String?, Language, String)])
    func eachKindOfHelpHasItsHeading(topic: String?, language: Language, heading: String) {
        #expect(HelpText.heading(topic: topic, language: language) == heading)
        #expect(Messages(language: language).text(for: Reply.help(HelpTopic(reading: topic))) == heading)
    }

    /// `help questions` and `help 질문` show the questions' row; its other spellings are examples, not
    /// synonyms (`예:`, never `같은 뜻:`), the session's language first, while a command's are synonyms.
    @Test func helpQuestionsShowsTheQuestionsWithExamples() {
        let korean = HelpText.lines(topic: "질문", language: .korean)
        #expect(korean.first?.hasPrefix("지난달 지출 — ") == true)
        #expect(korean.contains { $0.hasPrefix("  예: 지난달 지출, ") && $0.contains("가장 많이 쓴 곳") })
        #expect(!korean.contains { $0.contains("같은 뜻") })
        let english = HelpText.lines(topic: "questions", language: .english)
        #expect(english.first?.hasPrefix("spent in july — ") == true)
        #expect(HelpText.lines(topic: "열기", language: .korean).contains { $0.hasPrefix("  같은 뜻: ") })
    }

    @Test func theBannerNamesCommandsTheParserReads() throws {
        #expect(
            HelpText.banner(version: "0.1.0", language: .korean) == "ledger-repl 0.1.0. 명령 목록은 도움말, 끝내려면 종료를 입력하세요.")
        #expect(
            HelpText.banner(version: "0.1.0", language: .english)
                == "ledger-repl 0.1.0. Type help for the commands, quit to leave.")
        let parser = CommandParser(context: phraseContext)
        guard case .help = try parser.parse("도움말") else { throw HelpWordingError.notRead("도움말") }
        guard case .quit = try parser.parse("종료") else { throw HelpWordingError.notRead("종료") }
    }

    @Test func koreanHelpWritesItsPlaceholdersAndNoteInKorean() {
        let lines = HelpText.lines(topic: nil, language: .korean)
        for line in lines {
            let capitals = line.split(separator: " ").filter { word in
                let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
                // `[N]` stays: the summaries count with it (`N번`).
                return letters.count > 1 && letters.allSatisfy { ("A"..."Z").contains($0) }
            }
            #expect(capitals.isEmpty, "\(line)")
        }
        #expect(lines.contains { $0.hasPrefix("  내역 [조건]") })
        #expect(lines.contains { $0.hasPrefix("  기록 문장") })
        #expect(lines.contains { $0.hasPrefix("  설명 문구") })
        #expect(lines.contains { $0.hasPrefix("  도움말 [명령]") })
        let note = lines.last ?? ""
        #expect(note.hasSuffix("도움말 뒤에 명령 이름을 쓰면 자세히 봅니다(예: 도움말 내역)."))
        #expect(!note.contains("help"))
        #expect(HelpText.lines(topic: "없는말", language: .korean) == ["\"없는말\"에 대한 도움말이 없습니다. 도움말로 전체 목록을 봅니다."])
        #expect(!KeysHelp.lines(.korean).joined().contains("(close)"))
    }

    @Test func englishHelpKeepsItsPlaceholders() {
        let lines = HelpText.lines(topic: nil, language: .english)
        #expect(lines.contains { $0.hasPrefix("  entries [FILTER]") })
        #expect(lines.last?.hasSuffix("help COMMAND tells more (e.g. help entries).") == true)
    }
}

enum HelpWordingError: Error {
    case notRead(String)
}
