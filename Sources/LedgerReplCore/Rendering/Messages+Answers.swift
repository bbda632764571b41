import LedgerJournalCore

/// The sentences that answer questions and head listings, in both languages: one sentence each, with
/// the figures written the way the journal writes them.
extension Messages {
    /// The one sentence that answers a question, with its figures; a period cut at today is said to be
    /// so far.
    public func sentence(for answer: Answer) -> String {
        guard answer.isSoFar, soFar == nil, let today = answer.asOf else {
            return yesOrNo(answer) + answerSentence(answer) + thresholdSentence(answer) + commoditySentence(answer)
        }
        var messages = self
        messages.soFar = today
        return yesOrNo(answer) + messages.answerSentence(answer) + thresholdSentence(answer)
            + commoditySentence(answer)
    }

    /// ` Ranked in $ only; amounts in EUR are not compared with it.`: a ranking of a journal of several
    /// commodities says the one it ranked in and the ones it left out; nothing for other answers.
    private func commoditySentence(_ answer: Answer) -> String {
        guard let main = answer.rankedCommodity, !answer.unrankedCommodities.isEmpty else { return "" }
        let others = answer.unrankedCommodities.map { VisibleText.escaping($0) }.joined(separator: ", ")
        let ranked = VisibleText.escaping(main)
        switch language {
        case .korean:
            return " \(ranked) 금액끼리만 순위를 매겼고, \(KoreanParticle.topic.attached(to: others + " 금액")) 견주지 않았습니다."
        case .english:
            return " Ranked in \(ranked) only; amounts in \(others) are not compared with it."
        }
    }

    /// ` 50만원보다 12,000원 많습니다.`, ` That is ₩12,000 over ₩500,000.`: how far the figure lies from
    /// the amount the question weighed it against; or, when no commodity of the figure is the amount's,
    /// that it was not weighed. Nothing for other questions.
    private func thresholdSentence(_ answer: Answer) -> String {
        guard let threshold = answer.question.threshold else { return "" }
        guard let commodity = answer.thresholdCommodity else {
            let typed = VisibleText.quoted(threshold.amount.text)
            switch (language, threshold.amount.unit == nil) {
            case (.korean, false): return " \(KoreanParticle.and.attached(to: typed)) 같은 단위의 금액이 없어 견주지 않았습니다."
            case (.korean, true):
                return " 금액이 여러 통화라 \(KoreanParticle.and.attached(to: typed)) 견주지 않았습니다. 통화를 붙여 물어보세요."
            case (.english, false): return " None of it is in the unit of \(typed), so it was not weighed against it."
            case (.english, true):
                return
                    " It is in several currencies, so it was not weighed against \(typed); say the currency with the amount."
            }
        }
        let figure = answer.totals[commodity] ?? .zero
        // Nothing spent: the sentence before says so, and there is no distance worth saying.
        guard !figure.isZero else { return "" }
        let amount = answer.format(threshold.amount.quantity, commodity: commodity)
        let difference = answer.format((figure - threshold.amount.quantity).magnitude, commodity: commodity)
        let above = threshold.amount.quantity < figure
        let below = figure < threshold.amount.quantity
        switch language {
        case .korean:
            if above { return " \(amount)보다 \(difference) 많습니다." }
            if below { return " \(amount)보다 \(difference) 적습니다." }
            return " \(KoreanParticle.and.attached(to: amount)) 같습니다."
        case .english:
            if above { return " That is \(difference) over \(amount)." }
            if below { return " That is \(difference) under \(amount)." }
            return " That is exactly \(amount)."
        }
    }

    /// `예. `, `아니요. `, `Yes. `, `No. ` before the figures of a yes/no question, or nothing.
    private func yesOrNo(_ answer: Answer) -> String {
        guard let yes = answer.yes else { return "" }
        switch language {
        case .korean: return yes ? "예. " : "아니요. "
        case .english: return yes ? "Yes. " : "No. "
        }
    }

    private func answerSentence(_ answer: Answer) -> String {
        if case .none = answer.coverage, !(isComparison(answer) && answer.baselineCoverage == .entries) {
            // A period cut at today with nothing in it yet is said as asked: `12월에는 아직 내역이 없습니다`.
            if let asked = answer.askedPeriod, isNotYet(answer.coverage, period: asked, today: answer.today) {
                return Messages(language: language).noEntries(in: asked, coverage: answer.coverage, today: answer.today)
            }
            return noEntries(in: answer.period, coverage: answer.coverage, today: answer.today)
        }
        if answer.question.subjects.count >= 2, answer.question.combining == .alternatives {
            return alternativesSentence(answer)
        }
        switch answer.question.kind {
        case .total, .balance: return totalSentence(answer)
        case .budget: return budgetSentence(answer)
        case .ranking where answer.question.grouping != .account: return groupSentence(answer)
        case .ranking: return rankingSentence(answer)
        case .count: return countSentence(answer)
        case .comparison: return comparisonSentence(answer)
        case .average: return averageSentence(answer)
        case .trend: return trendSentence(answer)
        }
    }

    private func isComparison(_ answer: Answer) -> Bool {
        if case .comparison = answer.question.kind { return true }
        return false
    }

    // MARK: - Totals

    private func totalSentence(_ answer: Answer) -> String {
        let figures = answer.format(answer.totals)
        let when = label(answer.period) + daysOfWeekSaid(answer)
        let during = inLabel(answer.period) + daysOfWeekSaid(answer)
        let korean = language == .korean
        if case .payee = answer.subject, answer.entryCount == 0 {
            let what = subjectLabel(answer)
            return korean ? "\(when)에는 \(what) 내역이 없습니다." : "There are no entries at \(what) \(during)."
        }
        switch (answer.figure, answer.subject) {
        case (.balance, _) where answer.isOwed && !Self.nonzero(answer.totals).values.contains { $0.signum > 0 }:
            // Money owed, as the amount to pay back: a liability's balance is negative.
            let end = endLabel(answer.period)
            let owed = answer.format(answer.totals.compactMapValues { $0.negated() })
            let what = subjectLabel(answer)
            if Self.nonzero(answer.totals).isEmpty {
                return korean
                    ? "\(end) \(what.isEmpty ? "" : what + "에 ")갚을 돈이 없습니다."
                    : "You owe nothing\(what.isEmpty ? "" : " on " + what) \(englishAt(answer.period))."
            }
            // `카드값` names what is owed itself: `갚을 카드값은`, not `카드값에 갚을 돈은`.
            if korean, Categories.looksLikeACost(what) {
                return "\(end) 갚을 \(KoreanParticle.topic.attached(to: what)) \(owed)입니다."
            }
            return korean
                ? "\(end) \(what.isEmpty ? "" : what + "에 ")갚을 돈은 \(owed)입니다."
                : "You owe \(owed)\(what.isEmpty ? "" : " on " + what) \(englishAt(answer.period))."
        case (.netWorth, _):
            let end = endLabel(answer.period)
            let parts =
                answer.worth.map { worth in
                    let owed = answer.format(worth.liabilities.compactMapValues { $0.negated() })
                    return korean
                        ? " (자산 \(answer.format(worth.assets)), 부채 \(owed))"
                        : " (assets \(answer.format(worth.assets)), less \(owed) owed)"
                } ?? ""
            return korean
                ? "\(end) 순자산은 \(figures)입니다\(parts)."
                : "Your net worth was \(figures) \(englishAt(answer.period))\(parts)."
        case (.balance, _):
            let end = endLabel(answer.period)
            if case .everything = answer.subject {
                return korean
                    ? "\(end) 자산은 \(figures)입니다." : "Your assets came to \(figures) \(englishAt(answer.period))."
            }
            let what = subjectLabel(answer)
            return korean
                ? "\(end) \(what) 잔액은 \(figures)입니다."
                : "\(saidFirst(what)) had a balance of \(figures) \(englishAt(answer.period))."
        case (.spending, .accounts) where !answer.excluded.isEmpty, (.income, .accounts) where !answer.excluded.isEmpty:
            // `식비랑 교통비 말고`: the subjects left out as said.
            let left =
                answer.question.subjects.count >= 2
                ? saidList(answer.question.subjects.map(\.spokenAs))
                : accountsSaid(answer.excluded, typed: answer.question.subject?.spokenAs)
            let income = answer.figure == .income
            if let within = answer.question.excludingWithin.map({ VisibleText.escaping($0.spokenAs) }) {
                // `외식을 뺀 식비는`, `on food besides dining`.
                return korean
                    ? "\(when) \(KoreanParticle.object.attached(to: left)) 뺀 \(KoreanParticle.topic.attached(to: within)) \(figures)입니다."
                    : "You spent \(figures) on \(within) \(during) besides \(left)."
            }
            return korean
                ? "\(when) \(KoreanParticle.object.attached(to: left)) 뺀 \(income ? "수입" : "지출")은 \(figures)입니다."
                : "\(income ? "Income" : "You spent") \(income ? "besides \(left) \(during) was \(figures)" : "\(figures) \(during) besides \(left)")."
        case (.spending, _) where answer.question.asShare, (.income, _) where answer.question.asShare:
            return shareSentence(answer)
        case (.net, _) where answer.question.asRate:
            // Spending over income is said as the excess (`초과 18,200원`, `overspent $18.20`), never
            // as a negative amount left.
            let nonzero = Self.nonzero(answer.totals)
            let overspent = !nonzero.isEmpty && nonzero.values.allSatisfy { $0.signum < 0 }
            let saved = answer.format(overspent ? answer.totals.compactMapValues { $0.negated() } : answer.totals)
            let left = korean ? (overspent ? "초과" : "남은 돈") : (overspent ? "overspent" : "saved")
            guard let rate = answer.rate else {
                let spending = answer.parts.map { answer.format($0.spending) } ?? figures
                let income = Self.nonzero(answer.parts?.income ?? [:])
                if !income.isEmpty, income.values.contains(where: { $0.signum > 0 }) {
                    // Income in several currencies (or spending in another): no one rate to say, and
                    // never "no income" of a period that had some.
                    let earned = answer.format(answer.parts?.income ?? [:])
                    return korean
                        ? "\(when)에는 수입과 지출의 통화가 여러 가지라 저축률 하나로 셀 수 없습니다 (수입 \(earned), 지출 \(spending))."
                        : "There is no single savings rate \(during): income and spending are in more than one currency (income \(earned), spending \(spending))."
                }
                // No income: nothing to divide by, and nothing was left; the spending is the figure.
                return korean
                    ? "\(when)에는 수입이 없어 저축률을 셀 수 없습니다 (지출 \(spending))."
                    : "There is no savings rate \(during): there was no income (spending \(spending))."
            }
            let parts =
                answer.parts.map { parts in
                    korean
                        ? "수입 \(answer.format(parts.income)), 지출 \(answer.format(parts.spending)), \(left) \(saved)"
                        : "income \(answer.format(parts.income)), spending \(answer.format(parts.spending)), \(left) \(saved)"
                } ?? ""
            if overspent {
                return korean
                    ? "\(when)에는 수입보다 \(saved) 더 써서 저축률이 \(rate)%입니다 (\(parts))."
                    : "You spent \(saved) more than you earned \(during), a savings rate of \(rate)% (\(parts))."
            }
            return korean
                ? "\(when) 저축률은 \(rate)%입니다 (\(parts))." : "Your savings rate \(during) was \(rate)% (\(parts))."
        case (.net, _):
            let parts =
                answer.parts.map { parts in
                    korean
                        ? " (수입 \(answer.format(parts.income)), 지출 \(answer.format(parts.spending)))"
                        : " (income \(answer.format(parts.income)), spending \(answer.format(parts.spending)))"
                } ?? ""
            let net = Self.nonzero(answer.totals)
            if !net.isEmpty, net.values.allSatisfy({ $0.signum < 0 }) {
                // Overspent: never a negative saving, but how much more was spent than earned.
                let over = answer.format(net.mapValues(\.magnitude))
                return korean
                    ? "\(when)에는 \(subjectPrefix(answer))수입보다 \(over) 더 썼습니다\(parts)."
                    : "You spent \(over) more than you earned\(subjectSuffix(answer)) \(during)\(parts)."
            }
            return korean
                ? "\(when) \(subjectPrefix(answer))순수입은 \(figures)입니다\(parts)."
                : "Net income\(subjectSuffix(answer)) \(during) was \(figures)\(parts)."
        default:
            return korean
                ? "\(when) \(koreanClause(answer)) \(figures)입니다\(entryCount(answer))."
                : englishClause(answer, figures, during) + "."
        }
    }

    /// `지출은`, `식비에 쓴 돈은`, `스타벅스에서 쓴 돈은`, `카드로 쓴 돈은`, `급여 수입은`.
    private func koreanClause(_ answer: Answer) -> String {
        let spent = answer.figure == .spending
        switch answer.subject {
        case .everything:
            return answer.figure == .income ? "수입은" : answer.figure == .change ? "변동은" : "지출은"
        case .payee:
            return subjectLabel(answer) + (spent ? "에서 쓴 돈은" : "에서 받은 돈은")
        case .accounts:
            let what = subjectLabel(answer)
            if isThrough(answer) {
                return KoreanParticle.direction.attached(to: what) + (spent ? " 쓴 돈은" : " 들어온 돈은")
            }
            switch answer.figure {
            case .spending: return what + "에 쓴 돈은"
            case .income: return what + " 수입은"
            default: return what + " 변동은"
            }
        }
    }

    /// `You spent ₩12 on food in July 2024`, `Income in July 2024 was ₩3`.
    private func englishClause(_ answer: Answer, _ figures: String, _ during: String) -> String {
        let what = subjectLabel(answer)
        let count = entryCount(answer)
        switch (answer.figure, answer.subject) {
        case (.income, .everything): return "Income \(during) was \(figures)"
        case (.change, .everything): return "The change \(during) was \(figures)"
        case (.spending, .everything): return "You spent \(figures) \(during)"
        case (.spending, .payee): return "You spent \(figures) at \(what) \(during)\(count)"
        case (_, .payee): return "You received \(figures) from \(what) \(during)\(count)"
        case (.spending, .accounts):
            return "You spent \(figures) \(isThrough(answer) ? "through" : "on") \(what) \(during)"
        case (.income, .accounts):
            return isThrough(answer)
                ? "You received \(figures) through \(what) \(during)"
                : "\(saidFirst(what)) brought in \(figures) \(during)"
        default: return "\(saidFirst(what)) changed by \(figures) \(during)"
        }
    }

    /// `2026년 10월 지출 1,705,300원 중 식비는 442,000원으로 약 25.9%입니다.`, `Food was $442.00 of the
    /// $1,705.30 you spent in October 2026, about 25.9%.`: `약`, `about` only for a rounded share.
    private func shareSentence(_ answer: Answer) -> String {
        let korean = language == .korean
        let when = label(answer.period)
        let during = inLabel(answer.period)
        let income = answer.figure == .income
        let whole = answer.format(answer.whole)
        let part = answer.format(answer.totals)
        let what = subjectLabel(answer)
        guard let share = answer.share else {
            if Self.nonzero(answer.whole).isEmpty {
                return korean
                    ? "\(when)에는 \(income ? "수입" : "지출")이 없어 비중을 셀 수 없습니다."
                    : "There was no \(income ? "income" : "spending") \(during), so no share of it."
            }
            // Two commodities: no one percentage; both figures.
            return korean
                ? "\(when) \(income ? "수입" : "지출") \(whole) 중 \(KoreanParticle.topic.attached(to: what)) \(part)입니다."
                : "\(saidFirst(what)) was \(part) of the \(whole) \(income ? "earned" : "you spent") \(during)."
        }
        let percent = (answer.isShareRounded ? (korean ? "약 " : "about ") : "") + "\(share)%"
        if let of = answer.shareOf.map({ VisibleText.escaping($0) }) {
            // `2026년 10월 식비 442,000원 중 외식은 94,000원으로 약 21.3%입니다.`
            if korean {
                let direction = particle(.direction, after: answer.totals, in: answer)
                return
                    "\(when) \(of) \(whole) 중 \(KoreanParticle.topic.attached(to: what)) \(part)\(direction) \(percent)입니다."
            }
            return
                "\(saidFirst(what)) was \(part) of the \(whole) \(income ? "earned" : "spent") on \(of) \(during), \(percent)."
        }
        if korean {
            let direction = particle(.direction, after: answer.totals, in: answer)
            return
                "\(when) \(income ? "수입" : "지출") \(whole) 중 \(KoreanParticle.topic.attached(to: what)) \(part)\(direction) \(percent)입니다."
        }
        return
            "\(saidFirst(what)) was \(part) of the \(whole) \(income ? "earned" : "you spent") \(during), \(percent)."
    }

    // MARK: - Ranking

    private func rankingSentence(_ answer: Answer) -> String {
        let when = label(answer.period)
        let during = inLabel(answer.period)
        let korean = language == .korean
        let income = answer.figure == .income
        let shown = answer.ranking.prefix(min(3, answer.question.count ?? 3))
        guard !shown.isEmpty else {
            return korean
                ? "\(when)에는 \(income ? "수입" : "지출")이 없습니다."
                : "There was no \(income ? "income" : "spending") \(during)."
        }
        let scope = subjectScope(answer)
        // The leaf said (`월세`), with the segments before it only where two accounts share it.
        let said = SaidAccountNames.names(for: answer.ranking.map(\.account))
        let names = zip(shown, said).map { row, name in (name: name, totals: row.totals) }
        if korean {
            let list = names.map { "\(VisibleText.escaping($0.name))(\(answer.format($0.totals)))" }.joined(
                separator: ", ")
            let least = answer.question.smallestFirst
            let verb =
                income
                ? "가장 \(least ? "적게" : "많이") 들어온 항목은" : "가장 \(least ? "적게" : "많이") 쓴 항목은"
            let head = scope.isEmpty ? "\(when)에 " : "\(when) \(scope)"
            return "\(head)\(verb) \(list)\(shown.count > 1 ? " 순" : "")입니다."
        }
        let list = names.map { "\(VisibleText.escaping($0.name)) (\(answer.format($0.totals)))" }.joined(
            separator: ", ")
        let size = answer.question.smallestFirst ? "Smallest" : "Largest"
        return "\(size) \(income ? "income" : "spending")\(scope) \(during): \(list)."
    }

    /// `2026년 10월 하루 평균 지출은 약 55,010원입니다 (31일, 합계 1,705,300원).`, `You spent about $55.01 a
    /// day on average in October 2026 (31 days, $1,705.30 in all).`
    private func perSentence(_ answer: Answer) -> String {
        let korean = language == .korean
        let figures = (answer.isRounded ? (korean ? "약 " : "about ") : "") + answer.format(answer.totals)
        let total = answer.format(answer.parts?.spending ?? [:])
        let when = label(answer.period) + daysOfWeekSaid(answer)
        let during = inLabel(answer.period) + daysOfWeekSaid(answer)
        let days = answer.keptDayCount ?? answer.period.dayCount
        let count = answer.entryCount ?? 0
        let what = subjectLabel(answer)
        let noun = answer.figure == .income ? "수입" : "지출"
        switch (answer.question.averagePer, korean) {
        case (.transaction, true):
            let topic = what.isEmpty ? noun : "\(what) \(noun)"
            return "\(when) \(topic) 한 건 평균은 \(figures)입니다 (\(count)건, 합계 \(total))."
        case (.transaction, false):
            // `at Starbucks`, but `on groceries`: a store is a place, a category is not.
            let isPayee = if case .payee = answer.subject { true } else { false }
            let place = what.isEmpty ? "" : (isPayee ? " at " : " on ") + what
            return
                "You spent \(figures) a transaction on average\(place) \(during) (\(count) \(count == 1 ? "transaction" : "transactions"), \(total) in all)."
        case (let per, true):
            let unit = per == .week ? "한 주" : "하루"
            let topic = what.isEmpty ? noun : "\(what) \(noun)"
            return "\(when) \(unit) 평균 \(topic)은 \(figures)입니다 (\(days)일, 합계 \(total))."
        case (let per, false):
            let unit = per == .week ? "week" : "day"
            let place = what.isEmpty ? "" : " on \(what)"
            return
                "You spent \(figures) a \(unit) on average\(place) \(during) (\(days) \(days == 1 ? "day" : "days"), \(total) in all)."
        }
    }

    // MARK: - Counts and rankings of months, payees and transactions

    /// `2026년 10월 스타벅스 거래는 4건입니다 (23,900원).`, `You spent at Starbucks 4 times in October 2026
    /// ($23.90).`, `There were 2 dining entries in November 2026 ($75.00).`
    private func countSentence(_ answer: Answer) -> String {
        let count = answer.entryCount ?? 0
        let when = label(answer.period) + daysOfWeekSaid(answer)
        let during = inLabel(answer.period) + daysOfWeekSaid(answer)
        let what = subjectLabel(answer)
        let figures = answer.format(answer.totals)
        let income = answer.figure == .income
        if language == .korean {
            let topic = what.isEmpty ? (income ? "수입" : "지출") : what
            if count == 0 { return "\(when)에는 \(topic) 거래가 없습니다." }
            return "\(when) \(topic) 거래는 \(count)건입니다 (\(figures))."
        }
        let times = count == 1 ? "once" : "\(count) times"
        if count == 0 {
            return "There were no \(what.isEmpty ? (income ? "income" : "spending") : what) entries \(during)."
        }
        guard case .payee = answer.subject else {
            // `There were 2 dining entries in November 2026 ($75.00).`: a count of an account's (or all
            // spending's) entries, named by the word said.
            let kind = what.isEmpty ? (income ? "income" : "spending") : what
            let entries = count == 1 ? "was 1 \(kind) entry" : "were \(count) \(kind) entries"
            return "There \(entries) \(during) (\(figures))."
        }
        return income
            ? "You received money at \(what) \(times) \(during) (\(figures))."
            : "You spent at \(what) \(times) \(during) (\(figures))."
    }

    /// `when did I last pay rent`: `마지막 월세 지출은 2026년 12월 1일 월세(1,100,000원)입니다.`, `The last rent
    /// entry was on December 1, 2026: Rent ($1,100.00).`; with a period named, said first (`2026년 10월
    /// 마지막 …`, `The last … in October 2026 was on …`).
    private func dateSentence(_ answer: Answer, _ order: Question.DateOrder) -> String {
        let korean = language == .korean
        let everyEntry = answer.question.overEveryEntry
        let what = subjectLabel(answer)
        let income = answer.figure == .income
        let kind = korean ? (income ? "수입" : "지출") : (income ? "income" : "spending")
        let topic = what.isEmpty ? kind : (korean ? "\(what) \(kind)" : what)
        guard let row = answer.groups.first, let day = row.period?.firstDay else {
            if korean { return everyEntry ? "오늘까지 \(topic) 거래가 없습니다." : "\(label(answer.period))에는 \(topic) 거래가 없습니다." }
            return "There are no \(topic) entries \(everyEntry ? "up to today" : inLabel(answer.period))."
        }
        let name = VisibleText.escaping(row.name)
        let figures = answer.format(row.totals)
        if korean {
            let which = order == .latest ? "마지막" : "첫"
            let when = everyEntry ? "" : label(answer.period) + " "
            return
                "\(when)\(which) \(KoreanParticle.topic.attached(to: topic)) \(label(.days(day, day))) \(name)(\(figures))입니다."
        }
        let which = order == .latest ? "last" : "first"
        let during = everyEntry ? "" : " " + inLabel(answer.period)
        return "The \(which) \(topic) entry\(during) was on \(label(.days(day, day))): \(name) (\(figures))."
    }

    /// ` 주말`, ` 평일`, ` on weekends`, ` on weekdays` after the period, for a question kept to those
    /// days; else nothing.
    private func daysOfWeekSaid(_ answer: Answer) -> String {
        switch answer.question.daysOfWeek {
        case nil: ""
        case .weekends?: language == .korean ? " 주말" : " on weekends"
        case .weekdays?: language == .korean ? " 평일" : " on weekdays"
        }
    }

    /// The ranking of months, payees or single transactions, the first three in one sentence.
    private func groupSentence(_ answer: Answer) -> String {
        if let order = answer.question.byDate { return dateSentence(answer, order) }
        let korean = language == .korean
        let when = label(answer.period)
        let during = inLabel(answer.period)
        let shown = answer.groups.prefix(min(3, answer.question.count ?? 3))
        guard !shown.isEmpty else {
            return korean ? "\(when)에는 지출이 없습니다." : "There was no spending \(during)."
        }
        let byCount = answer.question.byFrequency
        let open = korean ? "(" : " ("
        func item(_ row: GroupTotals) -> String {
            let figures = answer.format(row.totals)
            switch answer.question.grouping {
            case .month, .account, .week: return "\(row.period.map(label) ?? "")\(open)\(figures))"
            case .weekday:
                // `월요일(…)`, `Mondays (…)`: every Monday of the period, summed.
                return "\(row.weekday.map(dayOfWeek) ?? "")\(korean ? "" : "s")\(open)\(figures))"
            case .day:
                // `11월 1일`, `November 1`: the year is the period's, said at the head.
                let date = row.period?.firstDay
                let day =
                    date.map { korean ? "\($0.month)월 \($0.day)일" : "\(language.monthName($0.month)) \($0.day)" } ?? ""
                return "\(day)\(open)\(figures))"
            case .payee:
                let count = korean ? "\(row.count)건" : (row.count == 1 ? "once" : "\(row.count) times")
                let name = VisibleText.escaping(row.name)
                return byCount ? "\(name)\(open)\(count), \(figures))" : "\(name)\(open)\(figures))"
            case .transaction:
                let day =
                    row.period.map { period in
                        let date = period.firstDay
                        return korean ? "\(date.month)월 \(date.day)일" : "\(language.monthName(date.month)) \(date.day)"
                    } ?? ""
                return korean
                    ? "\(day) \(VisibleText.escaping(row.name))\(open)\(figures))"
                    : "\(VisibleText.escaping(row.name)) on \(day)\(open)\(figures))"
            }
        }
        let items = shown.map(item)
        let rest = items.dropFirst()
        let what = subjectLabel(answer)
        if korean {
            let scope: String
            switch answer.subject {
            case .everything: scope = ""
            case .payee: scope = "\(what)에서 "
            case .accounts: scope = "\(what)에 "
            }
            let head: String
            let least = answer.question.smallestFirst
            switch answer.question.grouping {
            case .month, .account: head = "\(when)에 \(scope)가장 \(least ? "적게" : "많이") 쓴 달은"
            case .day: head = "\(when)에 \(scope)가장 \(least ? "적게" : "많이") 쓴 날은"
            case .week: head = "\(when)에 \(scope)가장 \(least ? "적게" : "많이") 쓴 주는"
            case .weekday: head = "\(when)에 \(scope)가장 \(least ? "적게" : "많이") 쓴 요일은"
            case .payee:
                head =
                    byCount
                    ? "\(when)에 \(scope)가장 \(least ? "드물게" : "자주") 간 곳은"
                    : "\(when)에 \(scope)가장 \(least ? "적게" : "많이") 쓴 곳은"
            case .transaction: head = "\(when)에 \(scope)가장 \(least ? "작은" : "큰") 지출 한 건은"
            }
            let next = rest.isEmpty ? "" : " (다음: \(rest.joined(separator: ", ")))"
            return "\(head) \(items[0])입니다\(next)."
        }
        let scope: String
        switch answer.subject {
        case .everything: scope = ""
        case .payee: scope = " at \(what)"
        case .accounts: scope = " on \(what)"
        }
        let next = rest.isEmpty ? "" : "; then \(rest.joined(separator: ", "))"
        let most = answer.question.smallestFirst ? "the least" : "the most"
        switch answer.question.grouping {
        case .month, .account:
            return "You spent \(most)\(scope) \(during) in \(items[0])\(next)."
        case .day:
            return "You spent \(most)\(scope) \(during) on \(items[0])\(next)."
        case .week:
            return "You spent \(most)\(scope) \(during) in the week of \(items[0])\(next)."
        case .weekday:
            return "You spent \(most)\(scope) \(during) on \(items[0])\(next)."
        case .payee:
            return byCount
                ? "The place you went to \(answer.question.smallestFirst ? "least" : "most") often\(scope) \(during) was \(items[0])\(next)."
                : "You spent \(most)\(scope) \(during) at \(items[0])\(next)."
        case .transaction:
            let size = answer.question.smallestFirst ? "smallest" : "biggest"
            return "Your \(size) single expense\(scope) \(during) was \(items[0])\(next)."
        }
    }

    /// The name of a day of the week (0 Sunday … 6 Saturday), as a ranking of weekdays says it: `월요일`,
    /// `Monday`.
    func dayOfWeek(_ weekday: Int) -> String {
        let names =
            language == .english
            ? ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
            : ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]
        return names[((weekday % 7) + 7) % 7]
    }

    /// `식비 중 ` / ` on food`, for a ranking narrowed to a subject.
    private func subjectScope(_ answer: Answer) -> String {
        guard case .everything = answer.subject else {
            let what = subjectLabel(answer)
            switch answer.subject {
            case .payee: return language == .korean ? "\(what)에서 " : " at \(what)"
            default:
                if isThrough(answer) {
                    return language == .korean
                        ? KoreanParticle.direction.attached(to: what) + " 쓴 돈 중 " : " through \(what)"
                }
                return language == .korean ? "\(what) 중 " : " within \(what)"
            }
        }
        return ""
    }

    // MARK: - Comparison

    private func comparisonSentence(_ answer: Answer) -> String {
        let korean = language == .korean
        guard answer.series.count == 2 else { return totalSentence(answer) }
        let isTargetLater = answer.series[1].period == answer.period
        let target = isTargetLater ? answer.series[1] : answer.series[0]
        let whole = isTargetLater ? answer.series[0] : answer.series[1]
        // Cut at today: weighed against the same days of the other period, the whole of it said beside.
        let base = answer.sameSpan ?? whole
        let wholeSaid =
            answer.sameSpan == nil
            ? ""
            : korean
                ? ", \(label(whole.period)) 전체: \(answer.format(whole.totals))"
                : "; all of \(label(whole.period)): \(answer.format(whole.totals))"
        let now = answer.format(target.totals)
        let then = answer.format(base.totals)
        let isBalance = answer.figure == .balance
        let targetLabel = isBalance ? endLabel(target.period) : label(target.period)
        let baseLabel = isBalance ? endLabel(base.period) : label(base.period)
        // English: `in July 2024`, `from March to May 2024`, `at the end of July 2024`.
        let targetDuring = isBalance ? endLabel(target.period) : inLabel(target.period)
        let baseDuring = isBalance ? "at " + endLabel(base.period) : inLabel(base.period)
        let topic = korean ? koreanTopic(answer) : ""
        if case .none = answer.coverage {
            let note = coverageNote(answer.coverage, period: target.period, today: answer.today)
            let yet = isNotYet(answer.coverage, period: target.period, today: answer.today)
            return korean
                ? "\(label(target.period))에는 \(yet ? "아직 " : "")내역이 없고, \(baseLabel) \(topic) \(then)입니다\(note)."
                : "There are no entries \(inLabel(target.period))\(yet ? " yet" : "")\(note); \(englishSubject(answer, then, baseDuring.replacingPrefix("at ", with: "")))."
        }
        if case .none = answer.baselineCoverage {
            let note = coverageNote(answer.baselineCoverage, period: base.period, today: answer.today)
            return korean
                ? "\(targetLabel) \(topic) \(now)이고, \(label(base.period))에는 비교할 내역이 없습니다\(note)."
                : "\(englishSubject(answer, now, targetDuring)); \(label(base.period)) has no entries to compare with\(note)."
        }
        let difference = Self.difference(target.totals, minus: base.totals)
        let signs = Set(difference.values.map(\.signum))
        if difference.isEmpty {
            return korean
                ? "\(targetLabel) \(topic) \(KoreanParticle.and.attached(to: baseLabel)) 같은 \(now)입니다\(wholeSaid.isEmpty ? "" : " (" + wholeSaid.dropFirst(2) + ")")."
                : "\(englishSubject(answer, now, targetDuring)), the same as \(baseDuring)\(wholeSaid.isEmpty ? "" : " (" + wholeSaid.dropFirst(2) + ")")."
        }
        guard signs.count == 1, let sign = signs.first else {
            let signed = answer.format(difference)
            return korean
                ? "\(targetLabel) \(topic) \(now), \(baseLabel)에는 \(then)입니다 (차이 \(signed)\(wholeSaid))."
                : "\(englishSubject(answer, now, targetDuring)); \(baseLabel): \(then) (difference \(signed)\(wholeSaid))."
        }
        let magnitude = answer.format(difference.mapValues(\.magnitude))
        let percent = Self.percentage(target.totals, base.totals).map { "\(Self.grouped($0))%" }
        if korean {
            let by = percent.map { "\(magnitude)(\($0))" } ?? magnitude
            return
                "\(targetLabel) \(topic) \(baseLabel)보다 \(by) \(sign > 0 ? "많은" : "적은") \(now)입니다 (\(baseLabel): \(then)\(wholeSaid))."
        }
        let by = percent.map { "\(magnitude) (\($0))" } ?? magnitude
        return
            "\(englishSubject(answer, now, targetDuring)), \(by) \(sign > 0 ? "more" : "less") than \(baseDuring) (\(then)\(wholeSaid))."
    }

    /// `지출은`, `식비에 쓴 돈은`, `현금 잔액은`, `순수입은`: what a comparison or average is of.
    private func koreanTopic(_ answer: Answer) -> String {
        switch answer.figure {
        case .netWorth: return "순자산은"
        case .balance:
            if case .everything = answer.subject { return "자산은" }
            return "\(subjectLabel(answer)) 잔액은"
        case .net: return "\(subjectPrefix(answer))순수입은"
        default: return koreanClause(answer)
        }
    }

    /// `You spent ₩5 on food in July 2024`, `Income in July 2024 was ₩5`, `자산:현금 had ₩5 at the end
    /// of July 2024`.
    private func englishSubject(_ answer: Answer, _ figures: String, _ when: String) -> String {
        let during = when
        switch answer.figure {
        case .netWorth: return "Your net worth was \(figures) at \(when)"
        case .balance:
            if case .everything = answer.subject { return "Your assets came to \(figures) at \(when)" }
            return "\(saidFirst(subjectLabel(answer))) had \(figures) at \(when)"
        case .net: return "Net income\(subjectSuffix(answer)) \(during) was \(figures)"
        default: return englishClause(answer, figures, during)
        }
    }

    // MARK: - Average and trend

    private func averageSentence(_ answer: Answer) -> String {
        guard answer.question.averagePer == .month else { return perSentence(answer) }
        let months = answer.series.compactMap { if case .month(let month) = $0.period { month } else { nil } }
        // A span cut at today is said as the days counted (`2026년 1월 1일~11월 20일`).
        let span = answer.isSoFar ? label(answer.period) : spanLabel(months)
        let figures = (answer.isRounded ? (language == .korean ? "약 " : "about ") : "") + answer.format(answer.totals)
        if language == .korean {
            switch (answer.figure, answer.subject) {
            case (.spending, .everything), (.income, .everything), (.net, .everything):
                let noun = answer.figure == .spending ? "지출" : answer.figure == .income ? "수입" : "순수입"
                return "\(span) 한 달 평균 \(noun)은 \(figures)입니다 (\(months.count)개월)."
            default:
                return "\(span) \(koreanTopic(answer)) 한 달 평균 \(figures)입니다 (\(months.count)개월)."
            }
        }
        let count = "\(months.count) \(months.count == 1 ? "month" : "months")"
        let range = answer.isSoFar ? inLabel(answer.period) : months.count == 1 ? "in \(span)" : "from \(span)"
        switch (answer.figure, answer.subject) {
        case (.spending, .everything): return "You spent \(figures) a month on average \(range) (\(count))."
        case (.spending, .payee):
            return "You spent \(figures) a month on average at \(subjectLabel(answer)) \(range) (\(count))."
        case (.spending, .accounts):
            return
                "You spent \(figures) a month on average \(isThrough(answer) ? "through" : "on") \(subjectLabel(answer)) \(range) (\(count))."
        case (.income, _): return "Income\(subjectSuffix(answer)) averaged \(figures) a month \(range) (\(count))."
        case (.net, _): return "Net income\(subjectSuffix(answer)) averaged \(figures) a month \(range) (\(count))."
        case (.netWorth, _):
            return "Your net worth averaged \(figures) at the end of each month \(range) (\(count))."
        case (.balance, _):
            return
                "The balance\(subjectSuffix(answer)) averaged \(figures) at the end of each month \(range) (\(count))."
        default:
            return "\(saidFirst(subjectLabel(answer))) changed by \(figures) a month on average \(range) (\(count))."
        }
    }

    private func trendSentence(_ answer: Answer) -> String {
        let months = answer.series.compactMap { if case .month(let month) = $0.period { month } else { nil } }
        let total = answer.format(answer.totals)
        if language == .korean {
            let span = spanLabel(months, through: true)
            switch (answer.figure, answer.subject) {
            case (.netWorth, _): return "\(span) 월말 순자산 추이입니다:"
            case (.balance, .everything): return "\(span) 월말 자산 추이입니다:"
            case (.balance, _): return "\(span) 월말 \(subjectLabel(answer)) 잔액 추이입니다:"
            case (.spending, .everything): return "\(span) 월별 지출 추이입니다 (합계 \(total)):"
            case (.income, .everything): return "\(span) 월별 수입 추이입니다 (합계 \(total)):"
            case (.net, _): return "\(span) 월별 \(subjectPrefix(answer))순수입 추이입니다 (합계 \(total)):"
            default:
                let clause = koreanClause(answer)
                return "\(span) \(clause.dropLast())의 월별 추이입니다 (합계 \(total)):"
            }
        }
        let span = spanLabel(months)
        let range = months.count == 1 ? "in \(span)" : "from \(span)"
        let what: String
        switch (answer.figure, answer.subject) {
        case (.netWorth, _): return "Net worth at the end of each month \(range):"
        case (.balance, .everything): return "Assets at the end of each month \(range):"
        case (.balance, _): return "The balance of \(subjectLabel(answer)) at the end of each month \(range):"
        case (.spending, .everything): what = "Spending"
        case (.spending, .payee): what = "Spending at \(subjectLabel(answer))"
        case (.spending, .accounts): what = "Spending \(isThrough(answer) ? "through" : "on") \(subjectLabel(answer))"
        case (.income, _): what = "Income\(subjectSuffix(answer))"
        case (.net, _): what = "Net income\(subjectSuffix(answer))"
        default: what = "The change of \(subjectLabel(answer))"
        }
        return "\(what) by month \(range) (total \(total)):"
    }

    // MARK: - Budget

    private func budgetSentence(_ answer: Answer) -> String {
        let korean = language == .korean
        let when = label(answer.period)
        guard !answer.budget.isEmpty else {
            if !answer.hasBudgets {
                return korean
                    ? "가계부에 예산을 정한 정기 거래(~)가 없습니다." : "The journal has no budget: no periodic transactions (~)."
            }
            if case .everything = answer.subject {
                return korean ? "\(when)에는 예산이 없습니다." : "There is no budget \(inLabel(answer.period))."
            }
            let what = subjectLabel(answer)
            return korean ? "\(when) \(what)에는 예산이 없습니다." : "There is no budget for \(what) \(inLabel(answer.period))."
        }
        if answer.question.overAnyMonth { return overAnyMonthSentence(answer) }
        let budget = answer.budgetTotal.budget
        let actual = answer.budgetTotal.actual
        let left = answer.totals
        // One budgeted account, perhaps with budgeted accounts under it: the sentence names it.
        let tops = answer.budget.filter { line in
            !answer.budget.contains { line.account.hasPrefix($0.account + ":") }
        }
        let single = tops.count == 1
        let planned = answer.format(budget)
        let spent = answer.format(actual)
        let remaining = answer.format(left)
        let over = !left.isEmpty && left.values.allSatisfy { $0.signum < 0 }
        let end = answer.budget.count == 1 ? "." : ":"
        // The budgeted account as the question named it, when it is the one asked about.
        let budgeted = single ? budgetedSaid(tops[0].account, answer) : ""
        // The household's budget is the budgeted accounts' only (hledger `bal --budget`'s total row also
        // counts the spending of accounts without one): the reply names them (`예산(교통, 식비, 의료만)`).
        var only = ""
        if !single, case .everything = answer.subject {
            let names = SaidAccountNames.names(for: tops.map(\.account)).map { VisibleText.escaping($0) }
            only = korean ? "(\(names.joined(separator: ", "))만)" : " (\(names.joined(separator: ", ")) only)"
        }
        if korean {
            let head = single ? "\(when) \(budgeted) 예산" : "\(when) 예산\(only)"
            if over {
                let excess = answer.format(left.mapValues(\.magnitude))
                return "\(head) \(planned)보다 \(excess) 더 썼습니다 (지출 \(spent))\(end)"
            }
            if Self.nonzero(actual).isEmpty { return "\(head) \(planned) 중 아직 쓴 돈이 없습니다\(end)" }
            if left.isEmpty { return "\(head) \(planned)\(objectParticle(after: budget, in: answer)) 다 썼습니다\(end)" }
            if left.values.contains(where: { $0.signum < 0 }) {
                return
                    "\(head) \(planned) 중 \(spent)\(objectParticle(after: actual, in: answer)) 썼습니다 (남은 예산 \(remaining))\(end)"
            }
            return
                "\(head) \(planned) 중 \(spent)\(objectParticle(after: actual, in: answer)) 써서 \(remaining) 남았습니다\(end)"
        }
        let head =
            single
            ? "Budget for \(budgeted) \(inLabel(answer.period))"
            : "Budgets\(only) \(inLabel(answer.period))"
        if over {
            return "\(head): \(planned), spent \(spent), \(answer.format(left.mapValues(\.magnitude))) over\(end)"
        }
        if Self.nonzero(actual).isEmpty { return "\(head): \(planned), nothing spent yet\(end)" }
        return "\(head): \(planned), spent \(spent), \(remaining) left\(end)"
    }

    /// `ever over budget`: the months that went over, each with how much (`2026년 3월(초과 12,000원)`), or
    /// that none did.
    private func overAnyMonthSentence(_ answer: Answer) -> String {
        let korean = language == .korean
        let tops = answer.budget.filter { line in !answer.budget.contains { line.account.hasPrefix($0.account + ":") } }
        let budgeted = tops.count == 1 ? budgetedSaid(tops[0].account, answer) : ""
        let when = label(answer.period)
        let months = answer.groups.map { row in
            let month = row.period.map(label) ?? ""
            let excess = answer.format(row.totals)
            return korean ? "\(month)(초과 \(excess))" : "\(month) (\(excess) over)"
        }
        if korean {
            let head = budgeted.isEmpty ? "\(when) 예산" : "\(when) \(budgeted) 예산"
            guard !months.isEmpty else { return "\(head)을 초과한 달은 없습니다." }
            return "\(head)을 초과한 달은 \(months.joined(separator: ", "))입니다."
        }
        let what = budgeted.isEmpty ? "the budget" : "the budget for \(budgeted)"
        guard !months.isEmpty else { return "Spending stayed within \(what) every month \(inLabel(answer.period))." }
        let count = months.count == 1 ? "1 month" : "\(months.count) months"
        return "Spending went over \(what) in \(count) \(inLabel(answer.period)): \(months.joined(separator: ", "))."
    }

    /// 을 or 를 after written amounts, by how they are read aloud: the unit comes after the number
    /// (`₩61,300` is 육만 천삼백 원, `$12.50` is 십이 점 오 달러), so the last commodity's unit decides.
    func objectParticle(after totals: CommodityTotals, in answer: Answer) -> String {
        particle(.object, after: totals, in: answer)
    }

    /// `particle` after written amounts, by how they are read aloud (``objectParticle(after:in:)``):
    /// `₩61,300으로`, `$12.50로`.
    func particle(_ particle: KoreanParticle, after totals: CommodityTotals, in answer: Answer) -> String {
        let commodity = Self.nonzero(totals).keys.sorted().last ?? answer.zeroCommodity ?? ""
        let spoken: [String: String] = [
            "₩": "원", "원": "원", "KRW": "원", "$": "달러", "USD": "달러", "€": "유로", "EUR": "유로", "¥": "엔",
            "JPY": "엔", "£": "파운드", "GBP": "파운드", "CNY": "위안", "元": "위안",
        ]
        let unit = spoken[commodity] ?? (commodity.isEmpty ? answer.format(totals) : commodity)
        return particle.form(after: unit)
    }

    /// Adds `amount` of `commodity` to `totals`.
    static func add(_ amount: ExactDecimal, _ commodity: String, to totals: inout CommodityTotals) {
        let sum = totals[commodity] ?? .zero
        totals[commodity] = sum.adding(amount) ?? sum
    }

    static func nonzero(_ totals: CommodityTotals) -> CommodityTotals { totals.filter { !$0.value.isZero } }

    // MARK: - Listings

    /// The sentence above a list of entries.
    func entriesSentence(_ listing: Listing, count: Int) -> String {
        if case .none = listing.coverage {
            return noEntries(in: listing.period, coverage: listing.coverage, today: listing.today)
        }
        let when = label(listing.period)
        let during = inLabel(listing.period)
        let what = listingSubject(listing)
        if language == .korean {
            let topic = what.map { "\(when) \($0) 내역" } ?? "\(when) 내역"
            return count == 0 ? "\(topic)은 없습니다." : "\(topic)은 \(count)건입니다."
        }
        let entries = count == 1 ? "is 1 entry" : count == 0 ? "are no entries" : "are \(count) entries"
        let scope: String
        switch listing.subject {
        case .everything: scope = ""
        case .payee: scope = " at \(what ?? "")"
        case .accounts: scope = " for \(what ?? "")"
        }
        return "There \(entries)\(scope) \(during)."
    }

    /// The sentence above the running balances.
    func balanceSentence(_ listing: Listing) -> String {
        if case .none = listing.coverage {
            return noEntries(in: listing.period, coverage: listing.coverage, today: listing.today)
        }
        let end = endLabel(listing.period)
        if let what = listingSubject(listing) {
            return language == .korean
                ? "\(end) \(what) 잔액입니다:" : "Balances of \(what) at the end of \(label(listing.period)):"
        }
        return language == .korean ? "\(end) 계정별 잔액입니다:" : "Balances at the end of \(label(listing.period)):"
    }

    /// The sentence above the change per account.
    func changeSentence(_ listing: Listing) -> String {
        if case .none = listing.coverage {
            return noEntries(in: listing.period, coverage: listing.coverage, today: listing.today)
        }
        let when = label(listing.period)
        let during = inLabel(listing.period)
        if let what = listingSubject(listing) {
            return language == .korean ? "\(when) \(what) 변동입니다:" : "Change of \(what) \(during):"
        }
        return language == .korean ? "\(when) 계정별 변동입니다:" : "Change per account \(during):"
    }

    private func listingSubject(_ listing: Listing) -> String? {
        switch listing.subject {
        case .everything: return nil
        case .accounts(_, let shown): return accountsSaid(shown, typed: listing.typedSubject)
        case .payee(let word, let payees):
            // The payee as the journal writes it when the word found one (`Starbucks` for `starbucks`).
            return VisibleText.escaping(payees.count == 1 ? payees[0] : word)
        }
    }

    // MARK: - Pieces

    /// `2026년 3월에는 내역이 없습니다 (가계부는 2026년 9월부터).`; for a period after the journal's
    /// last entry that has not ended before `today`'s month (this month, or one to come),
    /// `2026년 12월에는 아직 내역이 없습니다.` A past month never has entries *yet*.
    func noEntries(in period: Period, coverage: Coverage, today: YearMonth? = nil) -> String {
        let note = coverageNote(coverage, period: period, today: today)
        if isNotYet(coverage, period: period, today: today) {
            return language == .korean
                ? "\(label(period))에는 아직 내역이 없습니다." : "There are no entries \(inLabel(period)) yet."
        }
        return language == .korean
            ? "\(label(period))에는 내역이 없습니다\(note)." : "There are no entries \(inLabel(period))\(note)."
    }

    /// Whether the period comes after the journal's last entry and runs into today's month or later: it
    /// has no entries yet. A period over before today's month has none, and the note says where the
    /// journal ends.
    func isNotYet(_ coverage: Coverage, period: Period, today: YearMonth?) -> Bool {
        guard case .none(_, let last?) = coverage, let today else { return false }
        return period.months.lowerBound > last && period.months.upperBound >= today
    }

    /// ` (가계부는 2026년 9월부터)`, ` (the journal ends in August 2024)`, or nothing when the period
    /// lies inside the journal or has no entries yet (`isNotYet`).
    func coverageNote(_ coverage: Coverage, period: Period, today: YearMonth? = nil) -> String {
        guard case .none(let first, let last) = coverage else { return "" }
        if isNotYet(coverage, period: period, today: today) { return "" }
        let korean = language == .korean
        guard let first, let last else { return korean ? " (가계부가 비어 있습니다)" : " (the journal is empty)" }
        if period.months.upperBound < first {
            return korean ? " (가계부는 \(language.label(first))부터)" : " (the journal starts in \(language.label(first)))"
        }
        if period.months.lowerBound > last {
            return korean ? " (가계부는 \(language.label(last))까지)" : " (the journal ends in \(language.label(last)))"
        }
        return ""
    }

    /// `in July 2024`, `in 2024`, `from March to May 2024`, `on November 3, 2026`, `over November
    /// 16–22, 2026`: an English sentence's period.
    func inLabel(_ period: Period) -> String {
        switch period {
        case .months: return "from " + label(period)
        case .days(let first, let last): return (first == last ? "on " : "over ") + label(period)
        case .month, .year: return "in " + label(period)
        }
    }

    /// `2024년 7월 말`, `the end of July 2024` (without `the end of` in English: callers say it); for
    /// a run of days, `2026년 11월 20일 기준`, `the end of November 20, 2026`.
    func endLabel(_ period: Period) -> String {
        if case .days(_, let last) = period {
            if last == soFar {
                return language == .korean ? daysLabel(last, last) + " 현재" : "today, " + daysLabel(last, last)
            }
            return language == .korean ? daysLabel(last, last) + " 기준" : "the end of " + daysLabel(last, last)
        }
        // A run of months ends with its last month.
        let end: Period = if case .months(_, let last) = period { .month(last) } else { period }
        return language == .korean ? label(end) + " 말" : "the end of " + label(end)
    }

    /// `at the end of July 2024`, or for a balance cut at today, `as of today, November 20, 2026`.
    func englishAt(_ period: Period) -> String {
        if case .days(_, let last) = period, last == soFar { return "as of " + endLabel(period) }
        return "at " + endLabel(period)
    }

    /// `November 3, 2026`, `November 16–22, 2026`, `October 26 – November 1, 2026`, `December 28,
    /// 2026 – January 3, 2027`; `2026년 11월 3일`, `2026년 11월 16일~22일`, `2026년 10월 26일~11월 1일`,
    /// `2026년 12월 28일~2027년 1월 3일`.
    func daysLabel(_ first: CalendarDate, _ last: CalendarDate) -> String {
        let l = language
        let sameYear = first.year == last.year
        let sameMonth = sameYear && first.month == last.month
        if l == .korean {
            let start = "\(l.label(first.yearMonth)) \(first.day)일"
            if first == last { return start }
            if sameMonth { return "\(start)~\(last.day)일" }
            if sameYear { return "\(start)~\(l.monthName(last.month)) \(last.day)일" }
            return "\(start)~\(l.label(last.yearMonth)) \(last.day)일"
        }
        let year = { (date: CalendarDate) in l.yearLabel(date.year) }
        let start = "\(l.monthName(first.month)) \(first.day)"
        if first != last, last == soFar { return Self(language: l).daysLabel(first, last) + " so far" }
        if first == last { return "\(start), \(year(first))" }
        if sameMonth { return "\(start)–\(last.day), \(year(first))" }
        if sameYear { return "\(start) – \(l.monthName(last.month)) \(last.day), \(year(first))" }
        return "\(start), \(year(first)) – \(l.monthName(last.month)) \(last.day), \(year(last))"
    }

    /// `2024년 1월~7월`, `2023년 9월~2024년 8월`, `January to July 2024`; with `through`, the Korean
    /// reads `2024년 1월부터 7월까지`.
    func spanLabel(_ months: [YearMonth], through: Bool = false) -> String {
        guard let first = months.first, let last = months.last else { return "" }
        if first == last { return language.label(first) }
        let korean = language == .korean
        if korean {
            let end = first.year == last.year ? language.monthName(last.month) : language.label(last)
            return through ? "\(language.label(first))부터 \(end)까지" : "\(language.label(first))~\(end)"
        }
        let start = first.year == last.year ? language.monthName(first.month) : language.label(first)
        return "\(start) to \(language.label(last))"
    }

    /// The budgeted `account` of a budget answer, named as the question named its subject when the
    /// subject is that account (`식비 예산` → `식비`), else its path.
    private func budgetedSaid(_ account: String, _ answer: Answer) -> String {
        guard answer.question.subjects.count < 2, case .accounts(_, let shown) = answer.subject,
            shown == [account]
        else { return VisibleText.escaping(account) }
        return accountsSaid(shown, typed: answer.question.subject?.spokenAs)
    }

    /// The accounts or payee an answer counted, for a sentence: an account and the accounts under it
    /// read as the account alone; at most three, then how many more.
    func subjectLabel(_ answer: Answer) -> String {
        if answer.question.combining == .share, let part = answer.question.subjects.last {
            return VisibleText.escaping(part.spokenAs)  // the part of a share within a subject; the whole is said apart
        }
        if answer.question.subjects.count >= 2 { return saidList(answer.question.subjects.map(\.spokenAs)) }
        switch answer.subject {
        case .everything: return ""
        case .payee(let word, let payees):
            return payees.count == 1 ? VisibleText.escaping(payees[0]) : VisibleText.escaping(word)
        case .accounts(_, let shown): return accountsSaid(shown, typed: answer.question.subject?.spokenAs)
        }
    }

    /// The accounts a question of one subject counted, named as the question named them: the word
    /// typed when it names the accounts' segment itself (`식비`, `외식비` for `지출:식비:외식`, `Food`)
    /// or, a category word, a group of several accounts (`생활비`); else the journal's own last segments
    /// (`교통` for `버스비`, `groceries` for `groc`); the paths only where two of them share a last
    /// segment (`자산:카드, 부채:카드` for `카드`), or when a path was typed.
    func accountsSaid(_ shown: [String], typed: String?) -> String {
        guard let typed, !typed.contains(":"), !shown.isEmpty else { return accountList(shown) }
        let roots = shown.filter { account in
            !shown.contains { other in other != account && account.hasPrefix(other + ":") }
        }
        let leaves = roots.map { account in account.split(separator: ":").last.map(String.init) ?? account }
        guard Set(leaves.map(Categories.comparable)).count == leaves.count else { return accountList(shown) }
        let key = Categories.comparable(typed)
        let own: Set<String> = [key, Categories.stem(key)]
        let namesTheSegment = roots.allSatisfy { account in
            account.split(separator: ":").contains { Categories.segment(String($0), isNamedBy: own) }
        }
        if namesTheSegment || (roots.count > 1 && Categories.isCategoryWord(typed)) {
            return VisibleText.escaping(typed)
        }
        return accountList(leaves)
    }

    /// The subjects as said, joined: `식비와 교통비`, `식비, 교통비와 통신비`, `food and transport`,
    /// `food, transport and phone`.
    func saidList(_ words: [String]) -> String {
        let shown = words.map { VisibleText.escaping($0) }
        guard let last = shown.last, shown.count >= 2 else { return shown.first ?? "" }
        let head = shown.dropLast()
        switch language {
        case .korean:
            let before = head.dropLast().map { $0 + ", " }.joined()
            return before + KoreanParticle.and.attached(to: head[head.endIndex - 1]) + " " + last
        case .english:
            return head.joined(separator: ", ") + " and " + last
        }
    }

    /// Several subjects compared (`식비랑 교통비 중에 뭐가 더 많아`): each figure in the order said, then
    /// which is larger and by how much, in one sentence.
    private func alternativesSentence(_ answer: Answer) -> String {
        let korean = language == .korean
        let when = label(answer.period)
        let during = inLabel(answer.period)
        let rows = answer.groups
        let items = rows.enumerated().map { index, row in
            let name = VisibleText.escaping(row.name)
            let figures = answer.format(row.totals)
            if korean { return "\(KoreanParticle.topic.attached(to: name)) \(figures)" }
            return index == 0 ? "\(name) came to \(figures)" : "\(name) to \(figures)"
        }
        let commodities = Set(rows.flatMap { Self.nonzero($0.totals).keys })
        let listed: String
        if korean {
            listed = items.joined(separator: ", ")
        } else {
            listed = items.dropLast().joined(separator: ", ") + (items.count > 1 ? " and " : "") + (items.last ?? "")
        }
        let lastFigures = rows.last.map { $0.totals } ?? [:]
        guard commodities.count <= 1 else {
            return korean ? "\(when) \(listed)입니다." : "\(capitalized(listed)) \(during)."
        }
        let sorted = rows.sorted { a, b in
            let commodity = commodities.first ?? ""
            return (a.totals[commodity] ?? .zero) > (b.totals[commodity] ?? .zero)
        }
        let direction = particle(.direction, after: lastFigures, in: answer)
        guard let largest = Journal.largest(rows), sorted.count >= 2 else {
            return korean
                ? "\(when) \(listed)\(direction) 같습니다."
                : "\(capitalized(listed)) \(during): the same."
        }
        let difference = answer.format(Self.difference(largest.totals, minus: sorted[1].totals))
        let name = VisibleText.escaping(largest.name)
        if korean {
            let next = VisibleText.escaping(sorted[1].name)
            let most = rows.count > 2 ? "가장 많고 \(next)보다 \(difference) 더 많습니다" : "\(difference) 더 많습니다"
            return "\(when) \(listed)\(direction) \(KoreanParticle.subject.attached(to: name)) \(most)."
        }
        let more =
            rows.count > 2
            ? "the most, \(difference) more than \(VisibleText.escaping(sorted[1].name))" : "\(difference) more"
        return "\(capitalized(listed)) \(during): \(name) was \(more)."
    }

    /// A word said at the start of an English sentence, its first letter upper case (`Salary brought
    /// in`); an account path stays as the journal writes it.
    private func saidFirst(_ text: String) -> String { text.contains(":") ? text : capitalized(text) }

    /// `text` with its first letter upper case.
    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// `지출:식비`, `지출:식비, 지출:교통 외 2개`, `expenses:food and 2 more`.
    func accountList(_ accounts: [String]) -> String {
        let roots = accounts.filter { account in
            !accounts.contains { other in other != account && account.hasPrefix(other + ":") }
        }
        let shown = roots.prefix(3).map { VisibleText.escaping($0) }.joined(separator: ", ")
        guard roots.count > 3 else { return shown }
        return language == .korean ? "\(shown) 외 \(roots.count - 3)개" : "\(shown) and \(roots.count - 3) more"
    }

    /// `지출:식비 ` before a Korean figure word, or nothing.
    private func subjectPrefix(_ answer: Answer) -> String {
        if case .everything = answer.subject { return "" }
        return subjectLabel(answer) + " "
    }

    /// ` from 수입:급여`, ` at 스타벅스` after an English figure word, or nothing.
    private func subjectSuffix(_ answer: Answer) -> String {
        switch answer.subject {
        case .everything: return ""
        case .payee: return " at \(subjectLabel(answer))"
        case .accounts: return (answer.figure == .balance ? " of " : " from ") + subjectLabel(answer)
        }
    }

    /// ` (3건)`, ` (3 entries)` for an answer about a payee; ` (거래처 "택시"의 3건)`, ` (3 entries of the
    /// payee "Uber")` when a category word was answered by the payee.
    private func entryCount(_ answer: Answer) -> String {
        guard let count = answer.entryCount else { return "" }
        if answer.isCategoryWordAsPayee, case .payee(let word, _) = answer.subject {
            let payee = VisibleText.quoted(word)
            return language == .korean
                ? " (거래처 \(payee)의 \(count)건)" : " (\(count) \(count == 1 ? "entry" : "entries") of the payee \(payee))"
        }
        return language == .korean ? " (\(count)건)" : " (\(count) \(count == 1 ? "entry" : "entries"))"
    }

    /// Whether the answer counted the spending of transactions through its subject's accounts (a card,
    /// cash) rather than the accounts themselves.
    private func isThrough(_ answer: Answer) -> Bool {
        guard case .accounts(let accounts, _) = answer.subject else { return false }
        return Set(accounts).isDisjoint(with: answer.accounts) && answer.figure != .balance && answer.figure != .change
    }

    // MARK: - Arithmetic for sentences

    /// `a - b` per commodity, zeros left out.
    static func difference(_ a: CommodityTotals, minus b: CommodityTotals) -> CommodityTotals {
        var result = a
        for (commodity, amount) in b {
            let value = result[commodity] ?? .zero
            result[commodity] = amount.negated().flatMap(value.adding) ?? value
        }
        return result.filter { !$0.value.isZero }
    }

    /// The change from `b` to `a` in percent of `b`, to one decimal place, when both are in one
    /// commodity and `b` is not zero.
    static func percentage(_ a: CommodityTotals, _ b: CommodityTotals) -> ExactDecimal? {
        let commodities = Set(a.keys).union(b.keys)
        guard commodities.count == 1, let commodity = commodities.first, let base = b[commodity], !base.isZero else {
            return nil
        }
        let now = a[commodity] ?? .zero
        let change = ((now - base).magnitude * ExactDecimal(100))
        return change.divided(by: base.magnitude, toPlaces: 1, .halfAwayFromZero)?.normalized
    }

    /// A non-negative number with `,` between groups of three digits: `72,790`, `12.5`.
    static func grouped(_ value: ExactDecimal) -> String {
        let text = value.magnitude.description
        let parts = text.split(separator: ".", maxSplits: 1)
        let integer = Array(parts[0])
        var out = ""
        for (index, digit) in integer.enumerated() {
            if index > 0, (integer.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return parts.count > 1 ? out + "." + parts[1] : out
    }
}

extension String {
    /// The string without `prefix` at its start, when it starts with it.
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
