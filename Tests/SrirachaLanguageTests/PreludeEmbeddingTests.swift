import Foundation
import Testing
@testable import SrirachaLanguage

/// The binary carries the prelude as a Swift string generated from Prelude.sri; editing the
/// `.sri` without rerunning Scripts/embed-prelude would silently ship the old prelude.
@Test func embeddedPreludeMatchesPreludeFile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent("Sources/SrirachaLanguage/Prelude/Prelude.sri")
    let onDisk = try String(contentsOf: file, encoding: .utf8)
    // The heredoc in the script keeps the file's text and drops at most its final newline.
    #expect(PreludeSource.text == onDisk || PreludeSource.text + "\n" == onDisk,
            "Prelude.sri changed: run Scripts/embed-prelude")
}
