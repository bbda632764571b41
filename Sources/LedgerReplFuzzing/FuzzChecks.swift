import LedgerReplCore

/// The invariants the fuzzers check on every input; a violation stops the process with a message so
/// libFuzzer records the input. The same checks replay the seed corpus in the test suite.
public enum FuzzChecks {
    /// The fixed day fuzzed sessions run against.
    static let today = CalendarDate(2026, 11, 29) ?? .unixEpoch

    /// Parses `bytes` as one line in every context that matters and checks that errors quote the input
    /// safely.
    public static func parse(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self)
        for screenYear in [1, 2026, 9999] {
            let parser = CommandParser(context: ParseContext(today: today, screenYear: screenYear))
            // The bytes read as their text does, whether the first rules read them or the rules after.
            let fromBytes = Result { () throws(PickerError) in try parser.parse(utf8: bytes) }
            let fromText = Result { () throws(PickerError) in try parser.parse(line) }
            check(fromBytes == fromText, "the bytes read as \(fromBytes), the text as \(fromText)")
            if case .failure(let error) = fromText {
                for renderer in renderers { checkSafe(renderer.messages.text(for: error), what: "error message") }
            }
        }
    }

    /// What the fuzzers draw and word outcomes with, in each language: made once per process, since an
    /// encoder prepares its popover template and sentences when it is made (most of an input's time when
    /// they were made for each input).
    static let renderers: [Renderer] = Language.allCases.map(Renderer.init)

    /// The renderers of one language.
    struct Renderer: Sendable {
        let language: Language
        let messages: Messages
        let text: TextOutput
        let encoder: OutputEncoder

        init(_ language: Language) {
            self.language = language
            messages = Messages(language: language)
            text = TextOutput(options: RenderOptions(language: language))
            encoder = OutputEncoder(options: RenderOptions(language: language))
        }
    }

    /// Runs `bytes`, split into lines, through a whole session and checks the state and every rendering,
    /// in both languages, after each line.
    public static func session(_ bytes: UnsafeRawBufferPointer) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let first = YearMonth(2020, 3) ?? .earliest
        let last = YearMonth(2031, 10) ?? .latest
        for bounds in [MonthBounds.all, MonthBounds(first: first, last: last) ?? .all] {
            var session = Session(state: PickerState(selection: first, today: today, bounds: bounds), undoCapacity: 16)
            // The same lines handed over as bytes, as a script's are: every outcome the same.
            var byBytes = session
            // And through the memo layer of each language (a small one, so it empties often): the same
            // outcomes and bytes out.
            var remembered = renderers.map { _ in session }
            var memos = renderers.map { LineMemo(messages: $0.messages, capacity: 8) }
            for (index, line) in lines.prefix(64).enumerated() {
                let outcome = session.handle(String(line))
                let utf8 = Array(line.utf8)
                let fromBytes = utf8.withUnsafeBytes { byBytes.handle(utf8: $0) }
                check(fromBytes == outcome, "the line as bytes gave \(fromBytes), as text \(outcome)")
                checkState(outcome.state)
                for (languageIndex, renderer) in renderers.enumerated() {
                    let (fromMemo, errorText) = utf8.withUnsafeBytes {
                        memos[languageIndex].handle(utf8: $0, in: &remembered[languageIndex])
                    }
                    check(fromMemo == outcome, "the memo gave \(fromMemo), the direct path \(outcome)")
                    let said = outcome.error.map(renderer.messages.text(for:))
                    check(errorText == said, "the memo's message differs")
                    if let said { checkSafe(said, what: "error") }
                    var direct: [UInt8] = []
                    var viaMemo: [UInt8] = []
                    utf8.withUnsafeBytes { bytes in
                        renderer.encoder.appendJSON(
                            outcome, line: index + 1, utf8Input: bytes, journal: nil, to: &direct)
                        renderer.encoder.appendJSON(
                            fromMemo, line: index + 1, utf8Input: bytes, journal: nil, errorText: errorText,
                            to: &viaMemo)
                    }
                    check(viaMemo == direct, "the memo's JSON differs from the direct path's")
                    check(
                        direct.last == 0x0A && !direct.dropLast().contains { $0 < 0x20 },
                        "raw control byte in JSON: \(String(decoding: direct, as: UTF8.self))")
                    let lines = renderer.text.lines(for: outcome)
                    for output in lines { checkSafe(output, what: "output") }
                    // The encoder draws the popover from its template; the lines are drawn cell by cell.
                    var encoded: [UInt8] = []
                    renderer.encoder.appendText(outcome, journal: nil, to: &encoded)
                    check(encoded == Array(lines.map { $0 + "\n" }.joined().utf8), "the template's text differs")
                    if outcome.state.isOpen, outcome.isSuccess {
                        checkPopoverShape(renderer.text.view(of: outcome.state))
                    }
                }
            }
        }
    }

    static func checkState(_ state: PickerState) {
        check(state.bounds.contains(state.selection), "selection \(state.selection) outside the bounds")
        if let focus = state.focus { check(state.bounds.contains(focus), "focus \(focus) outside the bounds") }
    }

    static func checkPopoverShape(_ lines: [String]) {
        let box = lines.filter { $0.hasPrefix("+") || $0.hasPrefix("|") }
        check(box.count == 7, "the box has \(box.count) lines")
        check(Set(box.map { DisplayWidth.of($0) }).count == 1, "the box lines differ in width: \(box)")
    }

    static func checkSafe(_ text: String, what: String) {
        // The same test on the text's UTF-8 (a String is always valid UTF-8), where it lies: a C0
        // control or DEL is its byte, a C1 control `C2 80...9F`, a bidi control `E2 80 AA...AE` or
        // `E2 81 A6...A9`. (A line end is a C0 control, so a text that spans lines fails too.)
        let found =
            text.utf8.withContiguousStorageIfAvailable(firstUnsafeScalar) ?? firstUnsafeScalar(Array(text.utf8))
        guard let value = found else { return }
        let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
        check(!isControl, "\(what) holds raw control U+\(String(value, radix: 16)): \(text.debugDescription)")
        check(false, "\(what) holds a raw bidi control")
    }

    /// The first C0 or C1 control, DEL or bidi control (U+202A...U+202E, U+2066...U+2069) in `bytes`
    /// (valid UTF-8), or `nil`.
    static func firstUnsafeScalar(_ bytes: some RandomAccessCollection<UInt8>) -> UInt32? {
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { return UInt32(byte) }
            let next = bytes.index(after: index)
            if byte == 0xC2, next != bytes.endIndex, (0x80...0x9F).contains(bytes[next]) { return UInt32(bytes[next]) }
            if byte == 0xE2, bytes.distance(from: next, to: bytes.endIndex) >= 2 {
                let second = bytes[next]
                let third = bytes[bytes.index(after: next)]
                if second == 0x80, (0xAA...0xAE).contains(third) { return 0x2000 + UInt32(third & 0x3F) }
                if second == 0x81, (0xA6...0xA9).contains(third) { return 0x2040 + UInt32(third & 0x3F) }
            }
            index = next
        }
        return nil
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz invariant violated: \(message())") }
    }
}
