/// Reading bytes appended to a journal's last file on from where its reading ended, instead of reading
/// the whole journal again.
extension Journal {
    /// The journal a whole reading of the files would give with `bytes` appended to the file `path`,
    /// worked out from the bytes alone and what the reading left in force at that file's end (its
    /// directives, what its amounts say about each commodity's style); `nil` when the bytes cannot be
    /// told apart from the rest that way, and the caller must read the journal again.
    ///
    /// That is so unless the file is the one read last, the journal was read without automated
    /// postings and a forecast, and `bytes` hold only whole transactions (and comments and blank
    /// lines) that load cleanly, dated on or after every day the journal holds, without balance
    /// assertions or assignments or postings with their own date, and change no commodity's style or
    /// storage. The cost is the copy of the file's bytes and of the journal's records, and the reading
    /// of `bytes`; nothing else of the journal is read again.
    public func appending(_ bytes: [UInt8], toFile path: String) -> Journal? {
        guard let end = storage.end, end.file == storage.files.count - 1, storage.files[end.file].path == path,
            !bytes.isEmpty, Self.holdsOnlyTransactions(bytes), UTF8Check.firstProblem(in: bytes) == nil
        else { return nil }
        let old = storage.files[end.file]
        guard old.bytes.last == 0x0A, old.bytes.count + bytes.count < Int(Int32.max) else { return nil }
        var builder = JournalBuilder(resolver: nil, options: end.options)
        builder.files = storage.files
        let combined = old.bytes + bytes
        builder.files[end.file] = JournalSource(path: old.path, bytes: combined, format: old.format)
        builder.includeStack = [old.path]
        builder.accounts = end.accounts
        builder.commodities = end.commodities
        builder.commodityInfo = end.commodityInfo
        builder.declaredTypes = end.declaredTypes
        var scope = end.scope
        combined.withUnsafeBufferPointer { buffer in
            builder.parseLines(buffer, fileIndex: end.file, scope: &scope, resuming: (old.bytes.count, end.lines))
        }
        guard let lastRead = builder.lastRead, !lastRead.inCommentBlock, builder.errors.isEmpty,
            builder.warnings.isEmpty, !builder.transactions.isEmpty, builder.brokenTransactions.isEmpty,
            builder.assertions.isEmpty, builder.assignmentTransactions.isEmpty, builder.datedPostingCount == 0,
            builder.rules.isEmpty, builder.prices.isEmpty, builder.files.count == storage.files.count,
            builder.declaredTypes.count == end.declaredTypes.count, builder.wideQuantities.isEmpty
        else { return nil }
        let readInfo = builder.commodityInfo
        builder.settleStyles()
        guard stylesAgree(builder.commodityInfo, readInfo, end.commodityInfo) else { return nil }
        builder.checkDeferredResiduals()
        guard builder.errors.isEmpty, let postings = scaled(&builder, end: end) else { return nil }
        // Dated on or after every day held, the new transactions come last, in the order read.
        var previous = max(storage.transactions.last?.date ?? 0, storage.datedPostingDates.last ?? 0)
        for record in builder.transactions {
            guard record.date >= previous else { return nil }
            previous = record.date
        }
        return extended(
            by: builder, postings: postings, scope: scope, lines: lastRead.lines, readInfo: readInfo, end: end)
    }

    /// Whether every line of `bytes` that is not indented is blank, a comment or a transaction's date
    /// line (no directive, no rule, no price), and the first line is not indented (it would belong to
    /// what the file ended with).
    static func holdsOnlyTransactions(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, first != 0x20, first != 0x09 else { return false }
        var atLineStart = true
        for byte in bytes {
            if atLineStart {
                switch byte {
                case 0x0A, 0x0D, 0x20, 0x09, UInt8(ascii: ";"), UInt8(ascii: "#"), UInt8(ascii: "*"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    break
                default:
                    return false
                }
            }
            atLineStart = byte == 0x0A
        }
        return true
    }

    /// Whether the styles settled with the new amounts are the journal's own (each commodity it had
    /// keeps its style, and no amount was read in doubt), so nothing read before reads otherwise.
    private func stylesAgree(_ settled: [CommodityInfo], _ read: [CommodityInfo], _ before: [CommodityInfo]) -> Bool {
        for index in settled.indices {
            if index < before.count {
                guard (settled[index].style ?? CommodityStyle()) == storage.commodityStyles[index],
                    read[index].doubtfulCount == before[index].doubtfulCount,
                    read[index].declaredStyle == before[index].declaredStyle,
                    read[index].defaultDirectiveStyle == before[index].defaultDirectiveStyle
                else { return false }
            } else if read[index].doubtfulCount != 0 {
                return false
            }
        }
        return true
    }

    /// The new postings at their commodities' storage scales, as ``JournalBuilder/normalizeScales()``
    /// leaves every posting, with the magnitudes' sums updated in `builder`; `nil` when some commodity
    /// would be stored otherwise (a larger scale, or a sum that no longer fits).
    private func scaled(_ builder: inout JournalBuilder, end: JournalEnd) -> [PostingRecord]? {
        guard storage.wideCommodities.isEmpty else { return nil }
        var magnitudes = end.magnitudes
        var postings = builder.postings
        while magnitudes.count < builder.commodityInfo.count { magnitudes.append(0) }
        for position in postings.indices where postings[position].hasAmount {
            var posting = postings[position]
            let commodity = Int(posting.commodity)
            guard posting.wide < 0 else { return nil }
            let target =
                commodity < storage.commodityScales.count
                ? storage.commodityScales[commodity] : builder.commodityInfo[commodity].storageScale
            guard builder.commodityInfo[commodity].storageScale <= target else { return nil }
            let shift = target - Int(posting.scale)
            guard shift >= 0, shift <= 38 else { return nil }
            if shift > 0 {
                let (scaled, overflow) = posting.quantity.multipliedReportingOverflow(
                    by: ExactDecimal.powersOfTen[shift])
                guard !overflow, scaled != Int128.min else { return nil }
                posting.quantity = scaled
                posting.scale = UInt8(truncatingIfNeeded: target)
            }
            guard posting.quantity != Int128.min else { return nil }
            let (sum, overflow) = magnitudes[commodity].addingReportingOverflow(posting.quantity.magnitude)
            guard !overflow, sum <= UInt128(Int128.max) else { return nil }
            magnitudes[commodity] = sum
            postings[position] = posting
        }
        builder.magnitudes = magnitudes
        return postings
    }

    /// This journal with the transactions `builder` read from the appended bytes (and `postings`, their
    /// postings scaled) added after its own, and the reading's new end.
    private func extended(
        by builder: JournalBuilder, postings: [PostingRecord], scope: JournalBuilder.Scope, lines: Int,
        readInfo: [CommodityInfo], end: JournalEnd
    ) -> Journal {
        let postingBase = Int32(storage.postings.count)
        let costBase = Int32(storage.costs.count)
        var transactions = storage.transactions
        transactions.reserveCapacity(transactions.count + builder.transactions.count)
        for var record in builder.transactions {
            record.postingStart += postingBase
            transactions.append(record)
        }
        var allPostings = storage.postings
        allPostings.reserveCapacity(allPostings.count + postings.count)
        for var posting in postings {
            if posting.cost >= 0 { posting.cost += costBase }
            allPostings.append(posting)
        }
        var monthKeys = storage.monthKeys
        var monthStarts = Array(storage.monthStarts.dropLast())
        for (offset, record) in builder.transactions.enumerated() {
            let key = record.date / 10000 * 12 + record.date / 100 % 100 - 1
            if monthKeys.last != key {
                monthKeys.append(key)
                monthStarts.append(Int32(storage.transactions.count + offset))
            }
        }
        monthStarts.append(Int32(transactions.count))
        let names = (Int32(storage.accountNames.count)..<Int32(builder.accounts.count)).map {
            builder.accounts.string($0)
        }
        var accountNames = storage.accountNames
        var typeCodes = storage.accountTypeCodes
        if !names.isEmpty {
            let declared = Dictionary(
                builder.declaredTypes.map { (builder.accounts.string($0.key), $0.value) },
                uniquingKeysWith: { a, _ in a })
            accountNames += names
            typeCodes += JournalBuilder.accountTypeCodes(of: names, declared: declared)
        }
        let symbols = (Int32(storage.commoditySymbols.count)..<Int32(builder.commodities.count)).map {
            builder.commodities.string($0)
        }
        let newInfo = builder.commodityInfo[storage.commoditySymbols.count...]
        let added = DescriptionIndex(of: builder.transactions, in: builder.files)
        let next = JournalEnd(
            file: end.file, scope: scope, lines: lines, options: end.options, accounts: builder.accounts,
            commodities: builder.commodities,
            commodityInfo: readInfo.map { info in
                var read = info
                read.settledStyle = nil
                return read
            },
            declaredTypes: builder.declaredTypes, magnitudes: builder.magnitudes)
        let appended = Storage(
            files: builder.files, accountNames: accountNames, accountTypeCodes: typeCodes,
            commoditySymbols: storage.commoditySymbols + symbols,
            commodityStyles: storage.commodityStyles + newInfo.map { $0.style ?? CommodityStyle() },
            commodityScales: storage.commodityScales + newInfo.map(\.storageScale),
            transactions: transactions, postings: allPostings, wideQuantities: storage.wideQuantities,
            wideCommodities: storage.wideCommodities, costs: storage.costs + builder.costs,
            assertions: storage.assertions, prices: storage.prices, monthKeys: monthKeys, monthStarts: monthStarts,
            datedPostings: storage.datedPostings, datedPostingDates: storage.datedPostingDates,
            periodicRules: storage.periodicRules, warnings: storage.warnings, endScopes: storage.endScopes,
            commoditySuggestions: storage.commoditySuggestions + newInfo.map(\.suggestion), end: next,
            payees: Journal.payees(storage.payees, adding: Journal.payees(of: added.texts)),
            descriptions: storage.descriptions.adding(
                builder.transactions, in: builder.files, from: storage.transactions.count))
        var touched = Set<Int32>()
        for record in builder.transactions { touched.insert(record.date / 10000 * 12 + record.date / 100 % 100 - 1) }
        return Journal(storage: appended, months: months, remaking: touched)
    }
}

extension Journal {
    /// The journal of `storage`, grown from a journal whose month index was `earlier`, with the months
    /// `keys` worked out again and the others taken from `earlier`.
    init(storage: Storage, months earlier: MonthIndex, remaking keys: Set<Int32>) {
        let bare = Journal(storage: storage, months: .empty)
        self.init(storage: storage, months: MonthIndex(of: bare, reusing: earlier, remaking: keys))
    }
}

extension Journal {
    /// The bytes the file `path` (as the journal names it) held when it was read, or `nil` for a file
    /// it did not read. The journal's own, shared: asking costs no copy.
    public func bytes(ofFile path: String) -> [UInt8]? {
        storage.files.first { $0.path == path }?.bytes
    }

    /// How many lines the file `path` has, when it is the file bytes can be appended to and read on
    /// from (``appending(_:toFile:)``); else `nil`.
    public func lineCount(ofFile path: String) -> Int? {
        guard let end = storage.end, storage.files[end.file].path == path else { return nil }
        return end.lines
    }
}
