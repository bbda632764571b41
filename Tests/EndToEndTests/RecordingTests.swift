import Foundation
import Testing

/// Recording from the outside: the built binary records into a copy of a journal, `hledger` reads the
/// file afterwards and sees the balances moved by exactly the amount, the old bytes stay a prefix of the
/// new file, `undo` restores it byte for byte, and every refusal leaves it untouched.
@Suite struct RecordingTests {
    static let today = ["--today", "2026-12-01"]

    /// `decimal-mark .` so that hledger, too, reads `4,500원` as four thousand five hundred.
    static let household = """
        decimal-mark .

        2026-11-01 월급
            자산:통장  3,000,000원
            수입:급여

        2026-11-02 스타벅스
            지출:카페  4,500원
            자산:현금

        2026-11-03 점심
            지출:식비  9,000원
            부채:신한카드

        """

    static let english = """
        2026-11-02 Starbucks
            expenses:coffee  $4.50
            assets:cash

        2026-11-10 Lunch at Subway
            expenses:food  $11.25
            liabilities:visa
        """

    /// A scratch directory holding journal copies, removed afterwards.
    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-repl-record-\(UUID())")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) {
                for name in names { chmod(url.appendingPathComponent(name).path, 0o644) }
            }
            try? FileManager.default.removeItem(at: url)
        }
        func file(_ name: String, _ text: String) throws -> String {
            let path = url.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
    }

    /// `hledger -f FILE balance --flat -N -O csv`: each account's balance (CSV writes no digit groups:
    /// `9900원`), or the error hledger printed.
    static func hledgerBalances(_ path: String) throws -> [String: String] {
        let result = try BinaryRunner.run(
            ["-f", path, "balance", "--flat", "-N", "-O", "csv"], environment: ["LANG": "C.UTF-8"],
            executable: URL(fileURLWithPath: "/usr/bin/hledger"))
        guard result.status == 0 else { throw HledgerFailed(message: result.stderr) }
        var balances: [String: String] = [:]
        for line in result.stdout.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", maxSplits: 1).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            if fields.count == 2 { balances[fields[0]] = fields[1] }
        }
        return balances
    }

    struct HledgerFailed: Error { let message: String }

    /// The red team's sentences, with `--yes`: each is refused, saying what it quotes, and the file is
    /// left byte for byte as it was (never an entry dated today with the date in its description, another
    /// commodity for a code, or a sum of a Korean number's parts).
    @Test(arguments: [
        ("add 2026-11-31 coffee 1000원 지출:카페 자산:현금", "\"2026-11-31\" is no day on the calendar"),
        ("add 2026-02-29 coffee 1000원 지출:카페 자산:현금", "\"2026-02-29\" is no day on the calendar"),
        ("add 2026-13-01 coffee 1000원 지출:카페 자산:현금", "month 13 is not 1 to 12"),
        ("add 2026-11-00 coffee 1000원 지출:카페 자산:현금", "day 00 is not in that month"),
        ("add 0000-01-01 coffee 1000원 지출:카페 자산:현금", "year 0000 is not 1 to 9999"),
        ("add 10000-01-01 coffee 1000원 지출:카페 자산:현금", "year 10000 is not 1 to 9999"),
        ("add 11/31 coffee 1000원 지출:카페 자산:현금", "\"11/31\" is no day on the calendar"),
        ("add 2026년 2월 30일 커피 1000원 지출:카페 자산:현금", "\"2026년 2월 30일\" is no day on the calendar"),
        ("add coffee 5 BTC 지출:카페 자산:현금", "BTC in \"5 BTC\" is no currency"),
        ("add coffee 7 DOGE 지출:카페 자산:현금", "DOGE in \"7 DOGE\" is no currency"),
        ("add 커피 만만원 지출:카페 자산:현금", "\"만만원\" is not a Korean number"),
        ("add 커피 천천원 지출:카페 자산:현금", "\"천천원\" is not a Korean number"),
        ("add 커피 오천오천원 지출:카페 자산:현금", "\"오천오천원\" is not a Korean number"),
        ("add 커피 5백5천원 지출:카페 자산:현금", "\"5백5천원\" is not a Korean number"),
        ("add 1000원 expenses:\u{1B}[2J 자산:현금 점심", "\"expenses:\\x1B[2J\" cannot be a new account"),
        ("add 1000원 expenses:\u{202E}x 자산:현금 점심", "\"expenses:\\u{202E}x\" cannot be a new account"),
        ("add 1000원 !지출:카페 자산:현금 점심", "\"!지출:카페\" cannot be a new account"),
        ("add !점심 1000원 지출:카페 자산:현금", "\"!점심\" cannot be a journal description"),
    ])
    func refusesWhatWasNotSaidAndLeavesTheFile(_ sentence: String, _ message: String) throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let before = try folder.bytes(path)
        let result = try BinaryRunner.run(Self.today + ["-f", path, "--yes", "-c", sentence])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try folder.bytes(path) == before)
    }

    /// What is said is written as said: a new account in its case, an ISO code or a currency sign the
    /// journal lacks as typed.
    @Test(arguments: [
        ("add coffee 1000원 Expenses:NewThing 자산:현금", "    Expenses:NewThing   1,000원\n"),
        ("add taxi 300 THB 지출:교통 자산:현금", "    지출:교통   300 THB\n"),
        ("add taxi ₹300 지출:교통 자산:현금", "    지출:교통   ₹300\n"),
    ])
    func writesWhatWasSaidAsSaid(_ sentence: String, _ line: String) throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let result = try BinaryRunner.run(Self.today + ["-f", path, "--yes", "-c", sentence])
        #expect(result.status == 0, "\(result.stderr)")
        let written = String(decoding: try folder.bytes(path), as: UTF8.self)
        #expect(written.contains(line), "\(written)")
        #expect(result.stdout.contains(line), "the text shown is the text written")
        _ = try Self.hledgerBalances(path)  // hledger reads it
    }

    /// A header ending in `; ` and blanks (an editor's leftover) once crashed `entries` and every `add`.
    @Test func aCommentOfBlanksNeitherCrashesEntriesNorRecording() throws {
        let folder = try Folder()
        let path = try folder.file(
            "household.journal", Self.household + "2026-11-04 편의점 ;\u{20}\u{20}\n    지출:식비  2,000원\n    자산:현금\n")
        let entries = try BinaryRunner.run(Self.today + ["-f", path, "-c", "entries 2026-11"])
        #expect(entries.status == 0, "\(entries.stderr)")
        #expect(entries.stdout.contains("2026-11-04 편의점\n"))
        let add = try BinaryRunner.run(Self.today + ["-f", path, "--yes", "-c", "add 편의점 3,000원"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.contains("    지출:식비   3,000원\n"))
    }

    @Test func recordsIntoACopyThatHledgerReadsWithTheBalancesMovedByTheAmount() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let before = try folder.bytes(path)
        let balancesBefore = try Self.hledgerBalances(path)
        let result = try BinaryRunner.run(
            Self.today + ["-f", path, "--yes", "-c", "add 어제 스타벅스 5,400원; 점심 12,000원 카드로; 편의점에서 3천원 현금 식비"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let after = try folder.bytes(path)
        #expect(after.starts(with: before), "the old bytes are a prefix of the new file")
        let balances = try Self.hledgerBalances(path)
        #expect(balancesBefore["지출:카페"] == "4500원")
        #expect(balances["지출:카페"] == "9900원")
        #expect(balances["지출:식비"] == "24000원")
        #expect(balances["부채:신한카드"] == "-21000원")
        #expect(balances["자산:현금"] == "-12900원")
        #expect(
            String(decoding: after.dropFirst(before.count), as: UTF8.self) == """

                2026-11-30 스타벅스
                    지출:카페   5,400원
                    자산:현금  -5,400원

                2026-12-01 점심
                    지출:식비       12,000원
                    부채:신한카드  -12,000원

                2026-12-01 편의점
                    지출:식비   3,000원
                    자산:현금  -3,000원

                """)
    }

    @Test func undoRestoresTheFileByteForByte() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.english)
        let before = try folder.bytes(path)
        let result = try BinaryRunner.run(
            Self.today + ["-f", path, "--yes", "-c", "lunch 12.50 yesterday; undo; add coffee $3 cash; undo"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.bytes(path) == before)
        #expect(result.stdout.contains("Recorded in \(path), line 9; undo takes it back."))
        #expect(
            result.stdout.contains(
                "Took back the entry recorded in \(path) at line 9: the lines it added are gone, and nothing before them changed."
            ))
    }

    @Test func theViewAndTheTotalsIncludeTheNewEntryAtOnce() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let result = try BinaryRunner.run(
            Self.today + [
                "-f", path, "--yes", "--json", "-c", "spent in november; add 어제 스타벅스 5,400원; spent in november",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""totals":{"원":"13500"}"#))
        #expect(lines[1].contains(#""ok":true"#))
        #expect(lines[2].contains(#""totals":{"원":"18900"}"#))
    }

    @Test func jsonCarriesTheEntryAndWhereItWent() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.english)
        let result = try BinaryRunner.run(
            Self.today + ["-f", path, "--yes", "--json", "-c", "lunch 12.50 yesterday; undo"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.first?.contains(
                #""recording":{"step":"recorded","path":"\#(path)","line":9,"entry":{"date":"2026-11-30","description":"lunch","postings":[{"account":"expenses:food","amount":{"$":"12.50"}},{"account":"liabilities:visa","amount":{"$":"-12.50"}}],"newAccounts":[]},"text":"2026-11-30 lunch\n    expenses:food      $12.50\n    liabilities:visa  $-12.50\n"}"#
            ) == true, "\(lines.first ?? "")")
        #expect(lines.first?.contains(#""month":"2026-11""#) == true, "the entry's month is selected")
        #expect(lines.last?.contains(#""recording":{"step":"unrecorded","path":"\#(path)","line":9}"#) == true)
        #expect(lines.last?.contains(#""month":"2026-12""#) == true, "undo returns to the month before")
    }

    @Test func aBareDayIsThePastOneAndAFutureDateIsSaidInBothLanguages() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let korean = try BinaryRunner.run(
            Self.today + ["--lang", "ko", "-f", path, "--yes", "-c", "점심 12,000원 15일 카드; 점심 9,000원 내일 카드"])
        #expect(korean.status == 0, "\(korean.stderr)")
        #expect(korean.stdout.contains("2026-11-15 점심"))
        #expect(korean.stdout.contains("2026-12-02 점심\n"))
        #expect(korean.stdout.contains("2026-12-02는 앞으로의 날짜입니다 (오늘은 2026-12-01)."))
        #expect(!korean.stdout.contains("2026-11-15는"), "a day that happened has no note")
        let englishPath = try folder.file("english.journal", Self.english)
        let english = try BinaryRunner.run(
            Self.today + [
                "--lang", "en", "--json", "-f", englishPath, "--yes", "-c",
                "lunch $12 on the 31st cash; lunch $9 tomorrow cash",
            ])
        #expect(english.status == 0, "\(english.stderr)")
        let lines = english.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""entry":{"date":"2026-10-31""#) == true, "\(lines.first ?? "")")
        #expect(lines.first?.contains(#""future""#) == false)
        #expect(lines.last?.contains(#""entry":{"date":"2026-12-02""#) == true, "\(lines.last ?? "")")
        #expect(lines.last?.contains(#""newAccounts":[],"future":true"#) == true, "\(lines.last ?? "")")
        let text = try BinaryRunner.run(
            Self.today + ["--lang", "en", "-f", englishPath, "--yes", "-c", "add coffee $3 next friday cash"])
        #expect(text.stdout.contains("2026-12-04 is a future date (today is 2026-12-01)."), "\(text.stdout)")
    }

    @Test func aScriptWithoutYesIsRefusedAndTheFileIsUntouched() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let before = try folder.bytes(path)
        let result = try BinaryRunner.run(Self.today + ["-f", path, "-c", "add 어제 스타벅스 5,400원"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "command 1: not recorded: a script records only with --yes: 2026-11-30 스타벅스: 지출:카페 5,400원, 자산:현금 -5,400원\n"
        )
        #expect(try folder.bytes(path) == before)
    }

    @Test func aReadOnlyFileIsRefusedEvenForRootAndIsUntouched() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        #expect(chmod(path, 0o444) == 0)
        let before = try folder.bytes(path)
        let result = try BinaryRunner.run(
            Self.today + ["-f", path, "--yes", "--lang", "ko", "-c", "add 어제 스타벅스 5,400원"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "1번째 명령: 기록하지 않았습니다: \(path)은 읽기 전용입니다 (모드 0444). 기록하려면 쓰기를 허용하세요 (chmod u+w \(path)).\n")
        #expect(try folder.bytes(path) == before)
    }

    @Test func aJournalBrokenSinceItWasReadIsRefusedAndLeftAsItIs() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let session = try PipedSession(BinaryRunner.binary.path, Self.today + ["--json", "--yes", "-f", path])
        session.send("spent in november")
        #expect(try session.readLine().contains(#""ok":true"#))
        let broken = Self.household + "2026-11-31 no such day\n"
        _ = try folder.file("household.journal", broken)
        session.send("add 어제 스타벅스 5,400원")
        let line = try session.readLine()
        #expect(line.contains(#""ok":false"#))
        #expect(line.contains("no longer loads"))
        #expect(try session.finish() == 1)
        #expect(try folder.bytes(path) == Data(broken.utf8))
    }

    @Test func aFileChangedSinceItWasReadIsReadAgainAndTheEntryGoesAfterTheChange() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let session = try PipedSession(BinaryRunner.binary.path, Self.today + ["--json", "--yes", "-f", path])
        session.send("spent in november")
        #expect(try session.readLine().contains(#""totals":{"원":"13500"}"#))
        let edited = Self.household + "\n2026-11-20 버스\n    지출:교통  1,250원\n    자산:현금\n"
        _ = try folder.file("household.journal", edited)
        session.send("add 어제 스타벅스 5,400원")
        #expect(try session.readLine().contains(#""ok":true"#))
        session.send("spent in november")
        #expect(try session.readLine().contains(#""totals":{"원":"20150"}"#))
        #expect(try session.finish() == 0)
        let after = try folder.bytes(path)
        #expect(after.starts(with: Data(edited.utf8)))
        #expect(try Self.hledgerBalances(path)["지출:카페"] == "9900원")
    }

    @Test func undoRefusesAFileEditedSinceTheRecordingAndLeavesIt() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let session = try PipedSession(BinaryRunner.binary.path, Self.today + ["--json", "--yes", "-f", path])
        session.send("add 어제 스타벅스 5,400원")
        #expect(try session.readLine().contains(#""ok":true"#))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("; a note written by hand\n".utf8))
        try handle.close()
        let edited = try folder.bytes(path)
        session.send("undo")
        let line = try session.readLine()
        #expect(line.contains(#""ok":false"#))
        #expect(line.contains("changed since the entry was recorded (it no longer ends with it), so the entry stays"))
        #expect(try session.finish() == 1)
        #expect(try folder.bytes(path) == edited)
    }

    /// A journal dating its entries `2026/11/02` gets the new entry dated so, and hledger reads it.
    @Test func theEntryIsDatedInTheJournalsOwnStyle() throws {
        let folder = try Folder()
        let path = try folder.file(
            "slashes.journal", Self.household.replacingOccurrences(of: "2026-11-", with: "2026/11/"))
        let before = try folder.bytes(path)
        let result = try BinaryRunner.run(Self.today + ["--yes", path, "-c", "add 어제 스타벅스 5,400원"])
        #expect(result.status == 0, "\(result.stderr)")
        let added = String(decoding: try folder.bytes(path).dropFirst(before.count), as: UTF8.self)
        #expect(added.hasPrefix("\n2026/11/30 스타벅스\n"))
        #expect(try Self.hledgerBalances(path)["지출:카페"] == "9900원")
    }

    /// A journal named through a symbolically linked folder (`link/household.journal`, `link` pointing to
    /// the real folder) is the person's own file: recorded into and undone byte for byte.
    @Test func aJournalInALinkedFolderIsRecordedAndUndone() throws {
        let folder = try Folder()
        let real = folder.url.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let path = real.appendingPathComponent("household.journal").path
        try Data(Self.household.utf8).write(to: URL(fileURLWithPath: path))
        let link = folder.url.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real")
        let before = try folder.bytes(path)
        let named = link + "/household.journal"
        let recorded = try BinaryRunner.run(Self.today + ["--yes", named, "-c", "add 어제 스타벅스 5,400원"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("Recorded in \(named), line "))
        let recordedBytes = try folder.bytes(path)
        #expect(recordedBytes.starts(with: before) && recordedBytes.count > before.count)
        let undone = try BinaryRunner.run(
            Self.today + ["--yes", named, "--add-to", named], stdin: Data("add 점심 12,000원 카드로\nundo\n".utf8))
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(undone.stdout.contains("Took back the entry recorded in \(named)"))
        #expect(try folder.bytes(path) == recordedBytes, "the second entry taken back byte for byte")
    }

    @Test func aSymbolicLinkIsRefusedUntilTheFileItPointsToIsNamed() throws {
        let folder = try Folder()
        let real = try folder.file("real.journal", Self.household)
        let link = folder.url.appendingPathComponent("link.journal").path
        #expect(symlink(real, link) == 0)
        let before = try folder.bytes(real)
        let refused = try BinaryRunner.run(Self.today + ["-f", link, "--yes", "-c", "add 어제 스타벅스 5,400원"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is a symbolic link to"))
        #expect(refused.stderr.contains("--add-to "))
        #expect(try folder.bytes(real) == before)
        let named = try BinaryRunner.run(
            Self.today + ["-f", link, "--add-to", real, "--yes", "-c", "add 어제 스타벅스 5,400원"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try Self.hledgerBalances(link)["지출:카페"] == "9900원")
    }

    @Test func anIncludedFileIsWrittenOnlyWhenNamed() throws {
        let folder = try Folder()
        let included = try folder.file("2026.journal", Self.household)
        let main = try folder.file("main.journal", "decimal-mark .\ninclude 2026.journal\n")
        let result = try BinaryRunner.run(Self.today + ["-f", main, "--yes", "-c", "add 어제 스타벅스 5,400원"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.bytes(included) == Data(Self.household.utf8), "the included file is not the one named")
        #expect(try folder.bytes(main).starts(with: Data("decimal-mark .\ninclude 2026.journal\n".utf8)))
        #expect(try Self.hledgerBalances(main)["지출:카페"] == "9900원")
        let toIncluded = try BinaryRunner.run(
            Self.today + ["-f", main, "--add-to", included, "--yes", "-c", "add 어제 스타벅스 5,400원"])
        #expect(toIncluded.status == 0, "\(toIncluded.stderr)")
        #expect(try folder.bytes(included).starts(with: Data(Self.household.utf8)))
        #expect(try Self.hledgerBalances(main)["지출:카페"] == "15300원")
    }

    @Test func aMissingAccountInAScriptSaysWhatToAdd() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let before = try folder.bytes(path)
        let result = try BinaryRunner.run(Self.today + ["-f", path, "--yes", "-c", "add 새가게 5,000원 현금"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("command 1: not recorded: nothing says what \"새가게\" was for; add an account"))
        #expect(try folder.bytes(path) == before)
    }

    @Test func crlfJournalsStayCRLF() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household.replacingOccurrences(of: "\n", with: "\r\n"))
        let result = try BinaryRunner.run(Self.today + ["-f", path, "--yes", "-c", "add 어제 스타벅스 5,400원"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: try folder.bytes(path), as: UTF8.self)
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CR LF")
        #expect(try Self.hledgerBalances(path)["지출:카페"] == "9900원")
    }
}
