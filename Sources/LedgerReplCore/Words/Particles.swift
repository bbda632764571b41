/// The Korean particles and endings that follow a word without changing what it names (`식비는`,
/// `스타벅스에서`, `카드로`, `3천원어치`), and what each says: the one table every reader takes them from.
///
/// The lexer splits them off the word they end, as tokens of their own, so a reader sees `스타벅스` and
/// `에서` rather than a word it must take apart.
public struct Particle: Sendable {
    /// What a particle says about the word before it.
    public struct Roles: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// It may end the subject of a question or the name of an account (`식비는`, `카드로`).
        public static let endsAName = Roles(rawValue: 1)
        /// It says where: the word before it is a place or payee (`스타벅스에서`, `편의점에`).
        public static let place = Roles(rawValue: 2)
        /// It joins the word before it to the next (`10월이랑 9월`, `식비와 교통비`).
        public static let joins = Roles(rawValue: 4)
        /// It may follow the unit of an amount (`5,400원에`, `만원어치`).
        public static let endsAnAmount = Roles(rawValue: 8)
        /// It says what a payment was made with (`카드로`, `현금으로`).
        public static let means = Roles(rawValue: 16)
        /// It may follow a date in a recording sentence (`30일에`, `11월의`).
        public static let endsADate = Roles(rawValue: 32)
    }

    /// The particle.
    public let spelling: String
    /// What it says.
    public let roles: Roles
}

/// The table of particles.
public enum Particles {
    /// Every particle, longest first where one ends another (`에서는` before `는`).
    public static let all: [Particle] = [
        .init(spelling: "에서는", roles: [.endsAName, .place]),
        .init(spelling: "에서", roles: [.endsAName, .place]),
        .init(spelling: "에게", roles: [.endsAName, .place]),
        .init(spelling: "한테", roles: [.endsAName, .place]),
        .init(spelling: "으로", roles: [.endsAName, .endsAnAmount, .means]),
        .init(spelling: "이랑", roles: [.endsAName, .joins]),
        .init(spelling: "하고", roles: [.endsAName, .joins]),
        .init(spelling: "까지", roles: [.endsAName]),
        .init(spelling: "부터", roles: [.endsAName]),
        .init(spelling: "에는", roles: [.endsAName, .endsADate]),
        .init(spelling: "어치", roles: [.endsAnAmount]),
        .init(spelling: "짜리", roles: [.endsAnAmount]),
        .init(spelling: "정도", roles: [.endsAnAmount]),
        .init(spelling: "이", roles: [.endsAName, .endsAnAmount]),
        .init(spelling: "가", roles: [.endsAName]),
        .init(spelling: "은", roles: [.endsAName, .endsAnAmount, .endsADate]),
        .init(spelling: "는", roles: [.endsAName, .endsADate]),
        .init(spelling: "을", roles: [.endsAName, .endsAnAmount]),
        .init(spelling: "를", roles: [.endsAName]),
        .init(spelling: "에", roles: [.endsAName, .place, .endsAnAmount, .endsADate]),
        .init(spelling: "의", roles: [.endsAName, .endsADate]),
        .init(spelling: "로", roles: [.endsAName, .means]),
        .init(spelling: "와", roles: [.endsAName, .joins]),
        .init(spelling: "과", roles: [.endsAName, .joins]),
        .init(spelling: "랑", roles: [.endsAName, .joins]),
        .init(spelling: "도", roles: [.endsAName]),
        .init(spelling: "만", roles: [.endsAName]),
        .init(spelling: "쯤", roles: [.endsAnAmount]),
        .init(spelling: "씩", roles: [.endsAnAmount]),
    ]

    /// The roles of `spelling`, or `nil` when it is no particle.
    public static func roles(of spelling: String) -> Particle.Roles? {
        bySpelling[spelling]
    }

    private static let bySpelling: [String: Particle.Roles] = Dictionary(
        all.map { ($0.spelling, $0.roles) }, uniquingKeysWith: { $0.union($1) })

    /// The particles with any of `roles`, longest first.
    public static func spellings(with roles: Particle.Roles) -> [String] {
        all.filter { !$0.roles.isDisjoint(with: roles) }.map(\.spelling)
    }

    /// `word` without one particle at its end (`식비는` → `식비`), longest first; unchanged when it does not
    /// end in Hangul or would be left empty.
    public static func stripping(_ word: String) -> String {
        guard word.unicodeScalars.last.map(Normalizer.isHangul) == true else { return word }
        // ASCII and precomposed syllables (nearly every word): the particles' bytes compared at the end.
        if Normalizer.plainSyllableCount(word) != nil {
            for particle in questionParticleBytes where Normalizer.hasLongerByteSuffix(word, particle) {
                return Normalizer.droppingBytes(word, particle.count)
            }
            return word
        }
        for particle in questionParticles where word.count > particle.count && word.hasSuffix(particle) {
            return String(word.dropLast(particle.count))
        }
        return word
    }

    /// The particles a subject of a question may end in, longest first.
    static let questionParticles = spellings(with: .endsAName)

    /// `questionParticles` as UTF-8, in the same order.
    static let questionParticleBytes = questionParticles.map { Array($0.utf8) }
}
