// Natives whose work grows with their input do it in chunks, charging each chunk (see
// `Work`): building, splitting and reversing huge strings and arrays stops at `--timeout`,
// `--max-steps`, `--max-memory` and Ctrl-C like any loop.

import Foundation

extension Builtins {
    /// `String(repeating: s, count: n)`, built a block at a time.
    static func repeated(_ s: String, count n: Int) throws -> String {
        let size = s.utf8.count
        if size == 0 || n == 0 { return "" }
        let (bytes, overflow) = size.multipliedReportingOverflow(by: n)
        guard !overflow, bytes <= stringLengthLimit else {
            throw RuntimeError("the repeated string would be too long", helps: ["at most \(stringLengthLimit) bytes"])
        }
        try Work.reserve(bytes: bytes)
        // A block of whole copies of about one chunk, then as many blocks as fit, then the rest.
        let perBlock = Swift.max(1, Work.chunk / size)
        let block = String(repeating: s, count: Swift.min(perBlock, n))
        var out = ""
        out.reserveCapacity(bytes)
        var left = n
        while left >= perBlock {
            try Work.chargeText(block.utf8.count)
            out += block
            left -= perBlock
        }
        if left > 0 { out += String(repeating: s, count: left) }
        return out
    }

    /// `Array(repeating: value, count: n)`, filled a chunk at a time in the array's own storage.
    /// A value without references (a number, a Boolean, a range) is copied as bytes, doubling
    /// what is already there, so a chunk costs a few `memcpy`s; other values are copied one by
    /// one, each copy retaining what it refers to.
    static func repeated(_ value: Value, count n: Int) throws -> [Value] {
        try Work.reserve(elements: n)
        let plain = value.holdsNoReference
        return try [Value](unsafeUninitializedCapacity: n) { buffer, initialized in
            guard let base = buffer.baseAddress, n > 0 else { return }
            while initialized < n {
                let end = initialized + Swift.min(Work.chunk, n - initialized)
                // On a throw, the elements made so far are counted in `initialized` and freed.
                try Work.charge(end - initialized)
                if plain {
                    if initialized == 0 {
                        base.initialize(to: value)
                        initialized = 1
                    }
                    while initialized < end {
                        let m = Swift.min(initialized, end - initialized)
                        UnsafeMutableRawPointer(base + initialized)
                            .copyMemory(from: base, byteCount: m * MemoryLayout<Value>.stride)
                        initialized += m
                    }
                } else {
                    (base + initialized).initialize(repeating: value, count: end - initialized)
                    initialized = end
                }
            }
        }
    }

    /// The elements of a range as an array, a chunk at a time.
    static func materialize(_ list: ElementList) throws -> [Value] {
        if let xs = list.array { return xs }
        try Work.reserve(elements: list.count)
        var out: [Value] = []
        out.reserveCapacity(list.count)
        var i = 0
        while i < list.count {
            let end = Swift.min(list.count, i + Work.chunk)
            try Work.charge(end - i)
            for j in i..<end { out.append(.int(list.lower &+ j)) }
            i = end
        }
        return out
    }

    /// Splits at every occurrence of `separator` (a whole string, not a set of characters),
    /// scanning the bytes a chunk at a time. Matching bytes is matching text here: both are
    /// valid UTF-8, so a match always starts and ends on a character boundary of `s`'s scalars.
    static func pieces(of s: String, separatedBy separator: String, keepingEmpty: Bool) throws -> [String] {
        guard !separator.isEmpty else { throw RuntimeError("the separator must not be empty") }
        let needle = Array(separator.utf8)
        var text = s
        return try text.withUTF8 { bytes -> [String] in
            var parts: [String] = []
            var start = 0
            var i = 0
            var nextCharge = Work.chunk
            var charged = 0
            let first = needle[0]
            let last = bytes.count - needle.count
            func add(_ end: Int) throws {
                guard keepingEmpty || end > start else { return }
                if parts.count >= rangeCopyLimit {
                    throw RuntimeError("splitting gives more than \(rangeCopyLimit) pieces",
                                       helps: ["at most \(rangeCopyLimit) elements"])
                }
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            while i <= last {
                if i >= nextCharge {
                    // The bytes scanned and the pieces made since the last charge.
                    try Work.charge(Work.chunk / Work.bytesPerStep + parts.count - charged)
                    charged = parts.count
                    nextCharge += Work.chunk
                }
                if bytes[i] == first && (needle.count == 1 || memcmp(bytes.baseAddress! + i, needle, needle.count) == 0) {
                    try add(i)
                    i += needle.count
                    start = i
                } else {
                    i += 1
                }
            }
            try add(bytes.count)
            return parts
        }
    }

    /// The characters of `s` in reverse order, a chunk at a time.
    static func reversedText(_ s: String) throws -> String {
        try Work.reserve(bytes: s.utf8.count)
        var out = ""
        out.reserveCapacity(s.utf8.count)
        var n = 0
        for c in s.reversed() {
            out.append(c)
            n += 1
            if n == Work.chunk / 8 {
                try Work.charge(Work.chunk / Work.bytesPerStep)
                n = 0
            }
        }
        return out
    }

    /// The number of characters of `s`, counted a chunk at a time.
    static func characterCount(_ s: String) throws -> Int {
        if s.utf8.count < Work.chunk { return s.count }
        var n = 0
        var i = s.startIndex
        let end = s.endIndex
        while i != end {
            s.formIndex(after: &i)
            n += 1
            if n & (Work.chunk - 1) == 0 { try Work.chargeText(Work.chunk) }
        }
        return n
    }

    /// Applies `transform` (a case mapping, which works scalar by scalar) to `s` a chunk at a
    /// time, cutting only between scalars.
    static func mapText(_ s: String, _ transform: (Substring) -> String) throws -> String {
        if s.utf8.count < Work.chunk { return transform(s[...]) }
        try Work.reserve(bytes: s.utf8.count)
        var out = ""
        out.reserveCapacity(s.utf8.count)
        let utf8 = s.utf8
        var start = utf8.startIndex
        while start != utf8.endIndex {
            var end = utf8.index(start, offsetBy: Work.chunk, limitedBy: utf8.endIndex) ?? utf8.endIndex
            // Continuation bytes (10xxxxxx) never start a scalar.
            while end != utf8.endIndex, utf8[end] & 0xC0 == 0x80 { utf8.formIndex(after: &end) }
            try Work.chargeText(utf8.distance(from: start, to: end))
            out += transform(s[start..<end])
            start = end
        }
        return out
    }
}
