/// Money per account and commodity over a period: balances, income and expenses, account searches.
///
/// Totals include virtual postings, as `hledger balance` does by default. Every posting quantity of a
/// commodity is stored at one scale and loading proved that the sum of their magnitudes fits, so the
/// integer additions here cannot overflow; a commodity where that could not be proven is wide, its
/// quantities are zero in those sums, and a second pass adds them exactly (``forEachWidePosting``).
extension Journal {
    /// Each account's change over `period`, flat, like `hledger balance -p 2024-07 --flat`:
    /// `["지출:식비": ["₩": 258400]]`. Accounts and commodities that net to zero are left out.
    public func balances(in period: JournalPeriod) -> [String: CommodityTotals] {
        balances(in: period, counting: nil)
    }

    /// ``balances(in:)`` of the accounts at the positions `counting` marks (every account when `nil`):
    /// the others' postings are not added and they are not in the result.
    func balances(in period: JournalPeriod, counting: [Bool]?) -> [String: CommodityTotals] {
        var result: [String: CommodityTotals] = [:]
        func add(_ account: Int, _ commodity: Int, _ sum: Int128) {
            guard sum != 0, counting?[account] ?? true else { return }
            result[storage.accountNames[account], default: [:]][storage.commoditySymbols[commodity]] =
                presented(sum, commodity: commodity)
        }
        let commodities = storage.commoditySymbols.count
        let cells = storage.accountNames.count.multipliedReportingOverflow(by: commodities)
        if !cells.overflow, cells.partialValue <= 1 << 16 {
            // A household journal's accounts times commodities fit a small table: no hashing per posting.
            var sums = [Int128](repeating: 0, count: cells.partialValue)
            forEachPosting(in: period) { posting, _ in
                sums[Int(posting.account) * commodities + Int(posting.commodity)] += posting.quantity
            }
            for (cell, sum) in sums.enumerated() { add(cell / commodities, cell % commodities, sum) }
            addWideBalances(in: period, counting: counting, to: &result)
            return result
        }
        var sums: [UInt64: Int128] = [:]
        forEachPosting(in: period) { posting, _ in
            sums[UInt64(UInt32(posting.account)) << 32 | UInt64(UInt32(posting.commodity)), default: 0] +=
                posting.quantity
        }
        for (key, sum) in sums { add(Int(key >> 32), Int(key & 0xFFFF_FFFF), sum) }
        addWideBalances(in: period, counting: counting, to: &result)
        return result
    }

    /// The wide commodities' part of ``balances(in:counting:)``.
    private func addWideBalances(
        in period: JournalPeriod, counting: [Bool]?, to result: inout [String: CommodityTotals]
    ) {
        var sums: [UInt64: ExactDecimal] = [:]
        forEachWidePosting(in: period) { posting, _, value in
            let key = UInt64(UInt32(posting.account)) << 32 | UInt64(UInt32(posting.commodity))
            sums[key] = (sums[key] ?? .zero) + value
        }
        for (key, sum) in sums where !sum.isZero && counting?[Int(key >> 32)] ?? true {
            let commodity = Int(key & 0xFFFF_FFFF)
            result[storage.accountNames[Int(key >> 32)], default: [:]][storage.commoditySymbols[commodity]] =
                presented(sum, commodity: commodity)
        }
    }

    /// Money spent in `period`: the sum of postings to expense accounts, per commodity (positive
    /// means spent; refunds reduce it).
    ///
    /// A month's is looked up in the month index.
    public func expenses(in period: JournalPeriod) -> CommodityTotals {
        if case .month(let month) = period, months.isComplete {
            return months.summaries[Int32(clamping: month.key)]?.expenses ?? [:]
        }
        return totals(in: period, sign: 1) { storage.accountTypes[Int($0)] == .expense }
    }

    /// Money earned in `period`: postings to income accounts with the sign flipped, so earnings are
    /// positive (hledger shows income as negative).
    ///
    /// A month's is looked up in the month index.
    public func income(in period: JournalPeriod) -> CommodityTotals {
        if case .month(let month) = period, months.isComplete {
            return months.summaries[Int32(clamping: month.key)]?.income ?? [:]
        }
        return totals(in: period, sign: -1) { storage.accountTypes[Int($0)] == .income }
    }

    /// The total change of every account whose name contains `text` (case-insensitive), over
    /// `period`, for questions like `food in march` / `7월 식비`.
    public func totals(ofAccountsMatching text: String, in period: JournalPeriod) -> AccountSearchResult {
        let needle = text.lowercased()
        let matches = storage.accountNames.map { !needle.isEmpty && $0.lowercased().contains(needle) }
        let sums = totals(in: period, sign: 1) { matches[Int($0)] }
        let names = storage.accountNames.indices.filter { matches[$0] }.map { storage.accountNames[$0] }.sorted()
        return AccountSearchResult(accounts: names, totals: sums)
    }

    /// A stored sum as a decimal without trailing zeros beyond the commodity's display precision:
    /// ₩ sums stored with cents from a cost read `-63600`, dollar sums keep `12.50`.
    func presented(_ mantissa: Int128, commodity: Int) -> ExactDecimal {
        presented(
            ExactDecimal(uncheckedMantissa: mantissa, scale: storage.commodityScales[commodity]), commodity: commodity)
    }

    /// An exact sum as a decimal without trailing zeros beyond the commodity's display precision.
    func presented(_ value: ExactDecimal, commodity: Int) -> ExactDecimal {
        let precision = storage.commodityStyles[commodity].precision
        let trimmed = value.normalized
        return trimmed.scale >= precision ? trimmed : (trimmed.rescaled(to: precision) ?? value)
    }

    func totals(in period: JournalPeriod, sign: Int128, where include: (Int32) -> Bool) -> CommodityTotals {
        var sums = [Int128](repeating: 0, count: storage.commoditySymbols.count)
        var used = [Bool](repeating: false, count: storage.commoditySymbols.count)
        // Per account: 0 not asked yet, 1 included, 2 left out.
        var cache = [UInt8](repeating: 0, count: storage.accountNames.count)
        forEachPosting(in: period) { posting, _ in
            var known = cache[Int(posting.account)]
            if known == 0 {
                known = include(posting.account) ? 1 : 2
                cache[Int(posting.account)] = known
            }
            guard known == 1 else { return }
            sums[Int(posting.commodity)] += sign * posting.quantity
            used[Int(posting.commodity)] = true
        }
        var result: CommodityTotals = [:]
        for index in sums.indices where used[index] && sums[index] != 0 {
            result[storage.commoditySymbols[index]] = presented(sums[index], commodity: index)
        }
        var wideSums: [Int32: ExactDecimal] = [:]
        forEachWidePosting(in: period) { posting, _, value in
            guard include(posting.account) else { return }
            wideSums[posting.commodity] = (wideSums[posting.commodity] ?? .zero) + (sign < 0 ? -value : value)
        }
        for (commodity, sum) in wideSums where !sum.isZero {
            result[storage.commoditySymbols[Int(commodity)]] = presented(sum, commodity: Int(commodity))
        }
        return result
    }
}

/// The accounts a name search matched and their combined change over the period.
public struct AccountSearchResult: Sendable, Hashable {
    /// Every account whose name contains the search text, sorted (empty when none matched).
    public let accounts: [String]
    /// Their combined change per commodity, zero totals left out.
    public let totals: CommodityTotals
}
