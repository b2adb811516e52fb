/// Logging prefixes that consoles put before a message line: NSLog and os_log timestamps with
/// `Process[pid:tid]`, Console.app's `2/19/2016 3:28:57.233 PM Fetch[55715]: `, syslog's
/// `Mar  4 18:25:38 host SpringBoard[10567]: `, and the os_log category `[LayoutConstraints] `.
/// The repaired text drops them; the process they name is kept (`processName`): a log printed by
/// another process than the app (SpringBoard, MobileSafari) is that process's own layout.
enum LogLinePrefix {
    /// How many bytes from `start` form a logging prefix (0 when there is none).
    static func length(in bytes: Bytes, from start: Int, to end: Int) -> Int {
        read(in: bytes, from: start, to: end)?.length ?? 0
    }

    /// The prefix's length and the range of the process name it holds (`SpringBoard` in
    /// `Mar  4 18:25:38 host SpringBoard[10567]: `, `Shared Shopping List` in
    /// `2014-10-21 11:13:15.873 Shared Shopping List[12:34] `); nil when there is no prefix.
    static func read(in bytes: Bytes, from start: Int, to end: Int) -> (length: Int, name: Range<Int>)? {
        guard start < end else { return nil }
        var index: Int
        let isSyslog: Bool
        if bytes[start].isDigit {
            guard let afterDate = date(in: bytes, from: start, to: end) else { return nil }
            index = afterDate
            isSyslog = false
        } else if bytes[start].isUppercaseLetter {
            guard let afterStamp = syslogStamp(in: bytes, from: start, to: end) else { return nil }
            index = afterStamp
            isSyslog = true
        } else {
            return nil
        }
        let nameStart = index
        guard let (afterProcess, bracket) = process(in: bytes, from: index, to: end) else { return nil }
        index = afterProcess
        index = category(in: bytes, from: index, to: end) ?? index
        // Syslog puts the host before the process: the name is the last word before the bracket.
        var first = nameStart
        if isSyslog {
            var space = bracket
            while space > nameStart, !bytes[space - 1].isHorizontalSpace { space -= 1 }
            first = space
        }
        return (index - start, first..<bracket)
    }

    /// The process name of a prefix at `start`, if the line has one.
    static func processName(in bytes: Bytes, from start: Int, to end: Int) -> String? {
        guard let name = read(in: bytes, from: start, to: end)?.name, !name.isEmpty else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)
    }

    /// `2014-10-21 11:13:15.873`, `2021-03-04 18:25:38.123456+0200`, `2/19/2016 3:28:57.233 PM`,
    /// `21/03/2018 21:50:12.007`, each followed by a space.
    private static func date(in bytes: Bytes, from start: Int, to end: Int) -> Int? {
        var index = start
        let firstLength = digits(in: bytes, &index, end)
        guard index < end, firstLength >= 1 else { return nil }
        let separator = bytes[index]
        if separator == ASCII.minus {
            guard firstLength == 4 else { return nil }
            index += 1
            guard digits(in: bytes, &index, end) == 2, index < end, bytes[index] == ASCII.minus else { return nil }
            index += 1
            guard digits(in: bytes, &index, end) == 2 else { return nil }
        } else if separator == ASCII.slash {
            guard firstLength <= 2 else { return nil }
            index += 1
            guard (1...2).contains(digits(in: bytes, &index, end)), index < end, bytes[index] == ASCII.slash else { return nil }
            index += 1
            guard (2...4).contains(digits(in: bytes, &index, end)) else { return nil }
        } else {
            return nil
        }
        guard index < end, bytes[index] == ASCII.space || bytes[index] == 0x54 /* T */ else { return nil }
        index += 1
        return time(in: bytes, from: index, to: end)
    }

    /// `18:25:38`, `3:28:57.233 PM`, `18:25:38.123456+0200`, then at least one space.
    private static func time(in bytes: Bytes, from start: Int, to end: Int) -> Int? {
        var index = start
        guard (1...2).contains(digits(in: bytes, &index, end)) else { return nil }
        for _ in 0..<2 {
            guard index < end, bytes[index] == ASCII.colon else { return nil }
            index += 1
            guard digits(in: bytes, &index, end) == 2 else { return nil }
        }
        if index < end, bytes[index] == ASCII.dot {
            index += 1
            guard digits(in: bytes, &index, end) >= 1 else { return nil }
        }
        if index < end, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus {
            index += 1
            guard digits(in: bytes, &index, end) == 4 else { return nil }
        }
        guard index < end, bytes[index] == ASCII.space else { return nil }
        index = bytes.skippingHorizontalSpace(from: index, to: end)
        if bytes.matches("AM ", at: index) || bytes.matches("PM ", at: index) { index += 3 }
        return index
    }

    private static let months: [StaticString] = [
        "Jan ", "Feb ", "Mar ", "Apr ", "May ", "Jun ", "Jul ", "Aug ", "Sep ", "Oct ", "Nov ", "Dec ",
    ]

    /// `Mar  4 18:25:38 ` (the host name that follows is part of the process search).
    private static func syslogStamp(in bytes: Bytes, from start: Int, to end: Int) -> Int? {
        guard months.contains(where: { bytes.matches($0, at: start) }) else { return nil }
        var index = bytes.skippingHorizontalSpace(from: start + 4, to: end)
        guard (1...2).contains(digits(in: bytes, &index, end)), index < end, bytes[index] == ASCII.space else { return nil }
        return time(in: bytes, from: index + 1, to: end)
    }

    /// `App[739:148251] `, `Shared Shopping List[12:34] `, `host SpringBoard[10567]: `: any text
    /// up to a bracketed process id, then an optional colon and the spaces after it.
    /// Returns the index after the prefix's process part and the index of its `[`.
    private static func process(in bytes: Bytes, from start: Int, to end: Int) -> (Int, Int)? {
        let limit = min(end, start + 160)
        var index = start
        while index < limit {
            let byte = bytes[index]
            if byte == ASCII.less || byte == ASCII.quote || byte == ASCII.openParen { return nil }
            if byte == ASCII.openBracket, let after = processID(in: bytes, from: index + 1, to: limit) {
                var next = after
                if next < end, bytes[next] == ASCII.colon { next += 1 }
                guard next == end || bytes[next].isHorizontalSpace else { return nil }
                return (bytes.skippingHorizontalSpace(from: next, to: end), index)
            }
            index += 1
        }
        return nil
    }

    /// `739:148251]` or `10567]`; returns the index after `]`.
    private static func processID(in bytes: Bytes, from start: Int, to end: Int) -> Int? {
        var index = start
        guard digits(in: bytes, &index, end) >= 1, index < end else { return nil }
        if bytes[index] == ASCII.colon {
            index += 1
            guard digits(in: bytes, &index, end) >= 1, index < end else { return nil }
        }
        guard bytes[index] == ASCII.closeBracket else { return nil }
        return index + 1
    }

    /// `[LayoutConstraints] ` or `[Layout] `.
    private static func category(in bytes: Bytes, from start: Int, to end: Int) -> Int? {
        guard start < end, bytes[start] == ASCII.openBracket else { return nil }
        var index = start + 1
        while index < end, bytes[index].isIdentifierByte || bytes[index] == ASCII.dot { index += 1 }
        guard index > start + 1, index < end, bytes[index] == ASCII.closeBracket else { return nil }
        index += 1
        guard index == end || bytes[index].isHorizontalSpace else { return nil }
        return bytes.skippingHorizontalSpace(from: index, to: end)
    }

    @inline(__always)
    private static func digits(in bytes: Bytes, _ index: inout Int, _ end: Int) -> Int {
        let start = index
        while index < end, bytes[index].isDigit { index += 1 }
        return index - start
    }
}
