import LedgerJournalCore

/// Why a question or a listing could not be answered.
public enum AnswerError: Error, Hashable, Sendable {
    /// The subject names no account and no payee; `nearest` are the account names nearest to it.
    case noMatch(String, nearest: [String])
}

/// What a question counts, once its subject is known.
enum Scope: Hashable {
    /// Every account of the kind the figure counts.
    case everything
    /// Postings to these accounts.
    case accounts(Set<String>)
    /// The figure's postings in transactions that touch these accounts (`spent by card`).
    case touching(Set<String>)
    /// The figure's postings in transactions whose payee contains this word (compared form): those
    /// whose payee is one of `payees`, the payees the word was found in (`JournalNames.subject`).
    case payee(String, payees: PayeeSelection)
    /// Payees and accounts together (`스타벅스랑 식비`): every figure posting of a transaction whose
    /// payee is one of `payees`, and of the others the postings to `accounts` (or, `touching`, every
    /// figure posting of a transaction with a posting to one of them). A posting is counted once.
    case union(accounts: Set<String>, touching: Bool, payees: PayeeSelection)
    /// A payee within accounts (`카페 중에 스타벅스 비율`): of the transactions whose payee is one of
    /// `payees`, the postings to `accounts` only (hledger's `balance ACCOUNTS desc:PAYEE`).
    case payeeWithin(accounts: Set<String>, payees: PayeeSelection)
}

extension Journal {
    /// Answers `question` about this journal: for the month `selected` when the question names no
    /// period (its year, for an average). `today`'s month, when given, lets a reply say a period with
    /// no entries yet has none *yet*. With `asOf` (today), a total, a ranking, a balance or the period
    /// compared that runs past today is cut at today and said so (`11월 1일~20일`, `November 1–20, 2026
    /// so far`, `20일 현재`): never a month's figure for the days up to today, nor entries dated later.
    /// Throws when the subject names nothing in `names`.
    public func answer(
        _ question: Question, selected: YearMonth, today: YearMonth? = nil, asOf: CalendarDate? = nil,
        names: JournalNames
    ) throws(AnswerError) -> Answer {
        var question = question
        if question.overEveryEntry, case .days(_, let last)? = question.period,
            let first = firstMonth.map(YearMonth.init)
        {
            // `when did I last pay rent`: every entry, from the journal's first month.
            question.period = .days(
                min(CalendarDate(uncheckedYear: first.year, month: first.month, day: 1), last), last)
        }
        if let days = question.daysOfWeek {
            return try answer(question, on: days, selected: selected, today: today, asOf: asOf, names: names)
        }
        if question.subjects.count >= 2 {
            return try answerSeveral(question, selected: selected, today: today, asOf: asOf, names: names)
        }
        let match = try Self.match(of: question.subject)
        return answer(question, match: match, selected: selected, today: today, asOf: asOf, names: names)
    }

    /// The answer to a total or a count kept to weekends or weekdays (`11월 주말 지출`): the question
    /// asked of the whole period (cut at today as ever), its figures then the sums over each run of the
    /// days kept (hledger's `balance -b SATURDAY -e MONDAY` per weekend, added up).
    func answer(
        _ question: Question, on days: Question.DaysOfWeek, selected: YearMonth, today: YearMonth?,
        asOf: CalendarDate?, names: JournalNames
    ) throws(AnswerError) -> Answer {
        var every = question
        every.daysOfWeek = nil
        var whole = try answer(every, selected: selected, today: today, asOf: asOf, names: names)
        whole.question = question
        var totals: CommodityTotals = [:]
        var count = 0
        var keptDays = 0
        var accounts = Set<String>()
        // An average per day or per transaction (`11월 주말 하루 평균`): each run's total and count, then
        // the sum over the days kept (or the transactions counted).
        let averaging = question.kind == .average
        var each = every
        if averaging { each.kind = .count }
        for run in Self.runs(of: whole.period, keeping: days) {
            var one = each
            one.period = run
            let part = try answer(one, selected: selected, today: today, asOf: asOf, names: names)
            for (commodity, amount) in part.totals { Self.add(amount, commodity, to: &totals) }
            count += part.entryCount ?? 0
            keptDays += run.dayCount
            accounts.formUnion(part.accounts)
        }
        if averaging {
            let sum = totals.filter { !$0.value.isZero }
            whole.parts = NetParts(income: [:], spending: sum)
            let divisor = question.averagePer == .transaction ? max(count, 1) : max(keptDays, 1)
            (whole.totals, whole.isRounded) = divide(sum, by: ExactDecimal(divisor))
            whole.entryCount = count
            whole.keptDayCount = keptDays
            whole.accounts = accounts.sorted()
            return whole
        }
        whole.totals = totals.filter { !$0.value.isZero }
        whole.accounts = accounts.sorted()
        if whole.entryCount != nil { whole.entryCount = count }
        if question.yesNo == .any { whole.yes = count > 0 }
        return whole
    }

    /// Whether the budget went over in any month of the question's period (`did we ever go over the
    /// food budget this year`): each month up to today's asked as hledger's `balance --budget -p MONTH`
    /// (this month up to today), yes when one went over; `groups` holds the months over, each with
    /// how much over, earliest first, and `budgetTotal` the whole period's budget.
    func overAnyMonth(
        _ question: Question, selected: YearMonth, match: SubjectMatch?, today: YearMonth?, asOf: CalendarDate?,
        names: JournalNames
    ) -> Answer {
        var whole = question
        whole.overAnyMonth = false
        whole.yesNo = nil
        var answer = budgetAnswer(whole, selected: selected, match: match, names: names, asOf: asOf)
        answer.question = question
        answer.today = today
        answer.asOf = asOf
        var month = answer.period.months.lowerBound
        var overMonths: [GroupTotals] = []
        while month <= answer.period.months.upperBound {
            if let today, month > today { break }
            var one = whole
            one.period = .month(month)
            let part = budgetAnswer(one, selected: selected, match: match, names: names, asOf: asOf)
            let left = part.budgetTotal.left
            if !part.budget.isEmpty, !left.isEmpty, left.values.contains(where: { $0.signum < 0 }) {
                let excess = left.filter { $0.value.signum < 0 }.mapValues(\.magnitude)
                overMonths.append(GroupTotals(name: "", period: .month(month), totals: excess, count: 0))
            }
            guard let next = month.adding(months: 1) else { break }
            month = next
        }
        answer.groups = overMonths
        if !answer.budget.isEmpty { answer.yes = !overMonths.isEmpty }
        return answer
    }

    /// The runs of consecutive days of `period` that are weekends (Saturday and Sunday) or weekdays.
    static func runs(of period: Period, keeping days: Question.DaysOfWeek) -> [Period] {
        var runs: [Period] = []
        var start: CalendarDate?
        var day = period.firstDay
        while day <= period.lastDay {
            let isWeekend = day.weekday == 0 || day.weekday == 6
            let kept = isWeekend == (days == .weekends)
            if kept, start == nil { start = day }
            if !kept, let first = start, let last = day.adding(days: -1) {
                runs.append(.days(first, last))
                start = nil
            }
            guard let next = day.adding(days: 1) else { break }
            day = next
        }
        if let first = start { runs.append(.days(first, period.lastDay)) }
        return runs
    }

    /// The answer to a question of several subjects (`식비랑 교통비`, `food or transport`): for a union,
    /// the question asked of all their accounts (or payees) at once; for alternatives, the question asked
    /// of each, whose figures are the answer's `groups` in the order said and whose `totals` are the
    /// largest's.
    func answerSeveral(
        _ question: Question, selected: YearMonth, today: YearMonth?, asOf: CalendarDate?, names: JournalNames
    ) throws(AnswerError) -> Answer {
        var matches: [SubjectMatch] = []
        for subject in question.subjects {
            if let match = try Self.match(of: subject) { matches.append(match) }
        }
        var single = question
        single.subjects = []
        var accounts = Set<String>()
        var payees = Set<String>()
        var keys: [String] = []
        for match in matches {
            switch match {
            case .accounts(let found): accounts.formUnion(found)
            case .payee(let key, let found):
                payees.formUnion(found)
                keys.append(key)
            case .nothing: break
            }
        }
        switch question.combining {
        case .share:
            // The part's figure, and the whole's over the same period as what it is a share of.
            single.asShare = false
            let answers = zip(question.subjects, matches).map { subject, match in
                var one = single
                one.subject = subject
                return answer(one, match: match, selected: selected, today: today, asOf: asOf, names: names)
            }
            guard answers.count == 2 else {
                return answer(single, match: nil, selected: selected, today: today, asOf: asOf, names: names)
            }
            var part = answers[1]
            if case .payee(_, let payees)? = matches.last, case .accounts(let whole)? = matches.first {
                // A payee's share of accounts: its postings to those accounts only.
                var one = single
                one.subject = question.subjects[1]
                part = answer(
                    one, match: matches[1], within: Set(whole), payeesWithin: payees, selected: selected,
                    today: today, asOf: asOf, names: names)
            }
            part.question = question
            part.whole = answers[0].totals
            part.shareOf = question.subjects[0].spokenAs
            (part.share, part.isShareRounded) = Self.share(part.totals, of: part.whole)
            return part
        case .union:
            single.subject = nil
            let merged: SubjectMatch =
                payees.isEmpty || !accounts.isEmpty
                ? .accounts(accounts.sorted()) : .payee(keys.joined(separator: " "), payees: payees.sorted())
            // A payee with accounts (`스타벅스랑 식비`): the union of their postings, none counted twice.
            let alsoPayees = accounts.isEmpty ? [] : payees
            var answer = answer(
                single, match: merged, alsoPayees: alsoPayees, selected: selected, today: today, asOf: asOf,
                names: names)
            answer.question = question
            return answer
        case .alternatives:
            single.kind = .total
            var answers: [Answer] = []
            for (subject, match) in zip(question.subjects, matches) {
                single.subject = subject
                answers.append(answer(single, match: match, selected: selected, today: today, asOf: asOf, names: names))
            }
            guard var combined = answers.first else {
                return answer(single, match: nil, selected: selected, today: today, asOf: asOf, names: names)
            }
            combined.question = question
            combined.groups = zip(question.subjects, zip(matches, answers)).map { subject, pair in
                let (match, answer) = pair
                let counted = countedTransactions(
                    in: answer.period, scope: scope(for: match, figure: answer.figure), figure: answer.figure)
                return GroupTotals(name: subject.spokenAs, period: nil, totals: answer.totals, count: counted.count)
            }
            combined.accounts = Array(Set(answers.flatMap(\.accounts))).sorted()
            if payees.isEmpty {
                combined.subject = .accounts(accounts.sorted(), shown: names.covering(Array(accounts)))
            }
            if answers.contains(where: { $0.coverage == .entries }) { combined.coverage = .entries }
            combined.entryCount = nil
            if let largest = Self.largest(combined.groups) { combined.totals = largest.totals }
            return combined
        }
    }

    /// The row of `groups` with the largest figure, when all are of one commodity (or zero) and one is
    /// larger than every other.
    static func largest(_ groups: [GroupTotals]) -> GroupTotals? {
        let commodities = Set(groups.flatMap { nonzero($0.totals).keys })
        guard commodities.count == 1, let commodity = commodities.first else { return nil }
        let sorted = groups.sorted { ($0.totals[commodity] ?? .zero) > ($1.totals[commodity] ?? .zero) }
        guard let first = sorted.first, sorted.count >= 2,
            (first.totals[commodity] ?? .zero) > (sorted[1].totals[commodity] ?? .zero)
        else { return nil }
        return first
    }

    /// The answer to `question` for the subject `match` (already looked up), and with `alsoPayees`,
    /// the transactions of those payees too (``Scope/union(accounts:touching:payees:)``).
    func answer(
        _ question: Question, match: SubjectMatch?, alsoPayees: Set<String> = [], within: Set<String>? = nil,
        payeesWithin: [String] = [], selected: YearMonth, today: YearMonth?, asOf: CalendarDate?, names: JournalNames
    ) -> Answer {
        var match = match
        // `how much do I owe`: the liability accounts.
        if question.measure == .owed, match == nil {
            match = .accounts(names.accounts.filter { accountType(of: $0) == .liability })
        }
        var question = question
        // `식비 말고 지출`: every account of the kind asked about but the subject's (and those under them).
        var excluded: [String] = []
        if question.excludingSubject, case .accounts(let left)? = match {
            let wanted: AccountType = question.measure == .income ? .income : .expense
            let leftOut = Set(left)
            // `외식 빼고 식비`: the whole's accounts, else every account of the kind.
            var from = names.accounts.filter { accountType(of: $0) == wanted }
            if case .accounts(let whole)? = question.excludingWithin?.names { from = whole }
            match = .accounts(
                from.filter { account in
                    !leftOut.contains(account) && !leftOut.contains { account.hasPrefix($0 + ":") }
                })
            excluded = names.covering(left)
        }
        // Budgets, monthly averages and trends are counted by whole months; the question reader refuses
        // them for a run of days, and a caller that asks anyway gets the days' own total, never a month's.
        if question.period?.isDays == true,
            [.budget, .trend].contains(question.kind) || (question.kind == .average && question.averagePer == .month)
        {
            question.kind = .total
        }
        // `식비 얼마 남았어` of a journal with budgets asks what is left of the budget (a budget is kept by
        // the month: never for a run of days).
        if question.kind == .balance, question.measure == .unspecified, question.period?.isDays != true,
            case .accounts(let accounts)? = match,
            accounts.allSatisfy({ accountType(of: $0) == .expense }),
            !budgetedAmounts(in: (question.period ?? .month(selected)).journalPeriod).isEmpty
        {
            question.kind = .budget
        }
        if question.kind == .budget, question.overAnyMonth {
            return overAnyMonth(question, selected: selected, match: match, today: today, asOf: asOf, names: names)
        }
        if question.kind == .budget {
            var answer = budgetAnswer(question, selected: selected, match: match, names: names, asOf: asOf)
            answer.today = today
            answer.asOf = asOf
            if question.yesNo == .overBudget || question.yesNo == .underBudget, !answer.budget.isEmpty {
                let left = answer.budgetTotal.left
                let over = !left.isEmpty && left.values.contains { $0.signum < 0 }
                answer.yes = question.yesNo == .underBudget ? !over : over
            }
            return answer
        }
        let figure = figure(for: question, match: match)
        var scope = scope(for: match, figure: figure)
        if let within, !payeesWithin.isEmpty {
            scope = .payeeWithin(accounts: within, payees: PayeeSelection(payeesWithin))
        }
        if !alsoPayees.isEmpty {
            switch scope {
            case .accounts(let accounts):
                scope = .union(accounts: accounts, touching: false, payees: PayeeSelection(alsoPayees))
            case .touching(let accounts):
                scope = .union(accounts: accounts, touching: true, payees: PayeeSelection(alsoPayees))
            default: break
            }
        }
        let asked = question.period ?? .month(selected)
        var period = asked
        var isSoFar = false
        let perDays = question.kind == .average && question.averagePer != .month
        if let asOf, Self.isCutAtToday(question.kind) || perDays, asked.firstDay <= asOf, asOf < asked.lastDay {
            period = Period(from: asked.firstDay, through: asOf)
            isSoFar = true
        }
        var answer = Answer(
            question: question, figure: figure, period: period,
            subject: answerSubject(match, names: names, said: question.subject))
        answer.styles = commodityStyles
        answer.today = today
        answer.asOf = asOf
        answer.isSoFar = isSoFar
        if case .payee? = match { answer.isCategoryWordAsPayee = question.subject?.isCategoryWordAsPayee ?? false }
        answer.excluded = excluded
        if isSoFar { answer.askedPeriod = asked }
        switch question.kind {
        case .total, .balance, .budget:
            answer.coverage = coverage(of: period, figure: figure)
            let perAccount = accountTotals(over: period, scope: scope, running: figure.isRunning, figure: figure)
            (answer.totals, answer.accounts, answer.parts) = figureTotals(perAccount, figure: figure, scope: scope)
            if case .payee = scope { answer.entryCount = matchingTransactions(in: period, scope: scope).count }
        case .count:
            answer.coverage = coverage(of: period, figure: figure)
            let counted = countedTransactions(in: period, scope: scope, figure: figure)
            answer.entryCount = counted.count
            if question.yesNo == .any { answer.yes = !counted.isEmpty }
            let perAccount = accountTotals(over: period, scope: scope, running: false, figure: figure)
            (answer.totals, answer.accounts, _) = figureTotals(perAccount, figure: figure, scope: scope)
        case .ranking where question.grouping == .month:
            let span =
                question.period.map { $0.isDays || $0.monthCount == 1 ? .year($0.months.lowerBound.year) : $0 }
                ?? .year(selected.year)
            answer.period = span
            let months = monthsWithinJournal(span.months)
            answer.coverage = Self.span(of: months).map { coverage(of: $0, figure: figure) } ?? noEntries
            let series = series(months, scope: scope, figure: figure)
            answer.groups = series.map { entry in
                GroupTotals(name: "", period: entry.period, totals: entry.totals, count: 0)
            }
            answer.groups = Self.ranked(answer.groups.filter { !$0.totals.isEmpty }, byCount: false)
            if question.smallestFirst {
                // A month not over by today is no smallest month: only whole months are compared.
                answer.groups = Self.smallestFirst(answer.groups).filter { row in
                    guard let asOf, let last = row.period?.lastDay else { return true }
                    return last <= asOf
                }
            }
            if let first = answer.groups.first { answer.totals = first.totals }
        case .ranking where [.day, .week, .weekday].contains(question.grouping):
            // Each day (or ISO week, Monday first, cut to the period) with spending, its entries summed.
            // Weeks with no period named are the selected month's year's, as months are (a month holds
            // too few weeks to rank), cut at today.
            var period = period
            if question.grouping == .week || question.grouping == .weekday, question.period == nil {
                let year = Period.year(selected.year)
                period = year
                if let asOf, year.firstDay <= asOf, asOf < year.lastDay {
                    period = Period(from: year.firstDay, through: asOf)
                    answer.isSoFar = true
                    answer.askedPeriod = year
                }
                answer.period = period
            }
            answer.coverage = coverage(of: period, figure: figure)
            var rows: [CalendarDate: GroupTotals] = [:]
            for transaction in countedTransactions(in: period, scope: scope, figure: figure) {
                guard let day = CalendarDate(transaction.date.year, transaction.date.month, transaction.date.day)
                else { continue }
                let key = question.grouping == .week ? Self.weekStart(of: day) ?? day : day
                var row =
                    rows[key]
                    ?? GroupTotals(
                        name: "", period: Self.groupPeriod(of: key, question.grouping, within: period),
                        totals: [:], count: 0)
                for (commodity, amount) in figurePostings(of: transaction, scope: scope, figure: figure) {
                    Self.add(amount, commodity, to: &row.totals)
                }
                row.count += 1
                rows[key] = row
            }
            var all = rows.keys.sorted().compactMap { rows[$0] }.filter { !$0.totals.isEmpty }
            if question.grouping == .weekday {
                // `무슨 요일에 제일 많이 써`: the days summed by their day of the week, Monday first.
                var days: [Int: GroupTotals] = [:]
                for row in all {
                    guard let weekday = row.period?.firstDay.weekday else { continue }
                    var sum =
                        days[weekday]
                        ?? GroupTotals(
                            name: Self.weekdayNames[weekday], period: nil, totals: [:], count: 0, weekday: weekday)
                    for (commodity, amount) in row.totals { Self.add(amount, commodity, to: &sum.totals) }
                    sum.count += row.count
                    days[weekday] = sum
                }
                all = [1, 2, 3, 4, 5, 6, 0].compactMap { days[$0] }.filter { !$0.totals.isEmpty }
            }
            // Amounts of several commodities are never compared as numbers: ranked in the main one.
            let (inMain, main, left) = inOneCommodity(all, near: period)
            (answer.rankedCommodity, answer.unrankedCommodities) = (main, left)
            answer.groups = Self.ranked(inMain, byCount: false)
            if question.smallestFirst { answer.groups = Self.smallestFirst(answer.groups) }
            if let first = answer.groups.first { answer.totals = first.totals }
        case .ranking where question.grouping == .payee || question.grouping == .transaction:
            answer.coverage = coverage(of: period, figure: figure)
            var rows: [String: GroupTotals] = [:]
            var singles: [GroupTotals] = []
            for transaction in countedTransactions(in: period, scope: scope, figure: figure) {
                let totals = figurePostings(of: transaction, scope: scope, figure: figure)
                let day = CalendarDate(transaction.date.year, transaction.date.month, transaction.date.day)
                if question.grouping == .transaction {
                    singles.append(
                        GroupTotals(
                            name: transaction.description, period: day.map { .days($0, $0) }, totals: totals, count: 1))
                    continue
                }
                let payee = JournalNames.payee(of: transaction.description)
                var row = rows[payee] ?? GroupTotals(name: payee, period: nil, totals: [:], count: 0)
                for (commodity, amount) in totals { Self.add(amount, commodity, to: &row.totals) }
                row.count += 1
                rows[payee] = row
            }
            let all = question.grouping == .transaction ? singles : rows.values.sorted { $0.name < $1.name }
            switch question.byDate {
            case .latest?: answer.groups = Self.byDay(singles).reversed()
            case .earliest?: answer.groups = Self.byDay(singles)
            case nil where !question.byFrequency:
                // Amounts of several commodities are never compared as numbers: ranked in the main one.
                let (inMain, main, left) = inOneCommodity(all, near: period)
                (answer.rankedCommodity, answer.unrankedCommodities) = (main, left)
                answer.groups = Self.ranked(inMain, byCount: false)
                if question.smallestFirst { answer.groups = Self.smallestFirst(answer.groups) }
            case nil:
                answer.groups = Self.ranked(all, byCount: question.byFrequency)
                if question.smallestFirst { answer.groups = Self.smallestFirst(answer.groups) }
            }
            if let first = answer.groups.first { answer.totals = first.totals }
        case .ranking:
            answer.coverage = coverage(of: period, figure: figure)
            let perAccount = accountTotals(over: period, scope: scope, running: figure.isRunning, figure: figure)
            answer.ranking = ranking(perAccount, figure: figure)
            let rows = answer.ranking.map { GroupTotals(name: $0.account, period: nil, totals: $0.totals, count: 0) }
            let (inMain, main, left) = inOneCommodity(rows, near: period)
            if main != nil {
                // Amounts of several commodities are never compared as numbers: ranked in the main one.
                (answer.rankedCommodity, answer.unrankedCommodities) = (main, left)
                answer.ranking = Self.ranked(inMain, byCount: false).map {
                    AccountTotals(account: $0.name, totals: $0.totals)
                }
            }
            if question.smallestFirst { answer.ranking.reverse() }
            answer.accounts = answer.ranking.map(\.account).sorted()
            if let first = answer.ranking.first { answer.totals = first.totals }
        case .comparison(let baseline):
            // What the period is compared with is the whole period before (or a year before) the one
            // asked, whether or not that one is cut at today.
            let other = Self.baseline(baseline, of: asked)
            answer.coverage = coverage(of: period, figure: figure)
            answer.baselineCoverage = coverage(of: other, figure: figure)
            let ours = accountTotals(over: period, scope: scope, running: figure.isRunning, figure: figure)
            let theirs = accountTotals(over: other, scope: scope, running: figure.isRunning, figure: figure)
            let mine = figureTotals(ours, figure: figure, scope: scope)
            let previous = figureTotals(theirs, figure: figure, scope: scope)
            answer.totals = mine.totals
            answer.accounts = Array(Set(mine.accounts + previous.accounts)).sorted()
            let pair = [
                PeriodTotals(period: other, totals: previous.totals, hasEntries: answer.baselineCoverage == .entries),
                PeriodTotals(period: period, totals: mine.totals, hasEntries: answer.coverage == .entries),
            ]
            answer.series = period.endsAfter(other) ? pair : pair.reversed()
            // Cut at today, the period is also weighed against the same days at the start of the other
            // (1–2 December against 1–2 November): a part of a month against a whole one is no answer to
            // "am I on track".
            var weighed = previous.totals
            if isSoFar, !figure.isRunning, let end = other.firstDay.adding(days: period.dayCount - 1),
                end < other.lastDay,
                period.firstDay > other.lastDay
            {
                let same = Period(from: other.firstDay, through: end)
                let totals = accountTotals(over: same, scope: scope, running: figure.isRunning, figure: figure)
                let sameTotals = figureTotals(totals, figure: figure, scope: scope).totals
                answer.sameSpan = PeriodTotals(
                    period: same, totals: sameTotals, hasEntries: coverage(of: same, figure: figure) == .entries)
                weighed = sameTotals
            }
            if let asked = question.yesNo, asked != .overBudget, asked != .underBudget {
                let commodities = Set(mine.totals.keys).union(weighed.keys)
                // Nothing on either side: neither more nor less.
                if commodities.isEmpty, answer.sameSpan != nil { answer.yes = false }
                if commodities.count == 1, let commodity = commodities.first {
                    let now = mine.totals[commodity] ?? .zero
                    let then = weighed[commodity] ?? .zero
                    answer.yes = asked == .more ? now > then : now < then
                }
            }
        case .average where question.averagePer != .month:
            // Per day or week: the period's total over its days (or weeks of seven days); per transaction:
            // over the transactions counted. Rounded half to even to the commodity's precision.
            answer.coverage = coverage(of: period, figure: figure)
            let perAccount = accountTotals(over: period, scope: scope, running: false)
            let whole = figureTotals(perAccount, figure: figure, scope: scope)
            answer.accounts = whole.accounts
            answer.parts = NetParts(income: [:], spending: whole.totals)
            let counted = countedTransactions(in: period, scope: scope, figure: figure).count
            answer.entryCount = counted
            var dividend = whole.totals
            let divisor: ExactDecimal
            switch question.averagePer {
            case .day, .month: divisor = ExactDecimal(period.dayCount)
            case .week:
                // A week is seven days: the total times seven over the days.
                dividend = dividend.mapValues { $0 * ExactDecimal(7) }
                divisor = ExactDecimal(period.dayCount)
            case .transaction: divisor = ExactDecimal(max(counted, 1))
            }
            (answer.totals, answer.isRounded) = divide(dividend, by: divisor)
        case .average:
            let span = question.period ?? .year(selected.year)
            answer.period = span
            var months = monthsWithinJournal(span.months)
            // A span that runs past today: its months up to today's, today's counted up to today, said
            // as the days counted: hledger's `balance -b FIRST -e TOMORROW` over the months begun (its
            // `-M` would widen the last column to the whole month, entries after today included).
            let cut = asOf.flatMap { day in
                !figure.isRunning && span.firstDay <= day && day < span.lastDay ? day : nil
            }
            if let cut {
                months = months.filter { $0 <= cut.yearMonth }
                answer.period = Period(from: span.firstDay, through: cut)
                answer.isSoFar = true
                answer.askedPeriod = span
            }
            answer.coverage = Self.span(of: months).map { coverage(of: $0, figure: figure) } ?? noEntries
            answer.series = series(months, scope: scope, figure: figure)
            if let cut, let last = answer.series.indices.last, months.last == cut.yearMonth {
                let firstOfMonth = CalendarDate(uncheckedYear: cut.year, month: cut.month, day: 1)
                let perAccount = accountTotals(over: .days(firstOfMonth, cut), scope: scope, running: false)
                answer.series[last].totals = figureTotals(perAccount, figure: figure, scope: scope).totals
            }
            var accounts = Set<String>()
            for month in months {
                let perAccount = accountTotals(over: month...month, scope: scope, running: figure.isRunning)
                accounts.formUnion(figureTotals(perAccount, figure: figure, scope: scope).accounts)
            }
            answer.accounts = accounts.sorted()
            (answer.totals, answer.isRounded) = average(answer.series.map(\.totals), over: months.count)
        case .trend:
            let months = trendMonths(question.period, selected: selected)
            answer.coverage = Self.span(of: months).map { coverage(of: $0, figure: figure) } ?? noEntries
            answer.series = series(months, scope: scope, figure: figure)
            if let first = months.first, let last = months.last {
                answer.period = Period(from: .month(first), through: .month(last))
                let perAccount = accountTotals(over: first...last, scope: scope, running: figure.isRunning)
                (answer.totals, answer.accounts, _) = figureTotals(perAccount, figure: figure, scope: scope)
                if figure.isRunning { answer.totals = answer.series.last?.totals ?? [:] }
            }
        }
        if question.asRate, let parts = answer.parts { answer.rate = Self.savingsRate(parts) }
        if question.asShare, question.kind == .total {
            // The whole: every account of the figure's kind over the same days.
            let everything = self.scope(for: nil, figure: figure)
            let all = accountTotals(over: period, scope: everything, running: false, figure: figure)
            answer.whole = figureTotals(all, figure: figure, scope: everything).totals
            (answer.share, answer.isShareRounded) = Self.share(answer.totals, of: answer.whole)
        }
        // The accounts a subject names and the figure counts, whether or not they moved in the period.
        if case .accounts(let accounts) = scope { answer.accounts = accounts.sorted() }
        answer.zeroCommodity = zeroCommodity(near: period)
        if let threshold = question.threshold, question.kind == .total,
            let weighed = threshold.weighed(answer.totals, zeroCommodity: answer.zeroCommodity)
        {
            // `식비 50만원 넘었어?`: yes or no, in the commodity the amount was said in.
            answer.yes = threshold.holds(for: weighed.figure)
            answer.thresholdCommodity = weighed.commodity
        }
        if figure == .balance, case .accounts(let accounts)? = match {
            answer.isOwed =
                question.measure == .owed
                || (!accounts.isEmpty && accounts.allSatisfy { accountType(of: $0) == .liability })
        }
        if figure == .netWorth, question.kind == .balance {
            let perAccount = accountTotals(over: period, scope: scope, running: true)
            var worth = WorthParts(assets: [:], liabilities: [:])
            for (account, totals) in perAccount {
                switch accountType(of: account) {
                case .asset?: for (commodity, amount) in totals { Self.add(amount, commodity, to: &worth.assets) }
                case .liability?:
                    for (commodity, amount) in totals { Self.add(amount, commodity, to: &worth.liabilities) }
                default: continue
                }
            }
            answer.worth = WorthParts(assets: Self.nonzero(worth.assets), liabilities: Self.nonzero(worth.liabilities))
        }
        return answer
    }

    /// Income less spending as a share of income, in percent rounded half away from zero to one place:
    /// `nil` unless both are in one commodity and the income is above zero.
    static func savingsRate(_ parts: NetParts) -> ExactDecimal? {
        let commodities = Set(parts.income.keys).union(parts.spending.keys)
        guard commodities.count == 1, let commodity = commodities.first, let income = parts.income[commodity],
            income.signum > 0
        else { return nil }
        let saved = income - (parts.spending[commodity] ?? .zero)
        return (saved * ExactDecimal(100)).divided(by: income, toPlaces: 1, .halfAwayFromZero)?.normalized
    }

    /// `part` as a percentage of `whole`, to one decimal place, and whether that rounded it; `nil` unless
    /// both are in one commodity and the whole is above zero.
    static func share(_ part: CommodityTotals, of whole: CommodityTotals) -> (ExactDecimal?, Bool) {
        let commodities = Set(whole.keys).union(part.keys)
        guard commodities.count == 1, let commodity = commodities.first, let total = whole[commodity],
            total.signum > 0
        else { return (nil, false) }
        let hundredfold = (part[commodity] ?? .zero) * ExactDecimal(100)
        guard let rounded = hundredfold.divided(by: total, toPlaces: 1, .halfAwayFromZero)?.normalized,
            let finer = hundredfold.divided(by: total, toPlaces: 12, .halfAwayFromZero)?.normalized
        else { return (nil, false) }
        return (rounded, rounded != finer)
    }

    /// The transactions in `period` under `scope` that hold a posting the figure counts (an expense for
    /// spending, income for income), as `hledger print` lists the transactions of a query.
    func countedTransactions(in period: Period, scope: Scope, figure: Answer.Figure) -> [Transaction] {
        postingsDated(in: period, scope: scope).filter { transaction in
            !figurePostings(of: transaction, scope: scope, figure: figure).isEmpty
                || (figure != .spending && figure != .income && figure != .net)
        }
    }

    /// The figure of one transaction's postings under `scope`: its expense postings for spending (to the
    /// scope's accounts, when it names some), its income postings (sign flipped) for income.
    func figurePostings(of transaction: Transaction, scope: Scope, figure: Answer.Figure) -> CommodityTotals {
        var perAccount: [String: CommodityTotals] = [:]
        let accounts = Self.countedAccounts(of: transaction, scope: scope)
        for posting in transaction.postings where accounts?.contains(posting.account) ?? true {
            Self.add(posting.amount.quantity, posting.amount.commodity, to: &perAccount[posting.account, default: [:]])
        }
        return figureTotals(perAccount, figure: figure, scope: scope).totals
    }

    /// `rows` in the journal's main commodity near `period` only, when they hold several: each row's
    /// amount in it (rows without it left out), the commodity, and the others left out. One commodity:
    /// the rows as they are, and `nil`.
    func inOneCommodity(_ rows: [GroupTotals], near period: Period) -> ([GroupTotals], String?, [String]) {
        let commodities = Set(rows.flatMap { Self.nonzero($0.totals).keys })
        guard commodities.count > 1 else { return (rows, nil, []) }
        let order = Self.commodityOrder(rows.map(\.totals))
        let main = zeroCommodity(near: period).flatMap { commodities.contains($0) ? $0 : nil } ?? order.first
        guard let main else { return (rows, nil, []) }
        let kept = rows.compactMap { row -> GroupTotals? in
            guard let amount = row.totals[main], !amount.isZero else { return nil }
            var row = row
            row.totals = [main: amount]
            return row
        }
        return (kept, main, commodities.subtracting([main]).sorted())
    }

    /// Rows ranked largest first (``ranked(_:byCount:)``) turned round, smallest first, keeping only
    /// those above zero in every commodity (a refund is no smallest purchase).
    /// The Monday of `day`'s ISO week (hledger's `-W` weeks start on Monday).
    static func weekStart(of day: CalendarDate) -> CalendarDate? {
        day.adding(days: -((day.weekday + 6) % 7))
    }

    /// The days a ranked day or week holds: the day itself, or the week from `start`, Monday through
    /// Sunday, cut to `period` (a week the period begins or ends inside counts only its days in it).
    /// The days of the week as `--json` names a ranking's rows (0 Sunday … 6 Saturday); a reply says
    /// them in its language.
    static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    static func groupPeriod(of start: CalendarDate, _ grouping: Question.Grouping, within period: Period) -> Period {
        guard grouping == .week, let sunday = start.adding(days: 6) else { return .days(start, start) }
        return .days(max(start, period.firstDay), min(sunday, period.lastDay))
    }

    static func smallestFirst(_ ranked: [GroupTotals]) -> [GroupTotals] {
        ranked.filter { row in !row.totals.isEmpty && row.totals.values.allSatisfy { $0.signum > 0 } }.reversed()
    }

    /// `rows` largest first (in the commodity with the most in it, then the others), or with `byCount`
    /// most transactions first; ties keep their order.
    /// Single entries by their day, earliest first; entries of one day stay in the journal's order.
    static func byDay(_ rows: [GroupTotals]) -> [GroupTotals] {
        Array(rows.enumerated()).sorted { a, b in
            let (x, y) = (a.element.period?.firstDay, b.element.period?.firstDay)
            if let x, let y, x != y { return x < y }
            return a.offset < b.offset
        }.map(\.element)
    }

    static func ranked(_ rows: [GroupTotals], byCount: Bool) -> [GroupTotals] {
        let order = commodityOrder(rows.map(\.totals))
        let indexed = Array(rows.enumerated())
        return indexed.sorted { a, b in
            if byCount, a.element.count != b.element.count { return a.element.count > b.element.count }
            for commodity in order {
                let x = a.element.totals[commodity] ?? .zero
                let y = b.element.totals[commodity] ?? .zero
                if x != y { return x > y }
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether a question of `kind` is answered up to today only when its period runs past today: a
    /// total, a ranking, a balance, the period of a comparison. Budgets, averages and trends are
    /// counted by the whole month.
    static func isCutAtToday(_ kind: Question.Kind) -> Bool {
        switch kind {
        case .total, .ranking, .balance, .comparison, .count: true
        case .average, .trend, .budget: false
        }
    }

    /// What the periodic transactions budget for the period against what was spent, as
    /// `hledger balance --budget` reads them (``Journal/budget(of:in:)``): a line for each budgeted
    /// account (its goal and the goals under it, against its change and the changes of every account
    /// under it) and, for a subject naming a parent of budgeted accounts (`식비` for `지출:식비:외식`), a
    /// line for the parent, whose spending counts all of its sub-accounts, budgeted or not. The whole is
    /// the parent's line, or without one the sum over the budgeted accounts with no budgeted account
    /// above them, so nothing counts twice.
    func budgetAnswer(
        _ question: Question, selected: YearMonth, match: SubjectMatch?, names: JournalNames,
        asOf: CalendarDate? = nil
    ) -> Answer {
        let period = question.period ?? .month(selected)
        var answer = Answer(
            question: question, figure: .spending, period: period,
            subject: answerSubject(match, names: names, said: question.subject))
        answer.styles = commodityStyles
        answer.zeroCommodity = zeroCommodity(near: period)
        answer.hasBudgets = !periodicTransactions.isEmpty
        let goals = budgetedAmounts(in: period.journalPeriod)
        var budgeted = goals.keys.sorted()
        func isUnder(_ account: String, _ parent: String) -> Bool { account.hasPrefix(parent + ":") }
        var lines: [String]
        var whole: [String]
        if case .accounts(let accounts)? = match {
            budgeted = budgeted.filter { goal in accounts.contains { $0 == goal || isUnder(goal, $0) } }
            // The accounts asked about that hold a budget: the topmost of the subject's accounts and
            // of the parents all of whose sub-accounts it names (`식비` names 지출:식비's).
            var named = Set(accounts)
            for account in accounts {
                var parent = Substring(account)
                while let colon = parent.lastIndex(of: ":") {
                    parent = parent[..<colon]
                    let name = String(parent)
                    guard !named.contains(name) else { break }
                    guard names.accounts.allSatisfy({ !isUnder($0, name) || accounts.contains($0) }) else { break }
                    named.insert(name)
                }
            }
            let asked = named.filter { account in
                !named.contains { isUnder(account, $0) } && budgeted.contains { $0 == account || isUnder($0, account) }
            }
            lines = Set(budgeted).union(asked).sorted()
            whole = asked.sorted()
        } else {
            let expenses = budgeted.filter { accountType(of: $0) == .expense }
            if !expenses.isEmpty { budgeted = expenses }
            lines = budgeted
            whole = budgeted.filter { goal in !budgeted.contains { isUnder(goal, $0) } }
        }
        var rows = budget(of: lines, in: period.journalPeriod)
        // A budget asked before its period ends (this month's, this year's): the goals of the months
        // begun by today against the spending up to today, as `hledger balance --budget -b FIRST -e
        // TOMORROW` gives it (a month's rule falls on its first day), said as the days it counts
        // (`11월 1일~20일`, `1월 1일~11월 20일`).
        if let asOf, period.firstDay <= asOf, asOf < period.lastDay {
            let days = Period.days(period.firstDay, asOf)
            let begun = Period(from: .month(period.firstDay.yearMonth), through: .month(asOf.yearMonth))
            let goals = budget(of: lines, in: begun.journalPeriod)
            let changes = accountTotals(over: days, scope: .everything, running: false)
            for account in lines {
                var actual: CommodityTotals = [:]
                for (name, totals) in changes where name == account || name.hasPrefix(account + ":") {
                    for (commodity, amount) in totals { Self.add(amount, commodity, to: &actual) }
                }
                rows[account] = BudgetFigures(goal: goals[account]?.goal ?? [:], actual: Self.nonzero(actual))
            }
            answer.period = days
            answer.isSoFar = true
            answer.askedPeriod = period
        }
        var total = BudgetLine(account: "", budget: [:], actual: [:], left: [:])
        for account in lines {
            // Income is budgeted negative, as hledger writes it; shown positive like other income.
            let sign = accountType(of: account) == .income ? -1 : 1
            func signed(_ totals: CommodityTotals) -> CommodityTotals {
                sign < 0 ? totals.compactMapValues { $0.negated() } : totals
            }
            let row = rows[account] ?? BudgetFigures(goal: [:], actual: [:])
            let budget = signed(row.goal)
            let done = signed(row.actual)
            var remaining = budget
            for (commodity, amount) in done { Self.add(amount.negated() ?? amount, commodity, to: &remaining) }
            let line = BudgetLine(account: account, budget: budget, actual: done, left: Self.nonzero(remaining))
            answer.budget.append(line)
            guard whole.contains(account) else { continue }
            for (commodity, amount) in line.budget { Self.add(amount, commodity, to: &total.budget) }
            for (commodity, amount) in line.actual { Self.add(amount, commodity, to: &total.actual) }
            for (commodity, amount) in remaining { Self.add(amount, commodity, to: &total.left) }
        }
        answer.accounts = lines
        answer.totals = Self.nonzero(total.left)
        answer.budgetTotal = BudgetLine(
            account: "", budget: Self.nonzero(total.budget), actual: Self.nonzero(total.actual),
            left: Self.nonzero(total.left))
        return answer
    }

    // MARK: - Listings

    /// The transactions `filter` asks for, for `selected` when it names no period: every transaction
    /// with a posting to a matching account, or whose payee matches.
    public func entries(
        _ filter: ReportFilter, selected: YearMonth, today: YearMonth? = nil, names: JournalNames
    ) throws(AnswerError) -> (Listing, [Transaction]) {
        let match = try Self.match(of: filter.subject)
        let period = filter.period ?? .month(selected)
        let listing = Listing(
            period: period, subject: answerSubject(match, names: names, said: filter.subject),
            typedSubject: filter.subject?.spokenAs,
            coverage: coverage(of: period, figure: .change),
            today: today)
        switch match {
        case nil: return (listing, matchingTransactions(in: period, scope: .everything))
        case .accounts(let accounts)?:
            return (listing, matchingTransactions(in: period, scope: .touching(Set(accounts))))
        case .payee(let key, let payees)?:
            return (listing, matchingTransactions(in: period, scope: .payee(key, payees: PayeeSelection(payees))))
        case .nothing?: return (listing, [])
        }
    }

    /// Each account's running balance at the end of the period `filter` names (or of `selected`), like
    /// `hledger balance -H -e NEXT --flat`: the matching accounts, or without a subject the asset and
    /// liability accounts (every account when the journal types none).
    public func runningBalances(
        _ filter: ReportFilter, selected: YearMonth, today: YearMonth? = nil, names: JournalNames
    ) throws(AnswerError) -> (Listing, [String: CommodityTotals]) {
        let match = try Self.match(of: filter.subject)
        let period = filter.period ?? .month(selected)
        let listing = Listing(
            period: period, subject: answerSubject(match, names: names, said: filter.subject),
            typedSubject: filter.subject?.spokenAs,
            coverage: coverage(of: period, figure: .balance), today: today)
        let scope = scope(for: match, figure: .change)
        var balances = accountTotals(over: period, scope: scope, running: true)
        if match == nil {
            let held = balances.filter { [.asset, .liability].contains(accountType(of: $0.key)) }
            if !held.isEmpty || balances.keys.contains(where: { accountType(of: $0) != nil }) { balances = held }
        }
        return (listing, balances)
    }

    /// Each account's change over the period `filter` names (or `selected`), like `hledger balance -p
    /// PERIOD --flat`, narrowed to the matching accounts or to the transactions of a payee.
    public func changes(
        _ filter: ReportFilter, selected: YearMonth, today: YearMonth? = nil, names: JournalNames
    ) throws(AnswerError) -> (Listing, [String: CommodityTotals]) {
        let match = try Self.match(of: filter.subject)
        let period = filter.period ?? .month(selected)
        let listing = Listing(
            period: period, subject: answerSubject(match, names: names, said: filter.subject),
            typedSubject: filter.subject?.spokenAs,
            coverage: coverage(of: period, figure: .change),
            today: today)
        return (listing, accountTotals(over: period, scope: scope(for: match, figure: .change), running: false))
    }

    // MARK: - Subject, figure and scope

    /// What `subject` names, as the reader found it; `nil` for none (everything). Throws when it names
    /// nothing in the journal.
    static func match(of subject: Subject?) throws(AnswerError) -> SubjectMatch? {
        guard let subject else { return nil }
        if case .nothing(let nearest) = subject.names { throw .noMatch(subject.spokenAs, nearest: nearest) }
        return subject.names
    }

    /// What an answer or listing counted; a payee in the letters said when the word said is the one
    /// found (not a name it is short for).
    func answerSubject(_ match: SubjectMatch?, names: JournalNames, said subject: Subject?) -> AnswerSubject {
        switch match {
        case .accounts(let accounts)?: .accounts(accounts, shown: names.covering(accounts))
        case .payee(let key, let payees)?:
            .payee(subject.flatMap { $0.saysPayeeAsSpoken ? $0.spokenAs : nil } ?? key, payees: payees)
        case nil, .nothing?: .everything
        }
    }

    /// Which money a question counts: what it says, else what its subject's accounts are.
    func figure(for question: Question, match: SubjectMatch?) -> Answer.Figure {
        if question.kind == .balance, question.measure == .unspecified { return .balance }
        switch question.measure {
        case .spending: return .spending
        case .income: return .income
        case .net: return .net
        case .netWorth: return .netWorth
        case .owed: return .balance
        case .unspecified: break
        }
        guard case .accounts(let accounts)? = match else { return .spending }
        let types = Set(accounts.map { accountType(of: $0) })
        if types.contains(.expense) { return .spending }
        if types.contains(.income) { return .income }
        if types.contains(.asset) || types.contains(.liability) {
            return question.kind == .ranking ? .spending : .balance
        }
        return .change
    }

    /// What the figure counts for a subject: its accounts of the figure's kind, or when it has none
    /// (`card` for spending), the figure's postings in the transactions that touch its accounts.
    func scope(for match: SubjectMatch?, figure: Answer.Figure) -> Scope {
        switch match {
        case nil, .nothing?: return .everything
        case .payee(let key, let payees)?: return .payee(key, payees: PayeeSelection(payees))
        case .accounts(let accounts)?:
            let wanted: Set<AccountType>
            switch figure {
            case .spending: wanted = [.expense]
            case .income: wanted = [.income]
            case .net: wanted = [.income, .expense]
            case .balance, .change, .netWorth: return .accounts(Set(accounts))
            }
            let relevant = accounts.filter { accountType(of: $0).map(wanted.contains) ?? false }
            return relevant.isEmpty ? .touching(Set(accounts)) : .accounts(Set(relevant))
        }
    }

    // MARK: - Sums

    /// Each account's change over `months` under `scope`, or with `running`, its balance at the end of
    /// the last month (everything from the journal's start).
    ///
    /// With `figure`, the accounts of `everything` are only those of the types the figure counts
    /// (``countedTypes(of:)``): the others' totals are not made, as ``figureTotals(_:figure:scope:)``
    /// leaves them out.
    func accountTotals(
        over months: ClosedRange<YearMonth>, scope: Scope, running: Bool, figure: Answer.Figure? = nil
    ) -> [String: CommodityTotals] {
        var start = months.lowerBound
        if running {
            guard let first = firstMonth else { return [:] }
            start = YearMonth(first)
        }
        guard start <= months.upperBound else { return [:] }
        let period = JournalPeriod.months(from: start.journalMonth, through: months.upperBound.journalMonth)
        switch scope {
        case .everything:
            guard let types = figure.flatMap(Self.countedTypes) else { return balances(in: period) }
            return balances(in: period, ofTypes: types)
        case .accounts(let accounts):
            return balances(in: period, ofAccounts: accounts)
        case .touching, .payee, .union, .payeeWithin:
            var sums: [String: CommodityTotals] = [:]
            for transaction in postingsDated(in: .months(start, months.upperBound), scope: scope) {
                let accounts = Self.countedAccounts(of: transaction, scope: scope)
                for posting in transaction.postings where accounts?.contains(posting.account) ?? true {
                    Self.add(
                        posting.amount.quantity, posting.amount.commodity, to: &sums[posting.account, default: [:]])
                }
            }
            return sums.compactMapValues { totals in
                let nonzero = totals.filter { !$0.value.isZero }
                return nonzero.isEmpty ? nil : nonzero
            }
        }
    }

    /// Each account's change over `period` under `scope`, or with `running`, its balance at the end of
    /// the period's last day (everything from the journal's start). A run of days counts only the
    /// entries dated inside it: the whole months before it by the month, its own days entry by entry.
    func accountTotals(
        over period: Period, scope: Scope, running: Bool, figure: Answer.Figure? = nil
    ) -> [String: CommodityTotals] {
        guard case .days(let first, let last) = period else {
            return accountTotals(over: period.months, scope: scope, running: running, figure: figure)
        }
        var sums: [String: CommodityTotals] = [:]
        var from = first
        if running {
            guard let start = firstMonth.map(YearMonth.init) else { return [:] }
            if let before = last.yearMonth.adding(months: -1), start <= before {
                sums = accountTotals(over: start...before, scope: scope, running: false)
            }
            from = CalendarDate(uncheckedYear: last.year, month: last.month, day: 1)
        }
        for transaction in postingsDated(in: .days(from, last), scope: scope) {
            let accounts = Self.countedAccounts(of: transaction, scope: scope)
            for posting in transaction.postings where accounts?.contains(posting.account) ?? true {
                Self.add(posting.amount.quantity, posting.amount.commodity, to: &sums[posting.account, default: [:]])
            }
        }
        return sums.compactMapValues { totals in
            let nonzero = totals.filter { !$0.value.isZero }
            return nonzero.isEmpty ? nil : nonzero
        }
    }

    /// The transactions `scope` counts with an amount dated inside `period`, as hledger's reports date
    /// a posting (its own `; date:`, else its transaction's): each with only its postings so dated and,
    /// when that date is not the transaction's, one for each such date, dated by it (so a purchase
    /// whose spending posts two days later counts on that day, and in that month).
    func postingsDated(in period: Period, scope: Scope) -> [Transaction] {
        let outside = transactionsWithPostingsDated(in: period.journalPeriod).filter { Self.matches($0, scope: scope) }
        let all = matchingTransactions(in: period.months, scope: scope) + outside
        var narrowed: [Transaction] = []
        var isInOrder = outside.isEmpty
        for transaction in all {
            guard transaction.postings.contains(where: { $0.date != nil }) else {
                if !period.isDays || period.contains(transaction.date) { narrowed.append(transaction) }
                continue
            }
            isInOrder = false
            var dates: [JournalDate] = []
            for posting in transaction.postings where !dates.contains(posting.date ?? transaction.date) {
                dates.append(posting.date ?? transaction.date)
            }
            for date in dates where period.contains(date) { narrowed.append(transaction.dated(date)) }
        }
        guard !isInOrder else { return narrowed }
        // By date, entries of one day in the order written.
        let order = narrowed.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
        return order.map(\.element)
    }

    /// Whether `scope` counts `transaction` (as ``matchingTransactions(in:scope:)-(ClosedRange<YearMonth>,_)``
    /// finds them).
    static func matches(_ transaction: Transaction, scope: Scope) -> Bool {
        switch scope {
        case .everything: return true
        case .accounts(let accounts), .touching(let accounts):
            return transaction.postings.contains { accounts.contains($0.account) }
        case .payee(_, let payees): return payees.containsPayee(ofDescription: transaction.description)
        case .payeeWithin(let accounts, let payees):
            return payees.containsPayee(ofDescription: transaction.description)
                && transaction.postings.contains { accounts.contains($0.account) }
        case .union(let accounts, _, let payees):
            return payees.containsPayee(ofDescription: transaction.description)
                || transaction.postings.contains { accounts.contains($0.account) }
        }
    }

    /// The transactions dated inside `period` that `scope` counts.
    func matchingTransactions(in period: Period, scope: Scope) -> [Transaction] {
        let all = matchingTransactions(in: period.months, scope: scope)
        guard period.isDays else { return all }
        return all.filter { period.contains($0.date) }
    }

    /// The transactions in `months` that `scope` counts: all, those with a posting to one of its
    /// accounts, or those whose payee contains its word.
    func matchingTransactions(in months: ClosedRange<YearMonth>, scope: Scope) -> [Transaction] {
        let period = JournalPeriod.months(from: months.lowerBound.journalMonth, through: months.upperBound.journalMonth)
        switch scope {
        case .everything: return transactions(in: period)
        case .accounts(let accounts), .touching(let accounts):
            return transactions(in: period, touching: accounts)
        case .payee(_, let payees):
            // The payees the word was found in, by the reader: each description's bytes are compared with
            // theirs in place, and only the transactions of those payees are made.
            return transactions(in: period, whereDescriptionBytes: payees.containsPayee(ofDescription:))
        case .payeeWithin(let accounts, let payees):
            return transactions(in: period, whereDescriptionBytes: payees.containsPayee(ofDescription:)).filter {
                transaction in transaction.postings.contains { accounts.contains($0.account) }
            }
        case .union(let accounts, _, let payees):
            return transactions(in: period).filter { transaction in
                payees.containsPayee(ofDescription: transaction.description)
                    || transaction.postings.contains { accounts.contains($0.account) }
            }
        }
    }

    /// The accounts whose postings of `transaction` `scope` counts, or `nil` for all of them: a scope
    /// of accounts counts theirs; a union counts all of a payee's transaction, else the accounts'.
    static func countedAccounts(of transaction: Transaction, scope: Scope) -> Set<String>? {
        switch scope {
        case .accounts(let accounts), .payeeWithin(let accounts, _): return accounts
        case .union(let accounts, let touching, let payees):
            if touching || payees.containsPayee(ofDescription: transaction.description) { return nil }
            return accounts
        case .everything, .touching, .payee: return nil
        }
    }

    /// The types of account `figure` counts of everything (``figureTotals(_:figure:scope:)``), or `nil`
    /// for every account.
    static func countedTypes(of figure: Answer.Figure) -> Set<AccountType>? {
        switch figure {
        case .spending: [.expense]
        case .income: [.income]
        case .net: [.income, .expense]
        case .balance: [.asset]
        case .netWorth: [.asset, .liability]
        case .change: nil
        }
    }

    /// The figure from each account's change: the sum over the accounts it counts (income with its sign
    /// flipped), and the accounts counted.
    func figureTotals(
        _ perAccount: [String: CommodityTotals], figure: Answer.Figure, scope: Scope
    ) -> (totals: CommodityTotals, accounts: [String], parts: NetParts?) {
        var spending: CommodityTotals = [:]
        var income: CommodityTotals = [:]
        var other: CommodityTotals = [:]
        var counted: [String] = []
        for (account, totals) in perAccount {
            let type = accountType(of: account)
            switch figure {
            case .spending where type == .expense, .net where type == .expense:
                for (commodity, amount) in totals { Self.add(amount, commodity, to: &spending) }
            case .income where type == .income, .net where type == .income:
                for (commodity, amount) in totals { Self.add(amount.negated() ?? amount, commodity, to: &income) }
            case .balance, .change:
                if figure == .balance, case .everything = scope, type != .asset { continue }
                for (commodity, amount) in totals { Self.add(amount, commodity, to: &other) }
            case .netWorth:
                if case .everything = scope, type != .asset, type != .liability { continue }
                for (commodity, amount) in totals { Self.add(amount, commodity, to: &other) }
            default:
                continue
            }
            counted.append(account)
        }
        counted.sort()
        switch figure {
        case .spending: return (Self.nonzero(spending), counted, nil)
        case .income: return (Self.nonzero(income), counted, nil)
        case .net:
            var net = income
            for (commodity, amount) in spending { Self.add(amount.negated() ?? amount, commodity, to: &net) }
            return (
                Self.nonzero(net), counted, NetParts(income: Self.nonzero(income), spending: Self.nonzero(spending))
            )
        case .balance, .change, .netWorth: return (Self.nonzero(other), counted, nil)
        }
    }

    /// Accounts by their figure, largest first (in the commodity with the most in it, then the others),
    /// leaving out accounts whose spending or income is not above zero.
    func ranking(_ perAccount: [String: CommodityTotals], figure: Answer.Figure) -> [AccountTotals] {
        var rows: [AccountTotals] = []
        for account in perAccount.keys.sorted() {
            let single = figureTotals([account: perAccount[account] ?? [:]], figure: figure, scope: .everything)
            guard !single.accounts.isEmpty, !single.totals.isEmpty else { continue }
            if figure == .spending || figure == .income, !single.totals.values.contains(where: { $0.signum > 0 }) {
                continue
            }
            rows.append(AccountTotals(account: account, totals: single.totals))
        }
        let order = Self.commodityOrder(rows.map(\.totals))
        return rows.sorted { a, b in
            for commodity in order {
                let x = a.totals[commodity] ?? .zero
                let y = b.totals[commodity] ?? .zero
                if x != y { return x > y }
            }
            return a.account < b.account
        }
    }

    /// The figure month by month over `months`.
    func series(_ months: [YearMonth], scope: Scope, figure: Answer.Figure) -> [PeriodTotals] {
        guard let first = months.first else { return [] }
        var running: [String: CommodityTotals] = [:]
        if figure.isRunning, let before = first.adding(months: -1) {
            running = accountTotals(over: before...before, scope: scope, running: true)
        }
        return months.map { month in
            var perAccount = accountTotals(over: month...month, scope: scope, running: false)
            if figure.isRunning {
                for (account, totals) in perAccount {
                    for (commodity, amount) in totals {
                        Self.add(amount, commodity, to: &running[account, default: [:]])
                    }
                }
                perAccount = running
            }
            let totals = figureTotals(perAccount, figure: figure, scope: scope).totals
            return PeriodTotals(period: .month(month), totals: totals, hasEntries: hasEntries(in: month.journalMonth))
        }
    }

    /// `totals` divided by `divisor`, per commodity, rounded half to even to the commodity's precision;
    /// and whether any was rounded.
    func divide(_ totals: CommodityTotals, by divisor: ExactDecimal) -> (CommodityTotals, Bool) {
        var result: CommodityTotals = [:]
        var rounded = false
        for (commodity, sum) in totals {
            let precision = style(of: commodity)?.precision ?? 0
            guard let value = sum.divided(by: divisor, toPlaces: max(sum.scale, precision), .halfEven) else { continue }
            if value * divisor != sum { rounded = true }
            if !value.isZero { result[commodity] = value }
        }
        return (result, rounded)
    }

    /// The average of `values` over `count` months, per commodity, rounded half to even (as hledger
    /// shows averages) to the commodity's precision when it does not divide evenly; and whether it was
    /// rounded.
    func average(_ values: [CommodityTotals], over count: Int) -> (CommodityTotals, Bool) {
        guard count > 0 else { return ([:], false) }
        var sums: CommodityTotals = [:]
        for totals in values { for (commodity, amount) in totals { Self.add(amount, commodity, to: &sums) } }
        var result: CommodityTotals = [:]
        var rounded = false
        for (commodity, sum) in sums {
            let precision = style(of: commodity)?.precision ?? 0
            // Half to even, as hledger rounds what it shows.
            let months = ExactDecimal(count)
            guard let value = sum.divided(by: months, toPlaces: max(sum.scale, precision), .halfEven) else { continue }
            if value * months != sum { rounded = true }
            if !value.isZero { result[commodity] = value }
        }
        return (result, rounded)
    }

    // MARK: - Periods

    /// The period a comparison compares `period` with.
    static func baseline(_ baseline: Question.Baseline, of period: Period) -> Period {
        switch baseline {
        case .period(let other): other
        case .previousPeriod: period.previous
        case .sameMonthLastYear: period.yearEarlier
        }
    }

    /// The months of `span` from the journal's first month to its last.
    func monthsWithinJournal(_ span: ClosedRange<YearMonth>) -> [YearMonth] {
        guard let first = firstMonth.map(YearMonth.init), let last = lastMonth.map(YearMonth.init) else { return [] }
        let start = max(span.lowerBound, first)
        let end = min(span.upperBound, last)
        return Self.months(from: start, through: end)
    }

    /// The months of a trend: a year named (up to the journal's last month) or a run of months named,
    /// or the twelve months up to the month named (or selected); never before the journal's first month.
    func trendMonths(_ period: Period?, selected: YearMonth) -> [YearMonth] {
        guard let first = firstMonth.map(YearMonth.init), let last = lastMonth.map(YearMonth.init) else { return [] }
        switch period {
        case .year?:
            guard let months = period?.months else { return [] }
            return Self.months(from: max(months.lowerBound, first), through: min(months.upperBound, max(last, first)))
        case .months(let start, let end)?:
            return Self.months(from: max(start, first), through: end)
        case .month(let month)?:
            return Self.months(from: max(month.adding(months: -11) ?? .earliest, first), through: month)
        case .days(let start, let end)?:
            return Self.months(from: max(start.yearMonth, first), through: end.yearMonth)
        case nil:
            return Self.months(from: max(selected.adding(months: -11) ?? .earliest, first), through: selected)
        }
    }

    /// The first through the last of `months`, or `nil` when there are none.
    static func span(of months: [YearMonth]) -> ClosedRange<YearMonth>? {
        guard let first = months.first, let last = months.last, first <= last else { return nil }
        return first...last
    }

    static func months(from start: YearMonth, through end: YearMonth) -> [YearMonth] {
        guard start <= end else { return [] }
        var months: [YearMonth] = []
        var month = start
        while month <= end {
            months.append(month)
            guard let next = month.adding(months: 1) else { break }
            month = next
        }
        return months
    }

    /// Whether `period` has entries; a balance has them from the journal's first month on.
    func coverage(of period: Period, figure: Answer.Figure) -> Coverage {
        guard period.isDays, !figure.isRunning else { return coverage(of: period.months, figure: figure) }
        guard firstMonth != nil else { return noEntries }
        return matchingTransactions(in: period, scope: .everything).isEmpty ? noEntries : .entries
    }

    func coverage(of months: ClosedRange<YearMonth>, figure: Answer.Figure) -> Coverage {
        guard let first = firstMonth.map(YearMonth.init) else { return noEntries }
        if figure.isRunning { return months.upperBound >= first ? .entries : noEntries }
        let period = JournalPeriod.months(from: months.lowerBound.journalMonth, through: months.upperBound.journalMonth)
        return transactionCount(in: period) > 0 ? .entries : noEntries
    }

    /// No entries, with the journal's span.
    var noEntries: Coverage { .none(first: firstMonth.map(YearMonth.init), last: lastMonth.map(YearMonth.init)) }

    // MARK: - Commodities

    /// How the journal writes each commodity.
    var commodityStyles: [String: CommodityStyle] {
        var styles: [String: CommodityStyle] = [:]
        for commodity in commodities + [""] { if let style = style(of: commodity) { styles[commodity] = style } }
        return styles
    }

    /// The commodity a zero figure is written in: the one spent in the most months of the period's
    /// year, else of the journal's last year, else the first commodity.
    func zeroCommodity(near period: Period) -> String? {
        let year = period.months.upperBound.year
        return mainExpenseCommodity(in: year) ?? lastMonth.flatMap { mainExpenseCommodity(in: $0.year) }
            ?? commodities.first
    }

    /// Commodities by how much the rows hold of them, most first (ties by name).
    static func commodityOrder(_ rows: [CommodityTotals]) -> [String] {
        var sums: CommodityTotals = [:]
        for totals in rows { for (commodity, amount) in totals { add(amount.magnitude, commodity, to: &sums) } }
        return sums.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }

    /// Adds `amount` of `commodity` to `totals`. Sums of one journal's amounts cannot overflow (the
    /// journal proved their magnitudes fit), so the fallback is never taken.
    static func add(_ amount: ExactDecimal, _ commodity: String, to totals: inout CommodityTotals) {
        let sum = totals[commodity] ?? .zero
        totals[commodity] = sum.adding(amount) ?? sum
    }

    static func nonzero(_ totals: CommodityTotals) -> CommodityTotals { totals.filter { !$0.value.isZero } }
}
