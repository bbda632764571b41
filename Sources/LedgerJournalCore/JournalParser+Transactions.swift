/// Transaction headers, postings and their comments, and the headers and postings of `~` and `=`
/// rules, read the way hledger 1.25 reads them.
extension JournalBuilder {
    // MARK: Headers

    /// `DATE[=DATE2] [*|!] [(CODE)] DESCRIPTION [; COMMENT]`.
    mutating func parseHeader(_ line: inout LineContext, scope: borrowing Scope) -> Int? {
        let bytes = line.bytes
        var p = line.start
        let date: Int32
        let year = scope.year ?? currentYear
        do throws(AmountScanner.Problem) {
            (date, p) = try line.date(at: p, defaultYear: year)
        } catch {
            line.fail(&self, error)
            return nil
        }
        var secondary: Int32 = 0
        if p < line.end, bytes[p] == UInt8(ascii: "=") {
            do throws(AmountScanner.Problem) {
                (secondary, p) = try line.date(at: p + 1, defaultYear: Int(date / 10000))
            } catch {
                line.fail(&self, error)
                return nil
            }
        }
        if p < line.end, Whitespace.length(bytes, at: p, end: line.end) == 0 {
            line.fail(&self, at: p, .unexpectedText(after: .date))
            return nil
        }
        var status: UInt8 = 0
        let afterSpaces = line.skipSpaces(p)
        if afterSpaces < line.end, bytes[afterSpaces] == UInt8(ascii: "*") || bytes[afterSpaces] == UInt8(ascii: "!") {
            status = bytes[afterSpaces]
            p = afterSpaces + 1
        }
        var code = TextRef()
        let codeStart = line.skipSpaces(p)
        if codeStart > p, codeStart < line.end, bytes[codeStart] == UInt8(ascii: "(") {
            var close = codeStart + 1
            while close < line.end, bytes[close] != UInt8(ascii: ")") { close += 1 }
            guard close < line.end else {
                line.fail(&self, at: codeStart, length: line.end - codeStart, .unclosedCode)
                return nil
            }
            code = TextRef(start: Int32(codeStart + 1), length: Int32(close - codeStart - 1))
            p = close + 1
        }
        p = line.skipSpaces(p)
        var descriptionEnd = p
        while descriptionEnd < line.end, bytes[descriptionEnd] != UInt8(ascii: ";") { descriptionEnd += 1 }
        var comment = TextRef()
        if descriptionEnd < line.end {
            // `; ` and nothing but blanks after it (an editor's leftover) is an empty comment: the blanks
            // skipped forward from `;` and trimmed back from the end cross, and the length stays 0.
            let commentStart = line.skipSpaces(descriptionEnd + 1)
            comment = TextRef(
                start: Int32(commentStart), length: Int32(max(0, line.trimmedEnd(line.end) - commentStart)))
        }
        let description = TextRef(start: Int32(p), length: Int32(max(0, line.trimmedEnd(descriptionEnd) - p)))
        transactions.append(
            TransactionRecord(
                date: date, secondaryDate: secondary, file: Int32(line.file), line: Int32(line.number),
                postingStart: Int32(postings.count), postingCount: 0, status: status,
                code: code, description: description, comment: comment))
        return transactions.count - 1
    }

    // MARK: Postings

    /// An amount with its cost and balance assertion, as written after an account.
    struct PostingTail {
        var hasAmount = false
        var isMultiplier = false
        var quantity: Int128 = 0
        var scale = 0
        /// Index into the wide table when the quantity does not fit `quantity`, or -1.
        var wide: Int32 = -1
        var commodity: Int32 = 0
        var cost: Int32 = -1
        var assertion: Int32 = -1
        /// Where a `;` comment starts, or the line's end.
        var commentStart = 0
    }

    /// Reads `[*|!] ACCOUNT` at `content`: the account's bytes, its kind, and where the name ends.
    func accountPart(_ line: inout LineContext, from content: Int) -> (
        start: Int, end: Int, kind: UInt8, next: Int, plain: Bool
    ) {
        let bytes = line.bytes
        var p = content
        if bytes[p] == UInt8(ascii: "*") || bytes[p] == UInt8(ascii: "!") { p = line.skipSpaces(p + 1) }
        var accountStart = p
        let (nameEnd, otherWhitespace) = accountNameScan(bytes, from: p, end: line.end)
        var accountEnd = nameEnd
        var kind = PostingKindCode.real
        if accountEnd - accountStart >= 2 {
            let open = bytes[accountStart]
            let close = bytes[accountEnd - 1]
            if open == UInt8(ascii: "(") && close == UInt8(ascii: ")") {
                kind = PostingKindCode.virtual
            } else if open == UInt8(ascii: "[") && close == UInt8(ascii: "]") {
                kind = PostingKindCode.balancedVirtual
            }
            if kind != PostingKindCode.real {
                accountStart += 1
                accountEnd -= 1
            }
        }
        return (accountStart, accountEnd, kind, nameEnd, !otherWhitespace)
    }

    mutating func parsePosting(_ line: inout LineContext, from content: Int, transaction: Int, scope: borrowing Scope) {
        let (accountStart, accountEnd, kind, nameEnd, plain) = accountPart(&line, from: content)
        let account = accountID(
            UnsafeBufferPointer(rebasing: line.bytes[accountStart..<accountEnd]), scope: scope, plain: plain)
        var record = PostingRecord(
            quantity: 0, scale: 0, kind: kind, isInferred: false, hasAmount: false, account: account,
            commodity: 0, line: Int32(line.number), cost: -1, assertion: -1)
        let tail: PostingTail
        do throws(AmountScanner.Problem) {
            tail = try postingTail(&line, from: nameEnd, scope: scope, allowsMultiplier: false)
        } catch {
            line.markFailed(&self, transaction: transaction, error)
            return
        }
        record.hasAmount = tail.hasAmount
        record.quantity = tail.quantity
        record.scale = UInt8(truncatingIfNeeded: tail.scale)
        record.wide = tail.wide
        record.commodity = tail.commodity
        record.cost = tail.cost
        record.assertion = tail.assertion
        postings.append(record)
        transactions[transaction].postingCount += 1
        if tail.commentStart < line.end {
            postingComment(&line, from: tail.commentStart + 1, transaction: transaction)
        }
        if !tail.hasAmount && tail.assertion >= 0, assignmentTransactions.last != transaction {
            assignmentTransactions.append(transaction)
        }
    }

    /// Reads what follows an account: spaces, then an amount (or `*N` in a rule) with its cost, lot
    /// annotations and balance assertion, then a comment or nothing.
    mutating func postingTail(
        _ line: inout LineContext, from nameEnd: Int, scope: borrowing Scope, allowsMultiplier: Bool,
        inRule: Bool = false
    ) throws(AmountScanner.Problem) -> PostingTail {
        let bytes = line.bytes
        var tail = PostingTail()
        tail.commentStart = line.end
        var p = line.skipSpaces(nameEnd)
        let scanner = AmountScanner(bytes: bytes, end: line.end)
        if p < line.end, bytes[p] != UInt8(ascii: ";"), bytes[p] != UInt8(ascii: "=") {
            if bytes[p] == UInt8(ascii: "*") {
                guard allowsMultiplier else { throw AmountScanner.Problem(offset: p, .multiplierOutsideRule) }
                tail.isMultiplier = true
                p += 1
            }
            let scanned = try scanner.scan(at: p)
            let commodity = commodityFor(scanned, bytes: bytes, scope: scope, multiplier: tail.isMultiplier)
            let number = try scanner.number(scanned, suggestion: suggestion(for: commodity, scope: scope))
            if number.isWide {
                tail.wide = Int32(wideQuantities.count)
                wideQuantities.append(scanner.value(of: number))
            } else {
                tail.quantity = number.mantissa
            }
            tail.scale = number.scale
            tail.commodity = commodity
            tail.hasAmount = true
            if !tail.isMultiplier {
                learnStyle(
                    &line, commodity, scanned: scanned, number: number, source: inRule ? .other : .posting,
                    storage: true)
            }
            p = line.skipSpaces(scanned.end)
            var seenCost = false
            var seenLotPrice = false
            var seenLotDate = false
            while p < line.end {
                let byte = bytes[p]
                if !seenCost
                    && (byte == UInt8(ascii: "@")
                        || (byte == UInt8(ascii: "(") && p + 1 < line.end
                            && bytes[p + 1] == UInt8(ascii: "@")))
                {
                    seenCost = true
                    (tail.cost, p) = try cost(&line, at: p, quantity: scanner.value(of: number), scope: scope)
                } else if !seenLotPrice && byte == UInt8(ascii: "{") {
                    seenLotPrice = true
                    p = try lotPrice(&line, at: p, scope: scope)
                } else if !seenLotDate && byte == UInt8(ascii: "[") {
                    seenLotDate = true
                    p = try lotDate(&line, at: p, scope: scope)
                } else {
                    break
                }
                p = line.skipSpaces(p)
            }
        }
        if p < line.end, bytes[p] == UInt8(ascii: "=") {
            let equalsAt = p
            p += 1
            let isTotal = p < line.end && bytes[p] == UInt8(ascii: "=")
            if isTotal { p += 1 }
            let isInclusive = p < line.end && bytes[p] == UInt8(ascii: "*")
            if isInclusive { p += 1 }
            p = line.skipSpaces(p)
            guard p < line.end, bytes[p] != UInt8(ascii: ";") else {
                throw AmountScanner.Problem(offset: p, .expectedAmount)
            }
            let assertScan = try scanner.scan(at: p)
            let assertCommodity = commodityFor(assertScan, bytes: bytes, scope: scope, multiplier: false)
            let assertNumber = try scanner.number(
                assertScan, suggestion: suggestion(for: assertCommodity, scope: scope))
            learnStyle(
                &line, assertCommodity, scanned: assertScan, number: assertNumber, source: .other, storage: false)
            if assertNumber.scale > commodityInfo[Int(assertCommodity)].storageScale, !tail.hasAmount {
                commodityInfo[Int(assertCommodity)].storageScale = assertNumber.scale
            }
            p = line.skipSpaces(assertScan.end)
            // A cost after the assertion's amount is read and ignored, as in hledger.
            let assertedQuantity = scanner.value(of: assertNumber)
            var seenCost = false
            while p < line.end, !seenCost,
                bytes[p] == UInt8(ascii: "@")
                    || (bytes[p] == UInt8(ascii: "(") && p + 1 < line.end && bytes[p + 1] == UInt8(ascii: "@"))
            {
                seenCost = true
                let saved = costs.count
                (_, p) = try cost(&line, at: p, quantity: assertedQuantity, scope: scope)
                costs.removeSubrange(saved...)
                p = line.skipSpaces(p)
            }
            tail.assertion = Int32(assertions.count)
            assertions.append(
                AssertionRecord(
                    amount: assertedQuantity, commodity: assertCommodity, isTotal: isTotal, isInclusive: isInclusive,
                    column: Int32(equalsAt - line.start)))
        }
        if p < line.end {
            guard bytes[p] == UInt8(ascii: ";") else {
                throw AmountScanner.Problem(
                    offset: p, .unexpectedText(after: tail.assertion >= 0 ? .assertion : .amount))
            }
            tail.commentStart = p
        }
        return tail
    }

    /// `@ PRICE`, `@@ PRICE`, `(@) PRICE`, `(@@) PRICE`: the cost, signed as hledger signs it (a unit
    /// price times the quantity; a total price takes the quantity's sign).
    private mutating func cost(_ line: inout LineContext, at start: Int, quantity: ExactDecimal, scope: borrowing Scope)
        throws(AmountScanner.Problem) -> (Int32, Int)
    {
        let bytes = line.bytes
        var p = start
        let parenthesised = bytes[p] == UInt8(ascii: "(")
        if parenthesised { p += 1 }
        p += 1  // @
        let isTotal = p < line.end && bytes[p] == UInt8(ascii: "@")
        if isTotal { p += 1 }
        if parenthesised {
            guard p < line.end, bytes[p] == UInt8(ascii: ")") else {
                throw AmountScanner.Problem(offset: p, .expectedPrice)
            }
            p += 1
        }
        let priceStart = line.skipSpaces(p)
        guard priceStart < line.end, bytes[priceStart] != UInt8(ascii: ";") else {
            throw AmountScanner.Problem(offset: priceStart, .expectedPrice)
        }
        let scanner = AmountScanner(bytes: bytes, end: line.end)
        let priceScan = try scanner.scan(at: priceStart)
        let priceCommodity = commodityFor(priceScan, bytes: bytes, scope: scope, multiplier: false)
        let priceNumber = try scanner.number(priceScan, suggestion: suggestion(for: priceCommodity, scope: scope))
        learnStyle(&line, priceCommodity, scanned: priceScan, number: priceNumber, source: .other, storage: false)
        let price = scanner.value(of: priceNumber)
        // hledger signs a total price like the quantity; a unit price's product is exact (rounded
        // half to even past 255 places, as `Data.Decimal` multiplies).
        let total = isTotal ? (quantity.signum < 0 ? -price : price) : quantity * price
        if total.scale > commodityInfo[Int(priceCommodity)].storageScale {
            commodityInfo[Int(priceCommodity)].storageScale = total.scale
        }
        costs.append(CostRecord(isTotal: isTotal, price: price, commodity: priceCommodity, total: total))
        return (Int32(costs.count - 1), priceScan.end)
    }

    /// `{PRICE}`, `{{PRICE}}`, `{=PRICE}`: ledger's lot price, read and checked, not used (as in hledger).
    private mutating func lotPrice(_ line: inout LineContext, at start: Int, scope: borrowing Scope)
        throws(AmountScanner.Problem)
        -> Int
    {
        let bytes = line.bytes
        var p = start + 1
        let double = p < line.end && bytes[p] == UInt8(ascii: "{")
        if double { p += 1 }
        p = line.skipSpaces(p)
        if p < line.end, bytes[p] == UInt8(ascii: "=") { p = line.skipSpaces(p + 1) }
        let scanner = AmountScanner(bytes: bytes, end: line.end)
        let scanned = try scanner.scan(at: p)
        let commodity = commodityFor(scanned, bytes: bytes, scope: scope, multiplier: false)
        _ = try scanner.number(scanned, suggestion: suggestion(for: commodity, scope: scope))
        p = line.skipSpaces(scanned.end)
        guard p < line.end, bytes[p] == UInt8(ascii: "}") else {
            throw AmountScanner.Problem(offset: start, .unclosedLotAnnotation, length: p - start)
        }
        p += 1
        if double {
            guard p < line.end, bytes[p] == UInt8(ascii: "}") else {
                throw AmountScanner.Problem(offset: start, .unclosedLotAnnotation, length: p - start)
            }
            p += 1
        }
        return p
    }

    /// `[DATE]`: ledger's lot date, read and checked, not used (as in hledger).
    private func lotDate(_ line: inout LineContext, at start: Int, scope: borrowing Scope) throws(AmountScanner.Problem)
        -> Int
    {
        var p = line.skipSpaces(start + 1)
        p = line.skipSpaces(try line.writtenDate(at: p, defaultYear: scope.year ?? currentYear).end)
        guard p < line.end, line.bytes[p] == UInt8(ascii: "]") else {
            throw AmountScanner.Problem(offset: start, .unclosedLotAnnotation, length: p - start)
        }
        return p + 1
    }

    // MARK: Comments and posting dates

    /// A comment on a posting's line or an indented `;` line after it: its `date:` tag or `[DATE]`
    /// sets the latest posting's date (the first one found counts). Before the first posting it is
    /// the transaction's comment, whose tags do not change dates.
    mutating func postingComment(_ line: inout LineContext, from start: Int, transaction: Int) {
        let record = transactions[transaction]
        guard record.postingCount > 0 else { return }
        let bytes = line.bytes
        var hasMark = false
        for index in start..<line.end where bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: "[") {
            hasMark = true
            break
        }
        guard hasMark else { return }
        let position = postings.count - 1
        let year = Int(record.date / 10000)
        var found: Int32 = postings[position].date
        let alreadyDated = found != 0
        do throws(AmountScanner.Problem) {
            try CommentTags.scan(bytes, from: start, end: line.end) {
                (item: CommentTags.Found) throws(AmountScanner.Problem) in
                switch item {
                case .tag(let nameStart, let nameEnd, let valueStart, _):
                    let length = nameEnd - nameStart
                    let isDate = length == 4 && line.matches("date", at: nameStart)
                    let isDate2 = length == 5 && line.matches("date2", at: nameStart)
                    guard isDate || isDate2 else { return }
                    guard valueStart < line.end else { throw AmountScanner.Problem(offset: valueStart, .expectedDate) }
                    let (date, _) = try line.date(at: valueStart, defaultYear: year)
                    if isDate, found == 0 { found = date }
                case .bracketedDate(let dateStart, let dateEnd):
                    var p = dateStart
                    var firstYear = year
                    if p < dateEnd, line.bytes[p] != UInt8(ascii: "=") {
                        let (date, next) = try line.date(at: p, defaultYear: year)
                        if found == 0 { found = date }
                        firstYear = Int(date / 10000)
                        p = next
                    }
                    if p < dateEnd, line.bytes[p] == UInt8(ascii: "=") {
                        let (_, next) = try line.date(at: p + 1, defaultYear: firstYear)
                        p = next
                    }
                    if p != dateEnd { throw AmountScanner.Problem(offset: p, .expectedDate) }
                }
            }
        } catch {
            line.markFailed(&self, transaction: transaction, error)
            return
        }
        if !alreadyDated, found != 0, found != record.date {
            postings[position].date = found
            datedPostingCount += 1
        }
    }

    // MARK: Amount helpers

    mutating func commodityFor(
        _ scanned: AmountScanner.Scanned, bytes: UnsafeBufferPointer<UInt8>, scope: borrowing Scope,
        multiplier: Bool = false
    ) -> Int32 {
        if scanned.symbolEnd == scanned.symbolStart { return multiplier ? 0 : (scope.defaultCommodity ?? 0) }
        return commodityID(UnsafeBufferPointer(rebasing: bytes[scanned.symbolStart..<scanned.symbolEnd]))
    }

    /// The style that settles an ambiguous number of `commodity`: the `decimal-mark` directive's, else
    /// the commodity's declared style, else the `D` directive's (hledger's order).
    @inline(__always)
    func suggestion(for commodity: Int32, scope: borrowing Scope) -> AmountScanner.Suggestion? {
        if let mark = scope.decimalMark { return AmountScanner.Suggestion(decimalMark: mark) }
        return commodityInfo[Int(commodity)].suggestion ?? scope.defaultStyle
    }

    /// Which amounts a style is inferred from.
    enum StyleSource {
        /// A posting's amount: hledger infers styles from these.
        case posting
        /// A `P` directive's price: hledger reads these for style before the postings.
        case price
        /// A cost, an assertion or a rule's amount: used only for a commodity written nowhere else.
        case other
    }

    /// Notes what `number` says about how `commodity` is written: its style, whether its mark is a
    /// decimal mark beyond doubt, and whether it is an amount like `5,400` read as 5.4 for want of a
    /// directive (the warning at the end of reading names the first of those).
    mutating func learnStyle(
        _ line: inout LineContext, _ commodity: Int32, scanned: AmountScanner.Scanned, number: AmountScanner.Number,
        source: StyleSource, storage: Bool
    ) {
        let index = Int(commodity)
        if storage, number.scale > commodityInfo[index].storageScale {
            commodityInfo[index].storageScale = number.scale
        }
        if number.looksLikeThousands {
            commodityInfo[index].doubtfulCount &+= 1
            if commodityInfo[index].firstDoubtful == nil {
                let raw = scanned.number
                commodityInfo[index].firstDoubtful = DoubtfulAmount(
                    file: line.file, line: line.number, offset: raw.start, length: raw.end - raw.start,
                    lineStart: line.start, lineEnd: line.end, text: line.text(raw.start, raw.end),
                    mark: line.bytes[raw.end - 4],
                    value: AmountScanner(bytes: line.bytes, end: line.end).value(of: number).magnitude)
            }
        } else if !number.hasThousandsShape {
            if let mark = number.decimalMark {
                commodityInfo[index].decimalEvidence |= mark == UInt8(ascii: ".") ? 1 : 2
            }
            if source != .other, number.scale > commodityInfo[index].plainPrecision {
                commodityInfo[index].plainPrecision = number.scale
            }
        }
        let bytes = line.bytes
        let end = line.end
        let sizes = {
            AmountScanner(bytes: bytes, end: end).groupSizes(
                scanned.number, groupMark: number.groupingMark ?? 0, decimalMark: number.decimalMark)
        }
        switch source {
        case .posting:
            commodityInfo[index].postingAmounts.add(
                side: scanned.side, isSpaced: scanned.isSpaced, groupMark: number.groupingMark,
                decimalMark: number.decimalMark, precision: number.scale, groupSizes: sizes)
        case .price:
            commodityInfo[index].priceAmounts.add(
                side: scanned.side, isSpaced: scanned.isSpaced, groupMark: number.groupingMark,
                decimalMark: number.decimalMark, precision: number.scale, groupSizes: sizes)
        case .other:
            commodityInfo[index].otherAmounts.add(
                side: scanned.side, isSpaced: scanned.isSpaced, groupMark: number.groupingMark,
                decimalMark: number.decimalMark, precision: number.scale, groupSizes: sizes)
        }
    }
}
