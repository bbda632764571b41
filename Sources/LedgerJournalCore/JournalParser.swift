/// Reads one journal file's bytes line by line into the builder. Every non-blank line is a transaction
/// header, a posting, a directive or its subdirective, a comment or part of a `comment` block, or it
/// is an error at its position; nothing is skipped. Scans bytes, never makes a `String` per line.
extension JournalBuilder {
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09

    /// The file formats hledger reads.
    enum FileFormat {
        case journal
        case timeclock
        case timedot
        case unsupported(String)
    }

    /// The format of `path` by its extension, as hledger picks it.
    static func format(of path: String) -> FileFormat {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return .journal }
        switch path[path.index(after: dot)...].lowercased() {
        case "timeclock": return .timeclock
        case "timedot": return .timedot
        case "csv", "tsv", "ssv": return .unsupported(String(path[path.index(after: dot)...]).lowercased())
        default: return .journal
        }
    }

    /// Parses the file at `fileIndex` (already in `files`), following includes.
    mutating func parseFile(_ fileIndex: Int, scope: inout Scope) {
        let bytes = files[fileIndex].bytes
        guard bytes.count < Int(Int32.max) else {
            errors.append(JournalError(path: files[fileIndex].path, line: 0, column: 0, problem: .fileTooLarge))
            return
        }
        if let bad = UTF8Check.firstProblem(in: bytes) {
            let (line, lineStart, lineEnd) = locate(offset: bad.offset, in: bytes)
            addError(
                file: fileIndex, line: line, offset: bad.offset, lineStart: lineStart, lineEnd: lineEnd, bad.problem)
            return
        }
        var format = Self.format(of: files[fileIndex].path)
        switch files[fileIndex].format {
        case .journal?: format = .journal
        case .timeclock?: format = .timeclock
        case .timedot?: format = .timedot
        case nil: break
        }
        bytes.withUnsafeBufferPointer { buffer in
            switch format {
            case .journal: parseLines(buffer, fileIndex: fileIndex, scope: &scope)
            case .timeclock:
                parseTimeclock(buffer, fileIndex: fileIndex, scope: scope)
                lastRead = nil
            case .timedot:
                parseTimedot(buffer, fileIndex: fileIndex, scope: scope)
                lastRead = nil
            case .unsupported(let name):
                errors.append(
                    JournalError(path: files[fileIndex].path, line: 0, column: 0, problem: .unsupportedFormat(name)))
                lastRead = nil
            }
        }
        endScopes[fileIndex] = ReadingScope(
            decimalMark: scope.decimalMark, defaultCommodity: scope.defaultCommodity,
            defaultStyle: scope.defaultStyle)
    }

    /// Line number and bounds of the line holding `offset` (for errors only).
    func locate(offset: Int, in bytes: [UInt8]) -> (Int, Int, Int) {
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

    /// What the indented lines after a line belong to.
    enum Block {
        case none
        case transaction(Int)
        case rule(Int)
        case commodity(Int32)
        /// An `account` directive: indented lines are its comments and subdirectives, all accepted.
        case account(Int32)
        /// A directive that takes no indented lines.
        case bare(String)
        /// A line already reported as wrong: the indented lines under it belong to it and are not
        /// reported again.
        case broken
    }

    /// Calls `body` with each line of `bytes` (after a byte-order mark), numbered from 1.
    @inline(__always)
    static func forEachLine(
        _ bytes: UnsafeBufferPointer<UInt8>, fileIndex: Int, _ body: (inout LineContext) -> Void
    ) {
        var position = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var lineNumber = 0
        let count = bytes.count
        while position < count {
            let lineStart = position
            var lineEnd = position
            while lineEnd < count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            position = lineEnd + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            lineNumber += 1
            var line = LineContext(bytes: bytes, file: fileIndex, number: lineNumber, start: lineStart, end: lineEnd)
            body(&line)
        }
    }

    /// Reads the journal lines of `bytes`, the file at `fileIndex`, from its start (after a byte-order
    /// mark), or from the byte `resuming.offset` that begins line `resuming.line + 1` (bytes appended to a
    /// file read before, read on in the state its end left: see ``Journal/appending(_:toFile:)``). Notes
    /// where the reading ended in ``lastRead``.
    mutating func parseLines(
        _ bytes: UnsafeBufferPointer<UInt8>, fileIndex: Int, scope: inout Scope,
        resuming: (offset: Int, line: Int)? = nil
    ) {
        var block = Block.none
        var inCommentBlock = false
        // The line loop is written out (not `forEachLine`) so that `scope` is not captured by a closure,
        // which would copy it for every line.
        var position = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var lineNumber = 0
        if let resuming {
            position = resuming.offset
            lineNumber = resuming.line
        }
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
                if line.matches("end comment", at: lineStart) {
                    inCommentBlock = false
                    let rest = line.skipSpaces(lineStart + 11)
                    if rest < lineEnd { line.fail(&self, at: rest, .unexpectedText(after: .directive("end comment"))) }
                }
                continue
            }
            let indent = Whitespace.length(bytes, at: lineStart, end: lineEnd)
            if lineStart == lineEnd || indent > 0 {
                let content = line.skipSpaces(lineStart)
                if content == lineEnd {
                    finish(&block)
                    continue
                }
                let first = bytes[content]
                switch block {
                case .transaction(let index):
                    if first == UInt8(ascii: ";") {
                        postingComment(&line, from: content + 1, transaction: index)
                    } else {
                        parsePosting(&line, from: content, transaction: index, scope: scope)
                    }
                case .rule(let index):
                    if first != UInt8(ascii: ";") { parseRulePosting(&line, from: content, rule: index, scope: scope) }
                case .commodity(let id):
                    if first == UInt8(ascii: ";") { continue }
                    if line.word(at: content) == "format" {
                        formatSubdirective(&line, from: content + 6, id: id, scope: scope)
                    } else {
                        line.fail(
                            &self, at: content, length: line.wordEnd(at: content) - content,
                            .unexpectedSubdirective(directive: "commodity"))
                    }
                case .account(let id):
                    if first == UInt8(ascii: ";") {
                        accountComment(&line, from: content + 1, account: id)
                    } else if !Self.accountSubdirectives.contains(line.word(at: content).lowercased()) {
                        line.fail(&self, at: content, .ignoredAccountSubdirective)
                    }
                case .bare(let name):
                    if first == UInt8(ascii: ";") || first == UInt8(ascii: "#") || first == UInt8(ascii: "*") {
                        continue
                    }
                    line.fail(&self, at: content, .unexpectedSubdirective(directive: name))
                case .broken:
                    continue
                case .none:
                    if first == UInt8(ascii: ";") || first == UInt8(ascii: "#") || first == UInt8(ascii: "*") {
                        continue
                    }
                    line.fail(&self, at: content, .unexpectedIndentation)
                    block = .broken
                }
                continue
            }
            finish(&block)
            let first = bytes[lineStart]
            switch first {
            case UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*"):
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                block = parseHeader(&line, scope: scope).map { .transaction($0) } ?? .broken
            case UInt8(ascii: "~"):
                block = parseRuleHeader(&line, periodic: true, scope: scope).map { .rule($0) } ?? .broken
            case UInt8(ascii: "="):
                block = parseRuleHeader(&line, periodic: false, scope: scope).map { .rule($0) } ?? .broken
            default:
                block = directive(&line, scope: &scope, inCommentBlock: &inCommentBlock)
            }
        }
        finish(&block)
        lastRead = LastRead(file: fileIndex, scope: scope, lines: lineNumber, inCommentBlock: inCommentBlock)
    }

    mutating func finish(_ block: inout Block) {
        switch block {
        case .transaction(let index): finishTransaction(index)
        case .rule(let index): finishRule(index)
        default: break
        }
        block = .none
    }

    // MARK: Directives

    /// The subdirectives ledger writes under an `account` directive, which hledger reads and ignores.
    private static let accountSubdirectives: Set<String> = [
        "note", "alias", "payee", "check", "assert", "eval", "default", "type:", "value", "#",
    ]

    /// The directives hledger reads, and ledger's that it refuses (named in the error).
    private static let ledgerOnlyDirectives: Set<String> = [
        "apply", "assert", "bucket", "A", "capture", "check", "define", "eval", "expr", "python", "value", "year",
        "test", "end", "@", "I", "O", "i", "o", "b", "h",
    ]

    private mutating func directive(_ line: inout LineContext, scope: inout Scope, inCommentBlock: inout Bool)
        -> Block
    {
        var nameStart = line.start
        if line.bytes[nameStart] == UInt8(ascii: "!") { nameStart += 1 }
        let nameEnd = line.wordEnd(at: nameStart)
        var name = line.text(nameStart, nameEnd)
        var argumentStart = line.skipSpaces(nameEnd)
        // `Y2024`: the year may follow the letter directly.
        if name.count > 1, name.first == "Y", name.dropFirst().allSatisfy(\.isASCIIDigit) {
            name = "Y"
            argumentStart = nameStart + 1
        }
        let argumentEnd = line.trimmedEnd(line.end)
        switch name {
        case "comment":
            if argumentStart < line.end {
                line.fail(&self, at: argumentStart, .unexpectedText(after: .directive("comment")))
            }
            inCommentBlock = true
            return .none
        case "include":
            include(&line, from: argumentStart, scope: scope)
            return .bare("include")
        case "account":
            return accountDirective(&line, from: argumentStart, scope: scope)
        case "commodity":
            if let id = commodityDirective(&line, from: argumentStart, scope: scope) { return .commodity(id) }
            return .commodity(-1)
        case "Y":
            yearDirective(&line, from: argumentStart, scope: &scope)
            return .bare("Y")
        case "apply":
            guard line.word(at: argumentStart) == "account" else { break }
            let accountStart = line.skipSpaces(argumentStart + 7)
            guard accountStart < line.end else {
                line.fail(&self, at: line.end, .expectedArgument(directive: "apply account"))
                return .bare("apply account")
            }
            let end = accountNameEnd(&line, from: accountStart)
            scope.parentAccounts.append(
                Self.normalizedAccountName(UnsafeBufferPointer(rebasing: line.bytes[accountStart..<end])))
            trailingComment(&line, from: end, directive: "apply account")
            return .bare("apply account")
        case "end":
            let what = line.text(argumentStart, argumentEnd)
            if what == "aliases" {
                scope.aliases.removeAll()
                return .bare("end aliases")
            }
            if what == "apply account" {
                if scope.parentAccounts.isEmpty {
                    line.fail(&self, at: argumentStart, .endWithoutBeginning(directive: "apply account"))
                } else {
                    scope.parentAccounts.removeLast()
                }
                return .bare("end apply account")
            }
        case "alias":
            aliasDirective(&line, from: argumentStart, scope: &scope)
            return .bare("alias")
        case "decimal-mark":
            if argumentStart < line.end,
                line.bytes[argumentStart] == UInt8(ascii: ".")
                    || line.bytes[argumentStart] == UInt8(ascii: ",")
            {
                scope.decimalMark = line.bytes[argumentStart]
            } else {
                line.fail(&self, at: argumentStart, .invalidDecimalMark)
            }
            return .bare("decimal-mark")
        case "D":
            if let id = defaultCommodityDirective(&line, from: argumentStart, scope: scope) {
                scope.defaultCommodity = id
                scope.defaultStyle = commodityInfo[Int(id)].suggestion
            }
            return .bare("D")
        case "P":
            priceDirective(&line, from: argumentStart, scope: scope)
            return .bare("P")
        case "payee", "tag", "N":
            if argumentStart >= line.end { line.fail(&self, at: line.end, .expectedArgument(directive: name)) }
            return .bare(name)
        case "C":
            conversionDirective(&line, from: argumentStart, scope: scope)
            return .bare("C")
        default:
            break
        }
        if isTimeclockEntry(&line) {
            if !otherFormatReported.contains(line.file) {
                otherFormatReported.insert(line.file)
                line.fail(&self, at: line.start, .looksLikeTimeclock)
            }
            return .none
        }
        if isTimedotEntry(&line) {
            if !otherFormatReported.contains(line.file) {
                otherFormatReported.insert(line.file)
                line.fail(&self, at: line.start, .looksLikeTimedot)
            }
            return .none
        }
        if line.bytes[line.start] == UInt8(ascii: "%") || line.bytes[line.start] == UInt8(ascii: "|") {
            line.fail(&self, at: line.start, .ledgerOnlyComment)
            return .broken
        }
        if Self.ledgerOnlyDirectives.contains(name) || line.bytes[line.start] == UInt8(ascii: "@")
            || line.bytes[line.start] == UInt8(ascii: "!") || line.bytes[line.start] == UInt8(ascii: "-")
        {
            line.fail(
                &self, at: line.start, length: nameEnd - line.start,
                .unsupportedDirective(line.text(line.start, nameEnd)))
        } else {
            line.fail(&self, at: line.start, .unexpectedLine)
        }
        return .broken
    }

    /// Whether the line is a timeclock entry (`i 2024/07/01 09:00:00 …`), which only a `.timeclock`
    /// file may hold.
    private func isTimeclockEntry(_ line: inout LineContext) -> Bool {
        let code = line.bytes[line.start]
        guard "ioObh".utf8.contains(code), line.start + 1 < line.end,
            Whitespace.length(line.bytes, at: line.start + 1, end: line.end) > 0
        else { return false }
        let dateStart = line.skipSpaces(line.start + 1)
        return (try? line.writtenDate(at: dateStart, defaultYear: 2000)) != nil
    }

    /// Whether the line looks like a timedot entry (`fos:haskell  .... ..`, `biz  2.5h`) right after a
    /// date line with no description, as in a `.timedot` file.
    private func isTimedotEntry(_ line: inout LineContext) -> Bool {
        guard let last = transactions.last, last.postingCount == 0, last.description.length == 0,
            Int(last.file) == line.file, Int(last.line) < line.number
        else { return false }
        let nameEnd = accountNameEnd(&line, from: line.start)
        let quantity = line.skipSpaces(nameEnd)
        guard quantity > nameEnd + 1, quantity < line.end else { return false }
        let byte = line.bytes[quantity]
        return byte == UInt8(ascii: ".") || line.isDigit(quantity)
    }

    /// Accepts the end of a directive's line: spaces, then nothing or a `;` comment.
    private mutating func trailingComment(_ line: inout LineContext, from: Int, directive: String) {
        let p = line.skipSpaces(from)
        if p < line.end, line.bytes[p] != UInt8(ascii: ";") {
            line.fail(&self, at: p, .unexpectedText(after: .directive(directive)))
        }
    }

    /// Where an account name starting at `start` ends: at two whitespace characters, a tab… or the end
    /// of the line (single spaces may sit inside it).
    @inline(__always)
    func accountNameEnd(_ line: inout LineContext, from start: Int) -> Int {
        accountNameScan(line.bytes, from: start, end: line.end).end
    }

    /// Where an account name ends, and whether it holds whitespace other than single plain spaces
    /// (a tab, a no-break space), which the name is normalised for. One pass over the bytes: plain
    /// ASCII and UTF-8 bytes that cannot start a Unicode space are stepped over without a check.
    @inline(__always)
    func accountNameScan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> (
        end: Int, otherWhitespace: Bool
    ) {
        var p = start
        var other = false
        while p < end {
            let byte = bytes[p]
            // ASCII letters and signs, UTF-8 continuation bytes, and lead bytes from U+0100 that do not
            // start a Unicode space (Hangul among them) cannot be whitespace.
            if (byte > 0x20 && byte < 0xC2) || byte >= 0xE4 || (byte > 0xC2 && byte < 0xE1) {
                p += 1
                continue
            }
            let n = Whitespace.length(bytes, at: p, end: end)
            if n == 0 {
                p += 1
                continue
            }
            if p + n >= end || Whitespace.length(bytes, at: p + n, end: end) > 0 { break }
            if byte != 0x20 { other = true }
            p += n
        }
        return (p, other)
    }

    private mutating func yearDirective(_ line: inout LineContext, from start: Int, scope: inout Scope) {
        var p = start
        var year = 0
        while line.isDigit(p) {
            if year < 1_000_000 { year = year * 10 + Int(line.bytes[p] - UInt8(ascii: "0")) }
            p += 1
        }
        guard p - start >= 4 else {
            line.fail(&self, at: start, length: max(1, p - start), .expectedYear)
            return
        }
        let rest = line.skipSpaces(p)
        if rest < line.end {
            line.fail(&self, at: rest, .unexpectedText(after: .directive("Y")))
            return
        }
        scope.year = year
    }

    private mutating func include(_ line: inout LineContext, from start: Int, scope: Scope) {
        let end = line.trimmedEnd(line.end)
        guard start < end else {
            line.fail(&self, at: line.end, .expectedArgument(directive: "include"))
            return
        }
        let pattern = line.text(start, end)
        guard let resolver else {
            line.fail(&self, at: line.start, .includeUnavailable)
            return
        }
        guard includeStack.count < 64 else {
            line.fail(&self, at: start, .includesTooDeep(limit: 64))
            return
        }
        switch resolver(pattern, files[line.file].path) {
        case .failure(let failure):
            line.fail(
                &self, at: start, length: end - start,
                .includeFailed(pattern: pattern, path: failure.path, reason: failure.problem))
        case .success(let sources):
            for source in sources {
                if let cycleStart = includeStack.firstIndex(of: source.path) {
                    line.fail(
                        &self, at: start, length: end - start,
                        .includeCycle(Array(includeStack[cycleStart...]) + [source.path]))
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

    private mutating func accountDirective(_ line: inout LineContext, from start: Int, scope: Scope) -> Block {
        guard start < line.end else {
            line.fail(&self, at: line.end, .expectedArgument(directive: "account"))
            return .bare("account")
        }
        let nameEnd = accountNameEnd(&line, from: start)
        let id = accountID(UnsafeBufferPointer(rebasing: line.bytes[start..<nameEnd]), scope: scope)
        let p = line.skipSpaces(nameEnd)
        if p < line.end {
            if line.bytes[p] == UInt8(ascii: ";") {
                accountComment(&line, from: p + 1, account: id)
            } else {
                line.fail(&self, at: p, .unexpectedText(after: .directive("account")))
            }
        }
        return .account(id)
    }

    /// Reads a `type:` tag in an account directive's comment (the first one counts).
    private mutating func accountComment(_ line: inout LineContext, from start: Int, account: Int32) {
        guard declaredTypes[account] == nil else { return }
        var found: (Int, Int)?
        CommentTags.scan(
            line.bytes, from: start, end: line.end,
            tags: { name, valueStart, valueEnd in
                if found == nil, name == "type" { found = (valueStart, valueEnd) }
            })
        guard let (valueStart, valueEnd) = found else { return }
        let value = line.text(valueStart, valueEnd).trimmingSpaces()
        if let type = AccountTypeCode(tagValue: value) {
            declaredTypes[account] = type
        } else {
            line.fail(&self, at: valueStart, length: max(1, valueEnd - valueStart), .unknownAccountType(value))
        }
    }

    /// `commodity EUR`, `commodity 1.000,00 EUR` (then `format …` lines).
    private mutating func commodityDirective(_ line: inout LineContext, from start: Int, scope: Scope) -> Int32? {
        guard start < line.end else {
            line.fail(&self, at: line.end, .expectedCommodity)
            return nil
        }
        let scanner = AmountScanner(bytes: line.bytes, end: line.end)
        let hasDigit = line.bytes[start..<line.end].prefix { $0 != UInt8(ascii: ";") }.contains {
            $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")
        }
        if !hasDigit {
            // A bare symbol: quoted, or a run of symbol characters.
            var end = start
            if line.bytes[start] == UInt8(ascii: "\"") {
                end = start + 1
                while end < line.end, line.bytes[end] != UInt8(ascii: "\"") { end += 1 }
                guard end < line.end, end > start + 1 else {
                    line.fail(&self, at: start, end > start + 1 ? .unterminatedQuote : .emptyQuotedCommodity)
                    return nil
                }
                let id = commodityID(UnsafeBufferPointer(rebasing: line.bytes[(start + 1)..<end]))
                trailingComment(&line, from: end + 1, directive: "commodity")
                return id  // a bare symbol declares no style: hledger infers one from the amounts
            }
            while end < line.end, AmountScanner.isSymbolByte(line.bytes[end]),
                Whitespace.length(line.bytes, at: end, end: line.end) == 0
            {
                end += 1
            }
            guard end > start else {
                line.fail(&self, at: start, .expectedCommodity)
                return nil
            }
            let id = commodityID(UnsafeBufferPointer(rebasing: line.bytes[start..<end]))
            trailingComment(&line, from: end, directive: "commodity")
            return id
        }
        do throws(AmountScanner.Problem) {
            let (id, next) = try declaredStyle(&line, scanner: scanner, at: start, existing: nil, scope: scope)
            trailingComment(&line, from: next, directive: "commodity")
            return id
        } catch {
            line.fail(&self, error)
            return nil
        }
    }

    /// A `format AMOUNT` line under `commodity SYMBOL`.
    private mutating func formatSubdirective(_ line: inout LineContext, from start: Int, id: Int32, scope: Scope) {
        guard id >= 0 else { return }
        let p = line.skipSpaces(start)
        let scanner = AmountScanner(bytes: line.bytes, end: line.end)
        do throws(AmountScanner.Problem) {
            let (_, next) = try declaredStyle(&line, scanner: scanner, at: p, existing: id, scope: scope)
            trailingComment(&line, from: next, directive: "format")
        } catch {
            line.fail(&self, error)
        }
    }

    /// Reads a sample amount declaring a commodity's style (`1.000,00 EUR`): hledger asks for a decimal
    /// mark, so that the style can settle ambiguous numbers.
    private mutating func declaredStyle(
        _ line: inout LineContext, scanner: AmountScanner, at p: Int, existing: Int32?, scope: Scope
    ) throws(AmountScanner.Problem) -> (Int32, Int) {
        let scanned = try scanner.scan(at: p)
        let symbolID =
            scanned.symbolEnd > scanned.symbolStart
            ? commodityID(UnsafeBufferPointer(rebasing: line.bytes[scanned.symbolStart..<scanned.symbolEnd]))
            : (existing ?? scope.defaultCommodity ?? 0)
        if let existing, symbolID != existing {
            throw AmountScanner.Problem(
                offset: scanned.symbolStart,
                .formatSymbolMismatch(declared: commodities.string(existing), format: commodities.string(symbolID)),
                length: max(1, scanned.symbolEnd - scanned.symbolStart))
        }
        let suggestion = scope.decimalMark.map { AmountScanner.Suggestion(decimalMark: $0) } ?? scope.defaultStyle
        let number = try scanner.number(scanned, suggestion: suggestion)
        guard number.decimalMark != nil else {
            throw AmountScanner.Problem(
                offset: scanned.number.start, .commodityNeedsDecimalMark,
                length: scanned.number.end - scanned.number.start)
        }
        commodityInfo[Int(symbolID)].declaredStyle = Self.style(of: number, scanned, scanner: scanner)
        if number.looksLikeThousands {
            // `commodity 1,000원` declares a decimal comma: note it as an amount in doubt, so the
            // warning names it.
            learnStyle(&line, symbolID, scanned: scanned, number: number, source: .other, storage: false)
        }
        commodityInfo[Int(symbolID)].suggestion = AmountScanner.Suggestion(
            decimalMark: number.decimalMark, groupingMark: number.groupingMark, precision: number.scale)
        return (symbolID, scanned.end)
    }

    /// The style a directive's sample amount declares, as written.
    static func style(of number: AmountScanner.Number, _ scanned: AmountScanner.Scanned, scanner: AmountScanner)
        -> CommodityStyle
    {
        let sizes = number.groupingMark.map {
            scanner.groupSizes(scanned.number, groupMark: $0, decimalMark: number.decimalMark)
        }
        let group = number.groupingMark.map { Character(Unicode.Scalar($0)) }
        var decimal = number.decimalMark.map { Character(Unicode.Scalar($0)) } ?? "."
        if decimal == group { decimal = "," }
        return CommodityStyle(
            side: scanned.side, isSpaced: scanned.isSpaced, groupingMark: group, groupSizes: sizes ?? [3],
            decimalMark: decimal, precision: number.scale)
    }

    /// `D $1,000.00`: the commodity for amounts written without one, and its style.
    private mutating func defaultCommodityDirective(_ line: inout LineContext, from start: Int, scope: Scope)
        -> Int32?
    {
        guard start < line.end else {
            line.fail(&self, at: line.end, .expectedCommodity)
            return nil
        }
        let scanner = AmountScanner(bytes: line.bytes, end: line.end)
        do throws(AmountScanner.Problem) {
            let scanned = try scanner.scan(at: start)
            let id =
                scanned.symbolEnd > scanned.symbolStart
                ? commodityID(UnsafeBufferPointer(rebasing: line.bytes[scanned.symbolStart..<scanned.symbolEnd])) : 0
            let suggestion =
                scope.decimalMark.map { AmountScanner.Suggestion(decimalMark: $0) } ?? commodityInfo[Int(id)].suggestion
            let number = try scanner.number(scanned, suggestion: suggestion)
            if !commodityInfo[Int(id)].isDeclared {
                commodityInfo[Int(id)].defaultDirectiveStyle = Self.style(of: number, scanned, scanner: scanner)
                commodityInfo[Int(id)].suggestion = AmountScanner.Suggestion(
                    decimalMark: number.decimalMark, groupingMark: number.groupingMark, precision: number.scale)
            }
            if number.scale > commodityInfo[Int(id)].storageScale { commodityInfo[Int(id)].storageScale = number.scale }
            trailingComment(&line, from: scanned.end, directive: "D")
            return id
        } catch {
            line.fail(&self, error)
            return nil
        }
    }

    /// `C 1.00 Kb = 1024 bytes`: read and checked, not used (as in hledger).
    private mutating func conversionDirective(_ line: inout LineContext, from start: Int, scope: Scope) {
        let scanner = AmountScanner(bytes: line.bytes, end: line.end)
        do throws(AmountScanner.Problem) {
            let first = try scanner.scan(at: start)
            var p = line.skipSpaces(first.end)
            guard p < line.end, line.bytes[p] == UInt8(ascii: "=") else {
                throw AmountScanner.Problem(offset: p, .unexpectedText(after: .directive("C")))
            }
            p = line.skipSpaces(p + 1)
            _ = try scanner.scan(at: p)
        } catch {
            line.fail(&self, error)
        }
    }

    private mutating func aliasDirective(_ line: inout LineContext, from start: Int, scope: inout Scope) {
        let end = line.trimmedEnd(line.end)
        guard start < end else {
            line.fail(&self, at: line.end, .expectedAlias)
            return
        }
        if line.bytes[start] == UInt8(ascii: "/") {
            // `/REGEX/ = REPLACEMENT`: the pattern runs to the last `/` before the `=`.
            var close = -1
            var p = start + 1
            while p < end {
                if line.bytes[p] == UInt8(ascii: "\\") {
                    p += 2
                    continue
                }
                if line.bytes[p] == UInt8(ascii: "/") {
                    let after = line.skipSpaces(p + 1)
                    if after < end, line.bytes[after] == UInt8(ascii: "=") {
                        close = p
                        break
                    }
                }
                p += 1
            }
            guard close > start else {
                line.fail(&self, at: end, .expectedAlias)
                return
            }
            let pattern = line.text(start + 1, close)
            let equals = line.skipSpaces(close + 1)
            let replacement = line.text(line.skipSpaces(equals + 1), end)
            switch Regex.compile(pattern, caseInsensitive: true) {
            case .success(let regex): scope.aliases.append(.regex(regex, replacement: replacement))
            case .failure(let problem):
                line.fail(
                    &self, at: start + 1, length: max(1, close - start - 1),
                    .invalidRegularExpression(pattern: pattern, reason: problem))
            }
            return
        }
        guard let equals = line.bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) else {
            line.fail(&self, at: end, .expectedAlias)
            return
        }
        let from = line.text(start, line.trimmedEnd(equals))
        let to = line.text(line.skipSpaces(equals + 1), end)
        guard !from.isEmpty else {
            line.fail(&self, at: start, .expectedAlias)
            return
        }
        scope.aliases.append(.plain(from: from, to: to))
    }

    /// `P DATE [TIME] COMMODITY PRICE`: recorded, not used for totals; a date outside years 1…9999
    /// is read and checked but not recorded.
    private mutating func priceDirective(_ line: inout LineContext, from start: Int, scope: Scope) {
        do throws(AmountScanner.Problem) {
            let written = try line.writtenDate(at: start, defaultYear: scope.year ?? currentYear)
            guard written.end < line.end, Whitespace.length(line.bytes, at: written.end, end: line.end) > 0 else {
                throw AmountScanner.Problem(offset: written.end, .unexpectedText(after: .date))
            }
            var p = line.skipSpaces(written.end)
            if let afterTime = timeOfDay(&line, at: p) { p = line.skipSpaces(afterTime) }
            let scanner = AmountScanner(bytes: line.bytes, end: line.end)
            let symbolScan = try symbolOnly(&line, at: p)
            let commodity = commodityID(UnsafeBufferPointer(rebasing: line.bytes[symbolScan.0..<symbolScan.1]))
            p = line.skipSpaces(symbolScan.2)
            guard p < line.end else { throw AmountScanner.Problem(offset: p, .expectedMarketPrice) }
            let scanned = try scanner.scan(at: p)
            let priceCommodity = commodityFor(scanned, bytes: line.bytes, scope: scope)
            let number = try scanner.number(scanned, suggestion: suggestion(for: priceCommodity, scope: scope))
            learnStyle(&line, priceCommodity, scanned: scanned, number: number, source: .price, storage: false)
            if let date = JournalDate(written.year, written.month, written.day) {
                prices.append(
                    PriceRecord(
                        date: date.packed, commodity: commodity,
                        price: scanner.value(of: number),
                        priceCommodity: priceCommodity))
            }
        } catch {
            line.fail(&self, error)
        }
    }

    /// A commodity symbol alone at `at` (quoted or not): (start, end, next).
    private func symbolOnly(_ line: inout LineContext, at p: Int) throws(AmountScanner.Problem) -> (Int, Int, Int) {
        guard p < line.end else { throw AmountScanner.Problem(offset: p, .expectedMarketPrice) }
        if line.bytes[p] == UInt8(ascii: "\"") {
            var q = p + 1
            while q < line.end, line.bytes[q] != UInt8(ascii: "\"") { q += 1 }
            guard q < line.end else { throw AmountScanner.Problem(offset: p, .unterminatedQuote) }
            guard q > p + 1 else { throw AmountScanner.Problem(offset: p, .emptyQuotedCommodity) }
            return (p + 1, q, q + 1)
        }
        var q = p
        while q < line.end, AmountScanner.isSymbolByte(line.bytes[q]),
            Whitespace.length(line.bytes, at: q, end: line.end) == 0
        {
            q += 1
        }
        guard q > p else { throw AmountScanner.Problem(offset: p, .expectedMarketPrice) }
        return (p, q, q)
    }

    /// `HH:MM` or `HH:MM:SS` (hours 0–23, minutes and seconds 0–59) with an optional `+HHMM`/`-HHMM`
    /// zone at `at`: where it ends, or nil when there is no time there.
    func timeOfDay(_ line: inout LineContext, at p: Int) -> Int? {
        func two(_ at: Int, max: Int) -> Int? {
            guard line.isDigit(at), line.isDigit(at + 1) else { return nil }
            let value = Int(line.bytes[at] - 48) * 10 + Int(line.bytes[at + 1] - 48)
            return value <= max ? value : nil
        }
        guard two(p, max: 23) != nil, p + 2 < line.end, line.bytes[p + 2] == UInt8(ascii: ":"),
            two(p + 3, max: 59) != nil
        else { return nil }
        var q = p + 5
        if q < line.end, line.bytes[q] == UInt8(ascii: ":") {
            guard two(q + 1, max: 59) != nil else { return nil }
            q += 3
            if q < line.end, line.bytes[q] == UInt8(ascii: ".") {
                q += 1
                while line.isDigit(q) { q += 1 }
            }
        }
        if q < line.end, line.bytes[q] == UInt8(ascii: "+") || line.bytes[q] == UInt8(ascii: "-"),
            line.isDigit(q + 1)
        {
            var r = q + 1
            while line.isDigit(r) { r += 1 }
            q = r
        }
        guard q >= line.end || Whitespace.length(line.bytes, at: q, end: line.end) > 0 else { return nil }
        return q
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

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
