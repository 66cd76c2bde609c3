#!/usr/bin/env python3
"""Writes one of Style Dictionary's performance cases as a DTCG token file.

    python3 tools/sd_cases.py PATH medium|large

medium: 9,000 tokens, 6,000 aliases in chains of depth 3; large: 30,000 tokens, depth 99.
The shapes and the text of Benchmarks/Benchmarks/DSCompileBenchmarks/StyleDictionaryCases.swift:
a base layer of colors and chains of aliases over it, each chain written last link first, so
resolving the file follows every chain to its full depth.
"""
import sys

SHAPES = {"medium": (3000, 2000, 3), "large": (300, 300, 99)}


def write(path, bases, chains, depth):
    out = ['{\n  "base": {\n    "$type": "color"']
    for i in range(bases):
        out.append(',\n    "c%d": {"$value": {"colorSpace": "srgb", "components": [%r, 0.5, 0.25]}}' % (i, (i % 256) / 255))
    out.append('\n  },\n  "alias": {\n    "$type": "color"')
    for c in range(chains):
        links = []
        for link in range(depth, 0, -1):
            target = "base.c%d" % (c % bases) if link == 1 else "alias.chain%d.link%d" % (c, link - 1)
            links.append('"link%d": {"$value": "{%s}"}' % (link, target))
        out.append(',\n    "chain%d": {' % c + ", ".join(links) + "}")
    out.append("\n  }\n}\n")
    with open(path, "w") as file:
        file.write("".join(out))


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[2] not in SHAPES:
        sys.exit("usage: sd_cases.py PATH medium|large")
    write(sys.argv[1], *SHAPES[sys.argv[2]])
