import LedgerJournalCore

/// Writes outcomes as the bytes the shell prints, in text or JSON form, into one output buffer.
///
/// Rendering is a pure function of the state, so the encoder remembers the bytes of recent views,
/// replies and JSON state fields: a long script that keeps coming back to the same states pays a
/// dictionary lookup instead of a redraw. The caches are bounded and never change what is written.
public struct OutputEncoder: Sendable {
    /// How to draw.
    public let options: RenderOptions
    /// The sentences to say.
    public let messages: Messages
    private var text: TextOutput
    private var views: [PickerState: [UInt8]] = [:]
    private var popover: PopoverPieces
    private var monthViews: [MonthViewKey: [UInt8]] = [:]
    private var replies: [Reply: [UInt8]] = [:]
    private var quotedReplies: [Reply: [UInt8]] = [:]
    /// The replies a script gives most, by `smallKey`: as text, and as JSON string literals.
    private var replyText = IntKeyedBytes()
    private var quotedReplyText = IntKeyedBytes()
    private var quotedErrors: [PickerError: [UInt8]] = [:]
    private var monthTotals: [YearMonth: [UInt8]] = [:]

    /// The journal whose figures views and JSON objects carry; setting it forgets every remembered view.
    public var journal: Journal? {
        get { text.journal }
        set {
            text.journal = newValue
            views.removeAll()
            monthTotals.removeAll()
        }
    }

    /// The most entries each cache keeps before it starts again.
    public static let cacheLimit = 4096

    /// Makes an encoder.
    public init(options: RenderOptions) {
        self.options = options
        self.messages = Messages(language: options.language)
        self.text = TextOutput(options: options)
        self.popover = PopoverPieces(options: options)
    }

    // MARK: - Text

    /// Appends the text of a successful outcome: the reply line, then the view (or help, or nothing
    /// for explain and quit). Appends nothing for a failure: errors are printed on stderr.
    public mutating func appendText(_ outcome: Outcome, to out: inout [UInt8]) {
        guard let reply = outcome.reply else { return }
        appendReply(reply, to: &out)
        out.append(newline)
        switch outcome.command {
        case .help, .explain, .history, .quit, .reload, .entries, .balance, .question:
            for line in text.lines(for: outcome).dropFirst() { append(line, to: &out) }
        default:
            appendView(outcome.state, to: &out)
        }
    }

    /// Appends the view of `state` alone (the popover or the month view), one line each.
    public mutating func appendView(_ state: PickerState, to out: inout [UInt8]) {
        guard text.journal != nil else { return appendView(ofJournalless: state, to: &out) }
        out += cachedView(state)
    }

    /// Appends the reply's text: by its small key when it has one, else from the dictionary.
    private mutating func appendReply(_ reply: Reply, to out: inout [UInt8]) {
        guard let key = Self.smallKey(reply) else {
            out += cachedReply(reply)
            return
        }
        if replyText.append(key, to: &out) { return }
        let bytes = Array(messages.text(for: reply).utf8)
        replyText.insert(bytes, for: key)
        out += bytes
    }

    /// Appends the reply's text as a JSON string literal, like `appendReply`.
    private mutating func appendQuotedReply(_ reply: Reply, to out: inout [UInt8]) {
        guard let key = Self.smallKey(reply) else {
            out += cachedQuoted(reply)
            return
        }
        if quotedReplyText.append(key, to: &out) { return }
        var bytes: [UInt8] = []
        JSONLine.appendQuoted(messages.text(for: reply), to: &bytes)
        quotedReplyText.insert(bytes, for: key)
        out += bytes
    }

    /// A distinct non-negative integer for each of the replies navigation gives (the kind in the low
    /// four bits, the month or year above them), or `nil` for the others. Two replies share a key only
    /// when they are equal, so the reply's text can be looked up by it.
    static func smallKey(_ reply: Reply) -> Int? {
        func month(_ month: YearMonth) -> Int? {
            YearMonth.years.contains(month.year) && (1...12).contains(month.month) ? month.year * 12 + month.month : nil
        }
        func year(_ year: Int) -> Int? { YearMonth.years.contains(year) ? year : nil }
        let kind: Int
        let value: Int?
        switch reply {
        case .opened(let shown): (kind, value) = (0, year(shown))
        case .alreadyOpen: (kind, value) = (1, 0)
        case .closed(let selection): (kind, value) = (2, month(selection))
        case .alreadyClosed: (kind, value) = (3, 0)
        case .selected(let selection): (kind, value) = (4, month(selection))
        case .showingYear(let shown): (kind, value) = (5, year(shown))
        case .focused(let focus): (kind, value) = (6, month(focus))
        case .undone(let selection, let isOpen): (kind, value) = (isOpen ? 8 : 7, month(selection))
        case .help: (kind, value) = (9, 0)
        case .history: (kind, value) = (10, 0)
        case .goodbye: (kind, value) = (11, 0)
        case .explained, .entries, .balance, .answer, .reloaded: return nil
        }
        return value.map { $0 << 4 | kind }
    }

    private mutating func cachedReply(_ reply: Reply) -> [UInt8] {
        if let bytes = replies[reply] { return bytes }
        let bytes = Array(messages.text(for: reply).utf8)
        Self.remember(bytes, for: reply, in: &replies)
        return bytes
    }

    /// The view of `state` as bytes. With no journal, a view is put together from remembered pieces
    /// (a script visits far more states than any whole-view cache could hold, but few pieces); with a
    /// journal, whole views are remembered by state.
    private mutating func cachedView(_ state: PickerState) -> [UInt8] {
        guard text.journal != nil else {
            var bytes: [UInt8] = []
            appendView(ofJournalless: state, to: &bytes)
            return bytes
        }
        if let bytes = views[state] { return bytes }
        var bytes: [UInt8] = []
        for line in text.view(of: state) { append(line, to: &bytes) }
        Self.remember(bytes, for: state, in: &views)
        return bytes
    }

    /// Appends the view of `state` when no journal is loaded: the month view remembered by month and
    /// today (all it depends on), or the popover from `popover`'s pieces.
    private mutating func appendView(ofJournalless state: PickerState, to out: inout [UInt8]) {
        guard state.isOpen else {
            let key = MonthViewKey(month: state.selection, today: state.today)
            if let bytes = monthViews[key] {
                out += bytes
                return
            }
            var bytes: [UInt8] = []
            for line in text.view(of: state) { append(line, to: &bytes) }
            Self.remember(bytes, for: key, in: &monthViews)
            out += bytes
            return
        }
        popover.append(state, to: &out)
    }

    /// What a month view with no journal depends on.
    private struct MonthViewKey: Hashable {
        let month: YearMonth
        let today: CalendarDate
    }

    // MARK: - JSON

    /// Appends the `--json` object for `outcome`, the result of input line number `line` reading
    /// `input`, and a newline. `extra` holds fields to add after the core ones, as raw JSON values.
    ///
    /// The fields and their order are an interface other programs read: `line`, `input`, `ok`, `month`,
    /// `open`, `year`, `focus`, `reply`, `events`, then `error` on failure. New fields are only ever
    /// added after these.
    public mutating func appendJSON(
        _ outcome: Outcome, line: Int, input: String, extra: [(String, String)] = [], to out: inout [UInt8]
    ) {
        out.append(literal: #"{"line":"#)
        Self.appendDecimal(line, minimumWidth: 1, to: &out)
        out.append(literal: #","input":"#)
        JSONLine.appendQuoted(input, to: &out)
        appendJSONFields(outcome, extra: extra, to: &out)
    }

    /// Appends the `--json` object like `appendJSON(_:line:input:extra:to:)`, for the input line whose
    /// bytes are `utf8Input` (its text being `String(decoding: utf8Input, as: UTF8.self)`).
    public mutating func appendJSON(
        _ outcome: Outcome, line: Int, utf8Input: UnsafeRawBufferPointer, extra: [(String, String)] = [],
        to out: inout [UInt8]
    ) {
        out.append(literal: #"{"line":"#)
        Self.appendDecimal(line, minimumWidth: 1, to: &out)
        out.append(literal: #","input":"#)
        // Printable ASCII other than `"` and `\` is valid UTF-8 that decodes to itself and needs no
        // escape, so the bytes are the quoted text; anything else goes through the decoded text.
        if utf8Input.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: utf8Input)
            out.append(UInt8(ascii: "\""))
        } else {
            JSONLine.appendQuoted(String(decoding: utf8Input, as: UTF8.self), to: &out)
        }
        appendJSONFields(outcome, extra: extra, to: &out)
    }

    /// Appends the fields after `input`, through the closing brace and newline.
    private mutating func appendJSONFields(_ outcome: Outcome, extra: [(String, String)], to out: inout [UInt8]) {
        out.append(literal: outcome.isSuccess ? #","ok":true"# : #","ok":false"#)
        Self.appendStateFields(outcome.state, to: &out)
        out.append(literal: #","reply":"#)
        let quotedError = outcome.error.map { cachedQuoted($0) }
        if let quotedError {
            out += quotedError
        } else if let reply = outcome.reply {
            appendQuotedReply(reply, to: &out)
        } else {
            out.append(literal: #""""#)
        }
        out.append(literal: #","events":["#)
        for (index, event) in outcome.events.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            Self.append(event, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        if let quotedError {
            out.append(literal: #","error":"#)
            out += quotedError
        }
        if case .explained(let reading) = outcome.reply {
            out.append(literal: #","explain":"#)
            out += JSONLine.encode(reading).utf8
        }
        if case .help(let topic) = outcome.command {
            out.append(literal: #","help":"#)
            out += JSONLine.array(HelpText.lines(topic: topic, language: options.language)).utf8
        }
        if journal != nil { out += cachedMonthTotals(outcome.state.selection) }
        if let report = outcome.report { JSONLine.append(report, to: &out) }
        for (key, rawJSON) in extra {
            out.append(UInt8(ascii: ","))
            JSONLine.appendQuoted(key, to: &out)
            out.append(UInt8(ascii: ":"))
            out += rawJSON.utf8
        }
        out.append(literal: "}\n")
    }

    /// The reply's text as a JSON string literal (remembered: a pure function of the reply).
    private mutating func cachedQuoted(_ reply: Reply) -> [UInt8] {
        if let bytes = quotedReplies[reply] { return bytes }
        var bytes: [UInt8] = []
        JSONLine.appendQuoted(cachedReply(reply), to: &bytes)
        Self.remember(bytes, for: reply, in: &quotedReplies)
        return bytes
    }

    /// The error's message as a JSON string literal (remembered when short: a pure function of the
    /// error, which quotes the line, so a long line's message is not kept).
    private mutating func cachedQuoted(_ error: PickerError) -> [UInt8] {
        if let bytes = quotedErrors[error] { return bytes }
        var bytes: [UInt8] = []
        JSONLine.appendQuoted(messages.text(for: error), to: &bytes)
        if bytes.count <= 512 { Self.remember(bytes, for: error, in: &quotedErrors) }
        return bytes
    }

    /// Appends `,"month":"…","open":…,"year":…,"focus":…` for a state, written from its integers (the
    /// same digits as `YearMonth.description` and `String(_:)`), so no cache is needed.
    private static func appendStateFields(_ state: PickerState, to out: inout [UInt8]) {
        out.append(literal: #","month":""#)
        appendMonth(state.selection, to: &out)
        out.append(literal: state.isOpen ? #"","open":true,"year":"# : #"","open":false,"year":"#)
        appendDecimal(state.yearOnScreen, minimumWidth: 1, to: &out)
        out.append(literal: #","focus":"#)
        if let focus = state.focus {
            out.append(UInt8(ascii: "\""))
            appendMonth(focus, to: &out)
            out.append(UInt8(ascii: "\""))
        } else {
            out.append(literal: "null")
        }
    }

    /// An event as JSON (`{"reload":"2026-11"}`), written from the month's integers.
    private static func append(_ event: Event, to out: inout [UInt8]) {
        switch event {
        case .reload(let month):
            out.append(literal: #"{"reload":""#)
            appendMonth(month, to: &out)
            out.append(literal: #""}"#)
        }
    }

    /// `YYYY-MM`, as `YearMonth.description` writes it.
    private static func appendMonth(_ month: YearMonth, to out: inout [UInt8]) {
        appendDecimal(month.year, minimumWidth: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDecimal(month.month, minimumWidth: 2, to: &out)
    }

    /// `value` in decimal, zero-padded to `minimumWidth` digits (as `zeroPadded` does); a negative
    /// value, which no state holds, takes the `String` path.
    private static func appendDecimal(_ value: Int, minimumWidth: Int, to out: inout [UInt8]) {
        guard value >= 0, value < 100_000_000, minimumWidth <= 8 else {
            out += zeroPadded(value, width: minimumWidth).utf8
            return
        }
        // Digits fill the tuple from the right, then the zero padding; one append copies them out.
        var digits: (UInt64, UInt64) = (0x3030_3030_3030_3030, 0x3030_3030_3030_3030)  // "0" × 16
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            var rest = value
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            start = min(start, buffer.count - minimumWidth)
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// `,"income":{…},"expenses":{…}` for the selected month: exact decimals per commodity as written.
    private mutating func cachedMonthTotals(_ month: YearMonth) -> [UInt8] {
        if let bytes = monthTotals[month] { return bytes }
        guard let journal else { return [] }
        let period = JournalPeriod.month(month.journalMonth)
        var bytes = Array(#","income":"#.utf8)
        JSONLine.appendTotals(journal.income(in: period), to: &bytes)
        bytes += #","expenses":"#.utf8
        JSONLine.appendTotals(journal.expenses(in: period), to: &bytes)
        Self.remember(bytes, for: month, in: &monthTotals)
        return bytes
    }

    // MARK: - Shared

    private let newline = UInt8(ascii: "\n")

    private func append(_ line: String, to out: inout [UInt8]) {
        out += line.utf8
        out.append(newline)
    }

    /// Static, not an instance method: an instance method would borrow a copy of `self` (and so of the
    /// cache) for the duration of the `inout` access, and every insertion would copy the whole dictionary.
    private static func remember<Key: Hashable>(_ bytes: [UInt8], for key: Key, in cache: inout [Key: [UInt8]]) {
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = bytes
    }
}

/// The popover with no journal, drawn from remembered pieces: the rules and legend (fixed by the
/// options), the label and arrow lines (a function of the selected month), the header (of the year and
/// whether each arrow shows) and the grid rows (of the row and its cells' marks). `PopoverRenderer`
/// builds its own drawing from the same pieces in the same order, so the bytes are the same.
struct PopoverPieces: Sendable {
    private let renderer: PopoverRenderer
    private let layout: PopoverRenderer.Layout
    private let top: [UInt8]
    private let tee: [UInt8]
    private let bottom: [UInt8]
    private let legend: [UInt8]
    /// Label and arrow lines by `year * 16 + month`.
    private var labels = IntKeyedBytes()
    /// Header lines by `year * 4 + previous * 2 + next`.
    private var headers = IntKeyedBytes()
    /// Framed grid rows by the row and its four cells' marks, four bits each.
    private var rows = IntKeyedBytes()

    init(options: RenderOptions) {
        renderer = PopoverRenderer(options: options)
        layout = PopoverRenderer.Layout(options.language, hasJournal: false, hasTotals: false)
        let rules = renderer.rules(layout)
        top = Self.line(rules.top)
        tee = Self.line(rules.tee)
        bottom = Self.line(rules.bottom)
        legend = Self.line(renderer.legend(hasJournal: false))
    }

    private static func line(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// Appends the popover of the open `state`, one line each.
    mutating func append(_ state: PickerState, to out: inout [UInt8]) {
        guard let focus = state.focus else { return }
        if renderer.options.arrow == .up {
            appendLabel(state.selection, to: &out)
        } else {
            out += legend
        }
        out += top
        let previous = state.bounds.overlaps(year: focus.year - 1)
        let next = state.bounds.overlaps(year: focus.year + 1)
        let header = focus.year << 2 | (previous ? 2 : 0) | (next ? 1 : 0)
        if !headers.append(header, to: &out) {
            let bytes = Self.line(renderer.headerLine(year: focus.year, previous: previous, next: next, layout: layout))
            headers.insert(bytes, for: header)
            out += bytes
        }
        out += tee
        for row in 0..<3 {
            // The row, then four cells of four bits each.
            var key = row
            for column in 1...4 {
                let month = YearMonth(uncheckedYear: focus.year, month: row * 4 + column)
                key = key << 4 | Int(renderer.marks(of: month, focus: focus, in: state).rawValue)
            }
            if !rows.append(key, to: &out) {
                let bytes = Self.line(renderer.framedGridRow(row, marks: renderer.marks(ofRow: row, in: state)))
                rows.insert(bytes, for: key)
                out += bytes
            }
        }
        out += bottom
        if renderer.options.arrow == .up {
            out += legend
        } else {
            appendLabel(state.selection, to: &out)
        }
    }

    /// The label and arrow lines, in the order the arrow direction asks for.
    private mutating func appendLabel(_ selection: YearMonth, to out: inout [UInt8]) {
        let key = selection.year << 4 | selection.month
        if labels.append(key, to: &out) { return }
        let (label, pointer) = renderer.labelLines(selection, layout: layout)
        let bytes =
            renderer.options.arrow == .up
            ? Self.line(label) + Self.line(pointer) : Self.line(pointer) + Self.line(label)
        labels.insert(bytes, for: key)
        out += bytes
    }
}

/// A small bounded table from non-negative integers to bytes: open addressing with a multiplicative
/// hash, far cheaper per lookup than `Dictionary`'s seeded hasher. When it is three-quarters full it
/// starts again empty, so it never holds more than `capacity` entries and a lookup always ends at an
/// empty slot. Keys are compared exactly, so a hit is always the bytes stored for that key.
struct IntKeyedBytes: Sendable {
    private static let capacity = 1024  // a power of two
    private var keys = [Int](repeating: -1, count: capacity)
    private var values = [[UInt8]](repeating: [], count: capacity)
    private var count = 0

    private static func slot(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }

    /// Appends the bytes stored for `key` to `out`; returns whether there were any.
    func append(_ key: Int, to out: inout [UInt8]) -> Bool {
        guard key >= 0 else { return false }
        var slot = Self.slot(key)
        while true {
            let found = keys[slot]
            if found == key {
                out += values[slot]
                return true
            }
            if found < 0 { return false }
            slot = (slot + 1) & (Self.capacity - 1)
        }
    }

    /// Stores `bytes` for `key`, which `append` just failed to find (a negative key is not stored).
    mutating func insert(_ bytes: [UInt8], for key: Int) {
        guard key >= 0 else { return }
        if count >= Self.capacity * 3 / 4 {
            for index in keys.indices { keys[index] = -1 }
            for index in values.indices { values[index] = [] }
            count = 0
        }
        var slot = Self.slot(key)
        while keys[slot] >= 0 { slot = (slot + 1) & (Self.capacity - 1) }
        keys[slot] = key
        values[slot] = bytes
        count += 1
    }
}

extension [UInt8] {
    /// Appends a literal's UTF-8 bytes in one copy (appending a `String`'s `utf8` view goes byte by byte
    /// through the generic path).
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}
