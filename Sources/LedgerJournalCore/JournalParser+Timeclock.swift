/// Timeclock files (`.timeclock`) as hledger 1.25 reads them: `i DATE TIME [ACCOUNT[  DESCRIPTION]]`
/// and `o DATE TIME` lines strictly alternating, from a clock-in; each session becomes a cleared
/// transaction with one virtual posting of hours (`h`), split at midnight, rounded to two decimals
/// (half to even) as hledger rounds them; a session still open runs to now.
extension JournalBuilder {
    private struct ClockIn {
        var seconds: Int  // since 1970-01-01 00:00, local time as written
        var account: Int32
        var description: TextRef
        var line: Int
    }

    mutating func parseTimeclock(_ bytes: UnsafeBufferPointer<UInt8>, fileIndex: Int, scope: Scope) {
        var open: ClockIn?
        let hours = commodityID("h")
        // Every session is a number of hours written `1.50h`.
        commodityInfo[Int(hours)].postingAmounts.add(
            side: .right, isSpaced: false, groupMark: nil, decimalMark: UInt8(ascii: "."), precision: 2,
            groupSizes: { [] })
        if commodityInfo[Int(hours)].storageScale < 2 { commodityInfo[Int(hours)].storageScale = 2 }
        Self.forEachLine(bytes, fileIndex: fileIndex) { line in
            let start = line.start
            guard start < line.end else { return }
            let first = bytes[start]
            if Whitespace.length(bytes, at: start, end: line.end) > 0 {
                let content = line.skipSpaces(start)
                if content < line.end { line.fail(&self, at: content, .unexpectedIndentation) }
                return
            }
            if first == UInt8(ascii: ";") || first == UInt8(ascii: "#") || first == UInt8(ascii: "*") { return }
            guard "iobhO".utf8.contains(first), start + 1 < line.end,
                Whitespace.length(bytes, at: start + 1, end: line.end) > 0
            else {
                line.fail(&self, at: start, .expectedTimeclockEntry)
                return
            }
            let dateStart = line.skipSpaces(start + 1)
            let date: JournalDate
            var p: Int
            do throws(AmountScanner.Problem) {
                let (packed, next) = try line.date(at: dateStart, defaultYear: scope.year ?? currentYear)
                date = JournalDate(packed: packed)
                p = next
            } catch {
                line.fail(&self, error)
                return
            }
            let timeStart = line.skipSpaces(p)
            guard timeStart > p, let timeEnd = timeOfDay(&line, at: timeStart) else {
                line.fail(&self, at: timeStart, .expectedTime)
                return
            }
            let seconds = date.dayNumber * 86_400 + secondsOfDay(&line, at: timeStart)
            p = line.skipSpaces(timeEnd)
            switch first {
            case UInt8(ascii: "i"):
                if open != nil {
                    line.fail(&self, at: start, .clockInWhileClockedIn)
                    return
                }
                var accountEnd = p
                var description = TextRef()
                if p < line.end, bytes[p] != UInt8(ascii: ";") {
                    accountEnd = accountNameEnd(&line, from: p)
                    let descriptionStart = line.skipSpaces(accountEnd)
                    var descriptionEnd = descriptionStart
                    while descriptionEnd < line.end, bytes[descriptionEnd] != UInt8(ascii: ";") { descriptionEnd += 1 }
                    descriptionEnd = line.trimmedEnd(descriptionEnd)
                    if descriptionEnd > descriptionStart {
                        description = TextRef(
                            start: Int32(descriptionStart), length: Int32(descriptionEnd - descriptionStart))
                    }
                }
                let account = accountID(UnsafeBufferPointer(rebasing: bytes[p..<accountEnd]), scope: scope)
                open = ClockIn(seconds: seconds, account: account, description: description, line: line.number)
            case UInt8(ascii: "o"):
                guard let clockIn = open else {
                    line.fail(&self, at: start, .clockOutWithoutClockIn)
                    return
                }
                guard seconds >= clockIn.seconds else {
                    line.fail(&self, at: dateStart, length: timeEnd - dateStart, .clockOutBeforeClockIn)
                    open = nil
                    return
                }
                addSessions(clockIn, until: seconds, file: fileIndex, hours: hours)
                open = nil
            default:
                line.fail(&self, at: start, open == nil ? .clockOutWithoutClockIn : .expectedTimeclockEntry)
            }
        }
        if let clockIn = open, let today = options.today {
            let now = max(today.dayNumber * 86_400 + options.secondsSinceMidnight, clockIn.seconds)
            addSessions(clockIn, until: now, file: fileIndex, hours: hours)
        }
    }

    /// Seconds since midnight of the `HH:MM[:SS]` at `at` (already checked).
    private func secondsOfDay(_ line: inout LineContext, at p: Int) -> Int {
        func two(_ at: Int) -> Int { Int(line.bytes[at] - 48) * 10 + Int(line.bytes[at + 1] - 48) }
        var seconds = two(p) * 3600 + two(p + 3) * 60
        if p + 5 < line.end, line.bytes[p + 5] == UInt8(ascii: ":") { seconds += two(p + 6) }
        return seconds
    }

    /// One transaction per day the session covers: up to 23:59:59, then from midnight (as hledger).
    private mutating func addSessions(_ clockIn: ClockIn, until end: Int, file: Int, hours: Int32) {
        var start = clockIn.seconds
        while true {
            let day = start >= 0 ? start / 86_400 : (start - 86_399) / 86_400
            let lastSecond = day * 86_400 + 86_399
            let pieceEnd = end > lastSecond ? lastSecond : end
            guard let date = JournalDate(dayNumber: day) else { return }
            // Hours to two places, half to even: seconds / 36 hundredths.
            let elapsed = pieceEnd - start
            var hundredths = elapsed / 36
            let remainder = elapsed % 36
            if remainder * 2 > 36 || (remainder * 2 == 36 && hundredths % 2 == 1) { hundredths += 1 }
            transactions.append(
                TransactionRecord(
                    date: date.packed, secondaryDate: 0, file: Int32(file), line: Int32(clockIn.line),
                    postingStart: Int32(postings.count), postingCount: 1, status: UInt8(ascii: "*"), code: TextRef(),
                    description: clockIn.description, comment: TextRef()))
            postings.append(
                PostingRecord(
                    quantity: Int128(hundredths), scale: 2, kind: PostingKindCode.virtual, isInferred: false,
                    hasAmount: true, account: clockIn.account, commodity: hours, line: Int32(clockIn.line), cost: -1,
                    assertion: -1))
            if end <= lastSecond { return }
            start = (day + 1) * 86_400
        }
    }
}
