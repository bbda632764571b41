import Testing

@testable import LedgerReplCore

/// The canvas drawings write into, and the byte forms of the words they draw, which must agree with
/// the text forms the rest of the program uses.
@Suite struct ByteCanvasTests {
    static let years = [1, 9, 99, 999, 1000, 2026, 9999]

    /// What `body` draws, as text, on a canvas estimated at `estimate` bytes.
    func drawn(estimate: Int = 64, _ body: (inout ByteCanvas) -> Void) -> String {
        var out: [UInt8] = [UInt8(ascii: ">")]
        out.draw(estimatedBytes: estimate, body)
        return String(decoding: out.dropFirst(), as: UTF8.self)
    }

    @Test(arguments: Language.allCases)
    func wordsAsBytesEqualTheirText(_ language: Language) {
        for month in 1...12 {
            #expect(drawn { language.appendCellName(month, to: &$0) } == language.cellName(month))
            let put = drawn { canvas in
                guard let room = canvas.room(8) else { return }
                canvas.advance(by: language.putCellName(month, into: room, at: 0))
            }
            #expect(put == language.cellName(month))
            #expect(language.cellNameWidth(month) == DisplayWidth.of(language.cellName(month)))
            #expect(language.widestCellName >= language.cellNameWidth(month))
            for year in Self.years {
                let yearMonth = ym(year, month)
                #expect(drawn { language.appendLabel(yearMonth, to: &$0) } == language.label(yearMonth))
                #expect(language.labelWidth(yearMonth) == DisplayWidth.of(language.label(yearMonth)))
            }
        }
        for year in Self.years {
            #expect(drawn { language.appendYearLabel(year, to: &$0) } == language.yearLabel(year))
            #expect(language.yearLabelWidth(year) == DisplayWidth.of(language.yearLabel(year)))
        }
        #expect(drawn { language.appendWeekdayHeader(to: &$0) } == language.weekdayHeader.joined(separator: " "))
        for weekday in 0..<7 {
            #expect(drawn { language.appendWeekday(weekday, to: &$0) } == language.weekdayHeader[weekday])
        }
    }

    @Test func decimalsSpacesAndRuns() {
        // Under ten million the digits are counted by comparison: every boundary of that path, and past it.
        for value in [
            0, 7, 9, 10, 42, 99, 100, 999, 1_000, 2026, 9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000,
            9_999_999, 10_000_000, 12_345_678, Int.max,
        ] {
            #expect(drawn { $0.appendDecimal(value) } == String(value))
            #expect(drawn { $0.appendDecimal(value, minimumDigits: 2) } == zeroPadded(value, width: 2))
            #expect(drawn { $0.appendDecimal(value, minimumDigits: 4) } == zeroPadded(value, width: 4))
            #expect(drawn { $0.appendDecimal(value, minimumDigits: 6) } == zeroPadded(value, width: 6))
            #expect(drawn { $0.appendDecimal(value, minimumDigits: 8) } == zeroPadded(value, width: 8))
        }
        #expect(drawn { $0.appendDecimal(-5) } == "-5")
        #expect(drawn { $0.appendDecimal(Int.min) } == String(Int.min))
        #expect(decimalDigitCount(0) == 1 && decimalDigitCount(9) == 1 && decimalDigitCount(10) == 2)
        for count in [-1, 0, 1, 63, 64, 65, 200] {
            #expect(drawn { $0.appendSpaces(count) } == String(repeating: " ", count: max(0, count)))
            for style in RenderOptions.Style.allCases {
                let line = drawn { Frame(style).appendRule(.top, width: count, corners: false, to: &$0) }
                #expect(line == String(repeating: style == .ascii ? "-" : "─", count: max(0, count)))
            }
        }
        #expect(drawn { $0.append("월 ") } == "월 ")
        #expect(drawn { $0.append("JanFeb", range: 3..<6) } == "Feb")
        #expect(
            drawn {
                $0.append("a  ")
                $0.trimTrailingSpaces(downTo: 0)
                $0.newline()
            } == "a\n")
    }

    /// A drawing larger than its estimate is drawn again with room for it: every byte arrives, once.
    @Test func redrawsWhatDoesNotFit() {
        var calls = 0
        let text = drawn(estimate: 1) { canvas in
            calls += 1
            for index in 0..<1000 { canvas.appendDecimal(index % 10) }
        }
        #expect(text == String(repeating: "0123456789", count: 100))
        #expect(calls == 5)  // 64, 128, 256, 512, 1024
    }
}
