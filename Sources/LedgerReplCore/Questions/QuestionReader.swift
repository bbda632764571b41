import LedgerJournalCore

/// Reads questions about the journal, in English and Korean and in any word order: `spent in july`,
/// `how much did I spend on food in october?`, `식비 10월`, `교통비 얼마`, `가장 많이 쓴 곳`,
/// `지난달 대비`, `월평균 지출`, `현금 잔액`, `스타벅스에 얼마 썼어`, `지출 추이`, `이번 달 식비 예산 얼마 남았어`.
///
/// The words come from `QuestionWords`; the month or year inside is any phrase the `PhraseReader`
/// accepts, found anywhere among the other words; what is left names the subject (a category word, an
/// account or a payee). A word of the category table (`월세`, `phone`), a payee's short name (`스벅`) or
/// a Korean cost (`택배비`) is a subject before any phrase reading, so `월세` is never read as `월`.
/// A line with no question word is a question only when its subject is one of the journal's names
/// (`10월 식비`) or such a subject word (`의료비`), so a typo keeps its "unknown command".
struct QuestionReader {
    let phrases: PhraseReader
    /// The journal's accounts and payees, or `nil` without a journal.
    let names: JournalNames?

    /// What a line read as: a question, or a listing narrowed by a filter (`식비 내역`, `식비 변동`).
    enum Result: Hashable {
        case question(Question)
        case entries(ReportFilter)
        case change(ReportFilter)
    }

    /// One unit of the line: a question word (perhaps of several words, or with a particle after it), or
    /// a word or part of a word of the period or subject, with the tokens it was read from.
    struct Unit {
        /// The unit's normalised text: the words of a several-word question word joined by spaces.
        var text: String
        /// The lexer's tokens it holds, in order.
        var tokens: [Int]
        /// The question word it is, if it is one.
        var meaning: QuestionWord.Meaning?
        /// Whether the word ended in the particle 에서 (a place: `스타벅스에서`).
        var endsInPlaceParticle = false
        /// A count it carries (`top 5`, `5곳`).
        var count: Int?
        /// Whether the word is a subject whatever else it might read as: a category word, a payee's
        /// short name, a Korean cost (`월세`, `스벅`, `택배비`).
        var isSubjectWord = false
        /// Where the unit stands among the line's units.
        var index = 0
    }

    /// The question or listing `text` (normalised) asks for, `nil` when it is not one, or why the period
    /// inside it cannot be read.
    func read(_ line: LexedLine) throws(InvalidReason) -> Result? {
        // `교통비는요?`: a follow-up to the question before, which this line alone cannot answer.
        if let stem = Self.koreanFollowUp(line) {
            throw .followUp(line.saidWhole, suggestion: "이번 달 " + stem)
        }
        var asked = line.asked
        var tokens = Self.units(of: line, from: 0)
        guard !tokens.isEmpty else { return nil }
        // `매월`, `매달 15일`, `every month` alone: a repeating month, no question (refused as a phrase).
        if tokens.contains(where: { QuestionWords.everyMonth.contains($0.text) }),
            !tokens.contains(where: { unit in
                unit.meaning != nil && unit.meaning != .filler && !QuestionWords.everyMonth.contains(unit.text)
            })
        {
            return nil
        }
        // Beside `when`/`언제`, `last` and `first` say which entry, not a phrase (`when did I last pay rent`).
        var byDate: Question.DateOrder?
        var comparesPeriods = false
        let ranksSomething = tokens.contains { $0.meaning == .largest || $0.meaning == .smallest }
        if ranksSomething, let position = tokens.firstIndex(where: { $0.meaning == .when }) {
            // `when did we spend the most`: which month.
            tokens[position].meaning = .whichMonth
        } else if let position = tokens.firstIndex(where: { $0.meaning == .when }),
            tokens.contains(where: { QuestionWords.comparatives.contains($0.text) })
        {
            // `10월이랑 11월 중에 언제 더 많이 썼어`, `when did we spend more, october or november`: the two
            // periods compared, said as a sentence (was the latest entry of both, a wrong answer).
            tokens[position].meaning = .asking
            comparesPeriods = true
        } else if tokens.contains(where: { $0.meaning == .when }) {
            byDate = .latest
            for position in tokens.indices where tokens[position].meaning == nil {
                let word = Particles.stripping(tokens[position].text)
                if QuestionWords.latestWords.contains(word) || QuestionWords.latestWords.contains(tokens[position].text)
                {
                    tokens[position].meaning = .filler
                } else if QuestionWords.earliestWords.contains(word)
                    || QuestionWords.earliestWords.contains(tokens[position].text)
                {
                    tokens[position].meaning = .filler
                    byDate = .earliest
                }
            }
        }
        // `식비 50만원 넘었어?`, `more than 1000 in november`: an amount is never read as a year (`november
        // 1000`) or a day. With a word that weighs it (`넘었어`, `over`, `이하`), it is what the figure is
        // weighed against (the answer is yes or no, then the figure); without one the line is refused.
        var threshold: Threshold?
        if let amount = Self.threshold(in: tokens) {
            guard let weighing = Self.weighing(amount, in: tokens, line) else {
                throw .amountThreshold(line.said(of: amount.tokens))
            }
            threshold = weighing.threshold
            // Said, they are no subject and no part of a period (`more than 1000 in november` is no year).
            tokens = tokens.filter { !weighing.units.contains($0.index) }
            for position in tokens.indices { tokens[position].index = position }
        }
        // `did we stay under budget`, `within budget`: the budget's yes or no, turned round (`under` is
        // no phrase here).
        var underBudget = false
        if threshold == nil, tokens.contains(where: { $0.meaning == .budget }) {
            for position in tokens.indices where QuestionWords.underBudgetWords.contains(tokens[position].text) {
                tokens[position].meaning = .filler
                underBudget = true
            }
        }
        // `did we ever go over budget`, `예산 초과한 적 있어?`: whether any month went over (`ever`, `적`
        // carry nothing more).
        var everOver = false
        if threshold == nil, tokens.contains(where: { $0.meaning == .over }) {
            for position in tokens.indices where tokens[position].meaning != .over {
                let text = tokens[position].text
                guard
                    QuestionWords.everWords.contains(text)
                        || QuestionWords.everWords.contains(Particles.stripping(text))
                else { continue }
                tokens[position].meaning = .filler
                everOver = true
            }
        }
        // `cheapest month this year`, `biggest month`, `most expensive week`, `biggest day`: a ranking of
        // months, weeks or days.
        for position in tokens.indices.dropFirst() where tokens[position].meaning == nil {
            // `biggest spending month`: a spending word may stand between.
            let before = tokens[position - 1].meaning
            let ranks: [QuestionWord.Meaning?] = [.largest, .smallest, .single]
            let ranked =
                ranks.contains(before)
                || (position > 1 && [.spending, .income].contains(before)
                    && ranks.contains(tokens[position - 2].meaning))
            guard ranked else { continue }
            let word = tokens[position].text
            if QuestionWords.monthWords.contains(word) {
                tokens[position].meaning = .whichMonth
            } else if QuestionWords.weekWords.contains(word) {
                tokens[position].meaning = .whichWeek
            } else if QuestionWords.dayWords.contains(word) {
                tokens[position].meaning = .whichDay
            }
        }
        // `list expenses in october`, `transactions last week`, `what did I buy in october`: the entries.
        var listing = tokens.lazy.compactMap { $0.meaning == nil ? Self.listingWord($0.text) : nil }.first
        var listsPurchases = false
        // Said in words (`show me coffee spending`, `what did we buy at whole foods`): a spending word
        // beside a subject then says what is listed, nothing more.
        var asksEntries = false
        if listing == nil, let (said, purchases) = Self.entriesAsked(tokens) {
            listing = .entries
            listsPurchases = purchases
            asksEntries = true
            tokens = tokens.filter { !said.contains($0.index) }
            for position in tokens.indices { tokens[position].index = position }
        }
        let meanings = Set(tokens.compactMap(\.meaning))
        let signals = meanings.subtracting([.filler, .place, .asking, .holding, .comparing, .either, .together])
        asked = asked || meanings.contains(.asking)
        // A line without a question word and without a journal cannot be a question: return before
        // reading any phrase, so a refused or mistyped line costs little here.
        guard !signals.isEmpty || asked || listing != nil || names != nil else { return nil }
        var parts = Self.parts(
            of: tokens.filter { !($0.meaning == nil && Self.listingWord($0.text) != nil) }, in: line, phrases)
        // `11월 주말 지출`, `weekday spending last month`, `평일에 쓴 돈`: the weekends (or weekdays) of the
        // period named, or of the selected month for weekdays; a weekend with no other period stays the
        // latest weekend.
        var daysOfWeek: (Question.DaysOfWeek, said: String)?
        if listing == nil, let (position, days) = Self.daysOfWeekWord(in: tokens) {
            var rest = tokens
            let said = line.typedText(of: rest.remove(at: position).tokens)
            for index in rest.indices { rest[index].index = index }
            let narrowed = Self.parts(
                of: rest.filter { !($0.meaning == nil && Self.listingWord($0.text) != nil) }, in: line, phrases)
            if !narrowed.periods.isEmpty || narrowed.span != nil || days == .weekdays {
                (parts, tokens, daysOfWeek) = (narrowed, rest, (days, said))
            }
        }
        // `the most we spent in one day`: which day is no ranking this reader makes, and `one day` is no
        // day ahead; refused, never answered for tomorrow.
        if !meanings.isDisjoint(with: [.largest, .smallest]),
            let words = parts.periodWords.first(where: { QuestionWords.anyOneDay.contains($0) })
        {
            throw .vague(line.said(finding: words))
        }
        // `list transactions over 100`: a listing is not narrowed by an amount; refused, never listed whole.
        if asksEntries, let threshold { throw .amountThreshold(line.said(finding: threshold.amount.text)) }
        var subject = parts.subject
        if let listing {
            // `지출 내역`, `수입 내역`, `income entries`: the entries of every expense (or income) account.
            var everything = subject == nil ? Self.everything(tokens, in: line, names) : nil
            if listsPurchases, subject == nil, let names {
                // `what did I buy`, `purchases yesterday`: every expense account's entries, said as purchases.
                everything = Subject(QuestionWords.purchasesSaid, names: .accounts(names.accounts(of: .expense)))
            }
            guard signals.isEmpty || ((everything != nil || asksEntries) && signals.isSubset(of: [.spending, .income]))
            else {
                return nil
            }
            let filter = ReportFilter(
                subject: everything ?? subject.map { Subject(resolving: $0, isPlace: parts.isPlace, in: names) },
                subjectIsPlace: parts.isPlace, period: parts.span ?? parts.periods.first)
            return listing == .change ? .change(filter) : .entries(filter)
        }
        // `식비랑 교통비`, `food and transport`, `food or transport`: two subjects or more, each a name of
        // the journal, read as one question about all of them (together, or compared).
        var several: [String]?
        var severalFound: [Subject] = []
        // `외식 빼고 식비`, `식비에서 외식 빼고`, `food besides dining`: one subject less a part of another.
        // (Two subjects joined, `식비랑 교통비 말고`, are both left out of everything.)
        var within: Subject?
        var severalWords = Self.severalSubjects(parts, tokens, in: line, eachWord: meanings.contains(.share))
        if meanings.contains(.share), let words = severalWords, words.count > 2, let names {
            // `외식 중 배달 치킨 비중`: a share is of two subjects; a name of several words (the payee `배달
            // 치킨`) is one of them, when the journal has it so (was three subjects, `외식`, `배달`, `치킨`).
            let splits = [
                [words[0], words.dropFirst().joined(separator: " ")],
                [words.dropLast().joined(separator: " "), words[words.count - 1]],
            ]
            severalWords =
                splits.first { split in
                    split.allSatisfy { word in
                        if case .nothing = names.subject(matching: word, preferPayee: false, allowingPrefix: false) {
                            return false
                        }
                        return true
                    }
                } ?? words
        }
        if severalWords == nil, meanings.contains(.except), let names,
            let (whole, part) = try Self.exceptWithin(parts, tokens, in: line, names)
        {
            within = whole
            several = [part.spokenAs]
            severalFound = [part]
        } else if let words = severalWords, let names {
            (several, severalFound) = try Self.knownSubjects(
                words, names: names, union: !Self.isAlternatives(tokens, meanings),
                mixing: meanings.isDisjoint(with: [.budget, .over]), isPlace: parts.isPlace, in: line)
        }
        if let several { subject = several.joined(separator: " ") }
        // `uber rides`, `costco trips`: a payee of the journal and a word for one visit to it is the payee
        // (a category word stays as said: `taxi rides` names no taxi).
        if several == nil, let word = subject, let names, let space = word.lastIndex(of: " "),
            QuestionWords.visitWords.contains(Categories.comparable(String(word[word.index(after: space)...])))
        {
            let payee = String(word[..<space])
            if names.payees(matching: Categories.comparable(payee)) != nil { subject = payee }
        }
        // The subject is found in the journal's names here, once: the question carries what it names.
        var resolved: Subject?
        let isKnownSubject: Bool
        if several != nil {
            isKnownSubject = true
        } else if let word = subject {
            (resolved, isKnownSubject) = Self.resolve(
                word, isPlace: parts.isPlace,
                allowingPrefix: !signals.isEmpty || meanings.contains(.asking) || threshold != nil,
                in: names)
        } else {
            isKnownSubject = false
        }
        // A category word, a payee's short name or a Korean cost is a subject whether or not the journal
        // names it (`의료비`, `월세 얼마`): the answer then says nothing matches, with the nearest names.
        // One syllable left after a particle that names nothing is more likely a word that ends like
        // one (`사과`, not `사` + `과`): the word stays whole.
        if !isKnownSubject, parts.subjectWords.count == 1, let word = parts.subjectWords.first,
            Particles.stripping(word).count == 1, let unit = parts.subjectUnits.first
        {
            subject = line.typedText(of: unit.tokens)
            resolved = subject.map { Subject(resolving: $0, isPlace: parts.isPlace, in: names) }
        }
        // `gas or groceries` with no gas: the refusal names the word that names nothing, not the two joined.
        if !isKnownSubject, several == nil, let words = severalWords, let names {
            let named = words.map { word -> Bool in
                if case .nothing = names.subject(matching: word, preferPayee: false, allowingPrefix: true) {
                    return false
                }
                return true
            }
            if named.contains(true), let unknown = zip(words, named).first(where: { !$0.1 })?.0 {
                subject = unknown
                resolved = Subject(resolving: unknown, isPlace: parts.isPlace, in: names)
            }
        }
        let isSubjectWord = parts.subjectIsSubjectWords
        if let failure = parts.failure, subject != nil, !isKnownSubject, !isSubjectWord {
            // A known word the phrase reader found inside a word of the subject (`사` of `사과`), or a
            // category word it could not place (`차`: a car, not a phrase), is no phrase: with a
            // question word, the subject is what the line asks about.
            guard case .unexpected(let piece) = failure, meanings.contains(.asking) || !signals.isEmpty,
                parts.subjectWords.contains(where: { word in
                    (word != piece.text && word.contains(piece.text))
                        || (word == piece.text && Categories.isCategoryWord(word))
                })
            else { throw failure }
        }
        // A span the line could not make into a run of months is not answered for one month of it.
        if let failure = parts.failure, failure.isSpan || failure.isNotStarted, parts.span == nil { throw failure }
        // Words of a phrase left over are no subject (`얼마 전` is a vague "a while ago", not a question
        // about an account named 전).
        if let subject, !isKnownSubject, Self.isOnlyPhraseWords(subject),
            !parts.subjectWords.allSatisfy(Categories.isCategoryWord)
        {
            return nil
        }
        // `what about transport?` with no period leans on the question before; with one (`what about
        // transport in october`) it is a question of its own.
        if parts.periods.isEmpty, parts.span == nil, let subject, Self.isEnglishFollowUp(line) {
            throw .followUp(line.saidWhole, suggestion: subject + " this month")
        }
        // A question mark alone makes a question only of known names or a bare period (`opne now?` stays
        // a mistyped command). `have` and `more` count only beside a stronger sign: `how much money do I have`, `food more
        // than last month`, never `more than a year ago`.
        let weak = !meanings.isDisjoint(with: [.holding, .comparing])
        guard
            !signals.isEmpty || isKnownSubject || (isSubjectWord && names != nil)
                || (meanings.contains(.asking) && (subject != nil || !parts.periods.isEmpty))
                || (asked && subject == nil && !parts.periods.isEmpty)
                || (weak && meanings.contains(.asking))
        else { return nil }

        var measure: Question.Measure =
            meanings.contains(.netWorth)
            ? .netWorth
            : meanings.contains(.owing)
                ? .owed
                : meanings.contains(.net)
                    ? .net
                    : meanings.contains(.income) ? .income : meanings.contains(.spending) ? .spending : .unspecified
        // `what % of income did we save`: the savings rate.
        let savedShare = meanings.contains(.share) && meanings.contains(.net) && meanings.contains(.income)
        if meanings.contains(.rate) || savedShare { measure = .net }
        // `savings this year`, `저축 얼마` in a journal with no savings account: how much was saved.
        if let word = subject, !isKnownSubject, names != nil,
            QuestionWords.savingWords.contains(Categories.comparable(word)), measure == .unspecified
        {
            measure = .net
            subject = nil
            resolved = nil
        }
        var kind: Question.Kind
        var period = parts.span ?? parts.periods.first
        var yesNo: Question.YesNo?
        let moreOrLess = Self.moreOrLess(tokens)
        if threshold != nil {
            // `식비 50만원 넘었어?`: the total, weighed against the amount.
            kind = .total
        } else if meanings.contains(.over), !meanings.contains(.comparison) || meanings.contains(.budget) {
            // `did we go over budget`, `식비 예산 넘었어?`, `식비 넘었나?`: the budget, yes or no.
            kind = .budget
            yesNo = .overBudget
        } else if meanings.contains(.count) {
            kind = .count
        } else if meanings.contains(.budget) {
            kind = .budget
            if underBudget { yesNo = .underBudget }
        } else if meanings.contains(.trend) {
            kind = .trend
        } else if meanings.contains(.average) || !meanings.isDisjoint(with: [.perDay, .perWeek, .perTransaction]) {
            kind = .average
        } else if !meanings.isDisjoint(with: [.comparison, .comparing, .sameMonth, .yearOverYear, .monthOverMonth])
            || (parts.periodsAreJoined && parts.periods.count == 2 && parts.span == nil)
            || (comparesPeriods && parts.periods.count == 2)
        {
            // Two periods in a comparison are the two compared (`compare march to may`), not a span.
            let comparison = Self.comparison(parts, meanings: meanings, today: phrases.context.today)
            kind = .comparison(comparison.baseline)
            period = parts.spanJoinsPeriods || parts.span == nil ? comparison.target : parts.span
        } else if byDate != nil {
            kind = .ranking
        } else if meanings.contains(.largest) || meanings.contains(.smallest) || meanings.contains(.whichMonth)
            || meanings.contains(.whichDay) || meanings.contains(.whichWeek) || meanings.contains(.whichWeekday)
            || (meanings.contains(.often) && meanings.contains(.payees))
            || tokens.contains(where: { QuestionWords.dearest.contains($0.text) })
        {
            kind = .ranking
        } else if meanings.contains(.moneyLeft) || (meanings.contains(.holding) && measure == .unspecified)
            || measure == .netWorth || measure == .owed
        {
            kind = .balance
        } else if signals.isEmpty, subject != nil,
            tokens.last.map({ QuestionWords.didVerbs.contains($0.text) }) == true
                || tokens.first.map({ QuestionWords.yesNoOpeners.contains($0.text) }) == true
        {
            // `지난달 외식했어?`, `스타벅스 갔어?`, `did we eat out last month`: whether there was any, then how many.
            kind = .count
            yesNo = .any
        } else if signals == [.spending], line.asked, !meanings.contains(.asking), subject != nil, threshold == nil,
            tokens.last.map({ QuestionWords.paidVerbs.contains($0.text) }) == true
        {
            // `이번 달 통신비 냈어?`, `월세 나갔나요?`: whether it was paid at all, then how many.
            kind = .count
            yesNo = .any
        } else {
            kind = .total
        }
        // A budget, a monthly average and a trend are counted by the month: a run of days is refused, never
        // answered for the months around it.
        // `average grocery trip`: an average per transaction.
        let perTrip = tokens.contains { unit in
            unit.text.split(separator: " ").last.map { QuestionWords.trips.contains(String($0)) } == true
        }
        let per: Question.Per =
            meanings.contains(.perDay)
            ? .day
            : meanings.contains(.perWeek)
                ? .week : meanings.contains(.perTransaction) || perTrip ? .transaction : .month
        // `september and october`, `11/3 and 11/4`: two periods said in a question of one figure are both
        // counted when they meet (one run); two apart are refused, never answered for the first alone.
        if parts.periods.count == 2, parts.span == nil, [.total, .count, .average].contains(kind), yesNo == nil {
            let (first, second) = (parts.periods[0], parts.periods[1])
            let (early, late) = first.firstDay <= second.firstDay ? (first, second) : (second, first)
            guard early.lastDay.adding(days: 1) == late.firstDay else {
                // Said without the words that join them or carry nothing (`july and`, `on in november`).
                let said = parts.periodWords.map { words in
                    let kept = words.split(separator: " ").filter { word in
                        !QuestionWords.subjectJoiners.contains(String(word))
                            && !QuestionWords.fillers.contains(String(word))
                    }
                    return kept.isEmpty ? words : kept.joined(separator: " ")
                }
                throw .contradictory(line.said(finding: said[0]), line.said(finding: said[1]))
            }
            period = Period(from: early, through: late)
        }
        if let period, period.isDays,
            [.budget, .trend].contains(kind) || (kind == .average && per == .month && daysOfWeek == nil)
        {
            throw .needsWholeMonths(line.said(finding: parts.spanWords ?? parts.periodWords.joined(separator: " ")))
        }
        if case .comparison = kind, let moreOrLess, !meanings.contains(.asking) {
            // `지난달보다 더 썼어?`, `did we spend more than last month?`: yes or no, then the figures.
            yesNo = moreOrLess
        }
        let count = tokens.compactMap(\.count).first
        var question = Question(
            kind, measure: measure, subject: resolved, subjectIsPlace: parts.isPlace, period: period, count: count)
        question.yesNo = yesNo
        question.threshold = threshold
        question.asRate = meanings.contains(.rate) || savedShare
        if let byDate {
            // `when did I last pay rent`: one entry, the latest (or earliest) over the period named, else
            // every entry up to today.
            question.byDate = byDate
            question.count = 1
            if question.period == nil {
                // From the calendar's first day; the answer starts it at the journal's first month.
                question.period = .days(CalendarDate(uncheckedYear: 1, month: 1, day: 1), phrases.context.today)
                question.overEveryEntry = true
            }
        }
        if kind == .average { question.averagePer = per }
        // (Of one month, `ever` asks no more than whether it went over.)
        question.overAnyMonth =
            everOver && kind == .budget && yesNo == .overBudget && (period.map { $0.monthCount > 1 } ?? false)
        if let (days, said) = daysOfWeek {
            // Only a total or a count is narrowed to days of the week; anything else is refused, never
            // answered for every day.
            // An average kept to those days is per day (`평일 하루 평균`, `average weekday spending`) or per
            // transaction, never per month or week.
            let averagesDays = kind == .average && !meanings.contains(.perWeek)
            if averagesDays, per != .transaction { question.averagePer = .day }
            guard [.total, .count].contains(kind) || averagesDays, threshold == nil, several == nil, within == nil,
                [.spending, .income, .unspecified].contains(measure), !meanings.contains(.share)
            else {
                guard let period = parts.periodWords.first ?? parts.spanWords else {
                    throw .daysOfWeekOnly(line.said(finding: said))
                }
                throw .contradictory(line.said(finding: said), line.said(finding: period))
            }
            question.daysOfWeek = days
        }
        if let within {
            // The part is the subject left out; the whole is what it is left out of.
            question.subject = severalFound.first
            question.excludingWithin = within
        } else if let several {
            let subjects = severalFound
            question.subjects = subjects
            question.subject = subjects.first
            if several.count == 2, meanings.contains(.share), question.kind == .total, let names {
                // `식비 중에 외식 비율`, `what share of food was dining`: the part's share of the subject
                // that holds it, whichever was said first.
                let (whole, _) = try Self.wholeAndPart(several[0], several[1], names: names, found: subjects, in: line)
                let (first, second) = (subjects[0], subjects[1])
                let wholeFirst = whole == several[0]
                question.subjects = wholeFirst ? [first, second] : [second, first]
                question.subject = wholeFirst ? second : first
                question.combining = .share
                question.asShare = true
                question.yesNo = nil
                question.period = parts.span ?? parts.periods.first
                if question.measure == .unspecified { question.measure = .spending }
            } else if Self.isAlternatives(tokens, meanings) {
                // `식비랑 교통비 비교`, `food vs transport`: the subjects are compared, not two periods.
                question.combining = .alternatives
                question.kind = .total
                question.yesNo = nil
                question.period = parts.span ?? parts.periods.first
            }
        }
        if question.kind == .total, meanings.contains(.share), several == nil, !savedShare {
            // `식비가 지출의 몇 %`, `what share of spending was food`: the subject against the whole.
            question.asShare = true
            if question.measure == .unspecified { question.measure = .spending }
        }
        question.excludingSubject = meanings.contains(.except) && subject != nil
        if question.excludingSubject, question.measure == .unspecified { question.measure = .spending }
        if kind == .ranking {
            if meanings.contains(.whichWeekday) {
                question.grouping = .weekday
            } else if meanings.contains(.whichMonth) {
                question.grouping = .month
            } else if meanings.contains(.whichWeek) {
                question.grouping = .week
            } else if meanings.contains(.whichDay) {
                question.grouping = .day
            } else if meanings.contains(.single) || byDate != nil
                || tokens.contains(where: { unit in
                    // `cheapest grocery run`: the last word of a subject said in two.
                    QuestionWords.singlePurchases.contains(unit.text)
                        || unit.text.split(separator: " ").last.map {
                            QuestionWords.singlePurchases.contains(String($0))
                        } == true
                })
            {
                question.grouping = .transaction
            } else if meanings.contains(.payees) || meanings.contains(.often) {
                // `가장 자주 간 곳`, `제일 많이 간 곳`: where one goes is a payee, ranked by visits (was the
                // accounts by amount, an answer to another question).
                question.grouping = .payee
            }
            question.byFrequency = meanings.contains(.often)
            // `rarely`, `드물게`: how often, the fewest first.
            question.smallestFirst =
                meanings.contains(.smallest) || tokens.contains { QuestionWords.rarely.contains($0.text) }
        }
        return .question(question)
    }

    /// The words before `는요` or `은요` ending a short line (`교통비는요?` → `교통비`), as typed: a
    /// follow-up to the question before; else `nil`.
    static func koreanFollowUp(_ line: LexedLine) -> String? {
        guard (1...4).contains(line.tokens.count) else { return nil }
        let typed = line.typedText(0..<line.tokens.count)
        for ending in QuestionWords.followUpEndings where typed.hasSuffix(ending) && typed.count > ending.count {
            return String(typed.dropLast(ending.count)).trimmingCharacters(in: " ")
        }
        return nil
    }

    /// Whether a line starts `what about` or `how about` (`what about transport?`).
    static func isEnglishFollowUp(_ line: LexedLine) -> Bool {
        let text = line.text(0..<line.tokens.count)
        return QuestionWords.followUpOpenings.contains { text.hasPrefix($0 + " ") }
    }

    /// Whether a line of several subjects compares them (`중에`, `뭐가`, `or`, `vs`, `비교`, `which is
    /// more`) rather than adds them up.
    static func isAlternatives(_ units: [Unit], _ meanings: Set<QuestionWord.Meaning>) -> Bool {
        guard !meanings.contains(.together), !meanings.contains(.except) else { return false }
        if meanings.contains(.either) { return true }
        // `비교`, `vs`, `compare` compare the subjects; `대비`, `against`, `보다` compare the subjects'
        // total with another period (`식비랑 교통비 지난달 대비`).
        if units.contains(where: { unit in
            unit.meaning == .comparison
                && (QuestionWords.comparingSubjects.contains(unit.text)
                    || unit.text.hasPrefix(QuestionWords.comparingSubjectsStem))
        }) {
            return true
        }
        // `식비가 교통비보다 얼마나 더`, `food than transport`: how much more one is than a subject (after a
        // period, `지난달보다` compares the subjects' total with that period).
        let thanASubject = units.indices.dropFirst().contains { index in
            let before = units[index - 1]
            return QuestionWords.than.contains(units[index].text) && before.meaning == nil
                && !before.text.contains(where: \.isASCIIDigit) && !isOnlyPhraseWords(before.text)
        }
        return thanASubject || units.contains { QuestionWords.weighing.contains($0.text) }
    }

    /// The subject words of `parts` cut where the line joins two (`식비랑`, `식비하고`, `식비와`, `and`,
    /// `or`, `vs`, `&`, `+`), each as typed without a particle, when there are two or more; else `nil`.
    /// For a share (`식비 중에 외식 비율`, `what share of food was dining`), `eachWord`: every word is a
    /// subject of its own.
    static func severalSubjects(_ parts: Parts, _ units: [Unit], in line: LexedLine, eachWord: Bool = false)
        -> [String]?
    {
        let joiners = QuestionWords.subjectJoiners
        // `food & transport`: a joining symbol left among the subject words joins them, and is none.
        let words = parts.subjectUnits.filter { !joiners.contains($0.text) }
        guard words.count >= 2 else { return nil }
        var groups: [[Unit]] = [[words[0]]]
        for (previous, word) in zip(words, words.dropFirst()) {
            // A unit's `index` is its place in `units`: the units between two words are a slice, so a
            // long line of words costs one pass.
            let between =
                previous.index + 1 < word.index && word.index <= units.count
                ? units[(previous.index + 1)..<word.index] : []
            let joinedByParticle =
                previous.tokens.count > 1
                && previous.tokens.last.map { last in
                    line.tokens[last].shape == .hangul && line.tokens[last].meanings?.particle?.contains(.joins) == true
                } == true && !Categories.isCategoryWord(previous.text)
            // `rent, food and transport`: a comma after a subject word ends it.
            let next = (previous.tokens.last ?? 0) + 1
            let endsInComma = next < line.tokens.count && isSymbol(line, next, in: [0x2C])
            // `식비가 교통비보다`: the word compared with ends in 보다, a subject of its own.
            let beforeThan = word.index + 1 < units.count && QuestionWords.than.contains(units[word.index + 1].text)
            // `식비 교통비 합계`: two Korean category words side by side are two subjects (not one part left
            // out of the other, `외식 빼고 식비`).
            let twoCategories =
                [previous, word].allSatisfy { unit in
                    Categories.isCategoryWord(unit.text) && unit.tokens.allSatisfy { line.tokens[$0].shape == .hangul }
                } && !units.contains { $0.meaning == .except }
            if eachWord || joinedByParticle || endsInComma || beforeThan || twoCategories
                || between.contains(where: { joiners.contains($0.text) })
            {
                groups.append([word])
            } else {
                groups[groups.count - 1].append(word)
            }
        }
        guard groups.count >= 2 else { return nil }
        return groups.map { group in
            group.map { unit in
                if Categories.isCategoryWord(unit.text) { return line.typedText(of: unit.tokens) }
                return line.typedText(of: withoutParticle(unit.tokens, in: line))
            }.joined(separator: " ")
        }
    }

    /// `words` when each names something of the journal; to be added up (`union`), payees and accounts
    /// together only when `mixing` (a payee's transactions and an account's postings are added as one
    /// set, each posting once; a budget is kept by account, so a payee has none); else `nil`.
    ///
    /// Throws when a budget is asked of a payee with accounts (`스타벅스랑 식비 예산`): a payee has no
    /// budget, and the reason names the question to ask instead.
    ///
    /// With them, each word as found once in the journal's names (``Subject``; a place, `isPlace`, tries
    /// payees first), what the question carries.
    static func knownSubjects(
        _ words: [String], names: JournalNames, union: Bool, mixing: Bool, isPlace: Bool = false, in line: LexedLine
    ) throws(InvalidReason) -> ([String]?, [Subject]) {
        var accounts: [String] = []
        var payees: [String] = []
        var found: [Subject] = []
        for word in words {
            // Each word is sorted by what it names with payees second; a place's subject is found with
            // payees first.
            let match = names.subject(matching: word, preferPayee: false, allowingPrefix: true)
            switch match {
            case .accounts: accounts.append(word)
            case .payee: payees.append(word)
            case .nothing: return (nil, [])
            }
            found.append(
                isPlace
                    ? Subject(resolving: word, isPlace: true, in: names)
                    : Subject(resolving: word, match: match, isPlace: false, in: names))
        }
        if union, !mixing, let payee = payees.first, !accounts.isEmpty {
            throw .payeeHasNoBudget(line.said(finding: payee), accounts: accounts)
        }
        return (words, found)
    }

    /// Of two subjects, the one whose accounts hold the other's (the whole) and the other (the part);
    /// throws when neither holds the other.
    ///
    /// The accounts are those `found` names, as the reader found the two (``knownSubjects``), when they
    /// were found with accounts first: a category word the journal has as a payee still holds its
    /// accounts here.
    static func wholeAndPart(
        _ first: String, _ second: String, names: JournalNames, found: [Subject] = [], in line: LexedLine
    )
        throws(InvalidReason) -> (String, String)
    {
        let matches = [first, second].enumerated().map { position, word -> SubjectMatch in
            if found.count == 2, case .accounts = found[position].names { return found[position].names }
            if found.count == 2, case .payee = found[position].names { return found[position].names }
            return names.subject(matching: word, preferPayee: false, allowingPrefix: true)
        }
        // `카페 중에 스타벅스 비율`: a payee is a part of accounts, its postings to them.
        switch (matches[0], matches[1]) {
        case (.accounts, .payee): return (first, second)
        case (.payee, .accounts): return (second, first)
        default: break
        }
        let accounts = matches.map { match -> Set<String>? in
            guard case .accounts(let accounts) = match else { return nil }
            return Set(accounts)
        }
        guard let a = accounts[0], let b = accounts[1], a != b else {
            throw .notAPart(line.said(finding: second), of: line.said(finding: first))
        }
        if a.isSuperset(of: b) { return (first, second) }
        if b.isSuperset(of: a) { return (second, first) }
        throw .notAPart(line.said(finding: second), of: line.said(finding: first))
    }

    /// `more` or `더` (`did we spend more`, `더 썼어?`), `less` or `덜`: which way a yes/no comparison
    /// asks, when the line says one.
    static func moreOrLess(_ units: [Unit]) -> Question.YesNo? {
        for unit in units {
            if QuestionWords.more.contains(unit.text) { return .more }
            if QuestionWords.less.contains(unit.text) { return .less }
        }
        return nil
    }

    /// The filter the words after `entries`, `balance` or `change` give (`식비 10월`, `starbucks october`):
    /// a subject and a period in any order. Throws when a period-like part cannot be read and nothing
    /// else explains it.
    func filter(_ line: LexedLine, from start: Int) throws(InvalidReason) -> ReportFilter {
        let tokens = Self.units(of: line, from: start)
        let parts = Self.parts(of: tokens, in: line, phrases)
        if let failure = parts.failure, let subject = parts.subject, !parts.subjectIsSubjectWords {
            let match = names?.subject(matching: subject, preferPayee: parts.isPlace)
            if match == nil { throw failure }
            if case .nothing? = match { throw failure }
        }
        if let failure = parts.failure, failure.isSpan || failure.isNotStarted, parts.span == nil { throw failure }
        // `내역 지출 10월`: every expense account's entries, not every entry.
        let everything = parts.subject == nil ? Self.everything(tokens, in: line, names) : nil
        return ReportFilter(
            subject: everything ?? parts.subject.map { Subject(resolving: $0, isPlace: parts.isPlace, in: names) },
            subjectIsPlace: parts.isPlace, period: parts.span ?? parts.periods.first)
    }

    /// The two subjects of `식비에서 외식 빼고`, `외식 빼고 식비`, `food besides dining`: the whole, and the
    /// part of it left out (in Korean the subject just before the word of leaving out, in English the one
    /// just after it); `nil` unless the line says exactly two subjects around such a word, each naming
    /// accounts. Throws when the part is not part of the whole (`교통비 빼고 식비`).
    static func exceptWithin(_ parts: Parts, _ units: [Unit], in line: LexedLine, _ names: JournalNames)
        throws(InvalidReason) -> (whole: Subject, part: Subject)?
    {
        guard let except = units.first(where: { $0.meaning == .except }) else { return nil }
        let words = parts.subjectUnits.filter { !QuestionWords.subjectJoiners.contains($0.text) }
        guard words.count == 2 else { return nil }
        let postpositional = except.text.unicodeScalars.first.map(Normalizer.isHangul) ?? false
        let before = words.filter { $0.index < except.index }
        let after = words.filter { $0.index > except.index }
        guard let part = postpositional ? before.last : after.first,
            let whole = words.first(where: { $0.index != part.index })
        else { return nil }
        func said(_ unit: Unit) -> String {
            Categories.isCategoryWord(unit.text)
                ? line.typedText(of: unit.tokens) : line.typedText(of: withoutParticle(unit.tokens, in: line))
        }
        let (wholeWord, partWord) = (said(whole), said(part))
        guard case .accounts(let wholeAccounts) = names.subject(matching: wholeWord),
            case .accounts(let partAccounts) = names.subject(matching: partWord)
        else { return nil }
        let inWhole = Set(wholeAccounts)
        guard partAccounts.allSatisfy({ inWhole.contains($0) }) else {
            throw .notWithin(line.said(finding: partWord), of: line.said(finding: wholeWord))
        }
        return (
            Subject(wholeWord, names: .accounts(wholeAccounts)), Subject(partWord, names: .accounts(partAccounts))
        )
    }

    /// The subject of a listing said as all spending or all income (`지출 내역`, `income entries`): the
    /// expense or income accounts, said as the word typed; `nil` when no such word is said, or without a
    /// journal.
    static func everything(_ units: [Unit], in line: LexedLine, _ names: JournalNames?) -> Subject? {
        guard let names else { return nil }
        for unit in units {
            let type: AccountType
            switch unit.meaning {
            case .spending?: type = .expense
            case .income?: type = .income
            default: continue
            }
            return Subject(line.typedText(of: unit.tokens), names: .accounts(names.accounts(of: type)))
        }
        return nil
    }

    /// What the subject `word` names in the journal, found once (``Subject/init(resolving:isPlace:in:)``),
    /// and whether the line may count it as one of the journal's names: a line with no question word
    /// (not `allowingPrefix`) names a segment whole, so `foo` is not taken for `food`.
    static func resolve(_ word: String, isPlace: Bool, allowingPrefix: Bool, in names: JournalNames?) -> (
        Subject, isKnown: Bool
    ) {
        guard let names else { return (Subject(resolving: word, isPlace: isPlace, in: nil), false) }
        let (match, onlyByPrefix) = names.subjectNamingByPrefix(word, preferPayee: isPlace)
        let subject = Subject(resolving: word, match: match, isPlace: isPlace, in: names)
        // A payee one typo away (`starbuks`) is known, as the subject found it.
        if case .nothing = match, case .payee = subject.names { return (subject, true) }
        if case .nothing = match { return (subject, false) }
        guard onlyByPrefix, !allowingPrefix else { return (subject, true) }
        // Not by a beginning: payees (tried first for a place, so none then).
        return (subject, !isPlace && names.payees(matching: Categories.comparable(word)) != nil)
    }

    // MARK: - Words

    /// Whether the line asks for the entries themselves, not a figure: opened by a listing word (`list
    /// expenses in october`, `show me all coffee purchases`, `itemize november spending`), or naming them
    /// (`transactions last week`, `purchases yesterday`), or asking what was bought (`what did I buy in
    /// october`), with no word that asks a figure (`how much`, `top`, `how many`). The units said for it,
    /// which are no subject, and whether it lists purchases (every expense, when no subject is said).
    static func entriesAsked(_ units: [Unit]) -> (Set<Int>, purchases: Bool)? {
        guard let first = units.first else { return nil }
        let listable: Set<QuestionWord.Meaning> = [.filler, .spending, .income, .place]
        func isListingNoun(_ unit: Unit) -> Bool {
            QuestionWords.listingNouns.contains(unit.text)
                || QuestionWords.listingNouns.contains(Particles.stripping(unit.text))
        }
        let nouns = Set(units.filter(isListingNoun).map(\.index))
        let purchases = units.contains { unit in
            unit.meaning == .spending
                && (QuestionWords.buyingVerbs.contains(unit.text) || unit.text == QuestionWords.purchasesSaid)
        }
        if QuestionWords.listingOpeners.contains(first.text) {
            let rest = units.dropFirst().filter { !nouns.contains($0.index) }
            guard rest.allSatisfy({ $0.meaning.map(listable.contains) ?? true }) else { return nil }
            return (nouns.union([first.index]), purchases)
        }
        // `what did I buy`: asked with `did` (`what I bought at trader joe's` asks what it came to).
        if first.text == QuestionWords.whatWasBought.asking, first.meaning == .asking, units.count > 1,
            QuestionWords.whatWasBought.auxiliaries.contains(units[1].text),
            units.contains(where: { $0.meaning == .spending && QuestionWords.buyingVerbs.contains($0.text) })
        {
            let rest = units.dropFirst()
            guard rest.allSatisfy({ $0.meaning.map(listable.contains) ?? true }) else { return nil }
            return ([first.index], true)
        }
        guard !nouns.isEmpty,
            units.allSatisfy({ $0.meaning.map(listable.contains) ?? true || nouns.contains($0.index) })
        else { return nil }
        return (
            nouns, purchases || units.contains { nouns.contains($0.index) && $0.text == QuestionWords.purchasesSaid }
        )
    }

    /// Whether every word of `subject` is one word of month phrases (`전`, `ago`, `few`).
    static func isOnlyPhraseWords(_ subject: String) -> Bool {
        Normalizer.normalize(subject).split(separator: " ").allSatisfy { word in
            WordIndex.shared.meanings(of: String(word))?.phrase != nil
        }
    }

    /// The listing command `word` is, when it is `entries` (`내역`) or `change` (`변동`), which may end
    /// a line: `식비 내역`, `식비 변동`.
    static func listingWord(_ word: String) -> CommandWord? {
        guard let entry = Vocabulary.entry(spelled: word), case .command(let command) = entry.meaning else {
            return nil
        }
        return command == .entries || command == .change ? command : nil
    }

    /// Whether `word` (normalised, one word) is a subject whatever else it might read as: a word of the
    /// category table or a payee's short name (`월세`, `phone`, `스벅`), or a Korean cost (`택배비`), with
    /// or without a particle, and no word of the phrase reader's or the commands'.
    static func isSubjectWord(_ word: String) -> Bool {
        if Normalizer.plainSyllableCount(word) != nil {
            // ASCII and precomposed syllables (nearly every word): the tables' spellings looked up by
            // bytes, the digits found among them.
            guard !phraseOrCommandSpellings.contains(word),
                !word.utf8.contains(where: { $0 &- 0x30 < 10 }) || Categories.isCategoryWord(word)
            else { return false }
        } else {
            guard Lexicon.english[word] == nil, Lexicon.korean[word] == nil, Vocabulary.entry(spelled: word) == nil,
                !word.contains(where: \.isASCIIDigit) || Categories.isCategoryWord(word)
            else { return false }
        }
        if Categories.isCategoryWord(word) { return true }
        let stripped = Particles.stripping(word)
        return Categories.isCategoryWord(stripped) || Categories.looksLikeACost(stripped)
    }

    /// The spellings of `Lexicon` (both languages) and of `Vocabulary`, which are never a subject word,
    /// looked up by bytes (for a word of ASCII and precomposed syllables, the same test as a lookup in
    /// their tables).
    static let phraseOrCommandSpellings = SpellingTable(
        distinct: Array(Lexicon.english.keys) + Array(Lexicon.korean.keys) + Array(Vocabulary.spelledKeys))

    /// The units of `line`'s tokens from `start`: its words, several-word question words joined (`how
    /// much`, `같은 달`), question words taken as they stand inside Korean words (`지난달지출` → 지난달 +
    /// 지출, `식비얼마나썼어` → 식비 + 얼마나 + 썼어) with a particle after one left off (`지출은`), and a
    /// count after a ranking word (`top 5`, `상위 3`, `5곳`).
    static func units(of line: LexedLine, from start: Int) -> [Unit] {
        let words = line.wordPieces(from: start).map { (text: line.text(of: $0), tokens: $0) }
        var tokens: [Unit] = []
        var index = 0
        while index < words.count {
            // `fixed costs`, `grocery run`: a category spelled in two words, the second a question word's
            // or a cost's, is one subject word as said (not `fixed` and the verb `costs`).
            if index + 1 < words.count, Categories.twoWordEndings.contains(words[index + 1].text) {
                let phrase = words[index].text + " " + words[index + 1].text
                if Categories.spells(phrase) {
                    tokens.append(Unit(text: phrase, tokens: words[index].tokens + words[index + 1].tokens))
                    index += 2
                    continue
                }
            }
            var matched = false
            // Only a word that begins a spelling of several words can start one (most words begin none).
            let longest =
                mayBeginSeveralWords(words[index].text) ? min(QuestionWords.longestSpelling, words.count - index) : 1
            for length in stride(from: longest, through: 2, by: -1) {
                let phrase = words[index..<(index + length)].map(\.text).joined(separator: " ")
                if let meaning = QuestionWords.spelledMeaning(of: phrase)
                    ?? QuestionWords.spelledMeaning(of: Particles.stripping(phrase))
                {
                    tokens.append(
                        Unit(text: phrase, tokens: words[index..<(index + length)].flatMap(\.tokens), meaning: meaning))
                    index += length
                    matched = true
                    break
                }
            }
            if matched { continue }
            tokens += classify(words[index], in: line)
            index += 1
        }
        for position in tokens.indices {
            tokens[position].index = position
            if tokens[position].meaning == nil { tokens[position].isSubjectWord = isSubjectWord(tokens[position].text) }
        }
        // `중에` after a subject (`식비랑 교통비 중에`) compares them; after a period (`올해 중에`,
        // `3월 중에`) it belongs to the phrase.
        for position in tokens.indices.dropFirst() where tokens[position].meaning == nil {
            let before = tokens[position - 1]
            // `지출 중에 제일 큰 거`: among the spending, nothing more.
            if QuestionWords.amongWords.contains(tokens[position].text),
                [.spending, .income].contains(before.meaning)
            {
                tokens[position].meaning = .filler
                continue
            }
            guard QuestionWords.amongWords.contains(tokens[position].text), before.meaning == nil,
                !before.text.contains(where: \.isASCIIDigit), !isOnlyPhraseWords(before.text)
            else { continue }
            tokens[position].meaning = .either
            tokens[position].isSubjectWord = false
        }
        // A count after a ranking word: `top 5`, `상위 3`, `5곳`.
        for position in tokens.indices where tokens[position].meaning == nil {
            let word = tokens[position].text
            let digits = String(word.prefix { $0.isASCIIDigit })
            guard !digits.isEmpty, digits.count <= 2, let value = Int(digits), value > 0 else { continue }
            let rest = word.dropFirst(digits.count)
            let afterRanking = position > 0 && tokens[position - 1].meaning == .largest && rest.isEmpty
            if afterRanking || QuestionWords.rankingCounters.contains(String(rest)) {
                if afterRanking || tokens.contains(where: { $0.meaning == .largest }) {
                    tokens[position].meaning = .filler
                    tokens[position].count = value
                }
            }
        }
        return tokens
    }

    /// The words that may begin a question word of several words, made once from `QuestionWords`: the
    /// first word of each spelling with a space, and each beginning of a Korean spelling (compared
    /// without spaces, so `같은` of `같은 달`). A phrase whose first word is none of these is no spelling,
    /// with or without a particle at its end (a particle ends the last word).
    static let severalWordBeginnings: Set<String> = {
        var beginnings = Set<String>()
        for entry in QuestionWords.entries {
            for spelling in entry.english + entry.korean.map(Normalizer.compactingKorean) {
                if let space = spelling.firstIndex(of: " ") { beginnings.insert(String(spelling[..<space])) }
                guard spelling.unicodeScalars.first.map(Normalizer.isHangul) == true else { continue }
                var prefix = String.UnicodeScalarView()
                for scalar in spelling.unicodeScalars {
                    prefix.append(scalar)
                    beginnings.insert(String(prefix))
                }
            }
        }
        return beginnings
    }()

    /// Whether `word` may begin a question word of several words (`severalWordBeginnings`): a word read
    /// across a space (`다음 달`) is looked up without it.
    static func mayBeginSeveralWords(_ word: String) -> Bool {
        severalWordBeginnings.contains(word) || severalWordBeginnings.contains(Normalizer.compactingKorean(word))
    }

    /// Whether token `index` of `line` is one of the ASCII symbols `bytes`.
    private static func isSymbol(_ line: LexedLine, _ index: Int, in bytes: [UInt8]) -> Bool {
        let token = line.tokens[index]
        return token.shape == .symbol && bytes.contains(line.text[Int(token.start)])
    }

    /// One word: a question word (perhaps with a particle), or a Korean word cut where a question word
    /// starts inside it (where the lexer cut it), or a word of the period or subject.
    static func classify(_ word: (text: String, tokens: [Int]), in line: LexedLine) -> [Unit] {
        if let token = spelledToken(word.text, word.tokens, in: line) { return [token] }
        guard word.text.unicodeScalars.last.map(Normalizer.isHangul) == true else {
            return [Unit(text: word.text, tokens: word.tokens, meaning: QuestionWords.meaning(of: word.text))]
        }
        // The parts: a new one where a token starts a question word.
        var parts: [[Int]] = []
        for index in word.tokens {
            if parts.isEmpty || startsAQuestionWord(line.tokens[index], in: line) {
                parts.append([index])
            } else {
                parts[parts.count - 1].append(index)
            }
        }
        // `외식했어`, `장봤어`, `외식한`: a category's noun and a verb made of it, typed as one word; the noun
        // is the subject and the verb carries nothing.
        parts = parts.flatMap { part -> [[Int]] in
            guard part.count > 1 else { return [part] }
            // The verb is a token or two at the end (a long word costs no more than a short one).
            for cut in max(1, part.count - 2)..<part.count {
                let (head, tail) = (Array(part[..<cut]), Array(part[cut...]))
                if QuestionWords.meaning(of: line.text(of: tail)) == .filler,
                    Categories.isCategoryWord(line.text(of: head))
                {
                    return [head, tail]
                }
            }
            return [part]
        }
        // `이번달식비`, `지난달외식비`, `11월교통비`: a period and a category word typed as one word (the
        // lexer cut it where the tables' words meet) are the period and the subject. The period is the
        // word's first few tokens (`2026`, `년`, `11`, `월` at most), so a long word costs no more than a
        // short one.
        parts = parts.flatMap { part -> [[Int]] in
            guard part.count > 1 else { return [part] }
            for cut in 1..<min(part.count, Self.longestJoinedPeriod + 1) {
                let last = line.tokens[part[cut - 1]]
                // The head stays a period only while each of its tokens is a number or a phrase word.
                guard last.shape == .digits || (last.shape == .hangul && last.meanings?.phrase != nil) else { break }
                guard last.shape == .hangul else { continue }
                let (head, tail) = (Array(part[..<cut]), Array(part[cut...]))
                let said = line.text(of: tail)
                if Categories.isCategoryWord(said) || Categories.isCategoryWord(Particles.stripping(said)) {
                    return [head, tail]
                }
            }
            return [part]
        }
        return parts.map { part in
            let text = line.text(of: part)
            if parts.count > 1, let token = spelledToken(text, part, in: line) { return token }
            if let meaning = QuestionWords.meaning(of: text) {
                return Unit(text: text, tokens: part, meaning: meaning)
            }
            var token = Unit(text: text, tokens: part)
            token.endsInPlaceParticle = text.hasSuffix("에서") || text.hasSuffix("에서는")
            return token
        }
    }

    /// The most tokens a period typed joined to its subject is read from (`2026년11월` is four).
    static let longestJoinedPeriod = 4

    /// Whether `token` starts a question word inside a Korean word: a question word of two syllables or
    /// more (not a filler), or the stem of a verb of spending, earning or money left.
    static func startsAQuestionWord(_ token: Token, in line: LexedLine) -> Bool {
        guard token.shape == .hangul, let meanings = token.meanings else { return false }
        if token.length >= 6, let meaning = meanings.question, meaning != .filler { return true }
        guard let meaning = meanings.questionStem else { return false }
        return [.spending, .income, .moneyLeft].contains(meaning)
    }

    /// The unit of a word when it is a question word as spelled, perhaps with one particle after it,
    /// the particle left off.
    static func spelledToken(_ text: String, _ tokens: [Int], in line: LexedLine) -> Unit? {
        if let meaning = QuestionWords.spelledMeaning(of: text) {
            return Unit(text: text, tokens: tokens, meaning: meaning)
        }
        guard text.unicodeScalars.last.map(Normalizer.isHangul) == true, tokens.count > 1,
            let last = tokens.last, line.tokens[last].meanings?.particle != nil
        else { return nil }
        let stem = Array(tokens.dropLast())
        let stripped = line.text(of: stem)
        if let meaning = QuestionWords.spelledMeaning(of: stripped) {
            return Unit(text: stripped, tokens: stem, meaning: meaning)
        }
        return nil
    }

    // MARK: - Periods and subject

    /// The periods and the subject of a line's words.
    struct Parts {
        /// The periods found, in the order written (at most two).
        var periods: [Period] = []
        /// The words of each period, as written.
        var periodWords: [String] = []
        /// Whether each period is a bare month of the year on screen (`3월`, `march`).
        var periodIsBare: [Bool] = []
        /// Whether each period is said as what something is weighed against (`10월보다`, `10월 대비`,
        /// `vs october`, `than in october`, `compared to october`).
        var periodIsAgainst: [Bool] = []
        /// The subject, Korean particles taken off, in the letters typed, or `nil`.
        var subject: String?
        /// Whether every word of the subject is a subject word (`QuestionReader.isSubjectWord`).
        var subjectIsSubjectWords = false
        /// The words of the subject as the line has them, particles kept (normalised).
        var subjectWords: [String] = []
        /// The units of the subject.
        var subjectUnits: [Unit] = []
        /// Whether the subject is marked as a place (`at`, `에서`).
        var isPlace = false
        /// Why a period-like part of the line could not be read, if one could not.
        var failure: InvalidReason?
        /// The run of months the line names, when its two periods are the ends of one (`3월부터 5월까지`,
        /// `from march to may`) or it counts months back (`지난 3달`, `last 3 months`).
        var span: Period?
        /// Whether `span` joins the two periods (rather than counting months back).
        var spanJoinsPeriods = false
        /// The words of a span counted back from today (`최근 2주`, `last 10 days`), as written.
        var spanWords: String?
        /// Whether two periods are taken together, joined by a particle (`어제랑 오늘`, `10월하고 11월`) or side
        /// by side (`어제 그제`): their run when they meet, else compared.
        var periodsAreJoined = false
    }

    /// Finds up to two periods among the words that are not question words, each the longest run of
    /// neighbouring words that reads as a phrase; the words left over, less fillers and joining
    /// words, are the subject.
    static func parts(of tokens: [Unit], in line: LexedLine, _ phrases: PhraseReader) -> Parts {
        var parts = Parts()
        let written = tokens
        var tokens = tokens
        var leftoverMarkers: [Unit] = []
        var leftover: [Unit] = []
        // `오늘 하루`, `11월 3일 하루`: `하루` after a day adds nothing to it.
        if let position = tokens.indices.dropFirst().first(where: { position in
            tokens[position].text.utf8.starts(with: QuestionPeriodWords.oneDayStart.utf8)
                && QuestionPeriodWords.oneDay.contains(tokens[position].text) && tokens[position].meaning == nil
                && (QuestionPeriodWords.daysInWords.contains(Particles.stripping(tokens[position - 1].text))
                    || tokens[position - 1].text.hasSuffix(QuestionPeriodWords.bareDay))
        }) {
            tokens.remove(at: position)
        }
        if let (week, range) = weeksAgo(in: tokens, today: phrases.context.today) {
            parts.periods.append(week)
            parts.periodWords.append(tokens[range].map(\.text).joined(separator: " "))
            parts.periodIsBare.append(false)
            parts.periodIsAgainst.append(false)
            tokens.removeSubrange(range)
        }
        // (Only a line with a word of weeks in it can name one: most lines are passed over at once.)
        let mayNameAWeek = tokens.contains { unit in QuestionPeriodWords.weekMarks.contains { unit.text.contains($0) } }
        // `지난주 일요일`, `이번 주 금요일`: that day of the ISO week the question's `지난주` names.
        if mayNameAWeek, let (day, range) = weekdayOfWeek(in: tokens, today: phrases.context.today) {
            parts.periods.append(day)
            parts.periodWords.append(tokens[range].map(\.text).joined(separator: " "))
            parts.periodIsBare.append(false)
            parts.periodIsAgainst.append(isAgainst(tokens[range], among: written))
            tokens.removeSubrange(range)
        }
        // `11월 첫째 주`, `the first week of november`, `주말`, `last weekend`: exactly those days.
        // `11월 초`, `11월 중순`, `early november`, `the first half of november`: exactly those days.
        if let (days, range) = Self.partOfMonth(in: tokens, today: phrases.context.today) {
            parts.periods.append(days)
            parts.periodWords.append(tokens[range].map(\.text).joined(separator: " "))
            parts.periodIsBare.append(false)
            parts.periodIsAgainst.append(false)
            tokens.removeSubrange(range)
        }
        for (find, isWeekend) in [(Self.weekOfMonth, false), (Self.weekend, true)]
        where mayNameAWeek && parts.periods.count < 2 {
            guard let (days, range) = find(tokens, phrases.context.today) else { continue }
            // `이번 주말`, `this weekend` on a Wednesday: the weekend ahead has not begun; refused as not
            // started (was answered as having no entries, as if it were over).
            if isWeekend, days.firstDay > phrases.context.today {
                parts.failure = .notStarted(line.said(of: tokens[range].flatMap(\.tokens)))
            }
            parts.periods.append(days)
            parts.periodWords.append(tokens[range].map(\.text).joined(separator: " "))
            parts.periodIsBare.append(false)
            parts.periodIsAgainst.append(false)
            tokens.removeSubrange(range)
        }
        // `11/3`, `11.3`: a day of today's year, as hledger reads `-p 11/3` (at most two: `11/3~11/10`).
        var dayWords: [String] = []
        while parts.periods.count < 2, let (day, range) = monthDay(in: tokens, today: phrases.context.today) {
            let words = tokens[range].map(\.text).joined(separator: " ")
            parts.periods.append(day)
            parts.periodWords.append(words)
            parts.periodIsBare.append(false)
            parts.periodIsAgainst.append(isAgainst(tokens[range], among: written))
            dayWords.append(words)
            tokens.removeSubrange(range)
        }
        if let (recent, range) = spelledRun(in: tokens, today: phrases.context.today) {
            parts.span = recent
            parts.spanWords = tokens[range].map(\.text).joined(separator: " ")
            tokens.removeSubrange(range)
        } else if let (recent, range) = recentDays(in: tokens, today: phrases.context.today) {
            parts.span = recent
            parts.spanWords = tokens[range].map(\.text).joined(separator: " ")
            tokens.removeSubrange(range)
        } else if let (recent, range) = monthsOfAnAverage(in: tokens, today: phrases.context.today.yearMonth) {
            parts.span = recent
            parts.spanWords = tokens[range].map(\.text).joined(separator: " ")
            tokens.removeSubrange(range)
        } else if let (recent, range) = recentMonths(in: tokens, today: phrases.context.today.yearMonth) {
            parts.span = recent
            parts.spanWords = tokens[range].map(\.text).joined(separator: " ")
            tokens.removeSubrange(range)
        }
        // Runs of words between question words (fillers stay inside: `in`, `the` may belong to a phrase).
        // The ends of a span are read apart: `~`, `to`, `until` and a word ending in 부터 or 까지 close a
        // run.
        // A subject word closes a run and is never read as a phrase (`월세` is no `월`); so does a
        // period joined by `와`, `과`, `이랑`, `하고` (`10월이랑 9월`), read without the particle.
        var runs: [[Unit]] = [[]]
        for var token in tokens {
            if let meaning = token.meaning, meaning != .filler {
                runs.append([])
            } else if token.isSubjectWord {
                runs.append([])
                leftover.append(token)
            } else if QuestionPeriodWords.spanMarkers.contains(token.text),
                !QuestionPeriodWords.spanStarts.contains(token.text)
            {
                runs.append([])
                leftoverMarkers.append(token)
            } else if let period = periodBeforeAnd(token, after: runs[runs.count - 1], in: line, phrases) {
                token = period
                parts.periodsAreJoined = true
                runs[runs.count - 1].append(token)
                runs.append([])
            } else {
                runs[runs.count - 1].append(token)
                if QuestionPeriodWords.hasSpanEnding(token.text) { runs.append([]) }
            }
        }
        for run in runs where !run.isEmpty {
            var pieces: [ArraySlice<Unit>] = [run[...]]
            while let piece = pieces.popLast() {
                guard parts.periods.count < 2, piece.count <= 8,
                    let found = longestPhrase(in: piece, line, phrases, failure: &parts.failure)
                else {
                    leftover += piece
                    continue
                }
                parts.periods.append(Period(found.reading))
                parts.periodWords.append(piece[found.range].map(\.text).joined(separator: " "))
                parts.periodIsBare.append(found.reading.anchor == .screen)
                parts.periodIsAgainst.append(isAgainst(piece[found.range], among: written))
                pieces.append(piece[found.range.upperBound...])
                pieces.append(piece[..<found.range.lowerBound])
            }
        }
        if parts.periods.count == 2, parts.span == nil {
            let marked =
                tokens.contains {
                    QuestionPeriodWords.spanMarkers.contains($0.text) || QuestionPeriodWords.hasSpanEnding($0.text)
                } || dayWords.contains(where: QuestionPeriodWords.hasSpanEnding)
            if marked || parts.failure?.isSpan == true {
                parts.span = span(parts)
                parts.spanJoinsPeriods = true
                parts.failure = nil
            }
        }
        // `어제랑 오늘`, `10월하고 11월`, `어제 그제`: two periods, joined or side by side, that meet (or
        // overlap) are the one run they make; two apart (`9월이랑 11월`) are compared, each figure said,
        // never the first alone. One inside the other (`weekends in november`, `11월 주말`) is neither:
        // the reader below refuses the two as contradicting each other, never the whole month.
        // Earlier start first; of two starting on one day, the longer first (it holds the other).
        let ordered =
            parts.periods.count == 2
            ? parts.periods.sorted { ($0.firstDay, $1.lastDay) < ($1.firstDay, $0.lastDay) } : []
        if parts.span == nil, let early = ordered.first, let late = ordered.last, late.lastDay > early.lastDay {
            parts.periodsAreJoined = true
            if let next = early.lastDay.adding(days: 1), late.firstDay <= next {
                parts.span = Period(from: early, through: late)
                parts.spanJoinsPeriods = true
            }
        }
        // One end alone: `7월부터`, `since july` run to today's month; `10월까지`, `until october` from
        // the start of that year.
        if parts.periods.count == 1, parts.span == nil, let only = parts.periods.first {
            let words = parts.periodWords[0]
            let texts = Set(tokens.map(\.text))
            let today = phrases.context.today
            if words.hasSuffix(QuestionPeriodWords.startEnding)
                || !texts.isDisjoint(with: QuestionPeriodWords.spanStarts)
                || !texts.isDisjoint(with: QuestionPeriodWords.koreanSince)
            {
                // A day or a week runs to today (`11월 3일부터`, `since last monday`); a month to today's month.
                if only.isDays {
                    if only.firstDay <= today {
                        parts.span = Period(from: only.firstDay, through: today)
                    } else if namesOnlyADayOfTheMonth(words), let month = today.yearMonth.adding(months: -1),
                        let start = CalendarDate(month.year, month.month, only.firstDay.day)
                    {
                        // `since the 15th`, `15일부터` on the 2nd: from the 15th of last month, never the
                        // 15th ahead alone.
                        parts.span = Period(from: start, through: today)
                    } else {
                        // `12월 15일부터` on 2 December: a run that has not begun, never that day alone.
                        parts.failure = .notStarted(line.said(finding: words))
                    }
                } else if only.months.lowerBound <= today.yearMonth {
                    parts.span = Period(from: only, through: .month(today.yearMonth))
                } else {
                    // `2027년 1월부터`: not begun either, never that month alone.
                    parts.failure = .notStarted(line.said(finding: words))
                }
            } else if !texts.isDisjoint(with: QuestionPeriodWords.koreanUntilBefore) {
                // `11월 10일 전까지`: through the day before, from the first of that day's month; `11월 전까지`:
                // through the month before, from January of its year.
                if only.isDays, let end = only.firstDay.adding(days: -1) {
                    parts.span = Period(
                        from: CalendarDate(uncheckedYear: end.year, month: end.month, day: 1), through: end)
                } else if !only.isDays, let end = only.months.lowerBound.adding(months: -1) {
                    parts.span = Period(
                        from: .month(YearMonth(uncheckedYear: end.year, month: 1)), through: .month(end))
                }
            } else if words.hasSuffix(QuestionPeriodWords.endEnding)
                || !texts.isDisjoint(with: QuestionPeriodWords.spanEnds)
            {
                // A day or a week from the first of its month (`어제까지`); a month from January.
                if only.isDays {
                    let first = only.firstDay
                    parts.span = Period(
                        from: CalendarDate(uncheckedYear: first.year, month: first.month, day: 1), through: only.lastDay
                    )
                } else {
                    let end = only.months.upperBound
                    parts.span = Period(from: .month(YearMonth(uncheckedYear: end.year, month: 1)), through: only)
                }
            }
        }
        // `spending over thanksgiving weekend`: a holiday whose date moves is what could not be placed,
        // whatever vague word came before it (was "over" is not definite).
        func isHoliday(_ word: String) -> Bool {
            QuestionPeriodWords.holidaysOfNoFixedDay.contains(word) || Messages.isMovingHoliday(word)
        }
        if case .vague(let word)? = parts.failure, !isHoliday(word.text),
            let holiday = written.first(where: { isHoliday($0.text) })
        {
            parts.failure = .vague(line.said(of: holiday.tokens))
        }
        parts.isPlace = tokens.contains { $0.meaning == .place || $0.endsInPlaceParticle }
        let words = leftover.filter { token in
            token.meaning == nil && !QuestionPeriodWords.joiningWords.contains(token.text)
                && !QuestionPeriodWords.spanMarkers.contains(token.text)
        }.sorted { $0.index < $1.index }
        parts.subject =
            words.isEmpty
            ? nil
            : words.map { token in
                // A category word that ends like a particle keeps it (`수도` is water, not `수` + `도`).
                if Categories.isCategoryWord(token.text) { return line.typedText(of: token.tokens) }
                return line.typedText(of: withoutParticle(token.tokens, in: line))
            }.joined(separator: " ")
        parts.subjectIsSubjectWords = !words.isEmpty && words.allSatisfy(\.isSubjectWord)
        parts.subjectWords = words.map(\.text)
        parts.subjectUnits = words
        return parts
    }

    /// Where a word of weekends or weekdays stands alone (`주말`, `평일에`, `weekend`, not `지난 주말` or
    /// `this weekend`), and which days it keeps.
    static func daysOfWeekWord(in tokens: [Unit]) -> (Int, Question.DaysOfWeek)? {
        let marks = QuestionPeriodWords.thisWeekend.union(QuestionPeriodWords.lastWeekend)
        for position in tokens.indices where tokens[position].meaning == nil {
            let text = tokens[position].text
            let days: Question.DaysOfWeek
            if QuestionPeriodWords.weekend.contains(text) {
                days = .weekends
            } else if QuestionPeriodWords.weekdays.contains(text) {
                days = .weekdays
            } else {
                continue
            }
            if position > 0, marks.contains(tokens[position - 1].text) { continue }
            return (position, days)
        }
        return nil
    }

    /// `10월` of `10월이랑`, `지난달` of `지난달과`, `달` of `이번 달이랑`, `지난주` of `지난주랑`: a word that ends a period and is
    /// followed by a particle that joins it to another, when the word without the particle reads as a
    /// phrase, alone or after the words before it in its run (`before`); else `nil`.
    static func periodBeforeAnd(_ unit: Unit, after before: [Unit], in line: LexedLine, _ phrases: PhraseReader)
        -> Unit?
    {
        guard unit.tokens.count > 1, let last = unit.tokens.last,
            line.tokens[last].meanings?.particle?.contains(.joins) == true
        else { return nil }
        let head = Array(unit.tokens.dropLast())
        let headText = line.text(of: head)
        guard let final = headText.last, final.isASCIIDigit || QuestionPeriodWords.periodEndings.contains(final) else {
            return nil
        }
        let reads = { (tokens: [Int]) in ((try? phrases.read(line, tokens: tokens)) ?? nil) != nil }
        // The words before count only as a phrase's few words (`이번 달이랑`).
        let earlier = before.suffix(4).flatMap(\.tokens)
        guard reads(head) || (!earlier.isEmpty && reads(earlier + head)) else { return nil }
        var period = unit
        period.text = headText
        period.tokens = head
        return period
    }

    /// Whether the words of a period are said as what something is weighed against: they end in `보다`
    /// or are followed by `보다`, `대비`, `비해` (`10월보다`, `10월 대비`), or follow `vs`, `versus`,
    /// `against`, `than`, `compared to` / `with` (`vs october`, `than in october`).
    static func isAgainst(_ period: ArraySlice<Unit>, among units: [Unit]) -> Bool {
        guard let first = period.first, let last = period.last else { return false }
        if QuestionWords.againstAfter.contains(where: { last.text.hasSuffix($0) }) { return true }
        guard let start = units.firstIndex(where: { $0.index == first.index }),
            let end = units.firstIndex(where: { $0.index == last.index })
        else { return false }
        if end + 1 < units.count, QuestionWords.againstAfter.contains(units[end + 1].text) { return true }
        // `9월이랑 비교`: a period joined by its particle to `비교` (the particle was read off it).
        if end + 1 < units.count, units[end].text != last.text,
            units[end + 1].text.hasPrefix(QuestionWords.comparingSubjectsStem)
        {
            return true
        }
        var before = start - 1
        while before >= 0, QuestionPeriodWords.joiningWords.contains(units[before].text) { before -= 1 }
        guard before >= 0 else { return false }
        // `compared to october`, `compare with october` (not `compare october`, a month with the one before).
        if QuestionWords.againstBeforeAJoiner.contains(units[before].text) { return before < start - 1 }
        return QuestionWords.againstBefore.contains(units[before].text)
    }

    /// `tokens` without a particle at the end, when something is left before it.
    static func withoutParticle(_ tokens: [Int], in line: LexedLine) -> [Int] {
        guard tokens.count > 1, let last = tokens.last, line.tokens[last].meanings?.particle != nil,
            line.tokens[last].shape == .hangul
        else { return tokens }
        return Array(tokens.dropLast())
    }

    /// The run of months from the first period written to the second. A bare month takes its year
    /// from the other end (`2023년 11월~12월` ends in December 2023, `11월~2024년 2월` starts in November
    /// 2023); two bare months run forward from the first (`11월부터 2월까지`).
    static func span(_ parts: Parts) -> Period {
        var ends = parts.periods
        let bare = parts.periodIsBare
        // `11월 3일~10일`, `11월 1일부터 15일까지`, `nov 3 to the 10th`: a second end that names only a day
        // of the month is that day of the first end's month, not of today's.
        // `from nov 3 to 10`: a bare number after a day is a day of that day's month, not a month.
        if case .days(let start, _) = ends[0], case .month = ends[1], bare[1], parts.periodWords.count > 1,
            let number = Int(parts.periodWords[1]), (1...31).contains(number),
            number <= CalendarDate.dayCount(year: start.year, month: start.month)
        {
            let day = CalendarDate(uncheckedYear: start.year, month: start.month, day: number)
            if day >= start { ends[1] = .days(day, day) }
        }
        if case .days(let start, _) = ends[0], case .days(let day, let last) = ends[1], day == last,
            parts.periodWords.count > 1, namesOnlyADayOfTheMonth(parts.periodWords[1]),
            day.day <= CalendarDate.dayCount(year: start.year, month: start.month)
        {
            let inFirstMonth = CalendarDate(uncheckedYear: start.year, month: start.month, day: day.day)
            if inFirstMonth >= start { ends[1] = .days(inFirstMonth, inFirstMonth) }
        }
        if case .month(let first) = ends[0], case .month(let second) = ends[1] {
            if bare[1] {
                var year = first.year
                if second.month < first.month { year += 1 }
                if YearMonth.years.contains(year) {
                    ends[1] = .month(YearMonth(uncheckedYear: year, month: second.month))
                }
            } else if bare[0], !bare[1] {
                var year = second.year
                if first.month > second.month { year -= 1 }
                if YearMonth.years.contains(year) {
                    ends[0] = .month(YearMonth(uncheckedYear: year, month: first.month))
                }
            }
        }
        // `fri to sun` on a Wednesday: the first end read as the Friday ahead and the second as the Sunday
        // before; the run said is the Friday to Sunday just past, never the days between them backwards.
        if case .days(let start, let startLast) = ends[0], start == startLast,
            case .days(let end, let endLast) = ends[1],
            end == endLast, end < start, start.dayNumber - end.dayNumber < 7, let earlier = start.adding(days: -7)
        {
            ends[0] = .days(earlier, earlier)
        }
        return Period(from: ends[0], through: ends[1])
    }

    /// Whether the words of a period name a day of the month and nothing else (`10일`, `15일까지`, `the
    /// 10th`, `10th`), so the month is the one the words before it name.
    static func namesOnlyADayOfTheMonth(_ words: String) -> Bool {
        var word = words.filter { $0 != " " }
        for ending in [QuestionPeriodWords.startEnding, QuestionPeriodWords.endEnding] where word.hasSuffix(ending) {
            word.removeLast(ending.count)
        }
        word = Particles.stripping(word)
        if word.hasPrefix("the") { word.removeFirst(3) }
        let digits = word.prefix(while: \.isASCIIDigit)
        guard (1...2).contains(digits.count) else { return false }
        let unit = String(word.dropFirst(digits.count))
        if unit == QuestionPeriodWords.bareDay { return true }
        if case .ordinalSuffix? = Lexicon.word(unit) { return true }
        if case .either(.ordinalSuffix, _)? = Lexicon.word(unit) { return true }
        return false
    }

    /// `2주 전`, `3주일 전`, `2 weeks ago`: in a question, the week (Monday through Sunday) that many
    /// weeks before this one, as hledger's `-W` columns run; the picker reads the same words as a day.
    static func weeksAgo(in tokens: [Unit], today: CalendarDate) -> (Period, Range<Int>)? {
        for start in tokens.indices {
            var index = start
            var word = tokens[index].text
            let digits = String(word.prefix { $0.isASCIIDigit })
            guard !digits.isEmpty, digits.count <= 3, let count = Int(digits), count > 0 else { continue }
            word = String(word.dropFirst(digits.count))
            if word.isEmpty {
                index += 1
                guard index < tokens.count else { continue }
                word = tokens[index].text
            }
            // `2주전`, `2주전에`: the unit and `전` typed as one word.
            let glued = QuestionPeriodWords.weeksBefore.contains { unit in
                word.hasPrefix(unit) && QuestionPeriodWords.ago.contains(String(word.dropFirst(unit.count)))
            }
            guard
                glued
                    || (QuestionPeriodWords.weeksBefore.contains(word) && index + 1 < tokens.count
                        && QuestionPeriodWords.ago.contains(tokens[index + 1].text)),
                let thisWeek = PhraseParts.isoWeek(of: today),
                let monday = thisWeek.lowerBound.adding(days: -7 * count), let sunday = monday.adding(days: 6)
            else { continue }
            return (.days(monday, sunday), start..<(index + (glued ? 1 : 2)))
        }
        return nil
    }

    /// `11월 첫째 주`, `11월 둘째주`, `2025년 11월 마지막 주`, `the first week of november`: the Monday-to-Sunday
    /// week whose Thursday is that month's first (second, …, last) Thursday, as weeks of a month are
    /// numbered in Korea (주차) and ISO numbers the weeks of a year. The week and where its words are.
    static func weekOfMonth(in tokens: [Unit], today: CalendarDate) -> (Period, Range<Int>)? {
        let texts = tokens.map { Particles.stripping($0.text) }
        for index in texts.indices {
            // The ordinal and `주`, apart or typed as one word (`첫째주`).
            var ordinal: Int?
            var end = index
            if let value = QuestionPeriodWords.weekOrdinals[texts[index]], index + 1 < texts.count,
                QuestionPeriodWords.week.contains(texts[index + 1])
            {
                (ordinal, end) = (value, index + 1)
            } else {
                for unit in QuestionPeriodWords.week where texts[index].hasSuffix(unit) {
                    if let value = QuestionPeriodWords.weekOrdinals[String(texts[index].dropLast(unit.count))] {
                        ordinal = value
                    }
                }
            }
            guard let ordinal else { continue }
            // The month: before it (`11월 첫째 주`) or after `of` (`first week of november`).
            var month: Int?
            var start = index
            var last = end
            if index > 0, let named = monthOfYear(texts[index - 1]) {
                (month, start) = (named, index - 1)
            } else if end + 2 < texts.count, texts[end + 1] == QuestionPeriodWords.partOf,
                let named = monthOfYear(texts[end + 2])
            {
                (month, last) = (named, end + 2)
            }
            // `지난달 첫째 주`, `이번 달 둘째 주`: this month's or last month's (was the whole month).
            var relativeYear: Int?
            if month == nil, index > 0 {
                let before = texts[index - 1].filter { $0 != " " }
                let twoBefore = index > 1 ? texts[index - 2] + before : nil
                for (words, back) in [(QuestionPeriodWords.thisMonth, 0), (QuestionPeriodWords.lastMonth, 1)] {
                    let said =
                        words.contains(before) && before != QuestionPeriodWords.monthEnding
                        ? 1 : twoBefore.map { words.contains($0) } == true ? 2 : 0
                    guard said > 0, let named = today.yearMonth.adding(months: -back) else { continue }
                    (month, relativeYear, start) = (named.month, named.year, index - said)
                    break
                }
            }
            guard let month else { continue }
            var year = relativeYear ?? today.year
            if relativeYear == nil, start > 0, texts[start - 1].hasSuffix(QuestionPeriodWords.yearEnding),
                let typed = Int(texts[start - 1].dropLast(QuestionPeriodWords.yearEnding.count)),
                YearMonth.years.contains(typed)
            {
                year = typed
                start -= 1
            } else if last + 1 < texts.count, let typed = Int(texts[last + 1]), YearMonth.years.contains(typed) {
                year = typed
                last += 1
            }
            if start > 0, texts[start - 1] == QuestionPeriodWords.article { start -= 1 }
            guard let first = CalendarDate(year, month, 1) else { continue }
            // The month's Thursdays; the week is the one around the one asked for.
            let firstThursday = first.adding(days: (4 - first.weekday + 7) % 7)
            let days = CalendarDate.dayCount(year: year, month: month)
            guard let firstThursday else { continue }
            let count = (days - firstThursday.day) / 7 + 1
            let number = ordinal == -1 ? count : ordinal
            guard (1...count).contains(number), let thursday = firstThursday.adding(days: 7 * (number - 1)),
                let monday = thursday.adding(days: -3), let sunday = thursday.adding(days: 3)
            else { continue }
            // `11월 첫째 주 월요일`: that day of the week (was the week, or this week's Monday beside it).
            if last + 1 < texts.count, let weekday = QuestionPeriodWords.koreanWeekdays[texts[last + 1]],
                let day = monday.adding(days: weekday - 1)
            {
                return (.days(day, day), start..<(last + 2))
            }
            return (.days(monday, sunday), start..<(last + 1))
        }
        return nil
    }

    /// An amount a question weighs against: a number with a currency (`50만원`, `$300`, `300달러`), or a
    /// bare number after `than`, `over`, `above`, `under` that names no month, day or year of the
    /// journal's centuries (`more than 1000`).
    /// The threshold `amount` and the word weighing it say, and the units that said them (the amount,
    /// a currency word after it, the weighing word), which are then no subject or period; `nil` when
    /// no word weighs it or it reads as no amount.
    static func weighing(_ amount: Unit, in units: [Unit], _ line: LexedLine) -> (
        threshold: Threshold, units: [Int]
    )? {
        var said = [amount.index]
        var text = Particles.stripping(amount.text)
        if amount.index + 1 < units.count, QuestionWords.currencyEndings.contains(units[amount.index + 1].text) {
            // `500 dollars`: the unit is the next word.
            said.append(amount.index + 1)
            text += " " + units[amount.index + 1].text
        }
        let words = text.split(separator: " ").map(String.init)
        guard
            let found = try? AmountReader(commodities: []).read(
                words[0], next: words.count > 1 ? words[1] : nil),
            found.length == words.count
        else { return nil }
        var spoken = found.amount
        spoken.text = line.typedText(of: said.flatMap { units[$0].tokens })
        for unit in units where !said.contains(unit.index) {
            guard let comparison = QuestionWords.thresholdComparison(of: unit.text) else { continue }
            // `more than`: the `than` after it weighs too; `at least`, `at most`: the `at` before it.
            var weighing = [unit.index]
            if unit.index + 1 < units.count, QuestionWords.thresholdWords.contains(units[unit.index + 1].text) {
                weighing.append(unit.index + 1)
            }
            if unit.index > 0, QuestionWords.thresholdComparisons[units[unit.index - 1].text + " " + unit.text] != nil {
                weighing.append(unit.index - 1)
            }
            return (Threshold(amount: spoken, comparison: comparison), said + weighing)
        }
        return nil
    }

    static func threshold(in units: [Unit]) -> Unit? {
        for (position, unit) in units.enumerated() where unit.meaning == nil || unit.meaning == .filler {
            let text = Particles.stripping(unit.text)
            guard let first = text.unicodeScalars.first, first == "$" || ("0"..."9").contains(first) else {
                // `천만원`, `오만원`: Korean numerals with a currency.
                if QuestionWords.currencyEndings.contains(where: { text.hasSuffix($0) && text.count > $0.count }),
                    let found = try? AmountReader(commodities: []).read(text, next: nil), found.amount.currency != nil
                {
                    return unit
                }
                continue
            }
            let digits = text.drop { $0 == "$" }.prefix { $0.isASCIIDigit || $0 == "," || $0 == "." }
            guard !digits.isEmpty else { continue }
            let rest = String(text.drop { $0 == "$" }.dropFirst(digits.count))
            if first == "$" || QuestionWords.currencyEndings.contains(rest) { return unit }
            let before = units[max(0, position - 1)].text
            guard rest.isEmpty, position > 0,
                QuestionWords.thresholdWords.contains(before) || QuestionWords.thresholdComparisons[before] != nil,
                let number = Int(digits.filter(\.isASCIIDigit))
            else { continue }
            if number > 31, !(1900...2100).contains(number) { return unit }
            // `more than 2000 last month`: a year-like number right after the weighing word is the amount
            // when another word of the line names the period.
            if (1900...2100).contains(number),
                units.indices.contains(where: { other in
                    other != position && units[other].meaning == nil
                        && WordIndex.shared.meanings(of: units[other].text)?.phrase != nil
                })
            {
                return unit
            }
        }
        return nil
    }

    /// `11월 초`, `11월초`, `이번달 중순`, `월말`, `early november`, `mid-november`, `the first half of
    /// november`: the days of that part of the month (`QuestionPeriodWords.monthParts`), of this year (or
    /// the year written before the month); a month's end is its last day. The days and where their
    /// words are.
    static func partOfMonth(in tokens: [Unit], today: CalendarDate) -> (Period, Range<Int>)? {
        let texts = tokens.map { Particles.stripping(Normalizer.compactingKorean($0.text)) }
        func month(_ word: String) -> (year: Int, month: Int)? {
            if let number = monthOfYear(word) { return (today.year, number) }
            if QuestionPeriodWords.thisMonth.contains(word) { return (today.year, today.month) }
            guard QuestionPeriodWords.lastMonth.contains(word) else { return nil }
            let previous = today.yearMonth.adding(months: -1) ?? today.yearMonth
            return (previous.year, previous.month)
        }
        for index in texts.indices {
            var part: (first: Int, last: Int)?
            var named: (year: Int, month: Int)?
            var range = index..<(index + 1)
            var word = texts[index]
            // `중순까지`: from the month's first day to the part's end.
            let until = word.hasSuffix(QuestionPeriodWords.endEnding) && word.count > 2
            if until { word = String(word.dropLast(QuestionPeriodWords.endEnding.count)) }
            // `the first half of november`: a part said in two words.
            if index + 3 < texts.count, texts[index + 2] == QuestionPeriodWords.partOf,
                let days = QuestionPeriodWords.monthParts[texts[index] + " " + texts[index + 1]],
                let found = month(texts[index + 3])
            {
                (part, named, range) = (days, found, index..<(index + 4))
            }
            // `11월초`, `월말`: the month and its part typed as one word.
            for (spelling, days) in QuestionPeriodWords.monthParts
            where part == nil && word.hasSuffix(spelling) && word != spelling {
                if let found = month(String(word.dropLast(spelling.count))) { (part, named) = (days, found) }
            }
            if part == nil, let days = QuestionPeriodWords.monthParts[word] {
                if index > 0, let found = month(texts[index - 1]) {
                    (part, named, range) = (days, found, (index - 1)..<(index + 1))
                } else if index + 2 < texts.count, texts[index + 1] == QuestionPeriodWords.partOf,
                    let found = month(texts[index + 2])
                {
                    (part, named, range) = (days, found, index..<(index + 3))
                } else if index + 1 < texts.count, let found = month(texts[index + 1]) {
                    (part, named, range) = (days, found, index..<(index + 2))
                }
            }
            // `11월 말까지` runs from January, as `11월까지` does: left to the reading of spans.
            guard let part, let named, !(until && part.last == 31),
                let first = CalendarDate(named.year, named.month, until ? 1 : part.first)
            else {
                continue
            }
            let end = min(part.last, CalendarDate.dayCount(year: named.year, month: named.month))
            guard let last = CalendarDate(named.year, named.month, end) else { continue }
            if range.lowerBound > 0, texts[range.lowerBound - 1] == QuestionPeriodWords.article {
                range = (range.lowerBound - 1)..<range.upperBound
            }
            return (.days(first, last), range)
        }
        return nil
    }

    /// The month a word names: `11월`, `november`, `nov`.
    static func monthOfYear(_ word: String) -> Int? {
        if word.hasSuffix(QuestionPeriodWords.monthEnding),
            let number = Int(word.dropLast(QuestionPeriodWords.monthEnding.count)), (1...12).contains(number)
        {
            return number
        }
        return PhraseReader.monthNumber(named: word)
    }

    /// `주말`, `이번 주말`, `지난 주말`, `last weekend`: Saturday and Sunday, this week's, the week before's,
    /// or alone the latest weekend begun by today. The two days and where their words are.
    static func weekend(in tokens: [Unit], today: CalendarDate) -> (Period, Range<Int>)? {
        for index in tokens.indices {
            var word = Normalizer.compactingKorean(tokens[index].text)
            var start = index
            var back: Int?
            if index > 0 {
                let before = tokens[index - 1].text
                if QuestionPeriodWords.thisWeekend.contains(before) { (back, start) = (0, index - 1) }
                if QuestionPeriodWords.lastWeekend.contains(before) { (back, start) = (1, index - 1) }
            }
            // `지난주말`, `이번주말`: typed as one word.
            for (prefix, weeks) in QuestionPeriodWords.weekendPrefixes where back == nil && word.hasPrefix(prefix) {
                let rest = String(word.dropFirst(prefix.count))
                if QuestionPeriodWords.weekend.contains(rest) { (word, back) = (rest, weeks) }
            }
            if start > 0, tokens[start - 1].text == QuestionPeriodWords.article { start -= 1 }
            guard QuestionPeriodWords.weekend.contains(word), let week = PhraseParts.isoWeek(of: today),
                var saturday = week.lowerBound.adding(days: 5)
            else { continue }
            let weeks = back ?? (saturday > today ? 1 : 0)
            guard let moved = saturday.adding(days: -7 * weeks), let sunday = moved.adding(days: 1) else { continue }
            saturday = moved
            return (.days(saturday, sunday), start..<(index + 1))
        }
        return nil
    }

    /// `11/3`, `11.3`, `11-3`, perhaps with a Korean particle after it (`11/3에`, `11/3부터`): in a
    /// question, that day of today's year, the month first, as hledger's smart dates read `-p 11/3`
    /// (the picker, which moves between months, still asks which order is meant). Digits whose first
    /// field is no month (`15/2`) are left to the phrase reader. The day and where its word is.
    static func monthDay(in tokens: [Unit], today: CalendarDate) -> (Period, Range<Int>)? {
        for (position, unit) in tokens.enumerated() where unit.meaning == nil {
            let text = unit.text
            let month = text.prefix { $0.isASCIIDigit }
            guard (1...2).contains(month.count), let separator = text.dropFirst(month.count).first,
                "/.-".contains(separator)
            else { continue }
            let afterSeparator = text.dropFirst(month.count + 1)
            let day = afterSeparator.prefix { $0.isASCIIDigit }
            let rest = afterSeparator.dropFirst(day.count)
            guard (1...2).contains(day.count),
                rest.isEmpty || (rest.count <= 3 && rest.unicodeScalars.allSatisfy(Normalizer.isHangul)),
                let m = Int(month), let d = Int(day)
            else { continue }
            // `nov 3-10`: after a month's name, the days from the first number through the second.
            if position > 0, separator == "-", rest.isEmpty,
                let named = PhraseReader.monthNumber(named: tokens[position - 1].text),
                let first = CalendarDate(today.year, named, m), let last = CalendarDate(today.year, named, d),
                first <= last
            {
                return (.days(first, last), (position - 1)..<(position + 1))
            }
            guard (1...12).contains(m), let date = CalendarDate(today.year, m, d) else { continue }
            return (.days(date, date), position..<(position + 1))
        }
        return nil
    }

    /// `last 10 days`, `past 2 weeks`, `최근 10일`, `최근 2주`, `지난 2주`, `지난 10일간`: the days up to
    /// and including today. (`지난 10일` alone is the last 10th of a month, a day, so it needs `간`.)
    /// The run and where its words are.
    static func recentDays(in tokens: [Unit], today: CalendarDate) -> (Period, Range<Int>)? {
        let back = QuestionPeriodWords.back.union(QuestionPeriodWords.recent)
        for start in tokens.indices where back.contains(tokens[start].text) {
            var index = start + 1
            guard index < tokens.count else { continue }
            // `최근 일주일`, `지난 이틀`: a count said in words.
            var word = QuestionPeriodWords.spelledCounts[tokens[index].text] ?? tokens[index].text
            let digits = String(word.prefix { $0.isASCIIDigit })
            guard !digits.isEmpty, digits.count <= 3, let count = Int(digits), count > 0 else { continue }
            word = Particles.stripping(String(word.dropFirst(digits.count)))
            if word.isEmpty {
                index += 1
                guard index < tokens.count else { continue }
                word = Particles.stripping(tokens[index].text)
            }
            // `지난 7일 동안`: `동안` makes the days a run, as `간` does.
            let during = index + 1 < tokens.count && QuestionPeriodWords.during.contains(tokens[index + 1].text)
            let length: Int
            if QuestionPeriodWords.days.contains(word)
                || (word == QuestionPeriodWords.bareDay
                    && (QuestionPeriodWords.recent.contains(tokens[start].text) || during))
            {
                length = count
            } else if QuestionPeriodWords.weeks.contains(word) {
                length = count * 7
            } else {
                continue
            }
            guard let first = today.adding(days: -(length - 1)) else { continue }
            return (Period(from: first, through: today), start..<(index + (during ? 2 : 1)))
        }
        // `일주일 동안`, `이틀 동안`, `일주일간`: a Korean count said in words and made a run by `동안` or
        // `간`, without `최근`, is the same run to today.
        for index in tokens.indices {
            let text = tokens[index].text
            guard let spelled = QuestionPeriodWords.spelledCounts[text],
                spelled.contains(where: { !$0.isASCIIDigit })
            else { continue }
            let during = index + 1 < tokens.count && QuestionPeriodWords.during.contains(tokens[index + 1].text)
            guard during || text.hasSuffix(QuestionPeriodWords.runEnding) else { continue }
            let digits = String(spelled.prefix { $0.isASCIIDigit })
            let unit = String(spelled.dropFirst(digits.count))
            guard let count = Int(digits) else { continue }
            let length = QuestionPeriodWords.weeks.contains(unit) ? count * 7 : count
            guard let first = today.adding(days: -(length - 1)) else { continue }
            return (Period(from: first, through: today), index..<(index + (during ? 2 : 1)))
        }
        return nil
    }

    /// `지난주 일요일`, `지난 주 금요일에`, `이번주 월요일`: the day of the ISO week (Monday through Sunday)
    /// that many weeks before this one, as the question's `지난주` is that week; the picker's phrase
    /// grammar counts its weeks from Sunday, which would put `지난주 일요일` before `지난주` began.
    static func weekdayOfWeek(in tokens: [Unit], today: CalendarDate) -> (Period, Range<Int>)? {
        for start in tokens.indices {
            var next = start + 1
            var weeksBack = QuestionPeriodWords.weekOfADay[tokens[start].text]
            if weeksBack == nil, next < tokens.count,
                QuestionPeriodWords.weekOfADayFirstWords.contains(tokens[start].text)
            {
                weeksBack = QuestionPeriodWords.weekOfADay[tokens[start].text + " " + tokens[next].text]
                next += 1
            }
            guard let weeksBack, next < tokens.count,
                let weekday = QuestionPeriodWords.koreanWeekdays[Particles.stripping(tokens[next].text)]
                    ?? QuestionPeriodWords.koreanWeekdays[tokens[next].text],
                let week = PhraseParts.isoWeek(of: today),
                let day = week.lowerBound.adding(days: weekday - 1 - 7 * weeksBack)
            else { continue }
            return (.days(day, day), start..<(next + 1))
        }
        return nil
    }

    /// `3개월 평균 지출`, `6달 평균 식비`: a count of months right before an average's word, with no
    /// `지난` or `최근`, is the months before this one, as `지난 3개월` is (it was refused, asking whether
    /// the months were ago or ahead).
    static func monthsOfAnAverage(in tokens: [Unit], today: YearMonth) -> (Period, Range<Int>)? {
        for index in tokens.indices.dropLast() where tokens[index + 1].meaning == .average {
            let word = tokens[index].text
            let digits = String(word.prefix { $0.isASCIIDigit })
            guard !digits.isEmpty, digits.count <= 2, let count = Int(digits), count > 0,
                QuestionPeriodWords.months.contains(String(word.dropFirst(digits.count))),
                index == 0
                    || !QuestionPeriodWords.back.union(QuestionPeriodWords.recent).contains(tokens[index - 1].text),
                let last = today.adding(months: -1), let first = last.adding(months: -(count - 1))
            else { continue }
            return (first == last ? .month(first) : .months(first, last), index..<(index + 1))
        }
        return nil
    }

    /// `최근 한 달`, `지난 두 달`, `최근 석달`, `최근 두 주`: a count of months (or weeks) said in Korean words
    /// after `최근` or `지난`, the days that run back that long to today (on 2 December, `최근 한 달` is 3
    /// November through 2 December; a month back from 31 March is from 1 March). The run and where its
    /// words are; `동안` after them is theirs.
    static func spelledRun(in tokens: [Unit], today: CalendarDate) -> (Period, Range<Int>)? {
        for start in tokens.indices
        where start + 1 < tokens.count
            && (QuestionPeriodWords.back.contains(tokens[start].text)
                || QuestionPeriodWords.recent.contains(tokens[start].text))
        {
            // `the past week`: the seven days to today, as `지난 일주일` (`last week` stays the ISO week).
            if QuestionPeriodWords.pastWeek.contains(tokens[start].text), tokens[start + 1].text == "week",
                let first = today.adding(days: -6)
            {
                return (Period(from: first, through: today), start..<start + 2)
            }
            var index = start + 1
            var word = tokens[index].text
            var unit = ""
            if QuestionPeriodWords.spelledMonthCounts[word] != nil, index + 1 < tokens.count {
                index += 1
                unit = Particles.stripping(tokens[index].text)
            } else if let split = QuestionPeriodWords.spelledMonthCountsLongestFirst.first(where: {
                word.hasPrefix($0) && word.count > $0.count
            }) {
                unit = Particles.stripping(String(word.dropFirst(split.count)))
                word = split
            } else {
                continue
            }
            let length: (months: Int, days: Int)
            if QuestionPeriodWords.months.contains(unit), let count = QuestionPeriodWords.spelledMonthCounts[word] {
                length = (count, 0)
            } else if QuestionPeriodWords.weeks.contains(unit), let count = QuestionPeriodWords.spelledWeekCounts[word]
            {
                length = (0, count * 7)
            } else {
                continue
            }
            let first: CalendarDate?
            if length.months > 0 {
                guard let month = today.yearMonth.adding(months: -length.months) else { continue }
                first = CalendarDate(month.year, month.month, min(today.day, month.dayCount))?.adding(days: 1)
            } else {
                first = today.adding(days: -(length.days - 1))
            }
            guard let first, first <= today else { continue }
            let during = index + 1 < tokens.count && QuestionPeriodWords.during.contains(tokens[index + 1].text)
            return (Period(from: first, through: today), start..<(index + (during ? 2 : 1)))
        }
        return nil
    }

    /// `지난 3달`, `지난 3개월`, `last 3 months`, `past 6 months`: the months before this one;
    /// `최근 3개월`, `recent 3 months`: the months up to this one. The run and where its words are.
    static func recentMonths(in tokens: [Unit], today: YearMonth) -> (Period, Range<Int>)? {
        let (back, recent) = (QuestionPeriodWords.back, QuestionPeriodWords.recent)
        for start in tokens.indices where back.contains(tokens[start].text) || recent.contains(tokens[start].text) {
            var index = start + 1
            guard index < tokens.count else { continue }
            var word = QuestionPeriodWords.spelledCounts[tokens[index].text] ?? tokens[index].text
            if QuestionPeriodWords.vague.contains(word), index + 1 < tokens.count { continue }
            let digits = String(word.prefix { $0.isASCIIDigit })
            guard !digits.isEmpty, digits.count <= 3, let count = Int(digits), count > 0 else { continue }
            word = Particles.stripping(String(word.dropFirst(digits.count)))
            if word.isEmpty {
                index += 1
                guard index < tokens.count else { continue }
                word = Particles.stripping(tokens[index].text)
            }
            guard QuestionPeriodWords.months.contains(word) else { continue }
            let endsNow = recent.contains(tokens[start].text)
            guard let last = endsNow ? today : today.adding(months: -1),
                let first = last.adding(months: -(count - 1))
            else { continue }
            return (first == last ? .month(first) : .months(first, last), start..<(index + 1))
        }
        return nil
    }

    /// The longest run of words in `piece` that reads as a phrase (leftmost of equal length), and where
    /// it is. The first reason a run was refused goes to `failure`.
    static func longestPhrase(
        in piece: ArraySlice<Unit>, _ line: LexedLine, _ phrases: PhraseReader, failure: inout InvalidReason?
    ) -> (range: Range<Int>, reading: Reading)? {
        for length in stride(from: piece.count, through: 1, by: -1) {
            for start in piece.startIndex...(piece.endIndex - length) {
                let words = piece[start..<(start + length)]
                guard
                    words.contains(where: { $0.meaning == nil && !QuestionPeriodWords.joiningWords.contains($0.text) })
                else {
                    continue
                }
                do {
                    if let reading = try phrases.read(line, tokens: words.flatMap(\.tokens)) {
                        return (start..<(start + length), reading)
                    }
                } catch {
                    if failure == nil { failure = error }
                }
            }
        }
        return nil
    }

    /// The period compared and what it is compared with. One period that is the relative "last month"
    /// or "last year" (`지난달 대비`, `compared with last year`) names the baseline, not the period;
    /// of two periods the later is compared with the earlier.
    static func comparison(_ parts: Parts, meanings: Set<QuestionWord.Meaning>, today: CalendarDate) -> (
        target: Period?, baseline: Question.Baseline
    ) {
        var periods = Array(zip(parts.periods, parts.periodWords))
        // `지난주 대비`, `compared with last week`: this week against the one before.
        if periods.count == 1, let week = periods.first?.0, week.isDays, week.dayCount == 7,
            let thisWeek = PhraseParts.isoWeek(of: today), let previous = thisWeek.lowerBound.adding(days: -7),
            week.firstDay == previous, isOneStepBack(periods[0].1) == .week
        {
            return (Period(from: thisWeek.lowerBound, through: thisWeek.upperBound), .previousPeriod)
        }
        var baseline: Question.Baseline =
            meanings.contains(.sameMonth) || meanings.contains(.yearOverYear) ? .sameMonthLastYear : .previousPeriod
        // `10월보다 더 썼어?`, `did groceries go up vs october`: this period against the one named.
        if periods.count == 1, parts.periodIsAgainst.first == true, isOneStepBack(periods[0].1) == nil,
            let current = currentPeriod(like: periods[0].0, today: today)
        {
            return (current, .period(periods[0].0))
        }
        if let index = periods.firstIndex(where: { isOneStepBack($0.1) != nil }), periods.count <= 2 {
            let step = isOneStepBack(periods[index].1)
            periods.remove(at: index)
            if step == .year, periods.first.map({ if case .year = $0.0 { true } else { false } }) != true {
                baseline = .sameMonthLastYear
            }
        }
        if periods.count == 2 {
            let (first, second) = (periods[0].0, periods[1].0)
            let later = second.endsAfter(first)
            return (later ? second : first, .period(later ? first : second))
        }
        return (periods.first?.0, baseline)
    }

    /// The period of the same kind as `other` that holds today: this month for a month, this year for a
    /// year, this ISO week for a week, today for a day; `nil` for a run of months or days, whose like
    /// the line would have to name.
    static func currentPeriod(like other: Period, today: CalendarDate) -> Period? {
        switch other {
        case .month: return .month(today.yearMonth)
        case .year: return .year(today.year)
        // A quarter or a half: this quarter, this half (`1분기보다`, `상반기 대비`).
        case .months(let first, let last)
        where [3, 6].contains(other.monthCount) && first.month % other.monthCount == 1:
            let size = other.monthCount
            let start = (today.month - 1) / size * size + 1
            let from = YearMonth(uncheckedYear: today.year, month: start)
            guard let to = from.adding(months: size - 1), first <= last else { return nil }
            return .months(from, to)
        case .days(let first, let last) where first == last: return .days(today, today)
        case .days where other.dayCount == 7:
            guard let week = PhraseParts.isoWeek(of: today),
                PhraseParts.isoWeek(of: other.firstDay)?.lowerBound == other.firstDay
            else { return nil }
            return .days(week.lowerBound, week.upperBound)
        default: return nil
        }
    }

    enum Step { case week, month, year }

    /// Whether `words` name the week, month or year before today's, by their phrase words: one word
    /// (`지난주`, `전월`, `작년`) or a word of the step back and a unit (`last month`, `저번 달`, `the
    /// previous week`, `past year`).
    static func isOneStepBack(_ words: String) -> Step? {
        var lexemes = Lexer.lex(Particles.stripping(words)).tokens.map { $0.meanings?.phrase }
        if lexemes.first == .connector(.the) { lexemes.removeFirst() }
        let unit: PhraseUnit
        switch lexemes.count {
        case 1:
            guard case .fused(-1, let named)? = lexemes[0] else { return nil }
            unit = named
        case 2:
            switch lexemes[0] {
            case .shift(-1)?, .stressedShift(-1)?, .last?, .either(.shift(-1), _)?: break
            default: return nil
            }
            guard case .unit(let named)? = lexemes[1] else { return nil }
            unit = named
        default:
            return nil
        }
        switch unit {
        case .week: return .week
        case .month: return .month
        case .year: return .year
        default: return nil
        }
    }

}

extension InvalidReason {
    /// Whether the reason is that the words name a span of time rather than one month.
    var isSpan: Bool {
        if case .span = self { return true }
        return false
    }

    /// Whether the reason is a run that starts after today (`12월 15일부터` on 2 December).
    var isNotStarted: Bool {
        if case .notStarted = self { return true }
        return false
    }
}
