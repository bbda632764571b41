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
