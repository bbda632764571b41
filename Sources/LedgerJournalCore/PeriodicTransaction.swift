/// A periodic transaction rule (`~ monthly  rent` with its postings), as read: the basis of forecasts
/// (`--forecast`) and budgets.
///
/// Amounts are exact, in the commodities written; a posting whose amount was left out has the
/// amount that balances the rule (one posting per commodity when several are left over).
public struct PeriodicTransaction: Sendable, Hashable {
    /// When it happens.
    public let rule: PeriodRule
    /// The period expression as written (`monthly from 2024-01`).
    public let periodText: String
    /// The description after the period (two spaces after it), possibly empty.
    public let description: String
    /// The postings, balanced.
    public let postings: [Posting]
    /// The file the rule is in.
    public let path: String
    /// The rule's `~` line, 1-based.
    public let line: Int

    /// A rule (values the journal makes from what it read).
    public init(
        rule: PeriodRule, periodText: String, description: String, postings: [Posting], path: String, line: Int
    ) {
        self.rule = rule
        self.periodText = periodText
        self.description = description
        self.postings = postings
        self.path = path
        self.line = line
    }

    /// The days in `first..<limit` it happens on (see ``PeriodRule/occurrences(from:upTo:maximumCount:)``).
    public func occurrences(from first: JournalDate, upTo limit: JournalDate) -> [JournalDate] {
        rule.occurrences(from: first, upTo: limit)
    }
}

extension Journal {
    /// Every periodic transaction rule (`~`), in the order read; parsed and checked whether or not a
    /// forecast was asked for.
    public var periodicTransactions: [PeriodicTransaction] { storage.periodicRules }

    /// What the periodic rules plan for `period`, per account and commodity, the way `hledger balance
    /// --budget` sets its goals: each rule's postings counted once for every day in the period it
    /// happens on. Accounts and commodities that come to zero are left out.
    public func budgetedAmounts(in period: JournalPeriod) -> [String: CommodityTotals] {
        let keys = period.monthKeys
        guard let first = JournalDate(max(1, keys.lowerBound / 12), keys.lowerBound % 12 + 1, 1),
            let lastMonth = JournalDate(min(9999, max(1, keys.upperBound / 12)), keys.upperBound % 12 + 1, 1)
        else { return [:] }
        let limit = lastMonth.adding(months: 1) ?? JournalDate(9999, 12, 31)!
        var totals: [String: CommodityTotals] = [:]
        for rule in storage.periodicRules {
            let count = rule.occurrences(from: first, upTo: limit).count
            guard count > 0 else { continue }
            for posting in rule.postings {
                let amount = posting.amount.quantity * ExactDecimal(count)
                let previous = totals[posting.account, default: [:]][posting.amount.commodity] ?? .zero
                totals[posting.account, default: [:]][posting.amount.commodity] = previous + amount
            }
        }
        return totals.compactMapValues { amounts in
            let nonzero = amounts.filter { !$0.value.isZero }
            return nonzero.isEmpty ? nil : nonzero
        }
    }
}

extension JournalBuilder {
    /// The periodic rules as public values, each balanced on its own (a rule that does not balance
    /// keeps the amounts written).
    mutating func periodicTransactions() -> [PeriodicTransaction] {
        var result: [PeriodicTransaction] = []
        for index in rules.indices {
            guard case .periodic(let rule) = rules[index].kind else { continue }
            let record = rules[index]
            let savedErrors = errors.count
            let savedTransactions = transactions.count
            let savedPostings = postings.count
            let savedResiduals = deferredResiduals.count
            let savedWide = wideQuantities.count
            let transaction = instantiate(rule: index, on: JournalDate(2000, 1, 1)!, generatedFrom: index)
            balanceGroups(transaction)
            let balanced = transactions[transaction]
            var made: [Posting] = []
            for position in Int(balanced.postingStart)..<Int(balanced.postingStart + balanced.postingCount) {
                let posting = postings[position]
                let cost = posting.cost >= 0 ? costs[Int(posting.cost)] : nil
                made.append(
                    Posting(
                        account: accounts.string(posting.account),
                        amount: amount(quantity(of: posting), posting.commodity),
                        cost: cost.map { amount($0.total, $0.commodity) },
                        kind: posting.kind == PostingKindCode.real
                            ? .real : posting.kind == PostingKindCode.virtual ? .virtual : .balancedVirtual,
                        isInferred: posting.isInferred))
            }
            errors.removeSubrange(savedErrors...)
            deferredResiduals.removeSubrange(savedResiduals...)
            transactions.removeSubrange(savedTransactions...)
            postings.removeSubrange(savedPostings...)
            wideQuantities.removeSubrange(savedWide...)
            let source = files[Int(record.file)]
            result.append(
                PeriodicTransaction(
                    rule: rule, periodText: source.text(record.expression),
                    description: source.text(record.description),
                    postings: made, path: source.path, line: Int(record.line)))
        }
        return result
    }
}
