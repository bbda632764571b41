import LedgerJournalCore

/// Deterministic household journals for the answer tests: eighteen months (July 2023 to December
/// 2024) of a Korean household (`지출:식비:장보기`, `자산:은행:국민`, amounts in `₩`) or an English one
/// (`expenses:food:groceries`, `assets:bank:checking`, amounts in `$` with cents), with salaries, rent,
/// card spending, transfers, refunds, payees that repeat (`스타벅스 강남점`, `Starbucks`) and a monthly budget
/// (`~ monthly`) for food (eating out within it), transport and coffee.
enum HouseholdJournal {
    /// Which household.
    enum Kind {
        case korean, english
    }

    struct Accounts {
        let cash, bank, card, groceries, diningOut, coffee, transport, phone, rent, health, subscriptions,
            salary, interest: String
        let symbol: String
        let cents: Bool
    }

    static func accounts(_ kind: Kind) -> Accounts {
        switch kind {
        case .korean:
            Accounts(
                cash: "자산:현금", bank: "자산:은행:국민", card: "부채:카드", groceries: "지출:식비:장보기",
                diningOut: "지출:식비:외식", coffee: "지출:카페", transport: "지출:교통", phone: "지출:통신비",
                rent: "지출:주거:월세", health: "지출:의료", subscriptions: "지출:구독", salary: "수입:급여",
                interest: "수입:이자", symbol: "₩", cents: false)
        case .english:
            Accounts(
                cash: "assets:cash", bank: "assets:bank:checking", card: "liabilities:credit card",
                groceries: "expenses:food:groceries", diningOut: "expenses:food:dining out", coffee: "expenses:coffee",
                transport: "expenses:transport", phone: "expenses:phone bill", rent: "expenses:housing:rent",
                health: "expenses:health", subscriptions: "expenses:subscriptions", salary: "income:salary",
                interest: "income:interest", symbol: "$", cents: true)
        }
    }

    /// A small deterministic generator (64-bit LCG), so the journal is the same on every machine.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// The journal text.
    static func text(_ kind: Kind, seed: UInt64 = 7) -> String {
        let a = accounts(kind)
        var random = Generator(state: seed)
        func amount(_ units: Int) -> String {
            if a.cents {
                let value = units / 10
                return "$\(value / 100).\(zero(value % 100))"
            }
            return "₩" + grouped(units * 10)
        }
        var out = "; a generated household journal\ndecimal-mark .\n\n"
        // Budgets, as hledger --budget reads them: monthly goals for food (and within it, eating out),
        // transport and coffee.
        out +=
            "~ monthly\n    \(a.groceries.split(separator: ":").prefix(2).joined(separator: ":"))  \(amount(30_000))\n"
        out += "    \(a.diningOut)  \(amount(5_000))\n"
        out += "    \(a.transport)  \(amount(10_000))\n    \(a.coffee)  \(amount(15_000))\n    \(a.bank)\n\n"
        let payees: [(String, String)] =
            kind == .korean
            ? [
                ("이마트", a.groceries), ("스타벅스 강남점", a.coffee), ("스타벅스 역삼점", a.coffee), ("김밥천국", a.diningOut),
                ("택시", a.transport), ("버스", a.transport), ("약국", a.health), ("넷플릭스", a.subscriptions),
            ]
            : [
                ("Whole Foods", a.groceries), ("Starbucks", a.coffee), ("Starbucks Reserve", a.coffee),
                ("Diner", a.diningOut), ("Uber", a.transport), ("Metro card", a.transport), ("Pharmacy", a.health),
                ("Netflix", a.subscriptions),
            ]
        for year in 2023...2024 {
            for month in (year == 2023 ? 7 : 1)...12 {
                let date = { (day: Int) in "\(year)-\(zero(month))-\(zero(day))" }
                out +=
                    "\(date(1)) * \(kind == .korean ? "월세" : "Rent")\n    \(a.rent)  \(amount(65_000))\n    \(a.bank)\n\n"
                out +=
                    "\(date(25)) * \(kind == .korean ? "급여" : "Salary")\n    \(a.bank)  \(amount(320_000 + random.next(20) * 1000))\n    \(a.salary)\n\n"
                out +=
                    "\(date(10)) \(kind == .korean ? "휴대폰 요금" : "Phone bill")\n    \(a.phone)  \(amount(5_500))\n    \(a.card)\n\n"
                if month % 3 == 0 {
                    out +=
                        "\(date(28)) \(kind == .korean ? "이자" : "Interest")\n    \(a.bank)  \(amount(120 + random.next(50)))\n    \(a.interest)\n\n"
                }
                for _ in 0..<(6 + random.next(6)) {
                    let (payee, account) = payees[random.next(payees.count)]
                    let day = 2 + random.next(26)
                    let paid = [a.cash, a.card, a.bank][random.next(3)]
                    let units = 300 + random.next(9_000)
                    out += "\(date(day)) \(payee)\n    \(account)  \(amount(units))\n    \(paid)\n\n"
                }
                if month % 4 == 1 {
                    out +=
                        "\(date(27)) \(kind == .korean ? "카드 대금" : "Card payment")\n    \(a.card)  \(amount(30_000))\n    \(a.bank)\n\n"
                    out +=
                        "\(date(27)) \(kind == .korean ? "반품" : "Refund")\n    \(a.groceries)  -\(amount(500))\n    \(a.card)\n\n"
                }
                out +=
                    "\(date(20)) \(kind == .korean ? "현금 인출" : "ATM")\n    \(a.cash)  \(amount(20_000))\n    \(a.bank)\n\n"
            }
        }
        return out
    }

    static func journal(_ kind: Kind, seed: UInt64 = 7) -> Journal {
        switch Journal.parse(text(kind, seed: seed)) {
        case .success(let journal): return journal
        case .failure: return Journal()
        }
    }

    private static func zero(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
