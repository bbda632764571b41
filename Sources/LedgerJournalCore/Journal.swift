/// A loaded plain-text ledger journal (hledger / ledger format): every transaction checked, balanced
/// and in date order, ready for month-by-month questions.
///
/// Load one with ``load(_:includes:options:)``; it is either whole or not at all. A journal is an immutable
/// value, cheap to copy and safe to share across threads.
///
/// ```swift
/// switch Journal.load([JournalSource(path: "home.journal", bytes: bytes)], includes: resolver) {
/// case .success(let journal): print(journal.balances(in: .month(july)))
/// case .failure(let failure): failure.errors.forEach { print($0) }
/// }
/// ```
public struct Journal: Sendable {
    /// The journal's records. Immutable once shared: the fields that grow are changed only by
    /// ``Journal/append(_:toFile:)`` while the journal holding them is their one owner (checked with
    /// `isKnownUniquelyReferenced`, as a copy-on-write collection is), so no other value, thread or
    /// task can see them change; a shared one is copied first. No access to them can overlap a change,
    /// so they are read without the dynamic exclusivity check a class's `var` would otherwise cost on
    /// every read (measured: 1% of a navigation line's instructions).
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var files: [JournalSource]
        @exclusivity(unchecked) var accountNames: [String]
        @exclusivity(unchecked) var accountTypes: [AccountType?]
        @exclusivity(unchecked) var accountTypeCodes: [AccountTypeCode?]
        @exclusivity(unchecked) var commoditySymbols: [String]
        /// Each commodity's first position in `commoditySymbols`, so a figure finds its style at once.
        @exclusivity(unchecked) var commodityPositions: [String: Int]
        @exclusivity(unchecked) var commodityStyles: [CommodityStyle]
        @exclusivity(unchecked) var commodityScales: [Int]
        @exclusivity(unchecked) var transactions: [TransactionRecord]
        @exclusivity(unchecked) var postings: [PostingRecord]
        /// The quantities of postings whose ``PostingRecord/wide`` is set.
        let wideQuantities: [ExactDecimal]
        /// By commodity, whether every quantity of it is in `wideQuantities` (its totals then are not
        /// integer sums); empty when no commodity is.
        @exclusivity(unchecked) var wideCommodities: [Bool]
        @exclusivity(unchecked) var costs: [CostRecord]
        let assertions: [AssertionRecord]
        let prices: [PriceRecord]
        /// Month keys (`year * 12 + month - 1`) that have transactions, ascending.
        @exclusivity(unchecked) var monthKeys: [Int32]
        /// Index of each month's first transaction, plus one past the last.
        @exclusivity(unchecked) var monthStarts: [Int32]
        /// Postings with their own date (`; date:`), by date: positions in `postings`.
        let datedPostings: [Int32]
        /// The dates of `datedPostings`, as `yyyymmdd`.
        let datedPostingDates: [Int32]
        /// The transaction each of `datedPostings` belongs to: its index in `transactions`.
        let datedPostingTransactions: [Int32]
        /// Month keys that only dated postings fall in, ascending.
        @exclusivity(unchecked) var datedOnlyMonthKeys: [Int32]
        let periodicRules: [PeriodicTransaction]
        let warnings: [JournalError]
        /// How an amount appended at the end of each file (by index in `files`) would be read.
        let endScopes: [ReadingScope]
        /// Each commodity's declared marks, which settle its ambiguous numbers.
        @exclusivity(unchecked) var commoditySuggestions: [AmountScanner.Suggestion?]
        /// Each account's position in `accountNames`, so a question finds an account's type at once.
        @exclusivity(unchecked) var accountPositions: [String: Int]
        /// Every payee, sorted, distinct (``Journal/payees``).
        @exclusivity(unchecked) var payees: [String]
        /// Every distinct description with its newest transaction (``Journal/descriptions``).
        @exclusivity(unchecked) var descriptions: DescriptionIndex
        /// Where reading ended, to read bytes appended to the last file on from there; `nil` when that
        /// cannot be done (``Journal/appending(_:toFile:)``).
        @exclusivity(unchecked) var end: JournalEnd?

        init(
            files: [JournalSource], accountNames: [String], accountTypeCodes: [AccountTypeCode?],
            commoditySymbols: [String],
            commodityStyles: [CommodityStyle], commodityScales: [Int], transactions: [TransactionRecord],
            postings: [PostingRecord], wideQuantities: [ExactDecimal] = [], wideCommodities: [Bool] = [],
            costs: [CostRecord], assertions: [AssertionRecord], prices: [PriceRecord],
            monthKeys: [Int32], monthStarts: [Int32], datedPostings: [Int32] = [], datedPostingDates: [Int32] = [],
            datedPostingTransactions: [Int32] = [],
            periodicRules: [PeriodicTransaction] = [], warnings: [JournalError], endScopes: [ReadingScope] = [],
            commoditySuggestions: [AmountScanner.Suggestion?] = [], end: JournalEnd? = nil,
            payees: [String]? = nil, descriptions: DescriptionIndex? = nil
        ) {
            self.end = end
            let descriptions = descriptions ?? DescriptionIndex(of: transactions, in: files)
            self.descriptions = descriptions
            self.payees = payees ?? Journal.payees(of: descriptions.texts)
            self.files = files
            self.accountNames = accountNames
            self.accountPositions = Dictionary(
                accountNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            self.accountTypeCodes = accountTypeCodes
            self.accountTypes = accountTypeCodes.map { $0?.type }
            self.commoditySymbols = commoditySymbols
            self.commodityPositions = Dictionary(
                commoditySymbols.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            self.commodityStyles = commodityStyles
            self.commodityScales = commodityScales
            self.transactions = transactions
            self.postings = postings
            self.wideQuantities = wideQuantities
            self.wideCommodities = wideCommodities
            self.costs = costs
            self.assertions = assertions
            self.prices = prices
            self.monthKeys = monthKeys
            self.monthStarts = monthStarts
            self.datedPostings = datedPostings
            self.datedPostingDates = datedPostingDates
            self.datedPostingTransactions = datedPostingTransactions
            var extra = Set<Int32>()
            for date in datedPostingDates { extra.insert(date / 10000 * 12 + date / 100 % 100 - 1) }
            self.datedOnlyMonthKeys = extra.subtracting(monthKeys).sorted()
            self.periodicRules = periodicRules
            self.warnings = warnings
            self.endScopes = endScopes
            self.commoditySuggestions = commoditySuggestions
        }
    }

    var storage: Storage
    /// Every month's figures, made with the journal.
    var months: MonthIndex

    /// The journal of `storage`, with its month index made from it.
    init(storage: Storage) {
        self.init(storage: storage, months: MonthIndex(of: Journal(storage: storage, months: .empty)))
    }

    /// The journal of `storage` with the month index `months`, made for it.
    init(storage: Storage, months: MonthIndex) {
        self.storage = storage
        self.months = months
    }

    /// An empty journal: no transactions, no months.
    public init() {
        self.init(
            storage: Storage(
                files: [], accountNames: [], accountTypeCodes: [], commoditySymbols: [""],
                commodityStyles: [CommodityStyle()],
                commodityScales: [0], transactions: [], postings: [], costs: [], assertions: [], prices: [],
                monthKeys: [], monthStarts: [0], warnings: []))
    }

    /// Parses `sources` in order (each with its own directive scope, as separate `-f` files are) and
    /// follows `include` directives through `includes`; either the whole journal or every error found.
    ///
    /// A source is read by its extension, as hledger picks the format: `.timeclock`, `.timedot`,
    /// anything else as a journal. Without a resolver an `include` is an error. `options` give today
    /// (for dates without a year) and the optional transformations. Warnings (numbers read with an
    /// ambiguous mark, rules that would fail when applied) are in ``warnings``.
    public static func load(
        _ sources: [JournalSource], includes: IncludeResolver? = nil, options: JournalOptions = JournalOptions()
    ) -> Result<Journal, JournalLoadErrors> {
        var builder = JournalBuilder(resolver: includes, options: options)
        for source in sources {
            builder.files.append(source)
            builder.includeStack = [source.path]
            var scope = JournalBuilder.Scope()
            builder.parseFile(builder.files.count - 1, scope: &scope)
        }
        return builder.finish()
    }

    /// Parses one in-memory journal text named `path` (for tests and piped input).
    public static func parse(
        _ text: String, path: String = "-", includes: IncludeResolver? = nil, options: JournalOptions = JournalOptions()
    ) -> Result<Journal, JournalLoadErrors> {
        load([JournalSource(path: path, text: text)], includes: includes, options: options)
    }

    /// How many transactions the journal holds.
    public var transactionCount: Int { storage.transactions.count }

    /// The paths of every file read, the named ones and the included ones, in reading order.
    public var paths: [String] { storage.files.map(\.path) }

    /// Every account name that has a posting or a declaration, sorted.
    public var accounts: [String] { storage.accountNames.sorted() }

    /// Every commodity symbol, as written in the journal, sorted (the empty symbol excluded).
    public var commodities: [String] { storage.commoditySymbols.filter { !$0.isEmpty }.sorted() }

    /// Things worth a word that do not stop the journal loading: numbers read with an ambiguous mark
    /// as a decimal mark, rules that would fail when applied.
    public var warnings: [JournalError] { storage.warnings }

    /// How the journal writes `commodity`, or `nil` for a commodity it never mentions.
    public func style(of commodity: String) -> CommodityStyle? {
        storage.commodityPositions[commodity].map { storage.commodityStyles[$0] }
    }

    /// `quantity` of `commodity` written the way the journal writes it: `₩15,000`, `15,000원`, `$12.50`.
    public func format(_ quantity: ExactDecimal, commodity: String) -> String {
        (style(of: commodity) ?? CommodityStyle(side: .right, isSpaced: true)).format(quantity, symbol: commodity)
    }

    /// `amount` written the way the journal writes its commodity.
    public func format(_ amount: Amount) -> String { format(amount.quantity, commodity: amount.commodity) }

    /// The type of `account`: declared with `account … ; type: X` (on it or an ancestor), else
    /// inferred from its name (``AccountType/init(accountName:)``); `nil` when neither says.
    public func accountType(of account: String) -> AccountType? {
        if let index = storage.accountPositions[account] { return storage.accountTypes[index] }
        return AccountType(accountName: account)
    }

    /// The finer type of `account` (cash and conversion besides the broad five), declared or
    /// inferred as ``accountType(of:)`` is; `nil` when neither says.
    public func accountTypeCode(of account: String) -> AccountTypeCode? {
        if let index = storage.accountPositions[account] { return storage.accountTypeCodes[index] }
        return AccountTypeCode(accountName: account)
    }

    /// Every account with its type code (`nil` when none is declared or inferred), sorted by name.
    public var accountTypeCodes: [(account: String, code: AccountTypeCode?)] {
        zip(storage.accountNames, storage.accountTypeCodes).map { ($0, $1) }.sorted { $0.0 < $1.0 }
    }

    /// Market prices from `P` directives, in the order read (recorded, not used for totals).
    public var prices: [MarketPrice] {
        storage.prices.map { record in
            MarketPrice(
                date: JournalDate(packed: record.date), commodity: storage.commoditySymbols[Int(record.commodity)],
                price: Amount(record.price, storage.commoditySymbols[Int(record.priceCommodity)]))
        }
    }
}

/// A `P DATE COMMODITY PRICE` directive: one unit of `commodity` cost `price` on `date`.
public struct MarketPrice: Sendable, Hashable {
    /// The day of the price.
    public let date: JournalDate
    /// The commodity priced.
    public let commodity: String
    /// What one unit cost.
    public let price: Amount
}
