/// Periodic (`~ PERIOD`) and automated (`= QUERY`) transactions: read and checked always; applied only
/// when the options ask (hledger's `--forecast` and `--auto`). A rule that would fail when applied is
/// a warning otherwise, as hledger reports such rules only when it applies them.
extension JournalBuilder {
    /// The day relative dates in period expressions count from: 1 January of the `Y` year, else today.
    func referenceDay(_ scope: Scope) -> JournalDate? {
        if let year = scope.year { return JournalDate(min(max(year, 1), 9999), 1, 1) }
        return options.today
    }

    /// Reads `~ PERIOD  [DESCRIPTION]` or `= QUERY`; returns the rule's index for its postings.
    mutating func parseRuleHeader(_ line: inout LineContext, periodic: Bool, scope: Scope) -> Int? {
        let bytes = line.bytes
        let start = line.skipSpaces(line.start + 1)
        var expressionEnd = start
        var description = TextRef()
        if periodic {
            // The period is single-spaced text up to a `;`; two spaces start the description.
            var p = start
            while p < line.end, bytes[p] != UInt8(ascii: ";") {
                let n = Whitespace.length(bytes, at: p, end: line.end)
                if n > 0, p + n < line.end, Whitespace.length(bytes, at: p + n, end: line.end) > 0 { break }
                p += max(n, 1)
            }
            expressionEnd = line.trimmedEnd(p)
            var descriptionStart = line.skipSpaces(p)
            if descriptionStart < line.end,
                bytes[descriptionStart] == UInt8(ascii: "*")
                    || bytes[descriptionStart] == UInt8(ascii: "!")
            {
                descriptionStart = line.skipSpaces(descriptionStart + 1)
            }
            var descriptionEnd = descriptionStart
            while descriptionEnd < line.end, bytes[descriptionEnd] != UInt8(ascii: ";") { descriptionEnd += 1 }
            description = TextRef(
                start: Int32(descriptionStart),
                length: Int32(max(0, line.trimmedEnd(descriptionEnd) - descriptionStart)))
        } else {
            while expressionEnd < line.end, bytes[expressionEnd] != UInt8(ascii: ";") { expressionEnd += 1 }
            expressionEnd = line.trimmedEnd(expressionEnd)
        }
        let text = line.text(start, expressionEnd)
        let kind: RuleRecord.Kind
        if periodic {
            guard let reference = referenceDay(scope) ?? (Self.isAbsolute(text) ? JournalDate(2000, 1, 1) : nil) else {
                line.fail(&self, at: start, length: max(1, expressionEnd - start), .periodNeedsToday)
                return nil
            }
            switch PeriodExpression.parse(text, reference: reference) {
            case .success(let rule):
                guard rule.startIsOnBoundary else {
                    line.fail(&self, at: start, length: max(1, expressionEnd - start), .periodStartOffBoundary)
                    return nil
                }
                kind = .periodic(rule)
            case .failure(let failure):
                let offset = start + min(failure.offset, text.utf8.count)
                line.fail(
                    &self, at: offset, length: max(1, expressionEnd - offset),
                    .invalidPeriodExpression(near: line.text(offset, expressionEnd)))
                return nil
            }
        } else {
            switch PostingQuery.parse(text, reference: referenceDay(scope) ?? JournalDate(2000, 1, 1)!) {
            case .success(let query): kind = .automated(query)
            case .failure(let failure):
                let problem: JournalProblem =
                    failure.regex.map { .invalidRegularExpression(pattern: failure.word, reason: $0) }
                    ?? .invalidQuery(near: failure.word)
                let offset = start + Self.byteOffset(of: failure.word, in: text)
                let error = makeError(
                    file: line.file, line: line.number, offset: offset, length: max(1, failure.word.utf8.count),
                    lineStart: line.start, lineEnd: line.end,
                    options.appliesAutomatedPostings ? problem : .ruleWouldFail(problem))
                if options.appliesAutomatedPostings { errors.append(error) } else { warnings.append(error) }
                kind = .automated(PostingQuery(terms: [.not(.always)]))
            }
        }
        rules.append(
            RuleRecord(
                kind: kind, file: Int32(line.file), line: Int32(line.number),
                expression: TextRef(start: Int32(start), length: Int32(expressionEnd - start)),
                description: description,
                postingStart: Int32(rulePostings.count), postingCount: 0))
        return rules.count - 1
    }

    /// Where `word` first appears in `text`, in bytes (0 when it does not).
    static func byteOffset(of word: String, in text: String) -> Int {
        let haystack = Array(text.utf8)
        let needle = Array(word.utf8)
        guard !needle.isEmpty, needle.count <= haystack.count else { return 0 }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle
        {
            return start
        }
        return 0
    }

    /// Whether a period expression names only absolute dates (so it needs no reference day).
    static func isAbsolute(_ text: String) -> Bool {
        let lower = text.lowercased()
        let relative = [
            "today", "yesterday", "tomorrow", "this", "last", "next", "jan", "feb", "mar", "apr", "may", "jun", "jul",
            "aug", "sep", "oct", "nov", "dec", "q1", "q2", "q3", "q4",
        ]
        return !relative.contains { lower.contains($0) }
    }

    /// One posting of a rule: `ACCOUNT  [AMOUNT | *N [COMMODITY]]  [= ASSERTION]`.
    mutating func parseRulePosting(_ line: inout LineContext, from content: Int, rule: Int, scope: Scope) {
        let (accountStart, accountEnd, kind, nameEnd, _) = accountPart(&line, from: content)
        let account = accountID(UnsafeBufferPointer(rebasing: line.bytes[accountStart..<accountEnd]), scope: scope)
        let isAutomated: Bool
        if case .automated = rules[rule].kind { isAutomated = true } else { isAutomated = false }
        do throws(AmountScanner.Problem) {
            let tail = try postingTail(&line, from: nameEnd, scope: scope, allowsMultiplier: isAutomated, inRule: true)
            rulePostings.append(
                RulePostingRecord(
                    account: account, kind: kind, line: Int32(line.number), hasAmount: tail.hasAmount,
                    isMultiplier: tail.isMultiplier,
                    quantity: tail.wide >= 0
                        ? wideQuantities[Int(tail.wide)]
                        : ExactDecimal(uncheckedMantissa: tail.quantity, scale: tail.scale),
                    commodity: tail.commodity,
                    cost: tail.cost, assertion: tail.assertion))
            rules[rule].postingCount += 1
        } catch {
            line.fail(&self, error)
        }
    }

    /// Ends a rule's block (a periodic rule is balanced as a trial at the end of loading).
    mutating func finishRule(_ index: Int) {}

    /// Appends a transaction made from rule `index` on `date` (its postings copied, multipliers as
    /// given) and returns its index; the caller balances it.
    mutating func instantiate(rule index: Int, on date: JournalDate, generatedFrom: Int) -> Int {
        let rule = rules[index]
        transactions.append(
            TransactionRecord(
                date: date.packed, secondaryDate: 0, file: rule.file, line: rule.line,
                postingStart: Int32(postings.count), postingCount: rule.postingCount, status: 0, code: TextRef(),
                description: rule.description, comment: TextRef()))
        for position in Int(rule.postingStart)..<Int(rule.postingStart + rule.postingCount) {
            let posting = rulePostings[position]
            var record = PostingRecord(
                quantity: 0, scale: 0, kind: posting.kind, isInferred: false, hasAmount: posting.hasAmount,
                account: posting.account, commodity: posting.commodity, line: posting.line, cost: posting.cost,
                assertion: posting.assertion)
            setQuantity(posting.quantity, of: &record)
            postings.append(record)
        }
        return transactions.count - 1
    }

    // MARK: Forecast

    /// Adds the transactions periodic rules generate over the forecast period, balanced, as hledger's
    /// `--forecast` does.
    mutating func addForecast() {
        guard let forecast = options.forecast, let today = options.today else { return }
        let periodic = rules.indices.filter { if case .periodic = rules[$0].kind { return true } else { return false } }
        guard !periodic.isEmpty else { return }
        var latest: Int32 = 0
        for record in transactions where record.date > latest { latest = record.date }
        let afterLatest = latest == 0 ? today : JournalDate(packed: latest).adding(days: 1) ?? today
        var start = afterLatest
        var end = today.adding(days: 180) ?? today
        if case .between(let from, let to) = forecast {
            if let from { start = from }
            if let to { end = to }
        }
        var generated: [(JournalDate, Int)] = []
        for index in periodic {
            guard case .periodic(let rule) = rules[index].kind else { continue }
            for day in rule.occurrences(from: start, upTo: end) { generated.append((day, index)) }
        }
        generated.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        for (day, index) in generated {
            let transaction = instantiate(rule: index, on: day, generatedFrom: index)
            finishTransaction(transaction)
        }
    }

    // MARK: Automated postings

    /// Adds the postings of every automated rule to each transaction it matches (its original postings
    /// only), as hledger's `--auto` does, then balances the transactions again.
    mutating func applyAutomatedPostings() {
        let automated = rules.indices.filter {
            if case .automated = rules[$0].kind { return rules[$0].postingCount > 0 } else { return false }
        }
        guard !automated.isEmpty else { return }
        let names = (0..<Int32(accounts.count)).map { accounts.string($0) }
        for index in transactions.indices where !brokenTransactions.contains(index) {
            let record = transactions[index]
            let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
            let source = files[Int(record.file)]
            let description = source.text(record.description)
            let code = source.text(record.code)
            let transactionTags = source.tags(record.comment)
            var added: [PostingRecord] = []
            for position in range {
                let posting = postings[position]
                guard posting.hasAmount else { continue }
                let quantity = self.quantity(of: posting)
                let subject = PostingQuery.Subject(
                    account: names[Int(posting.account)], description: description, code: code,
                    commodity: commodities.string(posting.commodity), quantity: quantity, status: record.status,
                    kind: posting.kind,
                    date: JournalDate(packed: posting.date != 0 ? posting.date : record.date), tags: transactionTags)
                for ruleIndex in automated {
                    guard case .automated(let query) = rules[ruleIndex].kind, query.matches(subject) else { continue }
                    let rule = rules[ruleIndex]
                    for rulePosition in Int(rule.postingStart)..<Int(rule.postingStart + rule.postingCount) {
                        let generated = rulePostings[rulePosition]
                        var value = generated.quantity
                        var commodity = generated.commodity
                        var hasAmount = generated.hasAmount
                        if generated.isMultiplier {
                            value = quantity * generated.quantity
                            if commodity == 0 { commodity = posting.commodity }
                            hasAmount = true
                        }
                        if value.scale > commodityInfo[Int(commodity)].storageScale {
                            commodityInfo[Int(commodity)].storageScale = value.scale
                        }
                        var record = PostingRecord(
                            quantity: 0, scale: 0, kind: generated.kind, isInferred: false, hasAmount: hasAmount,
                            account: generated.account, commodity: commodity, line: generated.line,
                            cost: generated.cost, assertion: generated.assertion, date: posting.date)
                        setQuantity(value, of: &record)
                        added.append(record)
                    }
                }
            }
            guard !added.isEmpty else { continue }
            // Move the transaction's postings to the end with the new ones, and balance it again.
            let moved = Array(postings[range]) + added
            transactions[index].postingStart = Int32(postings.count)
            transactions[index].postingCount = Int32(moved.count)
            postings.append(contentsOf: moved)
            finishTransaction(index)
        }
    }
}

extension JournalSource {
    /// The text of a reference into this file's bytes.
    func text(_ ref: TextRef) -> String {
        guard ref.length > 0 else { return "" }
        return String(decoding: bytes[Int(ref.start)..<Int(ref.start + ref.length)], as: UTF8.self)
    }

    /// The `name: value` tags of a comment reference.
    func tags(_ ref: TextRef) -> [(String, String)] {
        guard ref.length > 0 else { return [] }
        var found: [(String, String)] = []
        bytes.withUnsafeBufferPointer { buffer in
            CommentTags.scan(
                buffer, from: Int(ref.start), end: Int(ref.start + ref.length),
                tags: { name, valueStart, valueEnd in
                    found.append(
                        (
                            name,
                            String(decoding: buffer[valueStart..<valueEnd], as: UTF8.self).trimmingSpaces()
                        ))
                })
        }
        return found
    }
}
