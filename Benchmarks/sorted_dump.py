#!/usr/bin/env python3
"""Prints a Swift `dump` with the entries of every dictionary and set sorted.

Two builds' `analysis-benchmark --dump` files of the same input must be equal. `dump` prints a
dictionary in its iteration order, which follows the hash values: a change of how a key type
hashes (stop 16: axes and attributes by case) reorders entries without changing a result. Compare
`sorted_dump.py A` with `sorted_dump.py B` instead of the files themselves.

usage: sorted_dump.py DUMP > SORTED
"""
import re
import sys


def parse(lines):
    root = {"text": "", "children": []}
    stack = [(-1, root)]
    for line in lines:
        text = line.lstrip(" ")
        indent = len(line) - len(text)
        node = {"text": text, "children": []}
        while stack[-1][0] >= indent:
            stack.pop()
        stack[-1][1]["children"].append(node)
        stack.append((indent, node))
    return root


def render(node, depth=0):
    children = [render(child, depth + 1) for child in node["children"]]
    if re.search(r"key/value pairs|members$", node["text"]):
        children.sort()
    return "  " * depth + node["text"] + "\n" + "".join(children)


if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    with open(sys.argv[1]) as source:
        sys.stdout.write(render(parse(source.read().split("\n"))))
