import LedgerJournalCore

/// The `--json` fields of journal reports and answers. Fields are only ever added, never renamed.
extension JSONLine {
    /// Appends the fields of a journal report: `"entries":[…]`, `"balances":{…}` (with `"running"`
    /// saying whether they are balances at the end of the period or the period's change) or
    /// `"answer":{…}`; a listing narrowed to a subject adds `"filter":{…}`.
    static func append(_ report: Report, to out: inout [UInt8]) {
        switch report {
        case .entries(let listing, let transactions):
            out += #","entries":["#.utf8
            for (index, transaction) in transactions.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += (#"{"date":""# + transaction.date.description + #"","status":""#).utf8
                switch transaction.status {
                case .cleared: out.append(UInt8(ascii: "*"))
                case .pending: out.append(UInt8(ascii: "!"))
                case .unmarked: break
                }
                out += #"","description":"#.utf8
                appendQuoted(transaction.description, to: &out)
                out += #","postings":["#.utf8
                for (number, posting) in transaction.postings.enumerated() {
                    if number > 0 { out.append(UInt8(ascii: ",")) }
                    out += #"{"account":"#.utf8
                    appendQuoted(posting.account, to: &out)
                    out += #","amount":"#.utf8
                    appendTotals([posting.amount.commodity: posting.amount.quantity], to: &out)
                    out.append(UInt8(ascii: "}"))
                }
                out += "]}".utf8
            }
            out.append(UInt8(ascii: "]"))
            appendFilter(listing, to: &out)
        case .balances(_, let balances):
            appendBalances(balances, to: &out)
            out += #","running":false"#.utf8
        case .runningBalances(let listing, let balances):
            appendBalances(balances, to: &out)
            out += #","running":true"#.utf8
            appendFilter(listing, to: &out)
        case .answer(let answer):
            append(answer, to: &out)
        }
    }

    private static func appendBalances(_ balances: [String: CommodityTotals], to out: inout [UInt8]) {
        out += #","balances":{"#.utf8
        for (index, account) in balances.keys.sorted().enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendQuoted(account, to: &out)
            out.append(UInt8(ascii: ":"))
            appendTotals(balances[account] ?? [:], to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// `,"filter":{"accounts":[…]}` or `,"filter":{"payee":"…","payees":[…]}`, when narrowed.
    private static func appendFilter(_ listing: Listing, to out: inout [UInt8]) {
        switch listing.subject {
        case .everything: return
        case .accounts(let accounts, _): out += (#","filter":{"accounts":"# + array(accounts) + "}").utf8
        case .payee(let word, let payees):
            out += #","filter":{"payee":"#.utf8
            appendQuoted(word, to: &out)
            out += (#","payees":"# + array(payees) + "}").utf8
        }
    }

    /// `,"answer":{…}`: `subject`, `period`, `totals` and `accounts` first (the fields answers always
    /// had), then `kind`, `figure`, `hasEntries`, and what the kind carries: `ranking`, `series`,
    /// `difference` and `percentage`, `months` and `rounded`, `parts`, `budget` and `budgetTotal`, `payee` and
    /// `entryCount`; last the `query` computed and `asOf`.
    static func append(_ answer: Answer, to out: inout [UInt8]) {
        let subject: String
        switch answer.subject {
        case .accounts: subject = "accounts"
        case .payee: subject = "payee"
        case .everything:
            switch answer.figure {
            case .spending, .change: subject = "expenses"
            case .income: subject = "income"
            case .net: subject = "net"
            case .balance: subject = answer.isOwed ? "liabilities" : "assets"
            case .netWorth: subject = "netWorth"
            }
        }
        out += (#","answer":{"subject":""# + subject + #"","period":"#).utf8
        // The period as asked (`2026-11`); when it was cut at today, `query` has the days counted.
        let asked = answer.askedPeriod ?? answer.period
        appendPeriod(asked, to: &out)
        appendThrough(asked, to: &out)
        appendMonths(asked, to: &out)
        out += #","totals":"#.utf8
        appendTotals(answer.totals, to: &out)
        // `accounts` names the accounts a subject matched and counted; empty for everything.
        if case .everything = answer.subject {
            out += #","accounts":[]"#.utf8
        } else {
            out += (#","accounts":"# + array(answer.accounts)).utf8
        }
        let kind: String
        switch answer.question.kind {
        case .total: kind = "total"
        case .ranking: kind = "ranking"
        case .comparison: kind = "comparison"
        case .average: kind = "average"
        case .balance: kind = "balance"
        case .trend: kind = "trend"
        case .budget: kind = "budget"
        case .count: kind = "count"
        }
        out += (#","kind":""# + kind + #"","figure":""# + answer.figure.rawValue + "\"").utf8
        out += (answer.coverage == .entries ? #","hasEntries":true"# : #","hasEntries":false"#).utf8
        if case .payee(let word, let payees) = answer.subject {
            out += #","payee":"#.utf8
            appendQuoted(word, to: &out)
            out += (#","payees":"# + array(payees)).utf8
        }
        if let count = answer.entryCount { out += #","entryCount":\#(count)"#.utf8 }
        if let worth = answer.worth {
            out += #","worth":{"assets":"#.utf8
            appendTotals(worth.assets, to: &out)
            out += #","liabilities":"#.utf8
            appendTotals(worth.liabilities, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        if answer.isOwed { out += #","owed":true"#.utf8 }
        if let parts = answer.parts {
            out += #","parts":{"income":"#.utf8
            appendTotals(parts.income, to: &out)
            out += #","spending":"#.utf8
            appendTotals(parts.spending, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        if case .ranking = answer.question.kind {
            out += #","ranking":["#.utf8
            for (index, row) in answer.ranking.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += #"{"account":"#.utf8
                appendQuoted(row.account, to: &out)
                out += #","totals":"#.utf8
                appendTotals(row.totals, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        if !answer.series.isEmpty {
            out += #","series":["#.utf8
            for (index, entry) in answer.series.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += #"{"period":"#.utf8
                appendPeriod(entry.period, to: &out)
                appendThrough(entry.period, to: &out)
                appendMonths(entry.period, to: &out)
                out += #","totals":"#.utf8
                appendTotals(entry.totals, to: &out)
                out += (entry.hasEntries ? #","hasEntries":true}"# : #","hasEntries":false}"#).utf8
            }
            out.append(UInt8(ascii: "]"))
        }
        if case .comparison = answer.question.kind, answer.series.count == 2 {
            let isTargetLater = answer.series[1].period == answer.period
            let target = isTargetLater ? answer.series[1].totals : answer.series[0].totals
            let base = isTargetLater ? answer.series[0].totals : answer.series[1].totals
            out += #","difference":"#.utf8
            appendTotals(Messages.difference(target, minus: base), to: &out)
            out += #","percentage":"#.utf8
            if let percent = Messages.percentage(target, base) {
                appendQuoted(percent.description, to: &out)
            } else {
                out += "null".utf8
            }
        }
        if let same = answer.sameSpan, answer.series.count == 2 {
            // Cut at today: the same days of the period compared, what the reply weighs against.
            let isTargetLater = answer.series[1].period == answer.period
            let target = isTargetLater ? answer.series[1].totals : answer.series[0].totals
            out += #","sameSpan":{"period":"#.utf8
            appendPeriod(same.period, to: &out)
            appendThrough(same.period, to: &out)
            appendMonths(same.period, to: &out)
            out += #","totals":"#.utf8
            appendTotals(same.totals, to: &out)
            out += (same.hasEntries ? #","hasEntries":true"# : #","hasEntries":false"#).utf8
            out += #","difference":"#.utf8
            appendTotals(Messages.difference(target, minus: same.totals), to: &out)
            out += #","percentage":"#.utf8
            if let percent = Messages.percentage(target, same.totals) {
                appendQuoted(percent.description, to: &out)
            } else {
                out += "null".utf8
            }
            out.append(UInt8(ascii: "}"))
        }
        if let main = answer.rankedCommodity, !answer.unrankedCommodities.isEmpty {
            // A ranking of several commodities: the one ranked, and those never compared with it.
            out += #","rankedCommodity":"#.utf8
            appendQuoted(main, to: &out)
            out += #","unrankedCommodities":["#.utf8
            for (index, commodity) in answer.unrankedCommodities.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendQuoted(commodity, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        if case .average = answer.question.kind {
            out += (#","months":\#(answer.series.count),"rounded":"# + (answer.isRounded ? "true" : "false")).utf8
        }
        if case .budget = answer.question.kind {
            out += #","budget":["#.utf8
            for (index, line) in answer.budget.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += #"{"account":"#.utf8
                appendQuoted(line.account, to: &out)
                out += #","budget":"#.utf8
                appendTotals(line.budget, to: &out)
                out += #","actual":"#.utf8
                appendTotals(line.actual, to: &out)
                out += #","left":"#.utf8
                appendTotals(line.left, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
            // The whole budget, each budgeted account counted once (`지출:식비` holds `지출:식비:카페`).
            out += #","budgetTotal":{"budget":"#.utf8
            appendTotals(answer.budgetTotal.budget, to: &out)
            out += #","actual":"#.utf8
            appendTotals(answer.budgetTotal.actual, to: &out)
            out += #","left":"#.utf8
            appendTotals(answer.budgetTotal.left, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        appendQuery(of: answer, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// `,"query":{…}` (what was computed: `measure` — `sum`, `balance`, `difference`, `average`, `budget`
    /// —, `figure`, `selectors`, the exact `start` (`null` for a balance, counted from the journal's
    /// start) and `end` days, `grouping` — `none`, `account`, `period`, `month`, `subject`), then `,"asOf":"2026-11-20"` when today was known and `,"soFar":true` when the
    /// period asked ran past today and was cut at it; a question of several subjects adds `subjects` and
    /// `combining`; a share adds `share` (percent, `shareRounded` when cut to one place), `whole` and,
    /// within a subject, `shareOf`; a ranking smallest first adds `smallestFirst`; a `when` adds `byDate`
    /// (`latest`, `earliest`).
    static func appendQuery(of answer: Answer, to out: inout [UInt8]) {
        var measure: String
        var grouping: String
        switch answer.question.kind {
        case .total: (measure, grouping) = ("sum", "none")
        case .balance: (measure, grouping) = ("balance", "none")
        case .ranking: (measure, grouping) = ("sum", "account")
        case .comparison: (measure, grouping) = ("difference", "period")
        case .average: (measure, grouping) = ("average", "month")
        case .trend: (measure, grouping) = ("sum", "month")
        case .budget: (measure, grouping) = ("budget", "account")
        case .count: (measure, grouping) = ("count", "none")
        }
        if case .ranking = answer.question.kind {
            switch answer.question.grouping {
            case .account: break
            case .month: grouping = "month"
            case .payee: grouping = "payee"
            case .transaction: grouping = "transaction"
            case .day: grouping = "day"
            case .week: grouping = "week"
            case .weekday: grouping = "weekday"
            }
            if answer.question.byFrequency { measure = "count" }
        }
        if answer.figure.isRunning, measure == "sum" { measure = "balance" }
        if answer.question.asShare { measure = "share" }
        if answer.question.subjects.count >= 2, answer.question.combining == .alternatives { grouping = "subject" }
        out +=
            (#","query":{"measure":""# + measure + #"","figure":""# + answer.figure.rawValue + #"","selectors":["#)
            .utf8
        switch answer.subject {
        case .everything:
            out += (#"{"all":""# + answer.figure.rawValue + #""}"#).utf8
        case .accounts(_, let shown):
            for (index, account) in shown.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += #"{"account":"#.utf8
                appendQuoted(account, to: &out)
                out.append(UInt8(ascii: "}"))
            }
        case .payee(let word, _):
            out += #"{"payee":"#.utf8
            appendQuoted(word, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        // A balance counts everything from the journal's start: it has an end and no start.
        // A `when` over every entry up to today has no start either.
        let start = answer.figure.isRunning || answer.question.overEveryEntry ? "null" : "\"\(answer.period.firstDay)\""
        out += (#"],"start":"# + start + #","end":"\#(answer.period.lastDay)","grouping":""# + grouping + #""}"#).utf8
        if let asOf = answer.asOf { out += #","asOf":"\#(asOf)""#.utf8 }
        if answer.isSoFar { out += #","soFar":true"#.utf8 }
        if let days = answer.question.daysOfWeek { out += (#","daysOfWeek":""# + days.rawValue + "\"").utf8 }
        if !answer.groups.isEmpty {
            out += #","groups":["#.utf8
            for (index, row) in answer.groups.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += #"{"name":"#.utf8
                appendQuoted(row.name, to: &out)
                if let period = row.period {
                    out += #","period":"#.utf8
                    appendPeriod(period, to: &out)
                }
                out += #","totals":"#.utf8
                appendTotals(row.totals, to: &out)
                out += #","count":\#(row.count)}"#.utf8
            }
            out.append(UInt8(ascii: "]"))
        }
        if answer.question.subjects.count >= 2 {
            // `식비랑 교통비`: the subjects as said and how they were taken (`union`, `alternatives`; for
            // alternatives, `groups` holds each one's figure in the same order).
            out += (#","subjects":"# + array(answer.question.subjects.map(\.spokenAs))).utf8
            out += #","combining":"\#(answer.question.combining.rawValue)""#.utf8
        }
        if !answer.excluded.isEmpty { out += (#","excluded":"# + array(answer.excluded)).utf8 }
        if let within = answer.question.excludingWithin {
            // `외식 빼고 식비`: the subject the excluded accounts were left out of, as said.
            out += #","excludedFrom":"#.utf8
            appendQuoted(within.spokenAs, to: &out)
        }
        if let rate = answer.rate { out += #","rate":"\#(rate)""#.utf8 }
        if let yes = answer.yes { out += (yes ? #","yes":true"# : #","yes":false"#).utf8 }
        if let threshold = answer.question.threshold {
            // `식비 50만원 넘었어?`: the amount weighed against, how, and the commodity it was weighed in
            // (`null` when none of the figure was in the amount's unit).
            out +=
                #","threshold":{"amount":"\#(threshold.amount.quantity)","comparison":"\#(threshold.comparison.rawValue)","commodity":"#
                .utf8
            if let commodity = answer.thresholdCommodity {
                appendQuoted(commodity, to: &out)
            } else {
                out += "null".utf8
            }
            out.append(UInt8(ascii: "}"))
        }
        if let share = answer.share {
            // `식비가 지출의 몇 %`: the subject's percent of `whole` (everything of its kind over the period).
            out += #","share":"\#(share)""#.utf8
            if answer.isShareRounded { out += #","shareRounded":true"#.utf8 }
            if let of = answer.shareOf {
                out += #","shareOf":"#.utf8
                appendQuoted(of, to: &out)
            }
            out += #","whole":"#.utf8
            appendTotals(answer.whole, to: &out)
        }
        if answer.question.smallestFirst { out += #","smallestFirst":true"#.utf8 }
        if let order = answer.question.byDate { out += #","byDate":"\#(order.rawValue)""#.utf8 }
    }

    /// `"2024-07"` for a month, `2024` for a year, the first month for a run of months (whose last
    /// month `appendThrough` adds), the day for a day, the first day for a run of days.
    private static func appendPeriod(_ period: Period, to out: inout [UInt8]) {
        switch period {
        case .month(let month), .months(let month, _): out += "\"\(month)\"".utf8
        case .year(let year): out += String(year).utf8
        case .days(let first, _): out += "\"\(first)\"".utf8
        }
    }

    /// `,"firstMonth":"2024-01","lastMonth":"2024-12"`: the period's first and last months, strings of
    /// one form whatever the period is (`period` itself is a string for a month, a number for a year).
    private static func appendMonths(_ period: Period, to out: inout [UInt8]) {
        let months = period.months
        out += #","firstMonth":"\#(months.lowerBound)","lastMonth":"\#(months.upperBound)""#.utf8
    }

    /// `,"through":"2024-05"` for a run of months, `,"through":"2026-11-22"` for a run of days (`period`
    /// being its first day, `"2026-11-16"`), else nothing.
    private static func appendThrough(_ period: Period, to out: inout [UInt8]) {
        switch period {
        case .months(_, let last): out += #","through":"\#(last)""#.utf8
        case .days(let first, let last) where first != last: out += #","through":"\#(last)""#.utf8
        default: break
        }
    }
}
