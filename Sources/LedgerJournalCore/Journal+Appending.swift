/// Reading bytes appended to a journal's last file on from where its reading ended, instead of reading
/// the whole journal again.
extension Journal {
    /// How much room a loaded journal keeps past its records (and the shell past a file's bytes), so
    /// that the entries a session appends grow them where they are (``append(_:toFile:)``) rather than
    /// move them, which for a big journal would hold old and new side by side for a moment.
    public static let appendingRoom = (bytes: 1 << 20, transactions: 4096, postings: 8192)

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
        appendix(bytes, toFile: path).map(extended(by:))
    }

    /// Appends `bytes` to the file `path` as ``appending(_:toFile:)`` would, in place when this value is
    /// the journal's one owner (its records grow where they are, nothing is copied), else into a copy;
    /// `false`, and the journal as it was, when the bytes cannot be read on from the file's end.
    public mutating func append(_ bytes: [UInt8], toFile path: String) -> Bool {
        guard let appendix = appendix(bytes, toFile: path) else { return false }
        guard isKnownUniquelyReferenced(&storage) else {
            self = extended(by: appendix)
            return true
        }
        storage.grow(by: appendix)
        months = MonthIndex(
            of: Journal(storage: storage, months: .empty), reusing: months, remaking: appendix.touchedMonths)
        return true
    }

    /// The transactions `bytes` would add to the file `path`, as ``appending(_:toFile:)`` would read
    /// them, without growing the journal: to check an entry before it is written. `nil` as there.
    public func appendedTransactions(_ bytes: [UInt8], toFile path: String) -> [Transaction]? {
        guard let appendix = appendix(bytes, toFile: path) else { return nil }
        let builder = appendix.builder
        var files = storage.files
        files[appendix.end.file].bytes = appendix.bytes
        let alone = Storage(
            files: files, accountNames: (0..<Int32(builder.accounts.count)).map { builder.accounts.string($0) },
            accountTypeCodes: [AccountTypeCode?](repeating: nil, count: builder.accounts.count),
            commoditySymbols: (0..<Int32(builder.commodities.count)).map { builder.commodities.string($0) },
            commodityStyles: builder.commodityInfo.map { $0.style ?? CommodityStyle() },
            commodityScales: builder.commodityInfo.map(\.storageScale), transactions: builder.transactions,
            postings: appendix.postings, costs: builder.costs, assertions: [], prices: [], monthKeys: [],
            monthStarts: [0], warnings: [])
        let journal = Journal(storage: alone, months: .empty)
        return builder.transactions.indices.map(journal.transaction(at:))
    }

    /// What `bytes` appended to the file `path` add, read on alone from the file's end and checked
    /// (see ``appending(_:toFile:)``), or `nil`.
    func appendix(_ bytes: [UInt8], toFile path: String) -> Appendix? {
        guard let end = storage.end, end.file == storage.files.count - 1, storage.files[end.file].path == path,
            !bytes.isEmpty, Self.holdsOnlyTransactions(bytes), UTF8Check.firstProblem(in: bytes) == nil
        else { return nil }
        let old = storage.files[end.file]
        guard old.bytes.last == 0x0A, old.bytes.count + bytes.count < Int(Int32.max) else { return nil }
        var builder = JournalBuilder(resolver: nil, options: end.options)
        builder.files = storage.files
        // The bytes are read alone (offsets from their start, moved past the file's bytes when added):
        // the file's own bytes are not copied to read them.
        builder.files[end.file] = JournalSource(path: old.path, bytes: bytes, format: old.format)
        builder.includeStack = [old.path]
        builder.accounts = end.accounts
        builder.commodities = end.commodities
        builder.commodityInfo = end.commodityInfo
        builder.declaredTypes = end.declaredTypes
        var scope = end.scope
        bytes.withUnsafeBufferPointer { buffer in
            builder.parseLines(buffer, fileIndex: end.file, scope: &scope, resuming: (0, end.lines))
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
        let next = JournalEnd(
            file: end.file, scope: scope, lines: lastRead.lines, options: end.options, accounts: builder.accounts,
            commodities: builder.commodities,
            commodityInfo: readInfo.map { info in
                var read = info
                read.settledStyle = nil
                return read
            },
            declaredTypes: builder.declaredTypes, magnitudes: builder.magnitudes)
        return Appendix(builder: builder, postings: postings, bytes: bytes, end: next)
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

    /// This journal with what `appendix` adds, in a copy (its records copied once, this journal left
    /// as it is).
    private func extended(by appendix: Appendix) -> Journal {
        let copy = storage.copied()
        copy.grow(by: appendix)
        return Journal(storage: copy, months: months, remaking: appendix.touchedMonths)
    }
}

/// What bytes appended to a journal's last file add, read alone and checked: the new transactions (their
/// text's offsets counted from the bytes' start), their postings at the storage scales, the names and
/// commodities as now known, and the reading's new end.
struct Appendix {
    /// The builder that read the bytes: its transactions, costs, names, commodities and settled styles.
    var builder: JournalBuilder
    /// The new postings, at their commodities' storage scales.
    var postings: [PostingRecord]
    /// The bytes appended.
    var bytes: [UInt8]
    /// Where reading ends with them.
    var end: JournalEnd

    /// The months the new transactions fall in.
    var touchedMonths: Set<Int32> {
        Set(builder.transactions.map { $0.date / 10000 * 12 + $0.date / 100 % 100 - 1 })
    }
}

extension Journal.Storage {
    /// A storage holding the same records (shared, as arrays are, until one of them grows).
    func copied() -> Journal.Storage {
        Journal.Storage(
            files: files, accountNames: accountNames, accountTypeCodes: accountTypeCodes,
            commoditySymbols: commoditySymbols, commodityStyles: commodityStyles, commodityScales: commodityScales,
            transactions: transactions, postings: postings, wideQuantities: wideQuantities,
            wideCommodities: wideCommodities, costs: costs, assertions: assertions, prices: prices,
            monthKeys: monthKeys, monthStarts: monthStarts, datedPostings: datedPostings,
            datedPostingDates: datedPostingDates, datedPostingTransactions: datedPostingTransactions,
            periodicRules: periodicRules, warnings: warnings,
            endScopes: endScopes, commoditySuggestions: commoditySuggestions, end: end, payees: payees,
            descriptions: descriptions)
    }

    /// Adds what `appendix` read after the records: its bytes to the file's, its transactions (their
    /// text moved past the file's old bytes) and postings after the others, its names, commodities,
    /// months, payees and descriptions, and the reading's new end. Only for a storage no other value
    /// holds (``Journal/append(_:toFile:)``, or a fresh copy).
    func grow(by appendix: Appendix) {
        let builder = appendix.builder
        let file = appendix.end.file
        let shift = Int32(files[file].bytes.count)
        let postingBase = Int32(postings.count)
        let costBase = Int32(costs.count)
        let firstPosition = transactions.count
        files[file].bytes.append(contentsOf: appendix.bytes)
        func moved(_ text: TextRef) -> TextRef {
            text.start == 0 && text.length == 0 ? text : TextRef(start: text.start + shift, length: text.length)
        }
        var added: [TransactionRecord] = []
        added.reserveCapacity(builder.transactions.count)
        for var record in builder.transactions {
            record.postingStart += postingBase
            record.code = moved(record.code)
            record.description = moved(record.description)
            record.comment = moved(record.comment)
            added.append(record)
        }
        transactions.append(contentsOf: added)
        postings.append(
            contentsOf: appendix.postings.map { posting in
                var posting = posting
                if posting.cost >= 0 { posting.cost += costBase }
                return posting
            })
        costs.append(contentsOf: builder.costs)
        monthStarts.removeLast()
        for (offset, record) in added.enumerated() {
            let key = record.date / 10000 * 12 + record.date / 100 % 100 - 1
            if monthKeys.last != key {
                monthKeys.append(key)
                monthStarts.append(Int32(firstPosition + offset))
            }
        }
        monthStarts.append(Int32(transactions.count))
        if !datedPostingDates.isEmpty {
            var dated = Set<Int32>()
            for date in datedPostingDates { dated.insert(date / 10000 * 12 + date / 100 % 100 - 1) }
            datedOnlyMonthKeys = dated.subtracting(monthKeys).sorted()
        }
        let names = (Int32(accountNames.count)..<Int32(builder.accounts.count)).map { builder.accounts.string($0) }
        if !names.isEmpty {
            let declared = Dictionary(
                builder.declaredTypes.map { (builder.accounts.string($0.key), $0.value) },
                uniquingKeysWith: { a, _ in a })
            let types = JournalBuilder.accountTypeCodes(of: names, declared: declared)
            for (offset, name) in names.enumerated() where accountPositions[name] == nil {
                accountPositions[name] = accountNames.count + offset
            }
            accountNames += names
            accountTypeCodes += types
            accountTypes += types.map { $0?.type }
        }
        let known = commoditySymbols.count
        let newInfo = builder.commodityInfo[known...]
        let symbols = (Int32(known)..<Int32(builder.commodities.count)).map { builder.commodities.string($0) }
        for (offset, symbol) in symbols.enumerated() where commodityPositions[symbol] == nil {
            commodityPositions[symbol] = known + offset
        }
        commoditySymbols += symbols
        commodityStyles += newInfo.map { $0.style ?? CommodityStyle() }
        commodityScales += newInfo.map(\.storageScale)
        commoditySuggestions += newInfo.map(\.suggestion)
        var alone = files
        alone[file].bytes = appendix.bytes
        payees = Journal.payees(
            payees, adding: Journal.payees(of: DescriptionIndex(of: builder.transactions, in: alone).texts))
        descriptions = descriptions.adding(added, in: files, from: firstPosition)
        end = appendix.end
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
