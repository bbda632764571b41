import LedgerJournalCore

@testable import LedgerReplCore

/// Household journals with entries on most days, for the period sweep (`HledgerPeriodSweepTests`):
/// every day from 1 December 2023 to 31 December 2024, Korean or English, from a seed. Besides rent, a
/// salary, a phone bill, interest each quarter, card payments and cash withdrawals, each day has zero to
/// three purchases at payees that repeat, so no two days, weeks or months add up alike; some purchases
/// are in a second commodity (`$` in the Korean journal, `€` in the English one), some refunded, and
/// some card purchases carry their own posting date (`; date:`), one to three days later, on the card
/// posting or on the expense posting (so a day's, and at a month's end a month's, spending is the
/// posting's date, as hledger reads it). Monthly budgets (`~ monthly`) cover food (eating out within
/// it), transport and coffee, and from July 2024 (`~ monthly from 2024-07-01`) subscriptions.
extension HouseholdJournal {
    /// The first and last days the day journals cover.
    static let daysFirst = CalendarDate(uncheckedYear: 2023, month: 12, day: 1)
    static let daysLast = CalendarDate(uncheckedYear: 2024, month: 12, day: 31)

    /// The payees of the day journals that repeat, with the account each one is spent on: the first is
    /// the coffee chain (`스타벅스 …`, `Starbucks …`) the payee questions ask about.
    static func dailyPayees(_ kind: Kind) -> [(payee: String, account: String)] {
        let a = accounts(kind)
        switch kind {
        case .korean:
            return [
                ("스타벅스 강남점", a.coffee), ("스타벅스 역삼점", a.coffee), ("이마트", a.groceries), ("홈플러스", a.groceries),
                ("김밥천국", a.diningOut), ("택시", a.transport), ("버스", a.transport), ("약국", a.health),
                ("넷플릭스", a.subscriptions),
            ]
        case .english:
            return [
                ("Starbucks", a.coffee), ("Starbucks Reserve", a.coffee), ("Whole Foods", a.groceries),
                ("Trader Joes", a.groceries), ("Diner", a.diningOut), ("Uber", a.transport),
                ("Metro card", a.transport), ("Pharmacy", a.health), ("Netflix", a.subscriptions),
            ]
        }
    }

    /// The second commodity's symbol and the payee (with its account) that takes it.
    static func foreignPurchase(_ kind: Kind) -> (symbol: String, payee: String, account: String) {
        let a = accounts(kind)
        switch kind {
        case .korean: return ("$", "아마존", a.groceries)
        case .english: return ("€", "Cafe de Paris", a.coffee)
        }
    }

    /// The day journal's text for `seed`.
    static func dailyText(_ kind: Kind, seed: UInt64) -> String {
        let a = accounts(kind)
        var random = Generator(state: seed)
        func amount(_ units: Int) -> String {
            if a.cents {
                let value = units / 10
                return "$\(value / 100).\(twoDigits(value % 100))"
            }
            return "₩" + thousands(units * 10)
        }
        func foreign(_ cents: Int) -> String {
            foreignPurchase(kind).symbol + "\(cents / 100).\(twoDigits(cents % 100))"
        }
        let food = a.groceries.split(separator: ":").prefix(2).joined(separator: ":")
        var out = "; a generated household journal, a day at a time (seed \(seed))\ndecimal-mark .\n\n"
        out += "~ monthly\n    \(food)  \(amount(30_000))\n    \(a.diningOut)  \(amount(5_000))\n"
        out += "    \(a.transport)  \(amount(10_000))\n    \(a.coffee)  \(amount(15_000))\n    \(a.bank)\n\n"
        out += "~ monthly from 2024-07-01\n    \(a.subscriptions)  \(amount(2_000))\n    \(a.bank)\n\n"
        let payees = dailyPayees(kind)
        let (_, foreignPayee, foreignAccount) = foreignPurchase(kind)
        var day = daysFirst
        while day <= daysLast {
            let date = day.description
            if day.day == 1 {
                out +=
                    "\(date) * \(kind == .korean ? "월세" : "Rent")\n    \(a.rent)  \(amount(65_000))\n    \(a.bank)\n\n"
            }
            if day.day == 10 {
                out +=
                    "\(date) \(kind == .korean ? "휴대폰 요금" : "Phone bill")\n    \(a.phone)  \(amount(5_500))\n    \(a.card)\n\n"
            }
            if day.day == 25 {
                out +=
                    "\(date) * \(kind == .korean ? "급여" : "Salary")\n    \(a.bank)  \(amount(320_000 + random.next(20) * 1000))\n    \(a.salary)\n\n"
            }
            if day.day == 28, day.month % 3 == 0 {
                out +=
                    "\(date) \(kind == .korean ? "이자" : "Interest")\n    \(a.bank)  \(amount(120 + random.next(50)))\n    \(a.interest)\n\n"
            }
            if day.day == 20 {
                out +=
                    "\(date) \(kind == .korean ? "현금 인출" : "ATM")\n    \(a.cash)  \(amount(20_000))\n    \(a.bank)\n\n"
            }
            if day.day == 27, day.month % 2 == 0 {
                out +=
                    "\(date) \(kind == .korean ? "카드 대금" : "Card payment")\n    \(a.card)  \(amount(60_000))\n    \(a.bank)\n\n"
            }
            for _ in 0..<random.next(4) {
                let paid = [a.cash, a.card, a.bank][random.next(3)]
                if random.next(40) == 0 {
                    // A purchase in the second commodity, on the card.
                    out += "\(date) \(foreignPayee)\n    \(foreignAccount)  \(foreign(300 + random.next(4_000)))\n"
                    out += "    \(a.card)\n\n"
                    continue
                }
                let (payee, account) = payees[random.next(payees.count)]
                let units = 300 + random.next(9_000)
                let later = day.adding(days: 1 + random.next(3)).map { "  ; date:\($0)" } ?? ""
                let dating = paid == a.card ? random.next(6) : 5
                if random.next(25) == 0 {
                    // A refund.
                    out += "\(date) \(payee)\n    \(account)  -\(amount(units / 3))\n    \(paid)\n\n"
                    continue
                }
                switch dating {
                case 0:
                    // The card posts it later: the spending is the day's.
                    out += "\(date) \(payee)\n    \(account)  \(amount(units))\n    \(paid)\(later)\n\n"
                case 1:
                    // The spending itself is dated later.
                    out += "\(date) \(payee)\n    \(account)  \(amount(units))\(later)\n    \(paid)\n\n"
                default:
                    out += "\(date) \(payee)\n    \(account)  \(amount(units))\n    \(paid)\n\n"
                }
            }
            guard let next = day.adding(days: 1) else { break }
            day = next
        }
        return out
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static func thousands(_ value: Int) -> String {
        var out = ""
        for (index, digit) in String(value).enumerated() {
            if index > 0, (String(value).count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
