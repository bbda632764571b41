/// Balances a transaction the way hledger does: real postings sum to zero per commodity, balanced
/// virtual `[…]` postings sum to zero among themselves, `(…)` postings are exempt, costs (`@`, `@@`)
/// count in the cost's commodity, and at most one posting per group may leave its amount out to take
/// the balancing amount (one posting per commodity when several are left over). A group whose amounts
/// add up to exactly two commodities and has no costs balances as a conversion between them (hledger
/// infers the price). A residual that looks zero at its commodity's display precision (at most half a
/// unit in its last place, as hledger's `amountLooksZero` has it) is accepted, checked once every
/// precision is known.
extension JournalBuilder {
    mutating func finishTransaction(_ index: Int) {
        if !brokenTransactions.isEmpty, brokenTransactions.contains(index) {
            let record = transactions[index]
            if Int(record.postingStart) + Int(record.postingCount) == postings.count {
                postings.removeSubrange(Int(record.postingStart)..<postings.count)
            }
            transactions[index].postingCount = 0
            return
        }
        if assignmentTransactions.last == index { return }  // balanced in date order, among the others
        balanceGroups(index)
    }

    /// Balances both groups of transaction `index`; true when nothing was wrong.
    @discardableResult
    mutating func balanceGroups(_ index: Int) -> Bool {
        let before = errors.count
        balance(index, group: PostingKindCode.real)
        let record = transactions[index]
        let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
        if range.contains(where: { postings[$0].kind == PostingKindCode.balancedVirtual }) {
            balance(index, group: PostingKindCode.balancedVirtual)
        }
        return errors.count == before
    }

    private mutating func balance(_ index: Int, group: UInt8) {
        let record = transactions[index]
        let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
        if let small = smallBalance(range, group: group) {
            // The commonest cases, settled without a decimal or an array: balanced, or one posting
            // that takes the one commodity left over (or zero).
            if small.missing < 0 {
                if small.nonzero == 0 { return }
            } else if small.nonzero <= 1 {
                var posting = postings[small.missing]
                posting.hasAmount = true
                posting.isInferred = true
                if small.nonzero == 1 {
                    let inferred = small.sums[small.firstNonzero]
                    posting.commodity = inferred.commodity
                    posting.quantity = -inferred.mantissa
                    posting.scale = UInt8(truncatingIfNeeded: inferred.scale)
                    posting.cost = -1
                    if inferred.scale > commodityInfo[Int(inferred.commodity)].storageScale {
                        commodityInfo[Int(inferred.commodity)].storageScale = inferred.scale
                    }
                }
                postings[small.missing] = posting
                return
            }
        }
        // Every other case, exactly: wide amounts, several commodities left over, errors.
        var missing: [Int] = []
        var hasCost = false
        var sums: [(commodity: Int32, value: ExactDecimal)] = []
        for position in range where postings[position].kind == group {
            let posting = postings[position]
            guard posting.hasAmount else {
                missing.append(position)
                continue
            }
            var commodity = posting.commodity
            var value = quantity(of: posting)
            if posting.cost >= 0 {
                let cost = costs[Int(posting.cost)]
                commodity = cost.commodity
                value = cost.total
                hasCost = true
            }
            if let slot = sums.firstIndex(where: { $0.commodity == commodity }) {
                sums[slot].value = sums[slot].value + value
            } else {
                sums.append((commodity, value))
            }
        }
        let leftover = sums.filter { !$0.value.isZero }
        let postingGroup: PostingGroup = group == PostingKindCode.real ? .real : .balancedVirtual
        if missing.count > 1 {
            errors.append(
                transactionError(
                    index, .tooManyMissingAmounts(group: postingGroup, lines: missing.map { Int(postings[$0].line) })))
            return
        }
        if let position = missing.first {
            var inferred = postings[position]
            inferred.hasAmount = true
            inferred.isInferred = true
            guard !leftover.isEmpty else {
                postings[position] = inferred  // takes zero, with no commodity
                return
            }
            var extra: [PostingRecord] = []
            for (offset, entry) in leftover.enumerated() {
                let negated = -entry.value
                var posting = inferred
                posting.commodity = entry.commodity
                setQuantity(negated, of: &posting)
                posting.cost = -1
                if negated.scale > commodityInfo[Int(entry.commodity)].storageScale {
                    commodityInfo[Int(entry.commodity)].storageScale = negated.scale
                }
                if offset == 0 { postings[position] = posting } else { extra.append(posting) }
            }
            if !extra.isEmpty { insertPostings(extra, into: index) }
            return
        }
        // Two commodities and no costs: a conversion whose price hledger infers.
        if leftover.count == 2 && !hasCost { return }
        for entry in leftover {
            deferredResiduals.append((index, entry.commodity, entry.value, group))
        }
    }

    /// One commodity's sum in an `Int128`, at the larger scale of its amounts (as `ExactDecimal` adds).
    struct SmallSum {
        var commodity: Int32 = 0
        var mantissa: Int128 = 0
        var scale = 0
    }

    /// A group's sums when they are small: at most four commodities, every amount and sum in an
    /// `Int128`, at most one posting without an amount.
    struct SmallBalance {
        var sums = InlineArray<4, SmallSum>(repeating: SmallSum())
        var count = 0
        /// How many sums are not zero, and the first of them.
        var nonzero = 0
        var firstNonzero = 0
        /// The posting without an amount, or -1.
        var missing = -1
    }

    /// The group's sums per commodity (costs in their commodity), the common case, with no decimal
    /// and no array: `nil` for a wide amount or cost, a sum past `Int128`, more than four commodities
    /// or two postings without amounts, which the exact path settles (and reports).
    private func smallBalance(_ range: Range<Int>, group: UInt8) -> SmallBalance? {
        var result = SmallBalance()
        for position in range where postings[position].kind == group {
            let posting = postings[position]
            guard posting.hasAmount else {
                guard result.missing < 0 else { return nil }
                result.missing = position
                continue
            }
            guard posting.wide < 0 else { return nil }
            var commodity = posting.commodity
            var mantissa = posting.quantity
            var scale = Int(posting.scale)
            if posting.cost >= 0 {
                let cost = costs[Int(posting.cost)]
                guard let total = cost.total.smallMantissa else { return nil }
                commodity = cost.commodity
                mantissa = total
                scale = cost.total.scale
            }
            var slot = 0
            while slot < result.count, result.sums[slot].commodity != commodity { slot += 1 }
            if slot == result.count {
                guard slot < 4 else { return nil }
                result.sums[slot] = SmallSum(commodity: commodity, mantissa: mantissa, scale: scale)
                result.count += 1
                continue
            }
            var sum = result.sums[slot]
            if sum.scale != scale {
                let shift = sum.scale < scale ? scale - sum.scale : sum.scale - scale
                guard shift <= 38 else { return nil }
                let (scaled, overflow) = (sum.scale < scale ? sum.mantissa : mantissa).multipliedReportingOverflow(
                    by: ExactDecimal.powersOfTen[shift])
                guard !overflow else { return nil }
                if sum.scale < scale {
                    sum.mantissa = scaled
                    sum.scale = scale
                } else {
                    mantissa = scaled
                }
            }
            let (total, overflow) = sum.mantissa.addingReportingOverflow(mantissa)
            guard !overflow, total != Int128.min else { return nil }
            sum.mantissa = total
            result.sums[slot] = sum
        }
        for slot in 0..<result.count where result.sums[slot].mantissa != 0 {
            if result.nonzero == 0 { result.firstNonzero = slot }
            result.nonzero += 1
        }
        return result
    }

    /// Adds postings to the end of transaction `index`'s postings, moving them to the end of the
    /// table first when they are not already last.
    mutating func insertPostings(_ extra: [PostingRecord], into index: Int) {
        let record = transactions[index]
        let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
        if range.upperBound != postings.count {
            let moved = Array(postings[range])
            transactions[index].postingStart = Int32(postings.count)
            postings.append(contentsOf: moved)
        }
        postings.append(contentsOf: extra)
        transactions[index].postingCount += Int32(extra.count)
    }

    /// Checks residuals once every commodity's display precision is known: a residual that rounds to
    /// zero at that precision is accepted, as hledger does.
    mutating func checkDeferredResiduals() {
        var byTransaction: [Int: [(commodity: Int32, residual: ExactDecimal, group: UInt8)]] = [:]
        for entry in deferredResiduals {
            let precision = commodityInfo[Int(entry.commodity)].style?.precision ?? 0
            if !entry.residual.looksZero(atPlaces: precision) {
                byTransaction[entry.transaction, default: []].append((entry.commodity, entry.residual, entry.group))
            }
        }
        deferredResiduals.removeAll()
        for index in byTransaction.keys.sorted() {
            let entries = byTransaction[index] ?? []
            for group in [PostingKindCode.real, PostingKindCode.balancedVirtual] {
                let residual = entries.filter { $0.group == group }.map { amount($0.residual, $0.commodity) }
                guard !residual.isEmpty else { continue }
                errors.append(
                    transactionError(
                        index,
                        .unbalanced(group: group == PostingKindCode.real ? .real : .balancedVirtual, residual: residual)
                    ))
            }
        }
    }
}
