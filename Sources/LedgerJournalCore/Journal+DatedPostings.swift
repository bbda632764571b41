extension Journal {
    /// The transactions dated outside `period` that have a posting dated inside it (`; date:`), in
    /// date order: with ``transactions(in:)``, every transaction with an amount dated in the period, as
    /// hledger's reports date a posting by its own date. Found through the table of dated postings, by
    /// the months they fall in: the cost grows with the dated postings of those months, never with the
    /// journal.
    public func transactionsWithPostingsDated(in period: JournalPeriod) -> [Transaction] {
        let dates = storage.datedPostingDates
        guard !dates.isEmpty else { return [] }
        let keys = period.monthKeys
        let first = Int32(clamping: keys.lowerBound / 12 * 10000 + keys.lowerBound % 12 * 100 + 100)
        let last = Int32(clamping: keys.upperBound / 12 * 10000 + keys.upperBound % 12 * 100 + 131)
        var low = 0
        var high = dates.count
        while low < high {
            let mid = (low + high) / 2
            if dates[mid] < first { low = mid + 1 } else { high = mid }
        }
        let inside = transactionRange(period)
        var found = Set<Int32>()
        while low < dates.count, dates[low] <= last {
            let transaction = storage.datedPostingTransactions[low]
            if !inside.contains(Int(transaction)) { found.insert(transaction) }
            low += 1
        }
        return found.sorted().map { transaction(at: Int($0)) }
    }
}

extension Transaction {
    /// The part of the transaction dated `day`, as hledger's reports date postings: its postings whose
    /// own date (`; date:`), else the transaction's, is `day`, under that date.
    public func dated(_ day: JournalDate) -> Transaction {
        Transaction(
            date: day, secondaryDate: secondaryDate, status: status, code: code, description: description,
            comment: comment, postings: postings.filter { ($0.date ?? date) == day }, path: path, line: line)
    }
}
