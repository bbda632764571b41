extension Journal {
    /// The mark between the year, month and day of the last dated line of the file `path` (one of
    /// ``paths``; the first when `nil` or not found) — `-`, `/` or `.` — so an entry appended to it is
    /// dated the way the file dates its entries; `-` when no line of it starts with a full date.
    public func dateSeparator(appendedTo path: String? = nil) -> Character {
        let index = path.flatMap { path in storage.files.firstIndex { $0.path == path } } ?? 0
        guard index < storage.files.count else { return "-" }
        let bytes = storage.files[index].bytes
        var end = bytes.count
        while end > 0 {
            var start = end - 1
            while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            if let mark = Self.dateMark(bytes, from: start, to: end) { return Character(Unicode.Scalar(mark)) }
            end = start - 1
        }
        return "-"
    }

    /// The mark after a line's four-digit year when the line (`bytes[start..<end]`) starts with a date:
    /// `2026-11-30`, `2026/11/30`, `2026.11.30` (with the same mark twice).
    private static func dateMark(_ bytes: [UInt8], from start: Int, to end: Int) -> UInt8? {
        func isDigit(_ offset: Int) -> Bool {
            start + offset < end && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start + offset])
        }
        guard (0..<4).allSatisfy(isDigit), start + 4 < end else { return nil }
        let mark = bytes[start + 4]
        guard mark == UInt8(ascii: "-") || mark == UInt8(ascii: "/") || mark == UInt8(ascii: "."), isDigit(5) else {
            return nil
        }
        var offset = 6
        while isDigit(offset) { offset += 1 }
        return start + offset < end && bytes[start + offset] == mark && isDigit(offset + 1) ? mark : nil
    }
}
