extension PickerState {
    /// The picker after `action`: the whole semantics table of the picker, as one pure function.
    ///
    /// Throws when the action is refused; `self` is never changed.
    public func applying(_ action: PickerAction) throws(PickerError) -> Transition {
        switch action {
        case .open:
            guard focus == nil else { return Transition(state: self, reply: .alreadyOpen) }
            return try showing(year: selection.year)
        case .close:
            guard focus != nil else { return Transition(state: self, reply: .alreadyClosed) }
            var next = self
            next.focus = nil
            return Transition(state: next, reply: .closed(selection: selection))
        case .step(let count):
            return try stepping(count, monthsWhenClosed: 1, yearsWhenOpen: 1)
        case .leap(let count):
            return try stepping(count, monthsWhenClosed: 12, yearsWhenOpen: 10)
        case .go(let reading):
            switch reading.destination {
            case .month(let month): return try selecting(month)
            case .year(let year): return try showing(year: year)
            }
        case .moveFocus(let move):
            return try movingFocus(move)
        case .choose:
            guard let focus else { throw .needsOpenPopover(.enter) }
            return try selecting(focus)
        }
    }

    /// Selects `month` and closes the popover, emitting `reload`.
    func selecting(_ month: YearMonth) throws(PickerError) -> Transition {
        try checkSelectable(month)
        var next = self
        next.selection = month
        next.focus = nil
        return Transition(state: next, events: Events(.reload(month)), reply: .selected(month))
    }

    /// Opens the popover on `year`, or moves the open popover to it. The focus keeps its month of the
    /// year (the selection's, when the popover was closed), moved inside the bounds.
    func showing(year: Int) throws(PickerError) -> Transition {
        guard YearMonth.years.contains(year) else { throw .outOfCalendar(String(year)) }
        if year < bounds.first.year { throw .yearBeforeFirst(year, first: bounds.first) }
        if year > bounds.last.year { throw .yearAfterLast(year, last: bounds.last) }
        let month = (focus ?? selection).month
        var next = self
        next.focus = bounds.clamping(YearMonth(uncheckedYear: year, month: month))
        let reply: Reply = focus == nil ? .opened(year: year) : .showingYear(year)
        return Transition(state: next, reply: reply)
    }

    /// `count` steps of the arrows: months (selecting) when closed, shown years when open.
    func stepping(_ count: Int, monthsWhenClosed months: Int, yearsWhenOpen years: Int) throws(PickerError)
        -> Transition
    {
        if let focus {
            let (delta, overflow) = count.multipliedReportingOverflow(by: years)
            let (year, overflow2) = focus.year.addingReportingOverflow(delta)
            guard !overflow, !overflow2, YearMonth.years.contains(year) else {
                throw .outOfCalendar(stepDescription(count, unit: years))
            }
            return try showing(year: year)
        }
        let (delta, overflow) = count.multipliedReportingOverflow(by: months)
        guard !overflow, let month = selection.adding(months: delta) else {
            throw .outOfCalendar(stepDescription(count, unit: months))
        }
        return try selecting(month)
    }

    private func stepDescription(_ count: Int, unit: Int) -> String {
        let arrow = count < 0 ? "<" : ">"
        let arrows = unit == 1 ? arrow : arrow + arrow
        return count.magnitude == 1 ? arrows : "\(count.magnitude)\(arrows)"
    }

    /// Moves the focus inside the open popover; the shown year follows it.
    func movingFocus(_ move: FocusMove) throws(PickerError) -> Transition {
        guard let focus else { throw .needsOpenPopover(.focus(move)) }
        let target: YearMonth?
        switch move {
        case .left: target = focus.adding(months: -1)
        case .right: target = focus.adding(months: 1)
        case .up: target = focus.adding(months: -4)
        case .down: target = focus.adding(months: 4)
        case .home: target = bounds.clamping(YearMonth(uncheckedYear: focus.year, month: 1))
        case .end: target = bounds.clamping(YearMonth(uncheckedYear: focus.year, month: 12))
        case .pageUp: return try showingYear(focus.year - 1, from: move)
        case .pageDown: return try showingYear(focus.year + 1, from: move)
        }
        guard let target else { throw .outOfCalendar(move.word) }
        try checkSelectable(target)
        var next = self
        next.focus = target
        return Transition(state: next, reply: .focused(target))
    }

    private func showingYear(_ year: Int, from move: FocusMove) throws(PickerError) -> Transition {
        guard YearMonth.years.contains(year) else { throw .outOfCalendar(move.word) }
        var transition = try showing(year: year)
        if let focus = transition.state.focus { transition.reply = .focused(focus) }
        return transition
    }

    /// Throws the reason `month` may not be selected, if there is one.
    func checkSelectable(_ month: YearMonth) throws(PickerError) {
        if month < bounds.first { throw .monthBeforeFirst(month, first: bounds.first) }
        if month > bounds.last { throw .monthAfterLast(month, last: bounds.last) }
    }
}

extension FocusMove {
    /// The command word for the move, as typed.
    public var word: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .up: "up"
        case .down: "down"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        }
    }
}
