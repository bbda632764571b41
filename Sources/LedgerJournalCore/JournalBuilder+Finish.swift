/// The checks that need the whole journal: storage scales and overflow, date order, balance
/// assertions; then the frozen `Journal`.
extension JournalBuilder {
    mutating func finish() -> Result<Journal, JournalLoadErrors> {
        checkDeferredResiduals()
        guard errors.isEmpty else { return .failure(JournalLoadErrors(errors)) }
        normalizeScales()
        guard errors.isEmpty else { return .failure(JournalLoadErrors(errors)) }
        let order = dateOrder()
        checkAssertions(order)
        guard errors.isEmpty else { return .failure(JournalLoadErrors(errors)) }
        return .success(Journal(storage: freeze(order)))
    }

    /// Puts every posting quantity at its commodity's storage scale, so totals are plain integer
    /// sums, and proves that no total can overflow: the sum of magnitudes per commodity must fit.
    private mutating func normalizeScales() {
        var magnitudes = [UInt128](repeating: 0, count: commodityInfo.count)
        for (index, record) in transactions.enumerated() {
            let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
            for position in range where postings[position].hasAmount {
                let posting = postings[position]
                let commodity = Int(posting.commodity)
                let target = commodityInfo[commodity].storageScale
                let value = ExactDecimal(uncheckedMantissa: posting.quantity, scale: Int(posting.scale))
                guard let scaled = value.rescaled(to: target), scaled.mantissa != Int128.min else {
                    errors.append(postingError(posting, file: Int(record.file), "amount too large"))
                    continue
                }
                postings[position].quantity = scaled.mantissa
                postings[position].scale = UInt8(target)
                let (sum, overflow) = magnitudes[commodity].addingReportingOverflow(scaled.mantissa.magnitude)
                if overflow || sum > UInt128(Int128.max) {
                    errors.append(
                        postingError(
                            posting, file: Int(record.file),
                            "amount too large: the amounts in \(commodities.string(posting.commodity)) add up beyond what can be represented"
                        ))
                    magnitudes[commodity] = 0
                    _ = index
                } else {
                    magnitudes[commodity] = sum
                }
            }
        }
    }

    /// Transaction indices by date, then by the order they were read (as hledger orders them).
    private mutating func dateOrder() -> [Int32] {
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

    /// Checks every `= AMOUNT` assertion against the account's running balance in that commodity
    /// after its posting, in date order (`==`: no other commodity either; `=*`: subaccounts included).
    private mutating func checkAssertions(_ order: [Int32]) {
        guard !assertions.isEmpty else { return }
        var exclusive = Set<Int32>()
        var inclusive = Set<Int32>()
        for record in transactions {
            let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
            for position in range where postings[position].assertion >= 0 {
                let posting = postings[position]
                if assertions[Int(posting.assertion)].isInclusive {
                    inclusive.insert(posting.account)
                } else {
                    exclusive.insert(posting.account)
                }
            }
        }
        let names = (0..<Int32(accounts.count)).map { accounts.string($0) }
        let inclusiveNames = inclusive.map { ($0, names[Int($0)]) }
        var ancestors: [Int32: [Int32]] = [:]
        var running: [UInt64: Int128] = [:]
        var runningInclusive: [UInt64: Int128] = [:]
        func key(_ account: Int32, _ commodity: Int32) -> UInt64 {
            UInt64(UInt32(account)) << 32 | UInt64(UInt32(commodity))
        }
        for transactionIndex in order {
            let record = transactions[Int(transactionIndex)]
            let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
            for position in range {
                let posting = postings[position]
                if posting.hasAmount, posting.quantity != 0 {
                    if exclusive.contains(posting.account) {
                        running[key(posting.account, posting.commodity), default: 0] += posting.quantity
                    }
                    if !inclusive.isEmpty {
                        let lineage =
                            ancestors[posting.account]
                            ?? {
                                let name = names[Int(posting.account)]
                                let found = inclusiveNames.filter { name == $0.1 || name.hasPrefix($0.1 + ":") }.map(
                                    \.0)
                                ancestors[posting.account] = found
                                return found
                            }()
                        for ancestor in lineage {
                            runningInclusive[key(ancestor, posting.commodity), default: 0] += posting.quantity
                        }
                    }
                }
                guard posting.assertion >= 0 else { continue }
                let assertion = assertions[Int(posting.assertion)]
                let table = assertion.isInclusive ? runningInclusive : running
                let scale = commodityInfo[Int(assertion.commodity)].storageScale
                let actual = ExactDecimal(
                    uncheckedMantissa: table[key(posting.account, assertion.commodity)] ?? 0, scale: scale)
                let account = names[Int(posting.account)]
                let subaccounts = assertion.isInclusive ? " (with subaccounts)" : ""
                if actual != assertion.amount {
                    var message =
                        "balance assertion failed: \(account)\(subaccounts) holds \(format(actual, assertion.commodity)) after this posting, not \(format(assertion.amount, assertion.commodity))"
                    if let difference = assertion.amount.subtracting(actual) {
                        message += " (difference \(format(difference, assertion.commodity)))"
                    }
                    errors.append(
                        postingError(posting, file: Int(record.file), byteOffset: Int(assertion.column), message))
                } else if assertion.isTotal {
                    let prefix = UInt64(UInt32(posting.account)) << 32
                    let other = table.first { entry in
                        entry.key & 0xFFFF_FFFF_0000_0000 == prefix && entry.value != 0
                            && Int32(truncatingIfNeeded: entry.key & 0xFFFF_FFFF) != assertion.commodity
                    }
                    if let other {
                        let commodity = Int32(truncatingIfNeeded: other.key & 0xFFFF_FFFF)
                        let amount = ExactDecimal(
                            uncheckedMantissa: other.value, scale: commodityInfo[Int(commodity)].storageScale)
                        errors.append(
                            postingError(
                                posting, file: Int(record.file), byteOffset: Int(assertion.column),
                                "balance assertion failed: == says \(account)\(subaccounts) holds only \(format(assertion.amount, assertion.commodity)), but it also holds \(format(amount, commodity))"
                            ))
                    }
                }
            }
        }
    }

    private mutating func freeze(_ order: [Int32]) -> Journal.Storage {
        let accountNames = (0..<Int32(accounts.count)).map { accounts.string($0) }
        var types: [AccountType?] = []
        types.reserveCapacity(accountNames.count)
        let declared = Dictionary(
            declaredTypes.map { (accountNames[Int($0.key)], $0.value) }, uniquingKeysWith: { a, _ in a })
        for name in accountNames {
            var type: AccountType?
            var prefix = Substring(name)
            while true {
                if let found = declared[String(prefix)] {
                    type = found
                    break
                }
                guard let colon = prefix.lastIndex(of: ":") else { break }
                prefix = prefix[..<colon]
            }
            types.append(type ?? AccountType(topLevelName: String(name.prefix { $0 != ":" })))
        }
        let sorted = order.map { transactions[Int($0)] }
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
        return Journal.Storage(
            files: files, accountNames: accountNames, accountTypes: types,
            commoditySymbols: (0..<Int32(commodities.count)).map { commodities.string($0) },
            commodityStyles: commodityInfo.map { $0.style ?? CommodityStyle() },
            commodityScales: commodityInfo.map(\.storageScale),
            transactions: sorted, postings: postings, costs: costs, assertions: assertions, prices: prices,
            monthKeys: monthKeys, monthStarts: monthStarts, warnings: warnings)
    }
}
