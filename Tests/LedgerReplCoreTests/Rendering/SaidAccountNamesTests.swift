import Testing

@testable import LedgerReplCore

/// Accounts in a ranking are said by their leaf, the path only where it tells two apart (issue 27).
@Suite struct SaidAccountNamesTests {
    @Test(arguments: [
        // Source: the example journals' accounts, and a leaf two categories share (written this round).
        (["지출:주거:월세", "지출:식비:장보기", "지출:교통"], ["월세", "장보기", "교통"]),
        (["expenses:rent", "expenses:food:dining"], ["rent", "dining"]),
        (["지출:식비:기타", "지출:교통:기타", "지출:통신"], ["식비:기타", "교통:기타", "통신"]),
        (["지출:식비", "지출:식비:카페"], ["식비", "카페"]),
        (["a:x:기타", "b:x:기타"], ["a:x:기타", "b:x:기타"]),
        (["기타", "지출:기타"], ["기타", "지출:기타"]),
        ([], []),
    ])
    func saysTheLeafUnlessShared(_ accounts: [String], _ expected: [String]) {
        #expect(SaidAccountNames.names(for: accounts) == expected)
    }
}
