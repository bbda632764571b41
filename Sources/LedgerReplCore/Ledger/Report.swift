import LedgerJournalCore

/// What a journal command or question found, for the shell to print and the JSON to carry.
public indirect enum Report: Hashable, Sendable {
    /// A month's or a year's transactions, in journal order, narrowed by a filter.
    case entries(Listing, [Transaction])
    /// A month's or a year's change per account, flat: account → commodity → amount.
    case balances(Period, [String: CommodityTotals])
    /// Each account's running balance at the end of a month or year: account → commodity → amount.
    case runningBalances(Listing, [String: CommodityTotals])
    /// The answer to a question.
    case answer(Answer)
}

/// What a listing (`entries`, `balance`) covers: the period, what it was narrowed to and whether the
/// journal has anything there.
public struct Listing: Hashable, Sendable {
    /// The month, year or run of months listed.
    public var period: Period
    /// What the listing is narrowed to.
    public var subject: AnswerSubject
    /// Whether the period has entries, and the journal's span when it has none.
    public var coverage: Coverage
    /// Today's month, when known: a period after the journal's last entry and not after today has no
    /// entries *yet*.
    public var today: YearMonth?
    /// The subject as typed (`식비`), so the listing's sentence names it as the user did.
    public var typedSubject: String?

    /// Makes a listing description.
    public init(
        period: Period, subject: AnswerSubject = .everything, typedSubject: String? = nil,
        coverage: Coverage = .entries, today: YearMonth? = nil
    ) {
        self.period = period
        self.subject = subject
        self.typedSubject = typedSubject
        self.coverage = coverage
        self.today = today
    }
}

/// What an answer or a listing counted.
public enum AnswerSubject: Hashable, Sendable {
    /// Every account of the kind asked about.
    case everything
    /// These accounts (and for a question about money spent through them, the transactions that touch
    /// them); `shown` names them briefly, a parent standing for its whole subtree (`자산` for every
    /// `자산:…` account).
    case accounts([String], shown: [String])
    /// Transactions whose payee contains the word (as typed); `payees` are the payees it found.
    case payee(String, payees: [String])
}

/// Whether a period has entries; when it has none, the journal's first and last months, so a reply
/// can say the journal starts later or ended earlier.
public enum Coverage: Hashable, Sendable {
    /// The period has entries.
    case entries
    /// The period has none; the journal spans `first` to `last` (both `nil` for an empty journal).
    case none(first: YearMonth?, last: YearMonth?)
}

/// The answer to a `Question`: the figures and what they cover. Every figure is exact, except an
/// average whose division does not come out even (then `isRounded`).
public struct Answer: Hashable, Sendable {
    /// Which money the figures are.
    public enum Figure: String, Hashable, Sendable {
        /// Money spent (expense accounts).
        case spending
        /// Money earned (income accounts, shown positive).
        case income
        /// Income minus spending.
        case net
        /// A running balance at the end of the period (asset and liability accounts).
        case balance
        /// The change of accounts that are neither income nor expenses.
        case change
        /// Assets and liabilities together at the end of the period, like `hledger balancesheet`'s net.
        case netWorth

        /// Whether the figure is a balance at the end of the period (counted from the journal's start)
        /// rather than what happened during it.
        public var isRunning: Bool { self == .balance || self == .netWorth }
    }

    /// The question asked.
    public var question: Question
    /// Which money the figures are.
    public var figure: Figure
    /// The period the figures cover (for an average or a trend, the whole run of months; for a
    /// comparison, the period compared).
    public var period: Period
    /// What was counted.
    public var subject: AnswerSubject
    /// The accounts whose postings were counted, sorted.
    public var accounts: [String]
    /// The figure per commodity: the total, the average, the balance, or for a budget what is left.
    public var totals: CommodityTotals
    /// For net questions, the income and the spending it is made of.
    public var parts: NetParts?
    /// For net worth, the assets and the liabilities it is made of (liabilities as the journal signs
    /// them, negative when owed).
    public var worth: WorthParts?
    /// Whether the figure is the balance of liability accounts only: money owed, which sentences give
    /// as a positive amount (`you owe $134.81`, `갚을 돈은 ₩132,300`); `totals` keep the journal's sign.
    public var isOwed = false
    /// A ranking, largest first: account and its figure.
    public var ranking: [AccountTotals]
    /// A ranking of months, payees or single transactions (by `question.grouping`), largest (or most
    /// frequent) first.
    public var groups: [GroupTotals] = []
    /// The accounts left out, named briefly, when the question excluded its subject (`식비 말고`).
    public var excluded: [String] = []
    /// For the savings rate, what was saved as a share of income, in percent to one decimal place (one
    /// commodity, income above zero).
    public var rate: ExactDecimal?
    /// For a share (`식비가 지출의 몇 %`), the whole the subject is a part of: everything of the figure's
    /// kind over the period.
    public var whole: CommodityTotals = [:]
    /// For a share, the subject's part of `whole` in percent to one decimal place (one commodity, a
    /// whole above zero); `isShareRounded` when the place cut digits off.
    public var share: ExactDecimal?
    /// Whether `share` is rounded (so said `약`, `about`).
    public var isShareRounded = false
    /// For a share within a subject (`식비 중에 외식 비율`), that subject as said; `nil` when the whole is
    /// everything of the figure's kind.
    public var shareOf: String?
    /// The answer to a yes/no question, when it asked one and the figures can tell (one commodity).
    public var yes: Bool?
    /// For a question weighing its figure against an amount (`식비 50만원 넘었어?`), the commodity it was
    /// weighed in; `nil` when it could not be (no commodity of the figure is the amount's).
    public var thresholdCommodity: String?
    /// Figures period by period, in time order: the two periods of a comparison, the months averaged,
    /// the months of a trend.
    public var series: [PeriodTotals]
    /// A budget's lines: per budgeted account, the budget, the actual spending and what is left (each
    /// with the accounts under it, as `hledger balance --budget` shows them).
    public var budget: [BudgetLine]
    /// The whole budget: the lines of the budgeted accounts with no budgeted account above them, added
    /// up (its `account` is empty).
    public var budgetTotal = BudgetLine(account: "", budget: [:], actual: [:], left: [:])
    /// How many entries were counted (for a payee), if counted.
    public var entryCount: Int?
    /// For an average per day kept to weekends or weekdays (`11월 주말 하루 평균`): how many of those days
    /// the period has up to today, the divisor; `nil` otherwise.
    public var keptDayCount: Int?
    /// Whether the figure was rounded to the commodity's precision (an average).
    public var isRounded: Bool
    /// Whether the period has entries (for a comparison: the period compared).
    public var coverage: Coverage
    /// Whether the period compared with has entries.
    public var baselineCoverage: Coverage
    /// How the journal writes each commodity, so the figures read as the journal writes them.
    public var styles: [String: CommodityStyle]
    /// The commodity a zero figure is shown in (the journal's most used), if any.
    public var zeroCommodity: String?
    /// Whether the journal has periodic transactions (`~`) that budget anything at all.
    public var hasBudgets = false
    /// Today's month, when known: a period after the journal's last entry and not after today has no
    /// entries *yet*.
    public var today: YearMonth?
    /// The subject as typed (`식비`), so the listing's sentence names it as the user did.
    public var typedSubject: String?
    /// Today, when the answer was asked with it: the day the figures are as of.
    public var asOf: CalendarDate?
    /// Whether the period asked runs past today and was cut at it (`this month` on the 20th is
    /// 1–20 November): the figures are so far, and `period` says the days counted.
    public var isSoFar = false
    /// Whether the subject typed is a category word (`택시비`) that the journal's payee of the same name
    /// answered (`택시`), narrower than the category's accounts; the reply says so.
    public var isCategoryWordAsPayee = false
    /// The period asked, when it was cut at today (`period` then holds the days counted).
    public var askedPeriod: Period?
    /// For a comparison whose period was cut at today (`did I spend more than last month?` on 2
    /// December), the same days at the start of the period compared with (1–2 November) and their
    /// figures: the yes or no is of these, and the whole period compared with is said beside them.
    public var sameSpan: PeriodTotals?
    /// For a ranking of single transactions or payees in a journal of several commodities, the
    /// commodity ranked (the journal's main one): amounts in others are never compared with it.
    public var rankedCommodity: String?
    /// The commodities left out of such a ranking, and how many rows held only them.
    public var unrankedCommodities: [String] = []

    /// An empty answer to `question` for `period`, to be filled in.
    init(question: Question, figure: Figure, period: Period, subject: AnswerSubject) {
        self.question = question
        self.figure = figure
        self.period = period
        self.subject = subject
        self.accounts = []
        self.totals = [:]
        self.ranking = []
        self.series = []
        self.budget = []
        self.isRounded = false
        self.coverage = .entries
        self.baselineCoverage = .entries
        self.styles = [:]
    }

    /// `totals` written the way the journal writes each commodity, sorted by commodity (`₩258,400,
    /// $12.50`); a zero total in the journal's main commodity (`₩0`), or `0` without one.
    public func format(_ totals: CommodityTotals) -> String {
        let nonzero = totals.filter { !$0.value.isZero }
        guard !nonzero.isEmpty else {
            guard let commodity = zeroCommodity else { return "0" }
            return format(.zero, commodity: commodity)
        }
        return nonzero.sorted { $0.key < $1.key }.map { format($0.value, commodity: $0.key) }.joined(separator: ", ")
    }

    /// `quantity` of `commodity` written the way the journal writes it, for a terminal: the symbol's
    /// control, bidi and zero-width characters made visible.
    public func format(_ quantity: ExactDecimal, commodity: String) -> String {
        VisibleText.shownAmount(
            (styles[commodity] ?? CommodityStyle(side: .right, isSpaced: true)).format(quantity, symbol: commodity))
    }
}

/// A row of a ranking of months, payees or single transactions.
public struct GroupTotals: Hashable, Sendable {
    /// The payee, or for a transaction its description; empty for a month.
    public var name: String
    /// The month, or the day of a transaction; `nil` for a payee.
    public var period: Period?
    /// The figure per commodity.
    public var totals: CommodityTotals
    /// How many transactions it holds.
    public var count: Int
    /// For a day of the week (a ranking of weekdays), which: 0 Sunday, 1 Monday … 6 Saturday, as
    /// `CalendarDate.weekday`; `nil` otherwise.
    public var weekday: Int? = nil
}

/// What a net figure is made of.
public struct NetParts: Hashable, Sendable {
    /// Money earned, positive.
    public var income: CommodityTotals
    /// Money spent.
    public var spending: CommodityTotals
}

/// What a net worth is made of.
public struct WorthParts: Hashable, Sendable {
    /// The asset accounts' balance.
    public var assets: CommodityTotals
    /// The liability accounts' balance, as the journal signs it (negative when owed).
    public var liabilities: CommodityTotals
}

/// An account and its figure per commodity, as in a ranking.
public struct AccountTotals: Hashable, Sendable {
    /// The full account name.
    public var account: String
    /// The figure per commodity.
    public var totals: CommodityTotals
}

/// A period and its figure per commodity, as in a trend.
public struct PeriodTotals: Hashable, Sendable {
    /// The month, year or run of months.
    public var period: Period
    /// The figure per commodity.
    public var totals: CommodityTotals
    /// Whether the period has entries.
    public var hasEntries: Bool
}

/// One budgeted account in a period: the budget, what was spent and what is left.
public struct BudgetLine: Hashable, Sendable {
    /// The budgeted account.
    public var account: String
    /// The budget per commodity (the periodic transactions' amounts for the period).
    public var budget: CommodityTotals
    /// What was spent per commodity (the account and the accounts under it).
    public var actual: CommodityTotals
    /// Budget minus actual, per commodity (negative: over budget).
    public var left: CommodityTotals
}
