extension Journal {
    /// The transactions in `period` whose description, as its bytes written in the journal (UTF-8),
    /// `isWanted`, in date order: tested on the bytes in place, so no text is made for a transaction
    /// left out, and only those wanted are made into values.
    public func transactions(
        in period: JournalPeriod, whereDescriptionBytes isWanted: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> [Transaction] {
        let records = storage.transactions
        let files = storage.files
        return transactionRange(period).filter { index in
            let record = records[index]
            let start = Int(record.description.start)
            let end = start + Int(record.description.length)
            return files[Int(record.file)].bytes.withUnsafeBufferPointer { bytes in
                isWanted(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            }
        }.map(transaction(at:))
    }
}

extension Journal {
    /// ``balances(in:)`` of `accounts` only: the postings to the others are not added, and they are
    /// not in the result (as if it were filtered by name).
    public func balances(in period: JournalPeriod, ofAccounts accounts: Set<String>) -> [String: CommodityTotals] {
        let names = storage.accountNames
        var counting = [Bool](repeating: false, count: names.count)
        if storage.accountPositions.count == names.count {
            for account in accounts {
                if let position = storage.accountPositions[account] { counting[position] = true }
            }
        } else {
            // A name written twice has two positions: test each.
            for (position, name) in names.enumerated() where accounts.contains(name) { counting[position] = true }
        }
        return balances(in: period, counting: counting)
    }

    /// ``balances(in:)`` of the accounts whose type (``accountType(of:)``) is one of `types` only.
    public func balances(in period: JournalPeriod, ofTypes types: Set<AccountType>) -> [String: CommodityTotals] {
        guard storage.accountPositions.count == storage.accountNames.count else {
            return balances(in: period).filter { accountType(of: $0.key).map(types.contains) ?? false }
        }
        return balances(in: period, counting: storage.accountTypes.map { $0.map(types.contains) ?? false })
    }
}
