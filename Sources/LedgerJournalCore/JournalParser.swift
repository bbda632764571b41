/// Reads one journal file's bytes line by line into the builder: transactions, postings and
/// directives. Scans bytes, never makes a `String` per line, so large journals load fast.
extension JournalBuilder {
    private static let space: UInt8 = 0x20
    private static let tab: UInt8 = 0x09

    /// Parses the file at `fileIndex` (already in `files`), following includes.
    mutating func parseFile(_ fileIndex: Int, scope: inout Scope) {
        let bytes = files[fileIndex].bytes
        guard bytes.count < Int(Int32.max) else {
            errors.append(
                JournalError(
                    path: files[fileIndex].path, line: 0, column: 0,
                    message: "file is too large (at most 2 GiB)"))
            return
        }
        if let bad = UTF8Check.firstProblem(in: bytes) {
            let (line, lineStart, lineEnd) = locate(offset: bad.offset, in: bytes)
            addError(
                file: fileIndex, line: line, offset: bad.offset, lineStart: lineStart, lineEnd: lineEnd, bad.message)
            return
        }
        bytes.withUnsafeBufferPointer { buffer in
            parseLines(buffer, fileIndex: fileIndex, scope: &scope)
        }
    }

    /// Line number and bounds of the line holding `offset` (for errors only).
    private func locate(offset: Int, in bytes: [UInt8]) -> (Int, Int, Int) {
        var line = 1
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for index in start..<offset where bytes[index] == 0x0A {
            line += 1
            start = index + 1
        }
        var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return (line, start, end)
    }

    private enum Block {
        case none
        case transaction(Int)
        case commodity(Int32)
        case skipped
    }

    private mutating func parseLines(_ bytes: UnsafeBufferPointer<UInt8>, fileIndex: Int, scope: inout Scope) {
        var position = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var lineNumber = 0
        var block = Block.none
        var inCommentBlock = false
        let count = bytes.count
        while position < count {
            let lineStart = position
            var lineEnd = position
            while lineEnd < count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            position = lineEnd + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            lineNumber += 1
            var line = LineContext(bytes: bytes, file: fileIndex, number: lineNumber, start: lineStart, end: lineEnd)

            if inCommentBlock {
                if line.startsWithWord("end") && line.wordAfter(3) == "comment" { inCommentBlock = false }
                continue
            }
            let first = lineStart < lineEnd ? bytes[lineStart] : 0x0A
            if first == Self.space || first == Self.tab {
                let content = line.skipSpaces(lineStart)
                if content == lineEnd {
                    finish(&block)
                    continue
                }  // blank line
                switch block {
                case .transaction(let index):
                    if bytes[content] == UInt8(ascii: ";") || bytes[content] == UInt8(ascii: "#") { continue }
                    parsePosting(&line, from: content, transaction: index, scope: scope)
                case .commodity(let id):
                    if line.word(at: content) == "format" {
                        commodityDirective(&line, from: content + 6, id: id, scope: scope)
                    }
                case .none, .skipped:
                    continue
                }
                continue
            }
            finish(&block)
            switch first {
            case 0x0A: continue
            case UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "|"):
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if let index = parseHeader(&line, scope: scope) {
                    block = .transaction(index)
                } else {
                    block = .skipped
                }
            case UInt8(ascii: "="), UInt8(ascii: "~"):
                block = .skipped  // automated and periodic transactions are not part of the totals
            default:
                block = directive(&line, scope: &scope, inCommentBlock: &inCommentBlock)
            }
        }
        finish(&block)
    }

    private mutating func finish(_ block: inout Block) {
        if case .transaction(let index) = block { finishTransaction(index) }
        block = .none
    }

    // MARK: Transactions

    private mutating func parseHeader(_ line: inout LineContext, scope: Scope) -> Int? {
        var p = line.start
        let date: Int32
        do {
            (date, p) = try line.date(at: p, defaultYear: scope.year)
        } catch {
            line.fail(&self, at: error.offset, error.message)
            return nil
        }
        var secondary: Int32 = 0
        if p < line.end, line.bytes[p] == UInt8(ascii: "=") {
            do {
                (secondary, p) = try line.date(at: p + 1, defaultYear: Int(date / 10000))
            } catch {
                line.fail(&self, at: error.offset, error.message)
                return nil
            }
        }
        if p < line.end, line.bytes[p] != Self.space, line.bytes[p] != Self.tab {
            line.fail(&self, at: p, "expected a space after the date")
            return nil
        }
        p = line.skipSpaces(p)
        var status: UInt8 = 0
        if p < line.end, line.bytes[p] == UInt8(ascii: "*") || line.bytes[p] == UInt8(ascii: "!") {
            status = line.bytes[p]
            p = line.skipSpaces(p + 1)
        }
        var code = TextRef()
        if p < line.end, line.bytes[p] == UInt8(ascii: "(") {
            var close = p + 1
            while close < line.end, line.bytes[close] != UInt8(ascii: ")") { close += 1 }
            guard close < line.end else {
                line.fail(&self, at: p, "unclosed transaction code; write (CODE)")
                return nil
            }
            code = TextRef(start: Int32(p + 1), length: Int32(close - p - 1))
            p = line.skipSpaces(close + 1)
        }
        var descriptionEnd = p
        while descriptionEnd < line.end, line.bytes[descriptionEnd] != UInt8(ascii: ";") { descriptionEnd += 1 }
        var comment = TextRef()
        if descriptionEnd < line.end {
            let commentStart = line.skipSpaces(descriptionEnd + 1)
            comment = TextRef(start: Int32(commentStart), length: Int32(line.trimmedEnd(line.end) - commentStart))
        }
        let description = TextRef(start: Int32(p), length: Int32(line.trimmedEnd(descriptionEnd) - p))
        transactions.append(
            TransactionRecord(
                date: date, secondaryDate: secondary, file: Int32(line.file), line: Int32(line.number),
                postingStart: Int32(postings.count), postingCount: 0, status: status,
                code: code, description: description, comment: comment))
        return transactions.count - 1
    }

    private mutating func parsePosting(_ line: inout LineContext, from content: Int, transaction: Int, scope: Scope) {
        let bytes = line.bytes
        var p = content
        if p + 1 < line.end, bytes[p] == UInt8(ascii: "*") || bytes[p] == UInt8(ascii: "!"),
            bytes[p + 1] == Self.space || bytes[p + 1] == Self.tab
        {
            p = line.skipSpaces(p + 1)
        }
        var accountStart = p
        while p < line.end {
            let byte = bytes[p]
            if byte == Self.tab
                || (byte == Self.space && (p + 1 == line.end || bytes[p + 1] == Self.space || bytes[p + 1] == Self.tab))
            {
                break
            }
            p += 1
        }
        var accountEnd = p
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
        guard accountEnd > accountStart else {
            line.markFailed(&self, transaction: transaction, at: content, "expected an account name")
            return
        }
        let account = accountID(UnsafeBufferPointer(rebasing: bytes[accountStart..<accountEnd]), scope: scope)
        var record = PostingRecord(
            quantity: 0, scale: 0, kind: kind, isInferred: false, hasAmount: false, account: account,
            commodity: 0, line: Int32(line.number), cost: -1, assertion: -1)
        p = line.skipSpaces(p)
        let scanner = AmountScanner(bytes: bytes, end: line.end)
        do throws(AmountScanner.Problem) {
            if p < line.end, bytes[p] != UInt8(ascii: ";") {
                if bytes[p] == UInt8(ascii: "=") {
                    throw AmountScanner.Problem(
                        offset: p,
                        message:
                            "a balance assignment (no amount, then = AMOUNT) is not supported; write the posting's amount"
                    )
                }
                let scanned = try scanner.scan(at: p)
                let commodity = commodityFor(scanned, bytes: bytes, scope: scope)
                let number = try scanner.number(scanned, decimalHint: decimalHint(commodity, scope: scope))
                record.quantity = number.mantissa
                record.scale = UInt8(number.scale)
                record.commodity = commodity
                record.hasAmount = true
                learnStyle(commodity, scanned: scanned, number: number, countsForPrecision: true)
                p = line.skipSpaces(scanned.end)
                if p < line.end, bytes[p] == UInt8(ascii: "@") {
                    let isTotal = p + 1 < line.end && bytes[p + 1] == UInt8(ascii: "@")
                    let priceStart = line.skipSpaces(p + (isTotal ? 2 : 1))
                    let priceScan = try scanner.scan(at: priceStart)
                    let priceCommodity = commodityFor(priceScan, bytes: bytes, scope: scope)
                    let priceNumber = try scanner.number(
                        priceScan, decimalHint: decimalHint(priceCommodity, scope: scope))
                    learnStyle(priceCommodity, scanned: priceScan, number: priceNumber, countsForPrecision: false)
                    let quantity = ExactDecimal(uncheckedMantissa: number.mantissa, scale: number.scale)
                    let price = ExactDecimal(uncheckedMantissa: priceNumber.mantissa, scale: priceNumber.scale)
                    var total: ExactDecimal?
                    if isTotal {
                        total = quantity.signum < 0 ? price.magnitude.negated() : price.magnitude
                    } else {
                        total = quantity.multiplied(by: price)
                    }
                    guard let total else {
                        throw AmountScanner.Problem(offset: priceStart, message: "amount too large")
                    }
                    record.cost = Int32(costs.count)
                    costs.append(CostRecord(isTotal: isTotal, price: price, commodity: priceCommodity, total: total))
                    p = line.skipSpaces(priceScan.end)
                }
                if p < line.end, bytes[p] == UInt8(ascii: "=") {
                    let equalsAt = p
                    p += 1
                    let isTotal = p < line.end && bytes[p] == UInt8(ascii: "=")
                    if isTotal { p += 1 }
                    let isInclusive = p < line.end && bytes[p] == UInt8(ascii: "*")
                    if isInclusive { p += 1 }
                    let assertScan = try scanner.scan(at: line.skipSpaces(p))
                    let assertCommodity = commodityFor(assertScan, bytes: bytes, scope: scope)
                    let assertNumber = try scanner.number(
                        assertScan, decimalHint: decimalHint(assertCommodity, scope: scope))
                    learnStyle(assertCommodity, scanned: assertScan, number: assertNumber, countsForPrecision: false)
                    record.assertion = Int32(assertions.count)
                    assertions.append(
                        AssertionRecord(
                            amount: ExactDecimal(uncheckedMantissa: assertNumber.mantissa, scale: assertNumber.scale),
                            commodity: assertCommodity, isTotal: isTotal, isInclusive: isInclusive,
                            column: Int32(equalsAt - line.start)))
                    p = line.skipSpaces(assertScan.end)
                }
                if p < line.end, bytes[p] != UInt8(ascii: ";") {
                    throw AmountScanner.Problem(
                        offset: p,
                        message: "unexpected text after the amount; start a comment with ;")
                }
            }
        } catch {
            line.markFailed(&self, transaction: transaction, at: error.offset, error.message)
            return
        }
        postings.append(record)
        transactions[transaction].postingCount += 1
    }

    private mutating func commodityFor(
        _ scanned: AmountScanner.Scanned, bytes: UnsafeBufferPointer<UInt8>, scope: Scope
    ) -> Int32 {
        if scanned.symbolEnd == scanned.symbolStart { return scope.defaultCommodity ?? 0 }
        return commodityID(UnsafeBufferPointer(rebasing: bytes[scanned.symbolStart..<scanned.symbolEnd]))
    }

    private func decimalHint(_ commodity: Int32, scope: Scope) -> UInt8? {
        commodityInfo[Int(commodity)].declaredDecimalMark ?? scope.decimalMark
    }

    /// Remembers how the journal writes `commodity`: the first amount sets the style, the largest
    /// number of decimal places of posting amounts sets the precision (as hledger does).
    private mutating func learnStyle(
        _ commodity: Int32, scanned: AmountScanner.Scanned, number: AmountScanner.Number, countsForPrecision: Bool
    ) {
        let index = Int(commodity)
        if countsForPrecision, number.scale > commodityInfo[index].storageScale {
            commodityInfo[index].storageScale = number.scale
        }
        if commodityInfo[index].isDeclared { return }
        if var style = commodityInfo[index].style {
            if countsForPrecision, number.scale > style.precision { style.precision = number.scale }
            if style.groupingMark == nil, let mark = number.groupingMark {
                style.groupingMark = Character(Unicode.Scalar(mark))
            }
            if let mark = number.decimalMark, style.decimalMark != Character(Unicode.Scalar(mark)),
                number.groupingMark == nil,
                style.groupingMark == nil
            {
                style.decimalMark = Character(Unicode.Scalar(mark))
            }
            commodityInfo[index].style = style
        } else {
            commodityInfo[index].style = CommodityStyle(
                side: scanned.side, isSpaced: scanned.isSpaced,
                groupingMark: number.groupingMark.map { Character(Unicode.Scalar($0)) },
                decimalMark: number.decimalMark.map { Character(Unicode.Scalar($0)) }
                    ?? (number.groupingMark == UInt8(ascii: ".") ? "," : "."),
                precision: countsForPrecision ? number.scale : 0)
        }
    }

    // MARK: Directives

    private mutating func directive(_ line: inout LineContext, scope: inout Scope, inCommentBlock: inout Bool) -> Block
    {
        let name = line.word(at: line.start)
        let argumentStart = line.skipSpaces(line.start + name.utf8.count)
        let argument = line.text(argumentStart, line.trimmedEnd(line.end))
        switch name {
        case "comment":
            inCommentBlock = true
        case "include":
            include(argument, line: &line, scope: scope)
        case "account":
            accountDirective(&line, from: argumentStart, scope: scope)
            return .skipped
        case "commodity":
            if let id = commodityDirective(&line, from: argumentStart, id: nil, scope: scope) { return .commodity(id) }
            return .skipped
        case "Y", "year":
            if let year = Int(argument), (1...9999).contains(year) {
                scope.year = year
            } else {
                line.fail(&self, at: argumentStart, "expected a year from 1 to 9999 after \(name)")
            }
        case "apply":
            if line.wordAfter(5) == "account" {
                let accountStart = line.skipSpaces(line.skipSpaces(line.start + 5) + 7)
                scope.parentAccounts.append(line.text(accountStart, line.trimmedEnd(line.end)))
            } else {
                return .skipped
            }
        case "end":
            let what = line.text(argumentStart, line.trimmedEnd(line.end))
            if what == "aliases" {
                scope.aliases.removeAll()
            } else if what.hasPrefix("apply account") && !scope.parentAccounts.isEmpty {
                scope.parentAccounts.removeLast()
            }
        case "alias":
            aliasDirective(argument, line: &line, at: argumentStart, scope: &scope)
        case "decimal-mark":
            if argument == "." || argument == "," {
                scope.decimalMark = argument == "." ? UInt8(ascii: ".") : UInt8(ascii: ",")
            } else {
                line.fail(&self, at: argumentStart, "decimal-mark must be . or ,")
            }
        case "D":
            if let id = commodityDirective(&line, from: argumentStart, id: nil, scope: scope) {
                scope.defaultCommodity = id
            }
        case "P":
            priceDirective(&line, from: argumentStart, scope: scope)
        default:
            return .skipped
        }
        return .none
    }

    private mutating func include(_ pattern: String, line: inout LineContext, scope: Scope) {
        guard !pattern.isEmpty else {
            line.fail(&self, at: line.end, "include needs a file path")
            return
        }
        guard let resolver else {
            line.fail(&self, at: line.start, "include is not available here")
            return
        }
        guard includeStack.count < 64 else {
            line.fail(&self, at: line.start + 8, "includes are nested more than 64 deep")
            return
        }
        switch resolver(pattern, files[line.file].path) {
        case .failure(let failure):
            line.fail(&self, at: line.start + 8, "cannot include \(pattern): \(failure.message)")
        case .success(let sources):
            for source in sources {
                if let cycleStart = includeStack.firstIndex(of: source.path) {
                    let chain = (includeStack[cycleStart...] + [source.path]).joined(separator: " → ")
                    line.fail(&self, at: line.start + 8, "include cycle: \(chain)")
                    continue
                }
                files.append(source)
                includeStack.append(source.path)
                var inner = scope
                parseFile(files.count - 1, scope: &inner)
                includeStack.removeLast()
            }
        }
    }

    private mutating func accountDirective(_ line: inout LineContext, from start: Int, scope: Scope) {
        var p = start
        while p < line.end {
            let byte = line.bytes[p]
            if byte == Self.tab || byte == UInt8(ascii: ";") && p > start && line.bytes[p - 1] == Self.space
                || (byte == Self.space && p + 1 < line.end && line.bytes[p + 1] == Self.space)
            {
                break
            }
            p += 1
        }
        let nameEnd = line.trimmedEnd(p)
        guard nameEnd > start else {
            line.fail(&self, at: start, "account needs an account name")
            return
        }
        let id = accountID(UnsafeBufferPointer(rebasing: line.bytes[start..<nameEnd]), scope: scope)
        let rest = line.text(p, line.end)
        if let range = rest.firstRange(of: "type:") {
            let value = rest[range.upperBound...].prefix { $0 != "," && $0 != ";" }
                .trimmingSpaces()
            if let type = AccountType(tagValue: value) {
                declaredTypes[id] = type
            } else {
                line.fail(
                    &self, at: p,
                    "unknown account type \"\(value)\"; use Asset, Liability, Equity, Revenue or Expense (A, L, E, R, X)"
                )
            }
        }
    }

    /// `commodity 1.000,00 EUR`, `commodity EUR` (then `format …`), or `D $1,000.00`.
    @discardableResult
    private mutating func commodityDirective(
        _ line: inout LineContext, from start: Int, id existing: Int32?, scope: Scope
    ) -> Int32? {
        let p = line.skipSpaces(start)
        var end = p
        while end < line.end, !(line.bytes[end] == UInt8(ascii: ";") && (end == p || line.bytes[end - 1] == Self.space))
        { end += 1 }
        end = line.trimmedEnd(end)
        guard end > p else {
            line.fail(&self, at: p, "expected a commodity symbol or a sample amount such as 1.000,00 EUR")
            return nil
        }
        let scanner = AmountScanner(bytes: line.bytes, end: end)
        let hasDigit = line.bytes[p..<end].contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        if !hasDigit {
            let symbol = line.text(p, end).trimmingQuotes()
            let id = commodityID(symbol)
            if commodityInfo[Int(id)].style == nil { commodityInfo[Int(id)].style = CommodityStyle() }
            return id
        }
        do throws(AmountScanner.Problem) {
            let scanned = try scanner.scan(at: p)
            guard scanned.end == end else {
                throw AmountScanner.Problem(offset: scanned.end, message: "unexpected text after the sample amount")
            }
            let commodity =
                scanned.symbolEnd > scanned.symbolStart
                ? commodityID(UnsafeBufferPointer(rebasing: line.bytes[scanned.symbolStart..<scanned.symbolEnd]))
                : (existing ?? 0)
            // In a directive a lone mark is the decimal mark (1,000 means one with three decimals), as in hledger.
            var commas = 0
            var periods = 0
            var last: UInt8?
            for byte in line.bytes[scanned.numberStart..<scanned.numberEnd] {
                if byte == UInt8(ascii: ",") {
                    commas += 1
                    last = byte
                }
                if byte == UInt8(ascii: ".") {
                    periods += 1
                    last = byte
                }
            }
            let hint: UInt8? =
                commas + periods == 0
                ? nil
                : (commas > 0 && periods > 0) || commas + periods == 1
                    ? last
                    : (commas > 1 ? UInt8(ascii: ".") : UInt8(ascii: ","))
            let number = try scanner.number(scanned, decimalHint: hint ?? scope.decimalMark)
            commodityInfo[Int(commodity)].style = CommodityStyle(
                side: scanned.side, isSpaced: scanned.isSpaced,
                groupingMark: number.groupingMark.map { Character(Unicode.Scalar($0)) },
                decimalMark: Character(Unicode.Scalar(hint ?? scope.decimalMark ?? UInt8(ascii: "."))),
                precision: number.scale)
            commodityInfo[Int(commodity)].isDeclared = true
            commodityInfo[Int(commodity)].declaredDecimalMark = hint ?? scope.decimalMark
            return commodity
        } catch {
            line.fail(&self, at: error.offset, error.message)
            return nil
        }
    }

    private mutating func aliasDirective(_ argument: String, line: inout LineContext, at start: Int, scope: inout Scope)
    {
        if argument.hasPrefix("/") {
            warnings.append(
                makeError(
                    file: line.file, line: line.number, offset: start, lineStart: line.start, lineEnd: line.end,
                    "regular-expression aliases are not supported; this alias was skipped"))
            return
        }
        guard let equals = argument.firstIndex(of: "=") else {
            line.fail(&self, at: start, "expected alias OLD = NEW")
            return
        }
        let from = String(argument[..<equals]).trimmingSpaces()
        let to = String(argument[argument.index(after: equals)...]).trimmingSpaces()
        guard !from.isEmpty, !to.isEmpty else {
            line.fail(&self, at: start, "expected alias OLD = NEW")
            return
        }
        scope.aliases.append((from, to))
    }

    private mutating func priceDirective(_ line: inout LineContext, from start: Int, scope: Scope) {
        do throws(AmountScanner.Problem) {
            let (date, afterDate) = try line.date(at: start, defaultYear: scope.year)
            let symbolStart = line.skipSpaces(afterDate)
            var symbolEnd = symbolStart
            while symbolEnd < line.end, line.bytes[symbolEnd] != Self.space, line.bytes[symbolEnd] != Self.tab {
                symbolEnd += 1
            }
            guard symbolEnd > symbolStart else {
                throw AmountScanner.Problem(offset: symbolStart, message: "expected P DATE COMMODITY PRICE")
            }
            let commodity = commodityID(line.text(symbolStart, symbolEnd).trimmingQuotes())
            let scanner = AmountScanner(bytes: line.bytes, end: line.end)
            let scanned = try scanner.scan(at: line.skipSpaces(symbolEnd))
            let priceCommodity = commodityFor(scanned, bytes: line.bytes, scope: scope)
            let number = try scanner.number(scanned, decimalHint: decimalHint(priceCommodity, scope: scope))
            prices.append(
                PriceRecord(
                    date: date, commodity: commodity,
                    price: ExactDecimal(uncheckedMantissa: number.mantissa, scale: number.scale),
                    priceCommodity: priceCommodity))
        } catch {
            line.fail(&self, at: error.offset, error.message)
        }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }

    func trimmingQuotes() -> String {
        let text = trimmingSpaces()
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return String(text.dropFirst().dropLast()) }
        return text
    }
}
