/// A mark the popover's legend can explain, in the order the legend lists them.
enum LegendMark: CaseIterable {
    /// `[Dec] selected`.
    case selected
    /// `Nov* today`.
    case today
    /// `>Jul focus`.
    case focus
    /// `(Aug) disabled`.
    case disabled
    /// `Aug+ has entries`.
    case entries
}

/// The legend's entries, each a month carrying its mark and the mark's word: the same for a popover
/// drawn cell by cell and one copied from its template.
extension Language {
    /// Appends the entry for `mark` shown on month `month`, its name as `names` writes it:
    /// `[Dec] selected`, `Nov* 오늘`.
    func appendLegendEntry(_ mark: LegendMark, month: Int, names: PopoverLayout.Names, to out: inout ByteCanvas) {
        switch mark {
        case .selected: out.append(UInt8(ascii: "["))
        case .disabled: out.append(UInt8(ascii: "("))
        case .focus: out.append(UInt8(ascii: ">"))
        case .today, .entries: break
        }
        appendName(month, names: names, to: &out)
        switch mark {
        case .selected: out.append("] ")
        case .disabled: out.append(") ")
        case .today: out.append("* ")
        case .entries: out.append("+ ")
        case .focus: out.append(UInt8(ascii: " "))
        }
        switch (mark, self) {
        case (.selected, .english): out.append("selected")
        case (.today, .english): out.append("today")
        case (.focus, .english): out.append("focus")
        case (.disabled, .english): out.append("disabled")
        case (.entries, .english): out.append("has entries")
        case (.selected, .korean): out.append("선택")
        case (.today, .korean): out.append("오늘")
        case (.focus, .korean): out.append("커서")
        case (.disabled, .korean): out.append("선택 불가")
        case (.entries, .korean): out.append("내역 있음")
        }
    }

    /// The display width of `appendLegendEntry`'s entry.
    func legendEntryWidth(_ mark: LegendMark, month: Int, names: PopoverLayout.Names) -> Int {
        let marks = mark == .selected || mark == .disabled ? 2 : 1
        let word =
            switch (mark, self) {
            case (.selected, .english), (.disabled, .english): 8
            case (.today, .english), (.focus, .english): 5
            case (.entries, .english): 11
            case (.selected, .korean), (.today, .korean), (.focus, .korean): 4
            case (.disabled, .korean), (.entries, .korean): 9
            }
        return nameWidth(month, names: names) + marks + 1 + word
    }

    /// Appends a month's name as `names` writes it: `Jul`, `7월`, or `7`.
    @inline(__always)
    func appendName(_ month: Int, names: PopoverLayout.Names, to out: inout ByteCanvas) {
        switch names {
        case .short: appendCellName(month, to: &out)
        case .digits: out.appendDecimal(month)
        }
    }

    /// The display width of `appendName`'s name.
    @inline(__always)
    func nameWidth(_ month: Int, names: PopoverLayout.Names) -> Int {
        switch names {
        case .short: cellNameWidth(month)
        case .digits: month < 10 ? 1 : 2
        }
    }
}
