/// Balances a transaction the way hledger does: real postings sum to zero per commodity, balanced
/// virtual `[…]` postings sum to zero among themselves, `(…)` postings are exempt, costs (`@`, `@@`)
/// count in the cost's commodity, and at most one posting per group may leave its amount out to take
/// the balancing amount (one posting per commodity when several are left over).
extension JournalBuilder {
    mutating func finishTransaction(_ index: Int) {
        if !brokenTransactions.isEmpty, brokenTransactions.contains(index) {
            let record = transactions[index]
            postings.removeSubrange(Int(record.postingStart)..<postings.count)
            transactions[index].postingCount = 0
            return
        }
        balance(index, group: PostingKindCode.real)
        let record = transactions[index]
        let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
        if range.contains(where: { postings[$0].kind == PostingKindCode.balancedVirtual }) {
            balance(index, group: PostingKindCode.balancedVirtual)
        }
    }

    private mutating func balance(_ index: Int, group: UInt8) {
        let record = transactions[index]
        let range = Int(record.postingStart)..<Int(record.postingStart + record.postingCount)
        var sums: [(commodity: Int32, value: ExactDecimal)] = []
        var missing: [Int] = []
        var hasCost = false
        for position in range where postings[position].kind == group {
            let posting = postings[position]
            guard posting.hasAmount else {
                missing.append(position)
                continue
            }
            var commodity = posting.commodity
            var value = ExactDecimal(uncheckedMantissa: posting.quantity, scale: Int(posting.scale))
            if posting.cost >= 0 {
                let cost = costs[Int(posting.cost)]
                commodity = cost.commodity
                value = cost.total
                hasCost = true
            }
            if let slot = sums.firstIndex(where: { $0.commodity == commodity }) {
                guard let sum = sums[slot].value.adding(value) else {
                    errors.append(transactionError(index, "amounts too large to add up in this transaction"))
                    return
                }
                sums[slot].value = sum
            } else {
                sums.append((commodity, value))
            }
        }
        let groupName = group == PostingKindCode.real ? "real" : "balanced virtual [ ]"
        if missing.count > 1 {
            let lines = missing.map { String(postings[$0].line) }.joined(separator: ", ")
            errors.append(
                transactionError(
                    index,
                    "only one \(groupName) posting may leave its amount out, but those on lines \(lines) all do (put two or more spaces between an account and its amount)"
                ))
            return
        }
        let leftover = sums.filter { !$0.value.isZero }
        if let position = missing.first {
            var inferred = postings[position]
            inferred.hasAmount = true
            inferred.isInferred = true
            guard !leftover.isEmpty else {
                postings[position] = inferred  // takes zero, with no commodity
                return
            }
            for (offset, entry) in leftover.enumerated() {
                guard let negated = entry.value.negated() else {
                    errors.append(transactionError(index, "amount too large"))
                    return
                }
                var posting = inferred
                posting.commodity = entry.commodity
                posting.quantity = negated.mantissa
                posting.scale = UInt8(negated.scale)
                if negated.scale > commodityInfo[Int(entry.commodity)].storageScale {
                    commodityInfo[Int(entry.commodity)].storageScale = negated.scale
                }
                if offset == 0 {
                    postings[position] = posting
                } else {
                    postings.append(posting)
                    transactions[index].postingCount += 1
                }
            }
            return
        }
        for entry in leftover {
            if hasCost {
                deferredResiduals.append((index, entry.commodity, entry.value, group))
            } else {
                errors.append(
                    unbalanced(index, groupName: groupName, commodity: entry.commodity, residual: entry.value))
            }
        }
    }

    func unbalanced(_ index: Int, groupName: String, commodity: Int32, residual: ExactDecimal) -> JournalError {
        transactionError(
            index,
            "transaction does not balance: its \(groupName) postings add up to \(format(residual, commodity)), not zero"
        )
    }

    /// Checks residuals left by costs once every commodity's display precision is known: a residual
    /// that rounds to zero at that precision is accepted, as hledger does.
    mutating func checkDeferredResiduals() {
        for entry in deferredResiduals {
            let precision = commodityInfo[Int(entry.commodity)].style?.precision ?? 0
            if !entry.residual.rounded(toPlaces: precision).isZero {
                let groupName = entry.group == PostingKindCode.real ? "real" : "balanced virtual [ ]"
                errors.append(
                    unbalanced(
                        entry.transaction, groupName: groupName, commodity: entry.commodity, residual: entry.residual))
            }
        }
    }
}
