/// The words drawn in the views rather than said in a reply: the month grid's week header and notes,
/// the journal's totals beside a month, the popover drawn as one line, and the completion listing.
/// Constant ones are static strings, so drawing them copies bytes and builds nothing.
extension Messages {
    /// The week header over a grid of four columns a day, Sunday first, with its line end.
    public var weekHeader: StaticString {
        switch language {
        case .english: " Su  Mo  Tu  We  Th  Fr  Sa\n"
        case .korean: " 일  월  화  수  목  금  토\n"
        }
    }

    /// The legend under a grid that marks today, with its line end.
    public var todayLegend: StaticString {
        switch language {
        case .english: "* today\n"
        case .korean: "* 오늘\n"
        }
    }

    /// The note under a month drawn without its grid that holds today, the `day`th.
    public func todayNote(day: Int) -> String {
        switch language {
        case .english: "today: the \(Self.englishOrdinal(day))"
        case .korean: "오늘: \(day)일"
        }
    }

    /// A day of the month in a list of days: `3rd`, `3일`.
    public func dayLabel(_ day: Int) -> String {
        switch language {
        case .english: Self.englishOrdinal(day)
        case .korean: "\(day)일"
        }
    }

    /// What starts the list of one commodity's spending day by day.
    public func dailySpendingPrefix(symbol: String) -> String {
        switch language {
        case .english: "Daily spending (\(symbol)): "
        case .korean: "날짜별 지출(\(symbol)): "
        }
    }

    /// Under a month with no transactions.
    public var noEntriesThisMonth: String {
        noEntriesLine.withUTF8Buffer { String(decoding: $0.dropLast(), as: UTF8.self) }
    }

    /// ``noEntriesThisMonth`` with its line end, as the month view draws it.
    public var noEntriesLine: StaticString {
        switch language {
        case .english: "No entries this month.\n"
        case .korean: "이 달에는 내역이 없습니다.\n"
        }
    }

    /// The labels of a month's totals: income, expenses, net and the largest expenses.
    public var totalsLabels: (income: String, expenses: String, net: String, largest: String) {
        switch language {
        case .english: ("Income", "Expenses", "Net", "Largest")
        case .korean: ("수입", "지출", "순수입", "큰 지출")
        }
    }

    /// The width of the totals' label column: the widest label's, whichever rows are drawn.
    public var totalsLabelWidth: Int {
        let labels = totalsLabels
        return [labels.income, labels.expenses, labels.net, labels.largest].map(DisplayWidth.of).max() ?? 0
    }

    /// The year the popover shows, in the popover drawn as one line: `(open: 2026)`.
    public func openOnYear(_ year: Int) -> String {
        switch language {
        case .english: "(open: \(year))"
        case .korean: "(열림: \(language.yearLabel(year)))"
        }
    }

    /// After a completion listing cut short: how many more there are, and what to do.
    public func moreCandidates(_ count: Int) -> String {
        switch language {
        case .english: "… and \(count) more (type more letters)"
        case .korean: "… 외 \(count)개 (글자를 더 입력하세요)"
        }
    }

    /// Under a chart of several commodities: which one the bars measure.
    public func barsLegend(symbol: String) -> String {
        switch language {
        case .english: "(bars: \(symbol))"
        case .korean: "(막대: \(symbol))"
        }
    }

    /// What is left of a budget when the spending went over it by `amount`: `30,000원 초과`, `$0.91 over`.
    public func overBudget(_ amount: String) -> String {
        switch language {
        case .english: amount + " over"
        case .korean: amount + " 초과"
        }
    }

    /// The header of a budget table.
    public var budgetHeader: [String] {
        switch language {
        case .english: ["account", "budget", "spent", "left"]
        case .korean: ["계정", "예산", "지출", "남음"]
        }
    }

    /// `1st`, `2nd`, `3rd`, `4th`, … `11th`, `12th`, `13th`, … `21st`, `31st`.
    static func englishOrdinal(_ day: Int) -> String {
        let suffix =
            (11...13).contains(day % 100)
            ? "th" : day % 10 == 1 ? "st" : day % 10 == 2 ? "nd" : day % 10 == 3 ? "rd" : "th"
        return String(day) + suffix
    }
}
