import LedgerReplCore
import Testing

@testable import LedgerReplShell

#if canImport(Glibc)
    import Glibc
#endif

/// The one table of what error numbers mean: each number is the C library's, each English the C
/// library's own words in lower case, and every row has Korean.
@Suite struct SystemErrorTextTests {
    /// The C library's constants by name, written out here to check the table's numbers against.
    static let constants: [String: Int32] = [
        "EPERM": EPERM, "ENOENT": ENOENT, "EINTR": EINTR, "EIO": EIO, "ENXIO": ENXIO, "EBADF": EBADF,
        "EAGAIN": EAGAIN, "ENOMEM": ENOMEM, "EACCES": EACCES, "EBUSY": EBUSY, "EEXIST": EEXIST,
        "ENODEV": ENODEV, "ENOTDIR": ENOTDIR, "EISDIR": EISDIR, "EINVAL": EINVAL, "ENFILE": ENFILE,
        "EMFILE": EMFILE, "ETXTBSY": ETXTBSY, "EFBIG": EFBIG, "ENOSPC": ENOSPC, "EROFS": EROFS, "EPIPE": EPIPE,
        "ENAMETOOLONG": ENAMETOOLONG, "ELOOP": ELOOP, "ESTALE": ESTALE, "EDQUOT": EDQUOT,
    ]

    @Test(arguments: SystemErrorText.rows.map(\.name))
    func eachRowIsTheCLibrarysNumberAndWords(_ name: String) throws {
        let row = try #require(SystemErrorText.rows.first { $0.name == name })
        #expect(Self.constants[name] == row.code, "\(name) is \(Self.constants[name] as Any) here")
        #expect(String(cString: strerror(row.code)).lowercased() == row.english)
        #expect(!row.korean.isEmpty && !row.korean.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic })
    }

    @Test func theCommonFileErrorsAreAllInTheTable() {
        for code in [ENOENT, EACCES, EPERM, EROFS, EISDIR, ENOTDIR, ENOSPC, EDQUOT, ELOOP, EIO, EFBIG, ENAMETOOLONG] {
            #expect(SystemErrorText.rows.contains { $0.code == code }, "\(code)")
        }
    }

    /// An error crosses from the shell to the words as its number, said in the session's language by
    /// `Messages`: never an English sentence matched to translate it.
    @Test func theShellsErrorIsANumberSaidInTheSessionsLanguage() {
        let english = Messages(language: .english)
        let korean = Messages(language: .korean)
        #expect(english.text(for: SystemEnvironment.problem(errno: ENOSPC)) == "no space left on device")
        #expect(korean.text(for: SystemEnvironment.problem(errno: ENOSPC)) == "장치에 남은 공간이 없습니다")
        #expect(korean.text(for: SystemEnvironment.problem(errno: EROFS)) == "읽기 전용 파일 시스템입니다")
        // A number the table does not have: the C library's words in lower case, its number in Korean.
        #expect(english.text(for: SystemEnvironment.problem(errno: EPROTO)) == String(cString: strerror(EPROTO)).lowercased())
        #expect(korean.text(for: SystemEnvironment.problem(errno: EPROTO)) == "시스템 오류 \(EPROTO)")
        #expect(korean.cannotWriteOutput(SystemEnvironment.problem(errno: ENOSPC)) == "출력을 쓸 수 없습니다: 장치에 남은 공간이 없습니다.")
    }
}
