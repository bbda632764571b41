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
    private var gridRows: [GridRowKey: String] = [:]
    private var replies: [Reply: [UInt8]] = [:]
    private var quotedReplies: [Reply: [UInt8]] = [:]
    private var quotedErrors: [PickerError: [UInt8]] = [:]
    private var stateFields: [PickerState: [UInt8]] = [:]
    private var monthTotals: [YearMonth: [UInt8]] = [:]

    /// The journal whose figures views and JSON objects carry; setting it forgets every remembered view.
    public var journal: Journal? {
        get { text.journal }
        set {
            text.journal = newValue
            views.removeAll()
            stateFields.removeAll()
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
    }

    // MARK: - Text

    /// Appends the text of a successful outcome: the reply line, then the view (or help, or nothing
    /// for explain and quit). Appends nothing for a failure: errors are printed on stderr.
    public mutating func appendText(_ outcome: Outcome, to out: inout [UInt8]) {
        guard let reply = outcome.reply else { return }
        out += cachedReply(reply)
        out.append(newline)
        switch outcome.command {
        case .help, .explain, .history, .quit, .reload, .entries, .balance, .question:
            for line in text.lines(for: outcome).dropFirst() { append(line, to: &out) }
        default:
            out += cachedView(outcome.state)
        }
    }

    /// Appends the view of `state` alone (the popover or the month view), one line each.
    public mutating func appendView(_ state: PickerState, to out: inout [UInt8]) {
        out += cachedView(state)
    }

    private mutating func cachedReply(_ reply: Reply) -> [UInt8] {
        if let bytes = replies[reply] { return bytes }
        let bytes = Array(messages.text(for: reply).utf8)
        Self.remember(bytes, for: reply, in: &replies)
        return bytes
    }

    private mutating func cachedView(_ state: PickerState) -> [UInt8] {
        if let bytes = views[state] { return bytes }
        var bytes: [UInt8] = []
        for line in view(of: state) { append(line, to: &bytes) }
        Self.remember(bytes, for: state, in: &views)
        return bytes
    }

    /// The view of `state`. A popover with no journal is drawn with remembered grid rows: there are far
    /// more open states than views remembered, but a row depends only on its index and its cells'
    /// marks (the renderer says so), so a few dozen rows serve them all.
    private mutating func view(of state: PickerState) -> [String] {
        guard state.isOpen, text.journal == nil else { return text.view(of: state) }
        let renderer = PopoverRenderer(options: options)
        return renderer.lines(for: state) { row in
            let marks = renderer.marks(ofRow: row, in: state)
            let key = GridRowKey(row: row, marks: marks.map(\.rawValue))
            if let known = gridRows[key] { return known }
            let line = renderer.gridRow(row, marks: marks)
            if gridRows.count >= Self.cacheLimit { gridRows.removeAll(keepingCapacity: true) }
            gridRows[key] = line
            return line
        }
    }

    private struct GridRowKey: Hashable {
        let row: Int
        let marks: [UInt8]
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
        out += #"{"line":"#.utf8
        out += String(line).utf8
        out += #","input":"#.utf8
        JSONLine.appendQuoted(input, to: &out)
        out += (outcome.isSuccess ? #","ok":true"# : #","ok":false"#).utf8
        out += cachedStateFields(outcome.state)
        out += #","reply":"#.utf8
        let quotedReply: [UInt8]
        if let error = outcome.error {
            quotedReply = cachedQuoted(error)
        } else if let reply = outcome.reply {
            quotedReply = cachedQuoted(reply)
        } else {
            quotedReply = Array(#""""#.utf8)
        }
        out += quotedReply
        out += #","events":["#.utf8
        for (index, event) in outcome.events.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += JSONLine.encode(event).utf8
        }
        out.append(UInt8(ascii: "]"))
        if outcome.error != nil {
            out += #","error":"#.utf8
            out += quotedReply
        }
        if case .explained(let reading) = outcome.reply {
            out += #","explain":"#.utf8
            out += JSONLine.encode(reading).utf8
        }
        if journal != nil { out += cachedMonthTotals(outcome.state.selection) }
        if let report = outcome.report { JSONLine.append(report, to: &out) }
        for (key, rawJSON) in extra {
            out.append(UInt8(ascii: ","))
            JSONLine.appendQuoted(key, to: &out)
            out.append(UInt8(ascii: ":"))
            out += rawJSON.utf8
        }
        out += "}\n".utf8
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

    /// `,"month":"…","open":…,"year":…,"focus":…` for a state.
    private mutating func cachedStateFields(_ state: PickerState) -> [UInt8] {
        if let bytes = stateFields[state] { return bytes }
        var text = #","month":""# + state.selection.description + "\""
        text += state.isOpen ? #","open":true"# : #","open":false"#
        text += #","year":"# + String(state.yearOnScreen)
        text += #","focus":"# + (state.focus.map { "\"\($0)\"" } ?? "null")
        let bytes = Array(text.utf8)
        Self.remember(bytes, for: state, in: &stateFields)
        return bytes
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
