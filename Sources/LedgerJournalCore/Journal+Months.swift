/// Which months a journal covers and the transactions in them.
extension Journal {
    /// Every month with at least one transaction or a posting dated in it (`; date:`).
    public var monthsWithEntries: Set<JournalMonth> {
        Set((storage.monthKeys + storage.datedOnlyMonthKeys).map { JournalMonth(key: Int($0)) })
    }

    /// Whether `month` has at least one transaction or a posting dated in it.
    public func hasEntries(in month: JournalMonth) -> Bool {
        monthIndex(Int32(month.key)).found || datedOnlyMonth(Int32(month.key))
    }

    /// The months of `year` with an entry, as ``hasEntries(in:)`` says, one bit each: bit `month - 1`.
    /// Looked up in the month index; while that is being made, two searches of the sorted month keys.
    public func monthsWithEntries(inYear year: Int) -> UInt16 {
        if let marked = self.months.entryMonths(inYear: year) { return marked }
        let first = Int32(clamping: year * 12)
        func months(_ keys: [Int32]) -> UInt16 {
            var low = 0
            var high = keys.count
            while low < high {
                let mid = (low + high) / 2
                if keys[mid] < first { low = mid + 1 } else { high = mid }
            }
            var mask: UInt16 = 0
            while low < keys.count, Int(keys[low]) - Int(first) < 12 {
                mask |= 1 << UInt16(Int(keys[low]) - Int(first))
                low += 1
            }
            return mask
        }
        return months(storage.monthKeys) | months(storage.datedOnlyMonthKeys)
    }

    private func datedOnlyMonth(_ key: Int32) -> Bool {
        let keys = storage.datedOnlyMonthKeys
        guard !keys.isEmpty else { return false }
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low < keys.count && keys[low] == key
    }

    /// Every commodity spent in `year`: the one spent in the most months first, ties alphabetically;
    /// empty when nothing was spent that year. A commodity whose spending nets to zero in every month
    /// is left out. Looked up in the month index, whatever the journal's size.
    public func expenseCommodities(inYear year: Int) -> [String] {
        guard (1...9999).contains(year) else { return [] }
        let key = Int32(year)
        if months.isComplete { return months.yearExpenseCommodities[key] ?? [] }
        var summaries: [Int32: MonthSummary] = [:]
        for month in 1...12 {
            guard let journalMonth = JournalMonth(year, month) else { continue }
            summaries[Int32(journalMonth.key)] = summary(of: journalMonth, largestCount: 0)
        }
        return MonthIndex.expenseCommodities(inYear: key, of: summaries)
    }

    /// The earliest month with an entry, or `nil` for an empty journal.
    public var firstMonth: JournalMonth? {
        [storage.monthKeys.first, storage.datedOnlyMonthKeys.first].compactMap { $0 }.min().map {
            JournalMonth(key: Int($0))
        }
    }

    /// The latest month with an entry, or `nil` for an empty journal.
    public var lastMonth: JournalMonth? {
        [storage.monthKeys.last, storage.datedOnlyMonthKeys.last].compactMap { $0 }.max().map {
            JournalMonth(key: Int($0))
        }
    }

    /// The transactions in `period`, in date order (same-day entries in the order written).
    public func transactions(in period: JournalPeriod) -> [Transaction] {
        transactionRange(period).map(transaction(at:))
    }

    /// The transactions in `period` with a posting to one of `accounts`, in date order: those of
    /// ``transactions(in:)`` that touch them, found by the postings' account numbers, so only those
    /// are made into values.
    public func transactions(in period: JournalPeriod, touching accounts: Set<String>) -> [Transaction] {
        let names = storage.accountNames
        var wanted = [Bool](repeating: false, count: names.count)
        if storage.accountPositions.count == names.count {
            for account in accounts { if let position = storage.accountPositions[account] { wanted[position] = true } }
        } else {
            // A name written twice has two positions: test each.
            for (position, name) in names.enumerated() where accounts.contains(name) { wanted[position] = true }
        }
        let records = storage.transactions
        let postings = storage.postings
        return transactionRange(period).filter { index in
            let record = records[index]
            let start = Int(record.postingStart)
            return (start..<(start + Int(record.postingCount))).contains { wanted[Int(postings[$0].account)] }
        }.map(transaction(at:))
    }

    /// The transactions in `period` whose description `isWanted`, in date order: those of
    /// ``transactions(in:)`` it holds for, tested on the description alone, so only those are made
    /// into values.
    public func transactions(in period: JournalPeriod, whereDescription isWanted: (String) -> Bool) -> [Transaction] {
        let records = storage.transactions
        let files = storage.files
        return transactionRange(period).filter { index in
            let record = records[index]
            let bytes = files[Int(record.file)].bytes
            let start = Int(record.description.start)
            return isWanted(
                String(decoding: bytes[start..<(start + Int(record.description.length))], as: UTF8.self))
        }.map(transaction(at:))
    }

    /// How many transactions fall in `period`.
    public func transactionCount(in period: JournalPeriod) -> Int { transactionRange(period).count }

    /// First position whose month key is not below `key`, and whether it is exactly `key`.
    func monthIndex(_ key: Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = storage.monthKeys.count
        while low < high {
            let mid = (low + high) / 2
            if storage.monthKeys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return (low, low < storage.monthKeys.count && storage.monthKeys[low] == key)
    }

    /// Positions in the sorted transaction table covered by `period`.
    func transactionRange(_ period: JournalPeriod) -> Range<Int> {
        let keys = period.monthKeys
        let first = monthIndex(Int32(clamping: keys.lowerBound)).index
        let last = monthIndex(Int32(clamping: keys.upperBound + 1)).index
        return Int(storage.monthStarts[first])..<Int(storage.monthStarts[last])
    }

    /// Calls `body` with each posting that has an amount dated in `period` (its own date, or its
    /// transaction's), and that date.
    func forEachPosting(in period: JournalPeriod, _ body: (PostingRecord, Int32) -> Void) {
        let transactions = storage.transactions
        let postings = storage.postings
        if storage.datedPostings.isEmpty {
            for index in transactionRange(period) {
                let record = transactions[index]
                let start = Int(record.postingStart)
                for position in start..<(start + Int(record.postingCount)) where postings[position].hasAmount {
                    body(postings[position], record.date)
                }
            }
            return
        }
        for index in transactionRange(period) {
            let record = transactions[index]
            let start = Int(record.postingStart)
            for position in start..<(start + Int(record.postingCount))
            where postings[position].hasAmount && postings[position].date == 0 {
                body(postings[position], record.date)
            }
        }
        let keys = period.monthKeys
        let first = Int32(clamping: keys.lowerBound / 12 * 10000 + keys.lowerBound % 12 * 100 + 100)
        let last = Int32(clamping: keys.upperBound / 12 * 10000 + keys.upperBound % 12 * 100 + 131)
        let dates = storage.datedPostingDates
        var low = 0
        var high = dates.count
        while low < high {
            let mid = (low + high) / 2
            if dates[mid] < first { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < dates.count, dates[index] <= last {
            body(postings[Int(storage.datedPostings[index])], dates[index])
            index += 1
        }
    }

    /// Calls `body` with each posting of a wide commodity (whose quantities are in the wide table, and
    /// add as zero in the integer sums) dated in `period`, its date and its quantity. Nothing for a
    /// journal with no wide commodity.
    @inline(__always)
    func forEachWidePosting(in period: JournalPeriod, _ body: (PostingRecord, Int32, ExactDecimal) -> Void) {
        guard !storage.wideCommodities.isEmpty else { return }
        let wide = storage.wideQuantities
        forEachPosting(in: period) { posting, date in
            if posting.wide >= 0 { body(posting, date, wide[Int(posting.wide)]) }
        }
    }

    /// The quantity of `posting` as a total of one posting is shown.
    func quantity(_ posting: PostingRecord) -> ExactDecimal {
        if posting.wide >= 0 {
            return presented(storage.wideQuantities[Int(posting.wide)], commodity: Int(posting.commodity))
        }
        return presented(posting.quantity, commodity: Int(posting.commodity))
    }

    func transaction(at index: Int) -> Transaction {
        let record = storage.transactions[index]
        let source = storage.files[Int(record.file)]
        func text(_ ref: TextRef) -> String {
            String(decoding: source.bytes[Int(ref.start)..<Int(ref.start + ref.length)], as: UTF8.self)
        }
        let symbols = storage.commoditySymbols
        let start = Int(record.postingStart)
        let postings = (start..<(start + Int(record.postingCount))).map { position -> Posting in
            let posting = storage.postings[position]
            let cost = posting.cost >= 0 ? storage.costs[Int(posting.cost)] : nil
            let assertion = posting.assertion >= 0 ? storage.assertions[Int(posting.assertion)] : nil
            return Posting(
                account: storage.accountNames[Int(posting.account)],
                amount: Amount(quantity(posting), symbols[Int(posting.commodity)]),
                cost: cost.map { Amount($0.total, symbols[Int($0.commodity)]) },
                kind: posting.kind == PostingKindCode.real
                    ? .real : posting.kind == PostingKindCode.virtual ? .virtual : .balancedVirtual,
                isInferred: posting.isInferred,
                balanceAssertion: assertion.map { Amount($0.amount, symbols[Int($0.commodity)]) },
                date: posting.date == 0 ? nil : JournalDate(packed: posting.date))
        }
        return Transaction(
            date: JournalDate(packed: record.date),
            secondaryDate: record.secondaryDate == 0 ? nil : JournalDate(packed: record.secondaryDate),
            status: record.status == UInt8(ascii: "*")
                ? .cleared : record.status == UInt8(ascii: "!") ? .pending : .unmarked,
            code: record.code.length > 0 || record.code.start > 0 ? text(record.code) : nil,
            description: text(record.description),
            comment: record.comment.start > 0 ? text(record.comment) : nil,
            postings: postings, path: source.path, line: Int(record.line))
    }
}
