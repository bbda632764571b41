/// Reads questions about the journal, in English and Korean: `spent in july`, `how much did I spend
/// last month?`, `income 2024`, `food in march`, `지난달 지출`, `7월 식비 얼마`, `올해 수입`.
///
/// The month or year inside a question is any phrase the `PhraseReader` accepts; words that are neither
/// a question word nor part of the phrase name the accounts asked about.
struct QuestionReader {
    let phrases: PhraseReader

    static let expenseWords: Set<String> = [
        "spent", "spend", "spending", "expenses", "expense", "expenditure", "costs", "cost",
        "지출", "지출액", "소비", "쓴", "썼어", "썼나", "썼지", "썼니", "쓴돈", "지출은", "소비는",
    ]
    static let incomeWords: Set<String> = [
        "income", "earned", "earn", "earnings", "revenue", "made",
        "수입", "소득", "벌었어", "번", "번돈", "수입은", "벌었나",
    ]
    /// Words that carry no meaning in a question.
    static let fillers: Set<String> = [
        "how", "much", "did", "i", "we", "have", "has", "do", "does", "what", "what's", "whats", "was", "were",
        "is", "are", "my", "our", "the", "total", "money", "on", "for", "in", "during", "of", "at",
        "얼마", "얼마야", "얼마였어", "얼마지", "얼마나", "얼마예요", "얼마였지", "얼마임", "총", "내", "나의", "우리", "돈",
        "했어", "했나", "됐어", "보여줘", "알려줘",
    ]
    /// Particles that may stick to a Korean word in a question.
    static let particles = ["에서", "은", "는", "이", "가", "을", "를", "에", "의", "로"]

    /// The question `text` (normalised) asks, or `nil` when it is not a question.
    func read(_ text: String) -> Question? {
        var words = Self.words(of: text)
        guard !words.isEmpty else { return nil }
        var subject: Question.Subject?
        if let index = words.firstIndex(where: { Self.expenseWords.contains($0) }) {
            subject = .expenses
            words.remove(at: index)
        } else if let index = words.firstIndex(where: { Self.incomeWords.contains($0) }) {
            subject = .income
            words.remove(at: index)
        }
        // Without a subject word, only a question word or a preposition between words (`food in march`)
        // makes a line a question about accounts, so a refused phrase (`july 32`, `in a few days`) and a
        // typo (`march foo`) keep their own errors.
        let joined = words.dropFirst().dropLast().contains { ["in", "on", "for", "during"].contains($0) }
        let asked = subject != nil || text.hasSuffix("?") || joined || words.contains { $0.hasPrefix("얼마") }
        words.removeAll { Self.fillers.contains($0) }
        // The longest run of words at either end that reads as a month or year is the period; the words
        // left over name accounts (`food in march`, `7월 식비`).
        for length in stride(from: words.count, through: 0, by: -1) {
            for periodAtEnd in [true, false] where length > 0 || periodAtEnd {
                let periodWords = periodAtEnd ? words.suffix(length) : words.prefix(length)
                let period: Destination?
                if periodWords.isEmpty {
                    period = nil
                } else if let reading = try? phrases.read(periodWords.joined(separator: " ")) {
                    period = reading.destination
                } else {
                    continue
                }
                let rest = (periodAtEnd ? words.dropLast(length) : words.dropFirst(length)).joined(separator: " ")
                if rest.isEmpty {
                    guard let subject else { return nil }
                    return Question(subject: subject, period: period)
                }
                // An account question needs a period or a question word, so stray words never become one.
                guard asked, subject != .income else { return nil }
                return Question(subject: .accounts(matching: Self.strippingParticle(rest)), period: period)
            }
        }
        return nil
    }

    /// The words of `text`, with trailing question marks dropped and Korean question words split off
    /// (`지난달지출` → `지난달`, `지출`).
    static func words(of text: String) -> [String] {
        var text = Substring(text)
        while let last = text.last, "?.!".contains(last) { text.removeLast() }
        var words: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            var piece = word
            var suffix: String?
            for keyword in ["지출", "수입", "얼마"] where piece.count > keyword.count && piece.hasSuffix(keyword) {
                piece.removeLast(keyword.count)
                suffix = keyword
                break
            }
            words.append(piece)
            if let suffix { words.append(suffix) }
        }
        return words.map { word in
            let stripped = strippingParticle(word)
            return expenseWords.contains(stripped) || incomeWords.contains(stripped) || fillers.contains(stripped)
                ? stripped : word
        }
    }

    /// `word` without one trailing Korean particle (`식비는` → `식비`).
    static func strippingParticle(_ word: String) -> String {
        guard word.unicodeScalars.last.map(Normalizer.isHangul) == true else { return word }
        for particle in particles where word.count > particle.count && word.hasSuffix(particle) {
            return String(word.dropLast(particle.count))
        }
        return word
    }
}
