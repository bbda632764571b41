/// The checks that need the whole journal, in hledger's order: forecast transactions, balance
/// assignments and assertions in date order (automated postings between two passes), residuals at
/// display precision, storage scales and overflow, date order; then the frozen `Journal`.
extension JournalBuilder {
    mutating func finish() -> Result<Journal, JournalLoadErrors> {
        settleStyles()
        warnAboutDoubtfulAmounts()
        if options.forecast == nil { checkPeriodicRules() } else { addForecast() }
        if options.appliesAutomatedPostings {
            runningBalances(checkingAssertions: false)
            applyAutomatedPostings()
            runningBalances(checkingAssertions: true)
        } else {
            runningBalances(checkingAssertions: true)
        }
        checkDeferredResiduals()
        guard errors.isEmpty else { return .failure(JournalLoadErrors(sortedErrors())) }
        normalizeScales()
        guard errors.isEmpty else { return .failure(JournalLoadErrors(sortedErrors())) }
        let order = dateOrder()
        return .success(Journal(storage: freeze(order)))
    }

    /// Errors in hledger's order of checks — reading, then balancing each transaction, then
    /// assignments and assertions — and within each in file order: by file as read, then line,
    /// then column. The first error is the one hledger 1.25 reports. The warning about amounts read
    /// like `5,400원` = 5.4, if any, comes last.
    private func sortedErrors() -> [JournalError] {
        let order = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { a, _ in a })
        func phase(_ problem: JournalProblem) -> Int {
            switch problem {
            case .unbalanced, .tooManyMissingAmounts: return 1
            case .assertionFailed, .assertionOtherCommodity, .assignmentWithPostingDate, .assignmentToAutomatedAccount:
                return 2
            default: return 0
            }
        }
        let styles = styleBySymbol
        // A journal that fails also says, after its errors, which amounts were read like `5,400원` =
        // 5.4: an assertion or a balance that fails because of it then explains itself.
        let doubts = warnings.filter {
            if case .ambiguousNumberReadAsDecimal = $0.problem { return true } else { return false }
        }
        return errors.enumerated().sorted { a, b in
            let pa = phase(a.element.problem)
            let pb = phase(b.element.problem)
            if pa != pb { return pa < pb }
            let fa = order[a.element.path] ?? 0
            let fb = order[b.element.path] ?? 0
            if fa != fb { return fa < fb }
            if a.element.line != b.element.line { return a.element.line < b.element.line }
            if a.element.column != b.element.column { return a.element.column < b.element.column }
            return a.offset < b.offset
        }.map { $0.element.styled(styles) } + doubts
    }

    /// The warnings, their amounts in the journal's style.
    private func styledWarnings() -> [JournalError] {
        guard warnings.contains(where: { !$0.problem.amounts.isEmpty }) else { return warnings }
        let styles = styleBySymbol
        return warnings.map { $0.styled(styles) }
    }

    /// Each commodity's style by its symbol, for messages that show amounts.
    var styleBySymbol: [String: CommodityStyle] {
        var styles: [String: CommodityStyle] = [:]
        for (index, info) in commodityInfo.enumerated() {
            if let style = info.style { styles[commodities.string(Int32(index))] = style }
        }
        return styles
    }

    /// Without `--forecast`, balances each periodic rule once as a trial: a rule that would not
    /// balance is a warning (hledger reports it only when it generates transactions).
    private mutating func checkPeriodicRules() {
        for index in rules.indices {
            guard case .periodic = rules[index].kind, let day = JournalDate(2000, 1, 1) else { continue }
            let savedErrors = errors.count
            let savedTransactions = transactions.count
            let savedPostings = postings.count
            let savedResiduals = deferredResiduals.count
            let savedWide = wideQuantities.count
            let transaction = instantiate(rule: index, on: day, generatedFrom: index)
            balanceGroups(transaction)
            var problems = errors[savedErrors...].map(\.problem)
            for entry in deferredResiduals[savedResiduals...] {
                let precision = commodityInfo[Int(entry.commodity)].style?.precision ?? 0
                if !entry.residual.looksZero(atPlaces: precision) {
                    problems.append(.unbalanced(group: .real, residual: [amount(entry.residual, entry.commodity)]))
                }
            }
            errors.removeSubrange(savedErrors...)
            deferredResiduals.removeSubrange(savedResiduals...)
            transactions.removeSubrange(savedTransactions...)
            postings.removeSubrange(savedPostings...)
            wideQuantities.removeSubrange(savedWide...)
            if let problem = problems.first {
                let rule = rules[index]
                warnings.append(lineError(file: Int(rule.file), line: Int(rule.line), .ruleWouldFail(problem)))
            }
        }
    }

    // MARK: Balance assignments and assertions

    /// Steps through the postings of the balanced transactions and the transactions with balance
    /// assignments by date, then in the order read (as hledger 1.25 orders them),
    /// keeping each account's running balance: fills in assigned amounts and balances those
    /// transactions, and checks every assertion when asked.
    private mutating func runningBalances(checkingAssertions: Bool) {
        guard !assertions.isEmpty else { return }
        var tracked = Set<Int32>()
        var inclusiveTargets = Set<Int32>()
        let assigned = Set(assignmentTransactions)
        for index in transactions.indices where !brokenTransactions.contains(index) {
            let record = transactions[index]
            let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
            for position in range where postings[position].assertion >= 0 {
                let posting = postings[position]
                tracked.insert(posting.account)
                if assertions[Int(posting.assertion)].isInclusive { inclusiveTargets.insert(posting.account) }
                if !posting.hasAmount, posting.date != 0 {
                    errors.append(postingError(posting, file: Int(record.file), .assignmentWithPostingDate))
                }
            }
        }
        guard !tracked.isEmpty else { return }
        let automatedAccounts = Set(
            rules.filter { if case .automated = $0.kind { return true } else { return false } }.flatMap { rule in
                rulePostings[Int(rule.postingStart)..<Int(rule.postingStart + rule.postingCount)].map(\.account)
            })
        var balances = RunningBalances(
            names: (0..<Int32(accounts.count)).map { accounts.string($0) }, tracked: tracked,
            inclusiveTargets: inclusiveTargets)

        // hledger's order: every posting of a balanced transaction and every transaction with an
        // assignment, in the order read (files depth-first, as included), stably sorted by date (a
        // posting's own date, else its transaction's): an assignment sets the balance at its place
        // in the day, and one written before earlier-dated entries still comes after them.
        var items: [(key: UInt64, isTransaction: Bool, index: Int32)] = []
        var sequence: UInt64 = 0
        for index in transactions.indices where !brokenTransactions.contains(index) {
            let record = transactions[index]
            if assigned.contains(index) {
                items.append((UInt64(UInt32(record.date)) << 32 | sequence, true, Int32(index)))
                sequence += 1
                continue
            }
            let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
            for position in range {
                let posting = postings[position]
                guard tracked.contains(posting.account) || !inclusiveTargets.isEmpty else { continue }
                let date = posting.date != 0 ? posting.date : record.date
                items.append((UInt64(UInt32(date)) << 32 | sequence, false, Int32(position)))
                sequence += 1
            }
        }
        items.sort { $0.key < $1.key }
        var fileOfPosting: [Int32: Int32] = [:]
        if checkingAssertions {
            for index in transactions.indices {
                let record = transactions[index]
                for position in Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
                where postings[position].assertion >= 0 {
                    fileOfPosting[Int32(position)] = record.file
                }
            }
        }
        for item in items {
            if !item.isTransaction {
                let posting = postings[Int(item.index)]
                guard posting.hasAmount else { continue }
                balances.add(posting, quantity(of: posting))
                if checkingAssertions, posting.assertion >= 0 {
                    check(posting, file: Int(fileOfPosting[item.index] ?? 0), balances: balances)
                }
                continue
            }
            let index = Int(item.index)
            let record = transactions[index]
            var range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
            var extra: [PostingRecord] = []
            for position in range {
                var posting = postings[position]
                if posting.hasAmount {
                    balances.add(posting, quantity(of: posting))
                    if checkingAssertions, posting.assertion >= 0 {
                        check(posting, file: Int(record.file), balances: balances)
                    }
                    continue
                }
                guard posting.assertion >= 0 else { continue }
                if automatedAccounts.contains(posting.account) {
                    errors.append(
                        postingError(
                            posting, file: Int(record.file),
                            .assignmentToAutomatedAccount(account: balances.names[Int(posting.account)])))
                    continue
                }
                let assertion = assertions[Int(posting.assertion)]
                let diff = balances.assignmentDifference(posting.account, assertion)
                posting.hasAmount = true
                posting.isInferred = true
                if diff.isEmpty {
                    posting.quantity = 0
                    posting.scale = 0
                    posting.commodity = assertion.commodity
                    postings[position] = posting
                } else {
                    for (offset, entry) in diff.enumerated() {
                        var split = posting
                        split.commodity = entry.commodity
                        setQuantity(entry.value, of: &split)
                        if entry.value.scale > commodityInfo[Int(entry.commodity)].storageScale {
                            commodityInfo[Int(entry.commodity)].storageScale = entry.value.scale
                        }
                        balances.add(split, entry.value)
                        if offset == 0 { postings[position] = split } else { extra.append(split) }
                    }
                }
            }
            if !extra.isEmpty { insertPostings(extra, into: index) }
            // Infer the remaining amount and balance, then add what was inferred.
            let refreshed = transactions[index]
            range = Int(refreshed.postingStart)..<Int(refreshed.postingStart + refreshed.postingCount)
            let missingBefore = range.filter { !postings[$0].hasAmount }
            let countBefore = refreshed.postingCount
            balanceGroups(index)
            let after = transactions[index]
            let afterRange = Int(after.postingStart)..<Int(after.postingStart + after.postingCount)
            let offsets = missingBefore.map { $0 - range.lowerBound }
            for offset in offsets {
                let posting = postings[afterRange.lowerBound + offset]
                balances.add(posting, quantity(of: posting))
            }
            if after.postingCount > countBefore {
                for position in (afterRange.upperBound - Int(after.postingCount - countBefore))..<afterRange.upperBound
                {
                    balances.add(postings[position], quantity(of: postings[position]))
                }
            }
        }
        // Assignments are resolved once: a second pass (after automated postings) only checks.
        assignmentTransactions.removeAll()
    }

    /// Checks the assertion on `posting` against the running balances just after it.
    private mutating func check(_ posting: PostingRecord, file: Int, balances: RunningBalances) {
        let assertion = assertions[Int(posting.assertion)]
        let account = balances.names[Int(posting.account)]
        let actual = balances.balance(posting.account, assertion.commodity, inclusive: assertion.isInclusive)
        if actual != assertion.amount {
            errors.append(
                postingError(
                    posting, file: file, byteOffset: Int(assertion.column),
                    .assertionFailed(
                        account: account, includingSubaccounts: assertion.isInclusive,
                        actual: amount(actual, assertion.commodity),
                        asserted: amount(assertion.amount, assertion.commodity))
                ))
        } else if assertion.isTotal,
            let other = balances.otherCommodity(
                posting.account, than: assertion.commodity, inclusive: assertion.isInclusive)
        {
            errors.append(
                postingError(
                    posting, file: file, byteOffset: Int(assertion.column),
                    .assertionOtherCommodity(
                        account: account, includingSubaccounts: assertion.isInclusive,
                        asserted: amount(assertion.amount, assertion.commodity), other: amount(other.1, other.0))))
        }
    }

    // MARK: Storage

    /// Puts every posting quantity at its commodity's storage scale, so totals are plain integer
    /// sums, where that is proven safe: every quantity of the commodity fits an `Int128` at that scale
    /// and so does the sum of their magnitudes. A commodity where it is not (a long cost's 30 places
    /// beside $100,000 amounts, a number of 40 digits) is wide: all its quantities go to the wide table,
    /// exact at their own scales, and its totals are summed there, the slow way.
    private mutating func normalizeScales() {
        let targets = commodityInfo.map(\.storageScale)
        var magnitudes = [UInt128](repeating: 0, count: targets.count)
        var isWide = [Bool](repeating: false, count: targets.count)
        var rescaling = false
        for record in transactions {
            let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
            for position in range {
                let posting = postings[position]
                guard posting.hasAmount else { continue }
                let commodity = Int(posting.commodity)
                if isWide[commodity] { continue }
                var magnitude: UInt128? = nil
                if posting.wide < 0 {
                    let shift = targets[commodity] - Int(posting.scale)
                    if shift == 0 {
                        magnitude = posting.quantity.magnitude
                    } else if shift > 0, shift <= 38 {
                        rescaling = true
                        let (scaled, overflow) = posting.quantity.multipliedReportingOverflow(
                            by: ExactDecimal.powersOfTen[shift])
                        if !overflow, scaled != Int128.min { magnitude = scaled.magnitude }
                    }
                }
                guard let magnitude else {
                    isWide[commodity] = true
                    continue
                }
                let (sum, overflow) = magnitudes[commodity].addingReportingOverflow(magnitude)
                if overflow || sum > UInt128(Int128.max) {
                    isWide[commodity] = true
                } else {
                    magnitudes[commodity] = sum
                }
            }
        }
        let anyWide = isWide.contains(true)
        wideCommodities = anyWide ? isWide : []
        self.magnitudes = magnitudes
        guard rescaling || anyWide else { return }
        for record in transactions {
            let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
            for position in range where postings[position].hasAmount {
                var posting = postings[position]
                let commodity = Int(posting.commodity)
                if isWide[commodity] {
                    guard posting.wide < 0 else { continue }
                    posting.wide = Int32(wideQuantities.count)
                    wideQuantities.append(ExactDecimal(uncheckedMantissa: posting.quantity, scale: Int(posting.scale)))
                    posting.quantity = 0
                } else {
                    let shift = targets[commodity] - Int(posting.scale)
                    guard shift > 0 else { continue }
                    // Proven above not to overflow.
                    posting.quantity = posting.quantity &* ExactDecimal.powersOfTen[shift]
                    posting.scale = UInt8(truncatingIfNeeded: targets[commodity])
                }
                postings[position] = posting
            }
        }
    }

    /// Transaction indices by date, then by the order they were read (as hledger orders them).
    private func dateOrder() -> [Int32] {
        var isSorted = true
        var previous: Int32 = 0
        for record in transactions {
            if record.date < previous {
                isSorted = false
                break
            }
            previous = record.date
        }
        if isSorted { return Array(0..<Int32(transactions.count)) }
        var keys = transactions.enumerated().map { UInt64(UInt32($0.element.date)) << 32 | UInt64($0.offset) }
        keys.sort()
        return keys.map { Int32(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
    }

    private mutating func freeze(_ order: [Int32]) -> Journal.Storage {
        let periodic = periodicTransactions()
        let accountNames = (0..<Int32(accounts.count)).map { accounts.string($0) }
        let declared = Dictionary(
            declaredTypes.map { (accountNames[Int($0.key)], $0.value) }, uniquingKeysWith: { a, _ in a })
        let types = Self.accountTypeCodes(of: accountNames, declared: declared)
        var sorted: [TransactionRecord] = []
        sorted.reserveCapacity(order.count + Journal.appendingRoom.transactions)
        for index in order { sorted.append(transactions[Int(index)]) }
        let end = journalEnd()
        if end != nil, postings.capacity - postings.count < Journal.appendingRoom.postings {
            postings.reserveCapacity(postings.count + Journal.appendingRoom.postings)
        }
        var monthKeys: [Int32] = []
        var monthStarts: [Int32] = []
        for (index, record) in sorted.enumerated() {
            let key = record.date / 10000 * 12 + record.date / 100 % 100 - 1
            if monthKeys.last != key {
                monthKeys.append(key)
                monthStarts.append(Int32(index))
            }
        }
        monthStarts.append(Int32(sorted.count))
        // Postings with their own date, by date, for the month tables.
        var dated: [(date: Int32, posting: Int32, transaction: Int32)] = []
        if datedPostingCount > 0 {
            for (index, record) in sorted.enumerated() {
                for position in Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
                where postings[position].date != 0 && postings[position].hasAmount {
                    dated.append((postings[position].date, Int32(position), Int32(index)))
                }
            }
            dated.sort { $0.date < $1.date || ($0.date == $1.date && $0.posting < $1.posting) }
        }
        return Journal.Storage(
            files: files, accountNames: accountNames, accountTypeCodes: types,
            commoditySymbols: (0..<Int32(commodities.count)).map { commodities.string($0) },
            commodityStyles: commodityInfo.map { $0.style ?? CommodityStyle() },
            commodityScales: commodityInfo.map(\.storageScale),
            transactions: sorted, postings: postings, wideQuantities: wideQuantities,
            wideCommodities: wideCommodities, costs: costs, assertions: assertions, prices: prices,
            monthKeys: monthKeys, monthStarts: monthStarts, datedPostings: dated.map(\.posting),
            datedPostingDates: dated.map(\.date), datedPostingTransactions: dated.map(\.transaction),
            periodicRules: periodic, warnings: styledWarnings(),
            endScopes: files.indices.map { endScopes[$0] ?? ReadingScope() },
            commoditySuggestions: commodityInfo.map(\.suggestion), end: end)
    }

    /// The types of the accounts `names`: declared (in `declared`, on it or an ancestor), else inferred
    /// from the name.
    static func accountTypeCodes(of names: some Collection<String>, declared: [String: AccountTypeCode])
        -> [AccountTypeCode?]
    {
        var types: [AccountTypeCode?] = []
        types.reserveCapacity(names.count)
        for name in names {
            var type: AccountTypeCode?
            var prefix = Substring(name)
            while !declared.isEmpty {
                if let found = declared[String(prefix)] {
                    type = found
                    break
                }
                // The parent's name ends before the last colon, found by its byte.
                guard let colon = prefix.utf8.lastIndex(of: UInt8(ascii: ":")) else { break }
                prefix = prefix[..<colon]
            }
            types.append(type ?? AccountTypeCode(accountName: name))
        }
        return types
    }

    /// What reading can go on from at the end of the last file, or `nil` when bytes appended to it
    /// cannot be read on alone: options that add transactions or postings (`--auto`, `--forecast`), a
    /// last file that is not a journal or whose reading did not end last (an include after it), an
    /// open `comment` block.
    private func journalEnd() -> JournalEnd? {
        guard !options.appliesAutomatedPostings, options.forecast == nil, let lastRead,
            lastRead.file == files.count - 1, !lastRead.inCommentBlock
        else { return nil }
        return JournalEnd(
            file: lastRead.file, scope: lastRead.scope, lines: lastRead.lines, options: options,
            accounts: accounts, commodities: commodities,
            commodityInfo: commodityInfo.map { info in
                var read = info
                read.settledStyle = nil
                return read
            },
            declaredTypes: declaredTypes, magnitudes: magnitudes)
    }
}

/// Each tracked account's running balance per commodity, exclusive of subaccounts and, for accounts
/// with inclusive (`=*`) assertions, inclusive of them.
struct RunningBalances {
    let names: [String]
    let tracked: Set<Int32>
    let inclusiveTargets: Set<Int32>
    private var own: [Int32: [(commodity: Int32, value: ExactDecimal)]] = [:]
    private var inclusive: [Int32: [(commodity: Int32, value: ExactDecimal)]] = [:]
    private var ancestors: [Int32: [Int32]] = [:]

    init(names: [String], tracked: Set<Int32>, inclusiveTargets: Set<Int32>) {
        self.names = names
        self.tracked = tracked
        self.inclusiveTargets = inclusiveTargets
    }

    mutating func add(_ posting: PostingRecord, _ value: ExactDecimal) {
        guard posting.hasAmount, !value.isZero else { return }
        if tracked.contains(posting.account) {
            Self.add(value, posting.commodity, to: &own[posting.account, default: []])
        }
        guard !inclusiveTargets.isEmpty else { return }
        for target in lineage(posting.account) {
            Self.add(value, posting.commodity, to: &inclusive[target, default: []])
        }
    }

    private static func add(
        _ value: ExactDecimal, _ commodity: Int32, to list: inout [(commodity: Int32, value: ExactDecimal)]
    ) {
        if let slot = list.firstIndex(where: { $0.commodity == commodity }) {
            list[slot].value = list[slot].value + value
        } else {
            list.append((commodity, value))
        }
    }

    /// The inclusive targets `account` counts towards: itself and its ancestors that have one.
    private mutating func lineage(_ account: Int32) -> [Int32] {
        if let found = ancestors[account] { return found }
        let name = names[Int(account)]
        let found = inclusiveTargets.filter { target in
            let targetName = names[Int(target)]
            return name == targetName || name.hasPrefix(targetName + ":")
        }
        ancestors[account] = Array(found)
        return Array(found)
    }

    func balance(_ account: Int32, _ commodity: Int32, inclusive isInclusive: Bool) -> ExactDecimal {
        let list = isInclusive ? inclusive[account] : own[account]
        return list?.first { $0.commodity == commodity }?.value ?? .zero
    }

    /// A commodity other than `commodity` with a nonzero balance, for `==` and `==*` assertions, as
    /// hledger 1.25 finds them: the commodities of the account's own balance, each checked in the
    /// balance asserted (with subaccounts for `==*`). A commodity only a subaccount holds is not
    /// checked: `a  ==* 10 USD` holds while `a:sub` has 3 GBP.
    func otherCommodity(_ account: Int32, than commodity: Int32, inclusive isInclusive: Bool) -> (Int32, ExactDecimal)?
    {
        for entry in own[account] ?? [] where entry.commodity != commodity {
            let value = isInclusive ? balance(account, entry.commodity, inclusive: true) : entry.value
            if !value.isZero { return (entry.commodity, value) }
        }
        return nil
    }

    /// The amounts a balance assignment posts, as hledger computes them: `=` sets one commodity of the
    /// account's own balance; `==` sets the whole balance; `=*`/`==*` set the balance including
    /// subaccounts by posting the difference to the account itself.
    func assignmentDifference(_ account: Int32, _ assertion: AssertionRecord) -> [(
        commodity: Int32, value: ExactDecimal
    )] {
        let ownList = own[account] ?? []
        let subaccounts: [(commodity: Int32, value: ExactDecimal)]
        if assertion.isInclusive {
            var subs = inclusive[account] ?? []
            for entry in ownList {
                if let slot = subs.firstIndex(where: { $0.commodity == entry.commodity }) {
                    subs[slot].value = subs[slot].value - entry.value
                }
            }
            subaccounts = subs
        } else {
            subaccounts = []
        }
        // The new own balance: (for `=`, the other commodities as they are) plus the asserted amount,
        // minus what the subaccounts hold (inclusive forms).
        var target: [(commodity: Int32, value: ExactDecimal)] = []
        if !assertion.isTotal {
            target = ownList.filter { $0.commodity != assertion.commodity }
        }
        Self.add(assertion.amount, assertion.commodity, to: &target)
        for entry in subaccounts { Self.add(-entry.value, entry.commodity, to: &target) }
        // The difference from the current own balance.
        var difference = target
        for entry in ownList { Self.add(-entry.value, entry.commodity, to: &difference) }
        return difference.filter { !$0.value.isZero }
    }
}
