extension EqualityEliminator {
    /// Makes the free variable `entering` basic in place of the basic variable `leaving`, whose
    /// full expansion must mention it: one pivot exchange, with every other definition kept.
    ///
    /// A kept elimination follows a row taken away or added this way and stays the canonical
    /// one (see the type's notes): the variables a fresh elimination of the new set of rows
    /// would leave free differ from the kept ones by exactly this exchange.
    ///
    /// `leaving`'s definition is replaced by `entering`'s, made from `leaving`'s full expansion
    /// (`leaving − expansion = 0`, which holds): it mentions only free variables, so it is
    /// expanded after every other definition, and definitions that mention `leaving` now
    /// mention a free variable. Cached expansions stay true identities (an expansion pushes any
    /// term that is basic now), and the order and reverse index `sparseMotion` uses are
    /// updated in place rather than built again.
    public func exchange(leaving: Int, entering: Int) {
        let oldRecord = recordIndex(of: leaving)
        guard oldRecord >= 0, recordIndex(of: entering) < 0 else { return }
        let oldRowTag = definitions.records[oldRecord].rowTag
        var form = SparseVector(terms: [(leaving, 1)])
        let (expansion, rows) = expand(form, trackingRows: true)
        guard !expansion[entering].isZero else { return }
        // Row form `leaving − expansion`, which the rows `rows` combine to.
        form.add(expansion, times: -1)
        let constant = form.constant
        form.constant = 0
        var dependents = cachedDependents.take()
        // Read before `define` below stores a definition (which may compact the store).
        for position in definitions.records[recordIndex(of: leaving)].termRange {
            let index = definitions.termVariables[position]
            referenceCount[index] -= 1
            if let position = dependents?[index].firstIndex(where: { $0.variable == leaving }) {
                dependents?[index].remove(at: position)
            }
        }
        removeDefinition(leaving)
        boundsAreVoid = true
        // A cached expansion from an earlier time `entering` was basic is still true, but it may
        // name variables defined before `entering` is now, which an expansion would then visit
        // twice (and go round forever). Every other cached expansion names only variables made
        // basic later than its own, which an expansion visits after it.
        if entering < cachedExpansions.count { cachedExpansions[entering] = nil }
        define(entering, from: form, rhs: -constant, tag: oldRowTag, freshPriority: false)
        definitions.setRowCombination(rows ?? [:], of: entering)
        // Taken out while edited, so that the arrays are edited in place, not copied.
        if var order = cachedOrder.take() {
            // Expanded last: first in topological order (it mentions only free variables).
            order.removeAll { $0 == leaving }
            order.insert(entering, at: 0)
            cachedOrder = order
        }
        if dependents != nil {
            for position in definitions.records[recordIndex(of: entering)].termRange {
                dependents?[definitions.termVariables[position]].append((entering, definitions.termCoefficients[position]))
            }
            lowestCachedPosition -= 1
            cachedPosition[entering] = lowestCachedPosition
            cachedDependents = dependents.take()
        }
    }

    /// Adds the row `coefficients · x = 0` as the definition of `variable`, which the row's full
    /// expansion must mention (a right-hand side kept as an unknown of its own, for a row that
    /// does not take part yet: it then stands for the row's value).
    public func define(_ variable: Int, byRow coefficients: SparseVector, tag: Int) {
        guard recordIndex(of: variable) < 0 else { return }
        cachedExpansions = []
        cachedOrder = nil
        cachedDependents = nil
        let (expansion, rows) = expand(coefficients, trackingRows: true)
        guard !expansion[variable].isZero else { return }
        define(variable, byExpansion: expansion, of: tag, using: rows ?? [:])
    }

    /// The rank a variable has when a row chooses what it defines (smaller first).
    public func pivotRank(of variable: Int) -> Int { pivotRank(variable) }
}
