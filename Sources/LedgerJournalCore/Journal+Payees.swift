/// The payees of a journal, read from the stored text of the descriptions without making a
/// `Transaction` for each entry, so a large journal lists them quickly.
extension Journal {
    /// Every payee, as hledger reads one (a description up to its first `|`, spaces and tabs trimmed),
    /// sorted, without repeats; empty descriptions are left out.
    public var payees: [String] {
        var seen = Set<String>()
        var last: ArraySlice<UInt8> = []
        for record in storage.transactions {
            let bytes = storage.files[Int(record.file)].bytes
            let start = Int(record.description.start)
            var end = start + Int(record.description.length)
            guard start >= 0, end <= bytes.count, start < end else { continue }
            if let bar = bytes[start..<end].firstIndex(of: UInt8(ascii: "|")) { end = bar }
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            while end > first, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            guard first < end else { continue }
            let payee = bytes[first..<end]
            // Entries of one payee often come in a row: skip the String for a repeat of the last one.
            if payee == last { continue }
            last = payee
            seen.insert(String(decoding: payee, as: UTF8.self))
        }
        return seen.sorted()
    }
}
