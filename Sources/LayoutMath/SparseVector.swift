/// A sparse affine form `Σ coefficient·x[index] + constant` over integer variable indices.
///
/// Terms live in one array of `(index, coefficient)` pairs sorted by index with no zero
/// coefficients, so every vector has one representation (synthesised equality and hashing are
/// value equality), lookups are binary searches and combining two vectors is a linear merge.
/// One array rather than two parallel ones: a large layout makes millions of short vectors, and a
/// second allocation per vector was a measurable share of its time and memory.
public struct SparseVector: Hashable, Sendable {
    /// One term: a variable index and its nonzero coefficient.
    public struct Term: Hashable, Sendable {
        public var index: Int
        public var coefficient: Rational

        @inlinable
        public init(index: Int, coefficient: Rational) {
            self.index = index
            self.coefficient = coefficient
        }
    }

    /// The terms, strictly increasing by index, none with a zero coefficient.
    private var storage: [Term]
    public var constant: Rational

    /// Strictly increasing variable indices (a view of the terms).
    public var indices: Indices { Indices(storage: storage) }
    /// Nonzero coefficients, parallel to `indices` (a view of the terms).
    public var coefficients: Coefficients { Coefficients(storage: storage) }

    public init() {
        storage = []
        constant = .zero
    }

    /// Sums coefficients given for the same index and drops those that come to zero.
    public init(terms: [(Int, Rational)], constant: Rational = 0) {
        var sortable = terms
        self.init(sortingInPlace: &sortable, constant: constant)
    }

    /// As `init(terms:constant:)`, sorting the caller's buffer in place: a caller that builds
    /// millions of vectors reuses one buffer instead of having each copied for its sort.
    public init(sortingInPlace terms: inout [(Int, Rational)], constant: Rational = 0) {
        // One term needs no sort (lowering a large layout makes millions of these).
        if terms.count == 1 {
            let (index, coefficient) = terms[0]
            self.storage = coefficient.isZero ? [] : [Term(index: index, coefficient: coefficient)]
            self.constant = constant
            return
        }
        // Two terms (`a.leading = b.trailing + 8`, most rows of a layout): made from array
        // literals at their exact size, without the general merge's growing appends.
        if terms.count == 2 {
            var (first, second) = (terms[0], terms[1])
            if second.0 < first.0 { swap(&first, &second) }
            if first.0 == second.0 {
                let sum = first.1 + second.1
                self.storage = sum.isZero ? [] : [Term(index: first.0, coefficient: sum)]
            } else {
                switch (first.1.isZero, second.1.isZero) {
                case (false, false):
                    self.storage = [Term(index: first.0, coefficient: first.1), Term(index: second.0, coefficient: second.1)]
                case (false, true):
                    self.storage = [Term(index: first.0, coefficient: first.1)]
                case (true, false):
                    self.storage = [Term(index: second.0, coefficient: second.1)]
                case (true, true):
                    self.storage = []
                }
            }
            self.constant = constant
            return
        }
        if terms.count <= 8 {
            // A few terms (most rows): a stable insertion sort, without the general sort's
            // enumerated copy.
            for position in terms.indices.dropFirst() {
                var current = position
                while current > 0 && terms[current - 1].0 > terms[current].0 {
                    terms.swapAt(current - 1, current)
                    current -= 1
                }
            }
        } else {
            terms = terms.enumerated().sorted { left, right in
                // Stable on ties so duplicates add up in a reproducible order.
                (left.element.0, left.offset) < (right.element.0, right.offset)
            }.map(\.element)
        }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for (index, coefficient) in terms {
            if merged.last?.index == index {
                merged[merged.count - 1].coefficient += coefficient
            } else {
                if let last = merged.last, last.coefficient.isZero { merged.removeLast() }
                merged.append(Term(index: index, coefficient: coefficient))
            }
        }
        if let last = merged.last, last.coefficient.isZero { merged.removeLast() }
        self.storage = merged
        self.constant = constant
    }

    /// The same vector with every index `i` renamed `newIndex[i]` (a permutation, or at least
    /// injective on the indices present), sorted again.
    public func renumbered(_ newIndex: [Int]) -> SparseVector {
        var result = self
        var isSorted = true
        for position in result.storage.indices {
            result.storage[position].index = newIndex[result.storage[position].index]
            if position > 0 && result.storage[position - 1].index > result.storage[position].index { isSorted = false }
        }
        guard !isSorted else { return result }
        result.storage.sort { $0.index < $1.index }
        return result
    }

    /// Number of variables with a nonzero coefficient.
    public var count: Int { storage.count }

    /// True when no variable has a nonzero coefficient (the constant may be anything).
    public var isConstant: Bool { storage.isEmpty }

    /// The terms in index order, read in place: the hot loops of elimination and lowering walk
    /// terms millions of times, and building an array each time was a large part of their cost.
    public var terms: Terms { Terms(storage: storage) }

    /// A view of a vector's terms as `(index, coefficient)` pairs, without copying them.
    public struct Terms: RandomAccessCollection, Sendable {
        let storage: [Term]

        public var startIndex: Int { 0 }
        public var endIndex: Int { storage.count }
        public subscript(position: Int) -> (index: Int, coefficient: Rational) {
            let term = storage[position]
            return (index: term.index, coefficient: term.coefficient)
        }
    }

    /// A view of a vector's variable indices, in increasing order.
    public struct Indices: RandomAccessCollection, Sendable {
        let storage: [Term]

        public var startIndex: Int { 0 }
        public var endIndex: Int { storage.count }
        public subscript(position: Int) -> Int { storage[position].index }
    }

    /// A view of a vector's coefficients, in the order of its indices.
    public struct Coefficients: RandomAccessCollection, Sendable {
        let storage: [Term]

        public var startIndex: Int { 0 }
        public var endIndex: Int { storage.count }
        public subscript(position: Int) -> Rational { storage[position].coefficient }
    }

    /// The coefficient of `index` (0 when absent); setting 0 removes the term.
    public subscript(index: Int) -> Rational {
        get {
            let position = insertionPosition(of: index)
            return position < storage.count && storage[position].index == index ? storage[position].coefficient : .zero
        }
        set {
            let position = insertionPosition(of: index)
            let isPresent = position < storage.count && storage[position].index == index
            switch (isPresent, newValue.isZero) {
            case (true, true):
                storage.remove(at: position)
            case (true, false):
                storage[position].coefficient = newValue
            case (false, false):
                storage.insert(Term(index: index, coefficient: newValue), at: position)
            case (false, true):
                break
            }
        }
    }

    /// `self += factor · other`, constant included; coefficients that cancel exactly disappear.
    ///
    /// This is the simplex's row operation, so it works in place: the arrays grow by the number of
    /// new indices and are merged from the back, and a row whose pattern already covers `other`'s
    /// is updated without allocating at all.
    public mutating func add(_ other: SparseVector, times factor: Rational) {
        if factor.isZero { return }
        constant += other.constant * factor
        if other.storage.isEmpty { return }
        let oldCount = storage.count
        let newIndexCount = countOfIndices(in: other)
        if newIndexCount > 0 {
            storage.append(contentsOf: repeatElement(Term(index: 0, coefficient: .zero), count: newIndexCount))
        }
        var cancellations = 0
        let theirTerms = other.storage
        storage.withUnsafeMutableBufferPointer { merged in
            var mine = oldCount - 1
            var theirs = theirTerms.count - 1
            var target = oldCount + newIndexCount - 1
            // target ≥ mine throughout, so nothing unread is overwritten.
            while theirs >= 0 {
                let theirIndex = theirTerms[theirs].index
                if mine >= 0 && merged[mine].index > theirIndex {
                    merged[target] = merged[mine]
                    mine -= 1
                } else if mine >= 0 && merged[mine].index == theirIndex {
                    let sum = merged[mine].coefficient + theirTerms[theirs].coefficient * factor
                    if sum.isZero { cancellations += 1 }
                    merged[target] = Term(index: theirIndex, coefficient: sum)
                    mine -= 1
                    theirs -= 1
                } else {
                    merged[target] = Term(index: theirIndex, coefficient: theirTerms[theirs].coefficient * factor)
                    theirs -= 1
                }
                target -= 1
            }
        }
        if cancellations > 0 { removeZeroCoefficients() }
    }

    /// Every coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Rational) -> SparseVector {
        var result = SparseVector()
        if factor.isZero { return result }
        result.storage = storage.map { Term(index: $0.index, coefficient: $0.coefficient * factor) }
        result.constant = constant * factor
        return result
    }

    /// `Σ coefficient·values(index) + constant`.
    public func evaluate(_ values: (Int) -> Rational) -> Rational {
        var total = constant
        for term in storage {
            total += term.coefficient * values(term.index)
        }
        return total
    }

    /// How many of `other`'s indices are not in the sorted `indices`.
    private func countOfIndices(in other: SparseVector) -> Int {
        var missing = 0
        var mine = 0
        for theirs in other.storage {
            while mine < storage.count && storage[mine].index < theirs.index { mine += 1 }
            if mine == storage.count || storage[mine].index != theirs.index { missing += 1 }
        }
        return missing
    }

    private mutating func removeZeroCoefficients() {
        storage.removeAll { $0.coefficient.isZero }
    }

    private func insertionPosition(of index: Int) -> Int {
        var low = 0
        var high = storage.count
        while low < high {
            let middle = (low + high) / 2
            if storage[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
