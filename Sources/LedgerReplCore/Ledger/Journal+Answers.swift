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
    case payee(String, payees: Set<String>)
}

extension Journal {
    /// Answers `question` about this journal: for the month `selected` when the question names no
    /// period (its year, for an average). `today`'s month, when given, lets a reply say a period with
    /// no entries yet has none *yet*. Throws when the subject names nothing in `names`.
    public func answer(
        _ question: Question, selected: YearMonth, today: YearMonth? = nil, names: JournalNames
    ) throws(AnswerError) -> Answer {
        var match = try subject(question.subject, isPlace: question.subjectIsPlace, names: names)
        // `how much do I owe`: the liability accounts.
        if question.measure == .owed, match == nil {
            match = .accounts(names.accounts.filter { accountType(of: $0) == .liability })
        }
        var question = question
        // `식비 얼마 남았어` of a journal with budgets asks what is left of the budget.
        if question.kind == .balance, question.measure == .unspecified, case .accounts(let accounts)? = match,
            accounts.allSatisfy({ accountType(of: $0) == .expense }),
            !budgetedAmounts(in: (question.period ?? .month(selected)).journalPeriod).isEmpty
        {
            question.kind = .budget
        }
        if question.kind == .budget {
            var answer = budgetAnswer(question, selected: selected, match: match, names: names)
            answer.today = today
            return answer
        }
        let figure = figure(for: question, match: match)
        let scope = scope(for: match, figure: figure)
        let period = question.period ?? .month(selected)
        var answer = Answer(
            question: question, figure: figure, period: period,
            subject: answerSubject(match, names: names, typed: question.subject))
        answer.styles = commodityStyles
        answer.today = today
        switch question.kind {
        case .total, .balance, .budget:
            answer.coverage = coverage(of: period, figure: figure)
            let perAccount = accountTotals(over: period.months, scope: scope, running: figure.isRunning)
            (answer.totals, answer.accounts, answer.parts) = figureTotals(perAccount, figure: figure, scope: scope)
            if case .payee = scope { answer.entryCount = matchingTransactions(in: period.months, scope: scope).count }
        case .ranking:
            answer.coverage = coverage(of: period, figure: figure)
            let perAccount = accountTotals(over: period.months, scope: scope, running: figure.isRunning)
            answer.ranking = ranking(perAccount, figure: figure)
            answer.accounts = answer.ranking.map(\.account).sorted()
            if let first = answer.ranking.first { answer.totals = first.totals }
        case .comparison(let baseline):
            let other = Self.baseline(baseline, of: period)
            answer.coverage = coverage(of: period, figure: figure)
            answer.baselineCoverage = coverage(of: other, figure: figure)
            let ours = accountTotals(over: period.months, scope: scope, running: figure.isRunning)
            let theirs = accountTotals(over: other.months, scope: scope, running: figure.isRunning)
            let mine = figureTotals(ours, figure: figure, scope: scope)
            let previous = figureTotals(theirs, figure: figure, scope: scope)
            answer.totals = mine.totals
            answer.accounts = Array(Set(mine.accounts + previous.accounts)).sorted()
            let pair = [
                PeriodTotals(period: other, totals: previous.totals, hasEntries: answer.baselineCoverage == .entries),
                PeriodTotals(period: period, totals: mine.totals, hasEntries: answer.coverage == .entries),
            ]
            answer.series = period.endsAfter(other) ? pair : pair.reversed()
        case .average:
            let span = question.period ?? .year(selected.year)
            answer.period = span
            let months = monthsWithinJournal(span.months)
            answer.coverage = Self.span(of: months).map { coverage(of: $0, figure: figure) } ?? noEntries
            answer.series = series(months, scope: scope, figure: figure)
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
        // The accounts a subject names and the figure counts, whether or not they moved in the period.
        if case .accounts(let accounts) = scope { answer.accounts = accounts.sorted() }
        answer.zeroCommodity = zeroCommodity(near: period)
        if figure == .balance, case .accounts(let accounts)? = match {
            answer.isOwed =
                question.measure == .owed
                || (!accounts.isEmpty && accounts.allSatisfy { accountType(of: $0) == .liability })
        }
        if figure == .netWorth, question.kind == .balance {
            let perAccount = accountTotals(over: period.months, scope: scope, running: true)
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

    /// What the periodic transactions budget for the period against what was spent, as
    /// `hledger balance --budget` reads them (``Journal/budget(of:in:)``): a line for each budgeted
    /// account (its goal and the goals under it, against its change and the changes of every account
    /// under it) and, for a subject naming a parent of budgeted accounts (`식비` for `지출:식비:외식`), a
    /// line for the parent, whose spending counts all of its sub-accounts, budgeted or not. The whole is
    /// the parent's line, or without one the sum over the budgeted accounts with no budgeted account
    /// above them, so nothing counts twice.
    func budgetAnswer(_ question: Question, selected: YearMonth, match: SubjectMatch?, names: JournalNames) -> Answer {
        let period = question.period ?? .month(selected)
        var answer = Answer(
            question: question, figure: .spending, period: period,
            subject: answerSubject(match, names: names, typed: question.subject))
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
        let rows = budget(of: lines, in: period.journalPeriod)
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
        let match = try subject(filter.subject, isPlace: filter.subjectIsPlace, names: names)
        let period = filter.period ?? .month(selected)
        let listing = Listing(
            period: period, subject: answerSubject(match, names: names, typed: filter.subject),
            coverage: coverage(of: period, figure: .change),
            today: today)
        switch match {
        case nil: return (listing, transactions(in: period.journalPeriod))
        case .accounts(let accounts)?:
            return (listing, matchingTransactions(in: period.months, scope: .touching(Set(accounts))))
        case .payee(let key, let payees)?:
            return (listing, matchingTransactions(in: period.months, scope: .payee(key, payees: Set(payees))))
        case .nothing?: return (listing, [])
        }
    }

    /// Each account's running balance at the end of the period `filter` names (or of `selected`), like
    /// `hledger balance -H -e NEXT --flat`: the matching accounts, or without a subject the asset and
    /// liability accounts (every account when the journal types none).
    public func runningBalances(
        _ filter: ReportFilter, selected: YearMonth, today: YearMonth? = nil, names: JournalNames
    ) throws(AnswerError) -> (Listing, [String: CommodityTotals]) {
        let match = try subject(filter.subject, isPlace: filter.subjectIsPlace, names: names)
        let period = filter.period ?? .month(selected)
        let listing = Listing(
            period: period, subject: answerSubject(match, names: names, typed: filter.subject),
            coverage: coverage(of: period, figure: .balance), today: today)
        let scope = scope(for: match, figure: .change)
        var balances = accountTotals(over: period.months, scope: scope, running: true)
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
        let match = try subject(filter.subject, isPlace: filter.subjectIsPlace, names: names)
        let period = filter.period ?? .month(selected)
        let listing = Listing(
            period: period, subject: answerSubject(match, names: names, typed: filter.subject),
            coverage: coverage(of: period, figure: .change),
            today: today)
        return (listing, accountTotals(over: period.months, scope: scope(for: match, figure: .change), running: false))
    }

    // MARK: - Subject, figure and scope

    func subject(_ word: String?, isPlace: Bool, names: JournalNames) throws(AnswerError) -> SubjectMatch? {
        guard let word else { return nil }
        let match = names.subject(matching: word, preferPayee: isPlace)
        if case .nothing(let nearest) = match { throw .noMatch(word, nearest: nearest) }
        return match
    }

    /// What an answer or listing counted; a payee word in the letters typed when it is the word
    /// matched (not a name it is short for).
    func answerSubject(_ match: SubjectMatch?, names: JournalNames, typed: String?) -> AnswerSubject {
        switch match {
        case .accounts(let accounts)?: .accounts(accounts, shown: names.covering(accounts))
        case .payee(let key, let payees)?:
            .payee(typed.flatMap { Categories.comparable($0) == key ? $0 : nil } ?? key, payees: payees)
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
        case .payee(let key, let payees)?: return .payee(key, payees: Set(payees))
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
    func accountTotals(over months: ClosedRange<YearMonth>, scope: Scope, running: Bool) -> [String: CommodityTotals] {
        var start = months.lowerBound
        if running {
            guard let first = firstMonth else { return [:] }
            start = YearMonth(first)
        }
        guard start <= months.upperBound else { return [:] }
        let period = JournalPeriod.months(from: start.journalMonth, through: months.upperBound.journalMonth)
        switch scope {
        case .everything:
            return balances(in: period)
        case .accounts(let accounts):
            return balances(in: period).filter { accounts.contains($0.key) }
        case .touching, .payee:
            var sums: [String: CommodityTotals] = [:]
            for transaction in matchingTransactions(in: start...months.upperBound, scope: scope) {
                for posting in transaction.postings {
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

    /// The transactions in `months` that `scope` counts: all, those with a posting to one of its
    /// accounts, or those whose payee contains its word.
    func matchingTransactions(in months: ClosedRange<YearMonth>, scope: Scope) -> [Transaction] {
        let all = transactions(
            in: .months(from: months.lowerBound.journalMonth, through: months.upperBound.journalMonth))
        switch scope {
        case .everything: return all
        case .accounts(let accounts), .touching(let accounts):
            return all.filter { $0.postings.contains { accounts.contains($0.account) } }
        case .payee(_, let payees):
            // The payees the word was found in, found once per load: no text is normalised per entry.
            return all.filter { payees.contains(JournalNames.payee(of: $0.description)) }
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
        coverage(of: period.months, figure: figure)
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
