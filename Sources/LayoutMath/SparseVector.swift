/// A sparse affine form `Σ coefficient·x[index] + constant` over integer variable indices.
///
/// Terms live in two parallel arrays sorted by index with no zero coefficients, so every vector has
/// one representation (synthesised equality and hashing are value equality), lookups are binary
/// searches and combining two vectors is a linear merge.
public struct SparseVector: Hashable, Sendable {
    /// Strictly increasing variable indices.
    public private(set) var indices: [Int]
    /// Nonzero coefficients, parallel to `indices`.
    public private(set) var coefficients: [Rational]
    public var constant: Rational

    public init() {
        indices = []
        coefficients = []
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
            self.indices = coefficient.isZero ? [] : [index]
            self.coefficients = coefficient.isZero ? [] : [coefficient]
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
                self.indices = sum.isZero ? [] : [first.0]
                self.coefficients = sum.isZero ? [] : [sum]
            } else {
                switch (first.1.isZero, second.1.isZero) {
                case (false, false):
                    self.indices = [first.0, second.0]
                    self.coefficients = [first.1, second.1]
                case (false, true):
                    self.indices = [first.0]
                    self.coefficients = [first.1]
                case (true, false):
                    self.indices = [second.0]
                    self.coefficients = [second.1]
                case (true, true):
                    self.indices = []
                    self.coefficients = []
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
        var indices: [Int] = []
        var coefficients: [Rational] = []
        indices.reserveCapacity(terms.count)
        coefficients.reserveCapacity(terms.count)
        for (index, coefficient) in terms {
            if indices.last == index {
                coefficients[coefficients.count - 1] += coefficient
            } else {
                if let last = coefficients.last, last.isZero {
                    indices.removeLast()
                    coefficients.removeLast()
                }
                indices.append(index)
                coefficients.append(coefficient)
            }
        }
        if let last = coefficients.last, last.isZero {
            indices.removeLast()
            coefficients.removeLast()
        }
        self.indices = indices
        self.coefficients = coefficients
        self.constant = constant
    }

    /// The same vector with every index `i` renamed `newIndex[i]` (a permutation, or at least
    /// injective on the indices present), sorted again.
    public func renumbered(_ newIndex: [Int]) -> SparseVector {
        var result = self
        var isSorted = true
        for position in result.indices.indices {
            result.indices[position] = newIndex[result.indices[position]]
            if position > 0 && result.indices[position - 1] > result.indices[position] { isSorted = false }
        }
        guard !isSorted else { return result }
        let order = result.indices.indices.sorted { result.indices[$0] < result.indices[$1] }
        result.indices = order.map { result.indices[$0] }
        result.coefficients = order.map { result.coefficients[$0] }
        return result
    }

    /// Number of variables with a nonzero coefficient.
    public var count: Int { indices.count }

    /// True when no variable has a nonzero coefficient (the constant may be anything).
    public var isConstant: Bool { indices.isEmpty }

    /// The terms in index order, read in place: the hot loops of elimination and lowering walk
    /// terms millions of times, and building an array each time was a large part of their cost.
    public var terms: Terms { Terms(indices: indices, coefficients: coefficients) }

    /// A view of a vector's terms as `(index, coefficient)` pairs, without copying them.
    public struct Terms: RandomAccessCollection, Sendable {
        let variableIndices: [Int]
        let coefficients: [Rational]

        init(indices: [Int], coefficients: [Rational]) {
            variableIndices = indices
            self.coefficients = coefficients
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { variableIndices.count }
        public subscript(position: Int) -> (index: Int, coefficient: Rational) {
            (index: variableIndices[position], coefficient: coefficients[position])
        }
    }

    /// The coefficient of `index` (0 when absent); setting 0 removes the term.
    public subscript(index: Int) -> Rational {
        get {
            let position = insertionPosition(of: index)
            return position < indices.count && indices[position] == index ? coefficients[position] : .zero
        }
        set {
            let position = insertionPosition(of: index)
            let isPresent = position < indices.count && indices[position] == index
            switch (isPresent, newValue.isZero) {
            case (true, true):
                indices.remove(at: position)
                coefficients.remove(at: position)
            case (true, false):
                coefficients[position] = newValue
            case (false, false):
                indices.insert(index, at: position)
                coefficients.insert(newValue, at: position)
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
        if other.indices.isEmpty { return }
        let oldCount = indices.count
        let newIndexCount = countOfIndices(in: other, missingFrom: indices)
        if newIndexCount > 0 {
            indices.append(contentsOf: repeatElement(0, count: newIndexCount))
            coefficients.append(contentsOf: repeatElement(Rational.zero, count: newIndexCount))
        }
        var cancellations = 0
        indices.withUnsafeMutableBufferPointer { mergedIndices in
            coefficients.withUnsafeMutableBufferPointer { mergedCoefficients in
                var mine = oldCount - 1
                var theirs = other.indices.count - 1
                var target = oldCount + newIndexCount - 1
                // target ≥ mine throughout, so nothing unread is overwritten.
                while theirs >= 0 {
                    let theirIndex = other.indices[theirs]
                    if mine >= 0 && mergedIndices[mine] > theirIndex {
                        mergedIndices[target] = mergedIndices[mine]
                        mergedCoefficients[target] = mergedCoefficients[mine]
                        mine -= 1
                    } else if mine >= 0 && mergedIndices[mine] == theirIndex {
                        let sum = mergedCoefficients[mine] + other.coefficients[theirs] * factor
                        if sum.isZero { cancellations += 1 }
                        mergedIndices[target] = theirIndex
                        mergedCoefficients[target] = sum
                        mine -= 1
                        theirs -= 1
                    } else {
                        mergedIndices[target] = theirIndex
                        mergedCoefficients[target] = other.coefficients[theirs] * factor
                        theirs -= 1
                    }
                    target -= 1
                }
            }
        }
        if cancellations > 0 { removeZeroCoefficients() }
    }

    /// Every coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Rational) -> SparseVector {
        var result = SparseVector()
        if factor.isZero { return result }
        result.indices = indices
        result.coefficients = coefficients.map { $0 * factor }
        result.constant = constant * factor
        return result
    }

    /// `Σ coefficient·values(index) + constant`.
    public func evaluate(_ values: (Int) -> Rational) -> Rational {
        var total = constant
        for position in indices.indices {
            total += coefficients[position] * values(indices[position])
        }
        return total
    }

    /// How many of `other`'s indices are not in the sorted `indices`.
    private func countOfIndices(in other: SparseVector, missingFrom indices: [Int]) -> Int {
        var missing = 0
        var mine = 0
        for theirIndex in other.indices {
            while mine < indices.count && indices[mine] < theirIndex { mine += 1 }
            if mine == indices.count || indices[mine] != theirIndex { missing += 1 }
        }
        return missing
    }

    private mutating func removeZeroCoefficients() {
        var kept = 0
        for position in coefficients.indices where !coefficients[position].isZero {
            indices[kept] = indices[position]
            coefficients[kept] = coefficients[position]
            kept += 1
        }
        indices.removeLast(indices.count - kept)
        coefficients.removeLast(coefficients.count - kept)
    }

    private func insertionPosition(of index: Int) -> Int {
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
