import ConstraintModel

/// The fixed sentences UIKit and AppKit print around a conflict. Recognising them tells where a
/// log starts and ends, which platform wrote it, and which lines are not prose.
enum LogPhrase {
    enum Role {
        /// Starts a log.
        case header
        /// The advice sentences of UIKit's header; they continue a header or stand in for a lost one.
        case advice
        /// "Will attempt to recover by breaking constraint": the next entry is the broken one.
        case willAttempt
        /// After the broken constraint; ends a log.
        case trailer
    }

    struct Entry {
        var text: StaticString
        var role: Role
        var platform: Platform?
    }

    /// Longer phrases before their prefixes so the most specific one matches.
    static let all: [Entry] = [
        Entry(text: "Unable to simultaneously satisfy constraints", role: .header, platform: nil),
        Entry(text: "Conflicting constraints detected", role: .header, platform: .macOS),
        Entry(text: "Probably at least one of the constraints in the following list", role: .advice, platform: .iOS),
        Entry(text: "Try this:", role: .advice, platform: .iOS),
        Entry(text: "(1) look at each constraint", role: .advice, platform: .iOS),
        Entry(text: "(2) find the code that added", role: .advice, platform: .iOS),
        Entry(text: "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints", role: .advice, platform: .iOS),
        Entry(text: "Will attempt to recover by breaking constraint", role: .willAttempt, platform: nil),
        Entry(text: "Will attempt to recover by breaking", role: .willAttempt, platform: nil),
        Entry(text: "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints", role: .trailer, platform: .iOS),
        Entry(text: "The methods in the UIConstraintBasedLayoutDebugging category", role: .trailer, platform: .iOS),
        Entry(text: "Break on objc_exception_throw", role: .trailer, platform: nil),
        Entry(text: "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints", role: .trailer, platform: .macOS),
        Entry(text: "set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE", role: .trailer, platform: .macOS),
        Entry(text: "And/or, break on objc_exception_throw", role: .trailer, platform: .macOS),
    ]

    /// Bytes that can start a phrase, so most words are rejected with one comparison.
    static func canStart(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x55 /* U */, 0x43 /* C */, 0x50 /* P */, 0x54 /* T */, ASCII.openParen, 0x57 /* W */, 0x4D /* M */,
            0x42 /* B */, 0x53 /* S */, 0x73 /* s */, 0x41 /* A */:
            return true
        default:
            return false
        }
    }

    /// The phrase starting at `index` and the index after it. Words may be separated by any run
    /// of spaces and at most one line break, because pasted headers are often hard-wrapped.
    static func match(in bytes: Bytes, at index: Int) -> (entry: Entry, end: Int)? {
        guard index < bytes.count, canStart(bytes[index]) else { return nil }
        for entry in all {
            if let end = matchWords(entry.text, in: bytes, at: index) { return (entry, end) }
        }
        return nil
    }

    private static func matchWords(_ phrase: StaticString, in bytes: Bytes, at start: Int) -> Int? {
        let pattern = UnsafeBufferPointer(start: phrase.utf8Start, count: phrase.utf8CodeUnitCount)
        var index = start
        var patternIndex = 0
        while patternIndex < pattern.count {
            let expected = pattern[patternIndex]
            if expected == ASCII.space {
                var breaks = 0
                let runStart = index
                while index < bytes.count, bytes[index].isWhitespace {
                    if bytes[index] == ASCII.newline { breaks += 1 }
                    index += 1
                }
                guard index > runStart, breaks <= 1 else { return nil }
            } else {
                guard index < bytes.count, bytes[index] == expected else { return nil }
                index += 1
            }
            patternIndex += 1
        }
        return index
    }
}
