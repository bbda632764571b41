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
