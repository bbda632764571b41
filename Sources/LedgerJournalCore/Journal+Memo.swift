import Synchronization

/// What is worked out from one loaded journal and asked for again and again, kept as long as the
/// journal is: the month view's figures, and the drawings a renderer makes from them.
///
/// Navigation shows the same few months line after line; working their figures out and drawing them
/// once per load makes a navigation line's cost independent of the journal's size. A journal is
/// immutable, so nothing here ever goes stale: a reload makes a new journal with an empty memo. The
/// tables are bounded (cleared when full), so a script wandering through ten thousand years keeps
/// its memory.
final class JournalMemo: @unchecked Sendable {
    /// The most entries a table keeps before it starts over.
    static let capacity = 4096

    // Every access to the tables holds `lock` (which is why the class may be shared: Sendable by hand).
    private let lock = Mutex(())
    private var summaries: [Int64: MonthSummary] = [:]
    private var drawings: [DrawingKey: [UInt8]] = [:]

    /// The summary under `key`, made by `make` (outside the lock) the first time.
    func summary(_ key: Int64, make: () -> MonthSummary) -> MonthSummary {
        if let known = lock.withLock({ _ in summaries[key] }) { return known }
        let made = make()
        lock.withLock { _ in
            if summaries.count >= Self.capacity { summaries.removeAll(keepingCapacity: true) }
            summaries[key] = made
        }
        return made
    }

    /// Appends the drawing under `key` to `out`, drawing it with `draw` the first time.
    func appendDrawing(_ key: DrawingKey, to out: inout [UInt8], draw: (inout [UInt8]) -> Void) {
        let found = lock.withLock { _ -> Bool in
            guard let bytes = drawings[key] else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if found { return }
        var bytes: [UInt8] = []
        draw(&bytes)
        out.append(contentsOf: bytes)
        lock.withLock { _ in
            if drawings.count >= Self.capacity { drawings.removeAll(keepingCapacity: true) }
            drawings[key] = bytes
        }
    }
}

/// What a remembered drawing depends on besides its journal, as integers: the kind of view and up to
/// five words its renderer packs what it draws from into (the month, today, the options, the state).
/// Integers, because hashing and comparing them costs a few instructions a line, where a key of any
/// type would be boxed and its type looked up at run time.
public struct DrawingKey: Hashable, Sendable {
    /// Which view (each renderer picks its own number).
    public let kind: Int
    /// What the view is drawn from, packed by its renderer so that different drawings never share words.
    public let words: (Int, Int, Int, Int, Int)

    /// The key of view `kind` drawn from `words` (unused words 0).
    public init(kind: Int, _ first: Int, _ second: Int = 0, _ third: Int = 0, _ fourth: Int = 0, _ fifth: Int = 0) {
        self.kind = kind
        words = (first, second, third, fourth, fifth)
    }

    public static func == (lhs: DrawingKey, rhs: DrawingKey) -> Bool {
        lhs.kind == rhs.kind && lhs.words == rhs.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
        hasher.combine(words.4)
    }
}

extension Journal {
    /// Appends the drawing that `key` names to `out`: drawn by `draw` the first time this journal is
    /// asked for it, and copied from the journal's memo after that.
    ///
    /// `key` must name everything the drawing depends on besides the journal (the month, the day
    /// marked as today, the render options, the picker's state); the memo lives as long as the journal,
    /// so a reloaded journal draws afresh. For views drawn line after line (the month view, the popover).
    public func appendMemoizedDrawing(_ key: DrawingKey, to out: inout [UInt8], draw: (inout [UInt8]) -> Void) {
        storage.memo.appendDrawing(key, to: &out, draw: draw)
    }
}
