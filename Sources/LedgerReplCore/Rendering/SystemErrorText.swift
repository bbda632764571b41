/// What the system's error numbers (`errno`) mean, in both languages: the one table every message about
/// a file that cannot be opened, read or written takes its words from, so a Korean session never shows
/// the C library's English and an English one always shows it the same way (lower case, as the other
/// errors are written).
///
/// The numbers are Linux's (the same on x86-64 and AArch64); the shell's tests check each against the C
/// library's constant and its English against `strerror`.
public enum SystemErrorText {
    /// One error number and its words.
    public struct Row: Sendable {
        /// The C name (`ENOENT`).
        public let name: String
        /// The number.
        public let code: Int32
        /// The C library's description in lower case (`no such file or directory`).
        public let english: String
        /// The same in Korean (`그런 파일이나 디렉터리가 없습니다`).
        public let korean: String
    }

    /// The errors a file operation commonly meets.
    public static let rows: [Row] = [
        Row(name: "EPERM", code: 1, english: "operation not permitted", korean: "허용되지 않는 작업입니다"),
        Row(name: "ENOENT", code: 2, english: "no such file or directory", korean: "그런 파일이나 디렉터리가 없습니다"),
        Row(name: "EINTR", code: 4, english: "interrupted system call", korean: "시스템 호출이 중단되었습니다"),
        Row(name: "EIO", code: 5, english: "input/output error", korean: "입출력 오류입니다"),
        Row(name: "ENXIO", code: 6, english: "no such device or address", korean: "그런 장치나 주소가 없습니다"),
        Row(name: "EBADF", code: 9, english: "bad file descriptor", korean: "잘못된 파일 기술자입니다"),
        Row(name: "EAGAIN", code: 11, english: "resource temporarily unavailable", korean: "자원을 잠시 쓸 수 없습니다"),
        Row(name: "ENOMEM", code: 12, english: "cannot allocate memory", korean: "메모리를 할당할 수 없습니다"),
        Row(name: "EACCES", code: 13, english: "permission denied", korean: "권한이 없습니다"),
        Row(name: "EBUSY", code: 16, english: "device or resource busy", korean: "장치나 자원이 사용 중입니다"),
        Row(name: "EEXIST", code: 17, english: "file exists", korean: "파일이 이미 있습니다"),
        Row(name: "ENODEV", code: 19, english: "no such device", korean: "그런 장치가 없습니다"),
        Row(name: "ENOTDIR", code: 20, english: "not a directory", korean: "디렉터리가 아닙니다"),
        Row(name: "EISDIR", code: 21, english: "is a directory", korean: "디렉터리입니다"),
        Row(name: "EINVAL", code: 22, english: "invalid argument", korean: "잘못된 인수입니다"),
        Row(name: "ENFILE", code: 23, english: "too many open files in system", korean: "시스템에 열린 파일이 너무 많습니다"),
        Row(name: "EMFILE", code: 24, english: "too many open files", korean: "열린 파일이 너무 많습니다"),
        Row(name: "ETXTBSY", code: 26, english: "text file busy", korean: "실행 중인 파일이라 쓸 수 없습니다"),
        Row(name: "EFBIG", code: 27, english: "file too large", korean: "파일이 너무 큽니다"),
        Row(name: "ENOSPC", code: 28, english: "no space left on device", korean: "장치에 남은 공간이 없습니다"),
        Row(name: "EROFS", code: 30, english: "read-only file system", korean: "읽기 전용 파일 시스템입니다"),
        Row(name: "EPIPE", code: 32, english: "broken pipe", korean: "파이프가 끊어졌습니다"),
        Row(name: "ENAMETOOLONG", code: 36, english: "file name too long", korean: "파일 이름이 너무 깁니다"),
        Row(
            name: "ELOOP", code: 40, english: "too many levels of symbolic links",
            korean: "심볼릭 링크가 너무 여러 단계로 이어집니다"),
        Row(name: "ESTALE", code: 116, english: "stale file handle", korean: "파일 핸들이 더는 유효하지 않습니다"),
        Row(name: "EDQUOT", code: 122, english: "disk quota exceeded", korean: "디스크 할당량을 넘었습니다"),
    ]

    /// The words for error number `code` in `language`. A number not in the table is said with
    /// `description` (the C library's words, written in lower case) in English and by its number in Korean.
    public static func text(code: Int32, description: String, in language: Language) -> String {
        switch (rows.first(where: { $0.code == code }), language) {
        case (let row?, .english): return row.english
        case (let row?, .korean): return row.korean
        case (nil, .english): return lowercased(description)
        case (nil, .korean): return "시스템 오류 \(code)"
        }
    }

    /// `text` with its ASCII capitals in lower case (the C library capitalises the first word).
    static func lowercased(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32) ?? $0 : $0 }))
    }
}
