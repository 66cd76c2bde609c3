#!/usr/bin/env python3
"""Issue #38: `dscompile diff` links no Yams and no token reader.

dscompile is one binary, so ldd cannot tell what one command needs. This check reads what
the diff command is built from instead: the modules Sources/dscompile/DiffCommand.swift
imports, and every target those depend on, transitively, as `swift package describe --type
json` lists them. It fails when that closure holds a forbidden target (TokenModel, the token
reader) or product (Yams), naming the chain that brings it in.

Usage: swift package describe --type json | tools/diff_closure_check.py [DiffCommand.swift]
"""

import json
import re
import sys

# What the diff command may not need, directly or through a module it imports.
FORBIDDEN_TARGETS = {"TokenModel"}
FORBIDDEN_PRODUCTS = {"Yams"}
# Modules of the toolchain, not of this package or its dependencies.
SYSTEM_MODULES = {"Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch", "Synchronization"}
# Modules the command imports from a package dependency: product name → package.
EXTERNAL_MODULES = {"ArgumentParser"}


def imported_modules(path):
    """The module names of `import X` lines (with or without an access level or `@_exported`)."""
    pattern = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(\w+)")
    with open(path, encoding="utf-8") as file:
        return [match.group(1) for line in file if (match := pattern.match(line))]


def main():
    command_file = sys.argv[1] if len(sys.argv) > 1 else "Sources/dscompile/DiffCommand.swift"
    description = json.load(sys.stdin)
    targets = {target["name"]: target for target in description["targets"]}

    roots = []
    for module in imported_modules(command_file):
        if module in SYSTEM_MODULES or module in EXTERNAL_MODULES:
            continue
        if module not in targets:
            print(f"check-links: {command_file} imports {module}, which is neither a target of this package "
                  f"nor a module this check knows; add it to tools/diff_closure_check.py")
            return 1
        roots.append(module)

    # Breadth first, so the chain printed for a forbidden module is a shortest one.
    reached_by = {root: None for root in roots}
    queue = list(roots)
    problems = []
    while queue:
        name = queue.pop(0)
        target = targets[name]
        for product in target.get("product_dependencies", []):
            if product in FORBIDDEN_PRODUCTS:
                problems.append(chain(reached_by, name) + [f"{product} (product)"])
        for dependency in target.get("target_dependencies", []):
            if dependency not in reached_by:
                reached_by[dependency] = name
                queue.append(dependency)
    problems += [chain(reached_by, name) for name in reached_by if name in FORBIDDEN_TARGETS]

    if problems:
        for problem in problems:
            print("check-links: `dscompile diff` needs " + " -> ".join(problem))
        return 1
    print(f"check-links: `dscompile diff` ({', '.join(roots)} and {len(reached_by) - len(roots)} more modules) "
          f"needs neither {', '.join(sorted(FORBIDDEN_TARGETS))} nor {', '.join(sorted(FORBIDDEN_PRODUCTS))}")
    return 0


def chain(reached_by, name):
    """The imports from the command to `name`: DiffCommand.swift -> ImageDiff -> … -> name."""
    names = []
    while name is not None:
        names.append(name)
        name = reached_by[name]
    return ["DiffCommand.swift"] + names[::-1]


if __name__ == "__main__":
    sys.exit(main())
