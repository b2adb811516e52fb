/// An estimate of how much work Graphviz's `dot` layout will do: the number of ranks all edges
/// cross when every node sits one rank after the furthest node pointing to it.
///
/// `dot` turns each rank an edge crosses into a hidden node, and its time grows much faster
/// than linearly in those (measured with Graphviz 2.42 on labelled edges: a chain of 50 views,
/// span 1,325, lays out in 0.2 s; 70 views, span 2,555, in 1.6 s; 100 views, span 5,150, in
/// 26 s; a random graph of 200 views, span 1,371, in 0.2 s). Counting nodes and edges alone
/// cannot tell these apart. Cycles are broken where a depth-first search meets them, as `dot`
/// does.
enum LayoutSpan {
    /// `edges` are pairs of node numbers in `0..<nodeCount`; loops cost nothing.
    static func estimate(nodeCount: Int, edges: [(from: Int, to: Int)]) -> Int {
        var outgoing = [[Int]](repeating: [], count: nodeCount)
        for edge in edges where edge.from != edge.to { outgoing[edge.from].append(edge.to) }
        let (order, backEdges) = postorder(outgoing)
        var forward = [[Int]](repeating: [], count: nodeCount)
        for (from, targets) in outgoing.enumerated() {
            for to in targets {
                if backEdges.contains(Pair(from: from, to: to)) { forward[to].append(from) } else { forward[from].append(to) }
            }
        }
        var rank = [Int](repeating: 0, count: nodeCount)
        for node in order.reversed() {
            for next in forward[node] where rank[next] < rank[node] + 1 { rank[next] = rank[node] + 1 }
        }
        var span = 0
        for (from, targets) in forward.enumerated() {
            for to in targets { span += abs(rank[to] - rank[from]) }
        }
        return span
    }

    private struct Pair: Hashable {
        var from: Int
        var to: Int
    }

    /// Depth-first postorder of every node, and the edges that close a cycle; iterative, so a
    /// long chain cannot overflow the stack.
    private static func postorder(_ outgoing: [[Int]]) -> (order: [Int], backEdges: Set<Pair>) {
        var state = [UInt8](repeating: 0, count: outgoing.count)  // 0 new, 1 open, 2 done
        var order: [Int] = []
        var backEdges = Set<Pair>()
        for start in outgoing.indices where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                if top.next < outgoing[top.node].count {
                    stack[stack.count - 1].next += 1
                    let target = outgoing[top.node][top.next]
                    if state[target] == 1 {
                        backEdges.insert(Pair(from: top.node, to: target))
                    } else if state[target] == 0 {
                        state[target] = 1
                        stack.append((target, 0))
                    }
                } else {
                    state[top.node] = 2
                    order.append(top.node)
                    stack.removeLast()
                }
            }
        }
        return (order, backEdges)
    }
}
