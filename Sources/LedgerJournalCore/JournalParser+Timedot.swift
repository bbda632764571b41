/// Timedot files (`.timedot`) as hledger 1.25 reads them: a date line (optionally after org-mode
/// stars, optionally with a description), then `ACCOUNT  QUANTITY` lines, where the quantity is dots
/// (a quarter hour each, spaces ignored) or a number of hours with an optional unit (`s`, `m`, `h`,
/// `d`, `w`, `mo`, `y`). Each entry is a cleared transaction with one virtual posting.
///
/// Differences from hledger, where hledger is wrong: a month (`mo`) is 30 days and a year (`y`) 365
/// days (hledger 1.25 counts 30 and 365 weeks); seconds and minutes are divided exactly, then kept to
/// ten decimal places as hledger keeps them (`20m` is 0.3333333333).
extension JournalBuilder {
    mutating func parseTimedot(_ bytes: UnsafeBufferPointer<UInt8>, fileIndex: Int, scope: Scope) {
        var day: (date: Int32, description: TextRef)?
        Self.forEachLine(bytes, fileIndex: fileIndex) { line in
            var start = line.skipSpaces(line.start)
            guard start < line.end else { return }
            let first = bytes[start]
            if first == UInt8(ascii: "#") || first == UInt8(ascii: ";") { return }
            var headingStars = false
            if first == UInt8(ascii: "*") {
                var p = start
                while p < line.end, bytes[p] == UInt8(ascii: "*") { p += 1 }
                guard p < line.end, Whitespace.length(bytes, at: p, end: line.end) > 0 else { return }
                start = line.skipSpaces(p)
                headingStars = true
            }
            if line.isDigit(start), let date = try? line.date(at: start, defaultYear: scope.year ?? currentYear) {
                let descriptionStart = line.skipSpaces(date.1)
                var descriptionEnd = descriptionStart
                while descriptionEnd < line.end, bytes[descriptionEnd] != UInt8(ascii: ";") { descriptionEnd += 1 }
                descriptionEnd = line.trimmedEnd(descriptionEnd)
                day = (
                    date.0,
                    TextRef(start: Int32(descriptionStart), length: Int32(max(0, descriptionEnd - descriptionStart)))
                )
                return
            }
            if line.isDigit(start), !headingStars {
                // Looks like a date but is not one: report it as the date it failed to be.
                do throws(AmountScanner.Problem) {
                    _ = try line.date(at: start, defaultYear: scope.year ?? currentYear)
                } catch {
                    line.fail(&self, error)
                    return
                }
            }
            if headingStars && (day == nil || line.isDigit(start)) { return }  // an org heading
            guard let current = day else {
                line.fail(&self, at: start, .timedotEntryWithoutDate)
                return
            }
            let nameEnd = accountNameEnd(&line, from: start)
            let account = accountID(UnsafeBufferPointer(rebasing: bytes[start..<nameEnd]), scope: scope)
            var p = line.skipSpaces(nameEnd)
            var value = ExactDecimal.zero
            if p < line.end, bytes[p] != UInt8(ascii: ";") {
                guard let (quantity, next) = timedotQuantity(&line, at: p) else {
                    line.fail(&self, at: p, .expectedTimedotQuantity)
                    return
                }
                value = quantity
                p = line.skipSpaces(next)
                if p < line.end, bytes[p] != UInt8(ascii: ";") {
                    line.fail(&self, at: p, .unexpectedText(after: .amount))
                    return
                }
            }
            if headingStars && value.isZero { return }  // an org heading inside a day: hledger's zero entry
            if value.scale > commodityInfo[0].storageScale { commodityInfo[0].storageScale = value.scale }
            // Hours shown with two decimal places, or up to four when an entry has them.
            commodityInfo[0].postingAmounts.add(
                side: .left, isSpaced: false, groupMark: nil, decimalMark: UInt8(ascii: "."),
                precision: value.scale <= 4 ? max(2, value.scale) : 2, groupSizes: { [] })
            transactions.append(
                TransactionRecord(
                    date: current.date, secondaryDate: 0, file: Int32(fileIndex), line: Int32(line.number),
                    postingStart: Int32(postings.count), postingCount: 1, status: UInt8(ascii: "*"), code: TextRef(),
                    description: current.description, comment: TextRef()))
            var record = PostingRecord(
                quantity: 0, scale: 0, kind: PostingKindCode.virtual, isInferred: false, hasAmount: true,
                account: account, commodity: 0, line: Int32(line.number), cost: -1, assertion: -1)
            setQuantity(value, of: &record)
            postings.append(record)
        }
    }

    /// Dots (`.... ..`, a quarter hour each) or a number with an optional unit at `at`: the hours and
    /// where the quantity ends.
    private func timedotQuantity(_ line: inout LineContext, at start: Int) -> (ExactDecimal, Int)? {
        let bytes = line.bytes
        var p = start
        if bytes[p] == UInt8(ascii: "."), !line.isDigit(p + 1) {
            var dots = 0
            var end = p
            while p < line.end {
                if bytes[p] == UInt8(ascii: ".") {
                    dots += 1
                    p += 1
                    end = p
                } else if bytes[p] == 0x20 || bytes[p] == 0x09 {
                    p += 1
                } else {
                    break
                }
            }
            guard let hours = ExactDecimal(mantissa: Int128(dots) * 25, scale: 2) else { return nil }
            return (hours, end)
        }
        let scanner = AmountScanner(bytes: bytes, end: line.end)
        var scanned = AmountScanner.Scanned()
        if bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "+") {
            scanned.negative = bytes[p] == UInt8(ascii: "-")
            p += 1
        }
        guard let raw = try? scanner.rawNumber(at: p) else { return nil }
        scanned.number = raw
        guard let number = try? scanner.number(scanned, suggestion: nil) else { return nil }
        p = raw.afterExponent
        var value = scanner.value(of: number)
        // A unit, directly after the number.
        let units: [(String, Int128, Int128)] = [
            ("mo", 720, 1), ("s", 1, 3600), ("m", 1, 60), ("h", 1, 1), ("d", 24, 1), ("w", 168, 1), ("y", 8760, 1),
        ]
        for (unit, multiplier, divisor) in units {
            let count = unit.utf8.count
            guard p + count <= line.end, line.text(p, p + count) == unit else { continue }
            if p + count < line.end, Whitespace.length(bytes, at: p + count, end: line.end) == 0,
                bytes[p + count] != UInt8(ascii: ";")
            {
                continue
            }
            let multiplied = value * ExactDecimal(uncheckedMantissa: multiplier, scale: 0)
            value = divisor == 1 ? multiplied : multiplied.dividedRoundingToTen(by: divisor)
            p += count
            break
        }
        return (value, p)
    }
}

extension ExactDecimal {
    /// The quotient by a small positive integer, to ten decimal places (half to even), as hledger's
    /// decimal division keeps it.
    func dividedRoundingToTen(by divisor: Int128) -> ExactDecimal {
        let places = Swift.max(scale, 10)
        guard let value = divided(by: ExactDecimal(uncheckedMantissa: divisor, scale: 0), toPlaces: places, .halfEven)
        else { return self }
        return places > 10 ? value.rounded(toPlaces: 10) : value
    }
}
