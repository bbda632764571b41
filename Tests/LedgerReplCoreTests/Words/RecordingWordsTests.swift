import Testing

@testable import LedgerReplCore

/// The recording words are read from the tables: the quick scan's stems cover every end word, the
/// record command's spellings start a recording, and the particles a date or amount may end in are
/// the particle table's.
@Suite struct RecordingWordsTests {
    @Test func everyEndWordStartsWithAStemTheScanLooksFor() {
        for word in RecordingWords.endWords {
            #expect(RecordingWords.endStems.contains { word.hasPrefix($0) }, "\(word)")
        }
    }

    @Test func theRecordCommandsSpellingsStartARecording() {
        for spelling in ["add", "record", "기록", "추가"] { #expect(RecordingWords.startWords.contains(spelling)) }
    }

    @Test func dateAndAmountEndingsComeFromTheParticleTable() {
        #expect(Particles.spellings(with: .endsADate) == ["에는", "은", "는", "에", "의"])
        #expect(Particles.spellings(with: .endsAnAmount).first == "으로", "longest first")
    }
}
