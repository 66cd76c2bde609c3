#!/usr/bin/env python3
"""Random constraint systems solved by kiwisolver, as fixtures for ConstraintSolverTests.

Each fixture is a system of linear constraints (10 to 2,000 of them) over a set of
variables, with mixed strengths (required, strong, medium, weak and UIKit priorities),
replayed as steps: add every constraint (a few required ones that contradict the others,
or repeat them, come last), make up to ten variables editable, suggest values for them
in rounds, then remove half of the constraints. After each step that changes the
solution, the fixture records what kiwisolver gives:

- values: every variable's value;
- objective: the weighted error of the optional constraints and edits, the sum that
  Cassowary minimises (strength weight x violation);
- unique: whether kiwisolver gave the same values (within 1e-7) when the constraints were
  added in three different orders. An optimum need not be unique, and ties are broken by
  pivot order: on unique steps a solver must match every value, on the others it must
  keep every required constraint and reach the same objective.

A constraint kiwisolver refuses as unsatisfiable is listed in the add step's `refused`.
kiwisolver reports the constraint being added; the fixtures expect a refusal to leave the
solver as it was, so after a refusal this script rebuilds kiwisolver's solver from the
constraints it accepted (kiwisolver itself may leave a refused row's pivots behind).

Also writes benchmark-1000.json, the system the benchmarks time (Benchmarks/ and
tools/solver_benchmark.py): 1,000 constraints; 100 rounds of suggestions for 10 edit
variables; removal of half the constraints. It is checked like the others.

Strength weights are kiwisolver's: required 1,001,001,000, strong 1,000,000, medium 1,000,
weak 1, and UIKit priority p < 1000 is strength.create(0, p, 0) = p x 1,000 (1000 is
required), as in ConstraintSolver's Strength(priority:).

Deterministic: every random choice comes from seeded generators. Usage:

    pip install kiwisolver==1.5.1
    python3 tools/solver_fixtures.py [OUTPUT_FOLDER]

(default Tests/ConstraintSolverTests/Fixtures; run from the package root).
"""
import json
import multiprocessing
import os
import random
import sys

import kiwisolver as kiwi

KIWI_VERSION = "1.5.1"  # pip install kiwisolver==1.5.1
SEEDS_PER_SIZE = {10: 8, 20: 8, 50: 6, 100: 5, 200: 4, 500: 3, 1000: 2, 2000: 2}
UNIQUE_TOLERANCE = 1e-7
NAMED = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
         "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
PRIORITIES = [999, 998, 750, 500, 250, 1]
GENERAL_SHARE = 0.05
GENERAL_COEFFICIENTS = [-2, -0.5, 0.5, 2]


def random_terms(rng, count):
    """Mostly what layouts make: a bound on one variable, or a difference of two (an
    edge minus an edge, a width); and a few with other coefficients (centres, ratios)."""
    if rng.random() < GENERAL_SHARE:
        chosen = rng.sample(range(count), min(count, 2))
        return [[index, rng.choice(GENERAL_COEFFICIENTS)] for index in chosen]
    if rng.random() < 0.2:
        return [[rng.randrange(count), 1]]
    first, second = rng.sample(range(count), 2)
    return [[first, 1], [second, -1]]


# MARK: - Generating systems

def weight(strength):
    """kiwisolver's weight for a fixture strength: a name or a UIKit priority."""
    if isinstance(strength, str):
        return NAMED[strength]
    return kiwi.strength.required if strength >= 1000 else kiwi.strength.create(0, strength, 0)


def generate(size, seed, rounds=None, edit_count=None):
    """A system of `size` constraints, satisfiable but for its trailing conflict candidates."""
    rng = random.Random(seed * 10_007 + size)
    count = max(3, size // 3)
    # Two decimals, so constants computed from it are exact in four.
    reference = [rng.randint(0, 100_000) / 100 for _ in range(count)]
    with_stays = size >= 20 and rng.random() < 0.75
    conflicts = 0 if size < 20 else rng.choice([0, 1, 1, 2])
    main = size - (count if with_stays else 0) - conflicts
    constraints = []

    def value_at(terms):
        return sum(coefficient * reference[index] for index, coefficient in terms)

    for _ in range(main):
        terms = random_terms(rng, count)
        op = rng.choice(["==", "<=", ">=", ">=", "<="])
        level = rng.random()
        if level < 0.35:
            strength = 1000 if rng.random() < 0.1 else "required"
            slack = 0 if op == "==" else rng.randint(0, 5000) / 100
            offset = {"==": 0, "<=": -slack, ">=": slack}[op]
            constant = round(-value_at(terms) + offset, 4)
        else:
            if level < 0.55:
                strength = rng.choice(PRIORITIES)
            else:
                strength = rng.choice(["strong", "medium", "weak"])
            constant = round(-value_at(terms) + rng.randint(-10_000, 10_000) / 100, 4)
        constraints.append({"terms": terms, "constant": constant, "op": op, "strength": strength})
    if with_stays:
        for index in range(count):
            constraints.append({"terms": [[index, 1]], "constant": round(-reference[index] + rng.randint(-2000, 2000) / 100, 4),
                                "op": "==", "strength": "weak"})
    required = [c for c in constraints if weight(c["strength"]) >= kiwi.strength.required]
    for _ in range(conflicts):
        base = rng.choice(required)
        kind = rng.random()
        if kind < 0.2:
            # The same required relation again: redundant, so kiwisolver accepts it.
            candidate = dict(base)
        elif base["op"] == "==":
            candidate = dict(base, constant=base["constant"] + 5)
        else:
            flipped = {"<=": ">=", ">=": "<="}[base["op"]]
            shift = -5 if base["op"] == "<=" else 5
            candidate = dict(base, op=flipped, constant=base["constant"] + shift)
        constraints.append(candidate)
    for index, constraint in enumerate(constraints):
        constraint["label"] = f"c{index}"

    edits = rng.sample(range(count), min(count, edit_count or rng.randint(1, 10)))
    steps = [{"add": list(range(len(constraints)))},
             {"edit": [[index, rng.choice(["strong", "medium", 999, 500])] for index in edits]}]
    for _ in range(rounds or (3 if size <= 200 else 2)):
        steps.append({"suggest": [[index, rng.randint(0, 100_000) / 100] for index in edits]})
    steps.append({"remove": None})  # filled in once the refused constraints are known
    return {"variables": count, "constraints": constraints, "steps": steps, "conflicts": conflicts, "rng": rng}


# MARK: - Solving with kiwisolver

def kiwi_constraint(spec, variables):
    expression = sum((coefficient * variables[index] for index, coefficient in spec["terms"]), spec["constant"])
    relation = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[spec["op"]]
    return relation | weight(spec["strength"])


def objective(system, accepted, edits, suggested, values):
    """The weighted error of the optional constraints and edits: what Cassowary minimises."""
    total = 0.0
    for index in accepted:
        spec = system["constraints"][index]
        w = weight(spec["strength"])
        if w >= kiwi.strength.required:
            continue
        error = sum(coefficient * values[i] for i, coefficient in spec["terms"]) + spec["constant"]
        total += w * {"==": abs(error), "<=": max(0.0, error), ">=": max(0.0, -error)}[spec["op"]]
    for index, strength in edits.items():
        total += weight(strength) * abs(values[index] - suggested.get(index, 0.0))
    return total


def run(system, order, checked):
    """Replays the steps, adding constraints in `order`; returns the values and objective
    after each step in `checked`, and the constraints refused."""
    variables = [kiwi.Variable(f"x{index}") for index in range(system["variables"])]
    made = {index: kiwi_constraint(spec, variables) for index, spec in enumerate(system["constraints"])}
    accepted, refused, results = [], [], []
    edits, suggested = {}, {}
    solver = kiwi.Solver()
    for position, step in enumerate(system["steps"]):
        if "add" in step:
            for index in order:
                try:
                    solver.addConstraint(made[index])
                    accepted.append(index)
                except kiwi.UnsatisfiableConstraint:
                    refused.append(index)
                    solver = kiwi.Solver()
                    for kept in accepted:
                        solver.addConstraint(made[kept])
        elif "edit" in step:
            for index, strength in step["edit"]:
                solver.addEditVariable(variables[index], weight(strength))
                edits[index] = strength
        elif "suggest" in step:
            for index, value in step["suggest"]:
                solver.suggestValue(variables[index], value)
                suggested[index] = value
        elif "remove" in step:
            for index in step["remove"]:
                solver.removeConstraint(made[index])
                accepted.remove(index)
        if position in checked:
            solver.updateVariables()
            values = [variable.value() for variable in variables]
            results.append((values, objective(system, accepted, edits, suggested, values)))
    return results, refused


def solve(system, seed, checked=None):
    """Solves `system` in three orders; returns the steps with their expectations, or None
    when kiwisolver failed internally."""
    constraints = system["constraints"]
    conflicts = system["conflicts"]
    base = list(range(len(constraints) - conflicts))
    tail = list(range(len(constraints) - conflicts, len(constraints)))
    orders = [base + tail]
    for replay in range(2):
        shuffled = base[:]
        random.Random(1000 * seed + replay).shuffle(shuffled)
        orders.append(shuffled + tail)
    steps = system["steps"]
    # Which constraints a first pass refuses decides which ones the removal step can take.
    try:
        _, refused = run(dict(system, steps=steps[:1]), orders[0], set())
    except kiwi.InternalSolverError:
        return None
    accepted = [index for index in range(len(constraints)) if index not in refused]
    steps[-1]["remove"] = system["rng"].sample(accepted, len(accepted) // 2)
    if checked is None:
        checked = set(range(len(steps))) - {1}  # the edit step alone changes nothing
    try:
        results = [run(system, order, checked) for order in orders]
    except kiwi.InternalSolverError:
        return None
    if any(other[1] != results[0][1] for other in results[1:]):
        print(f"  warning: the refused constraints depend on the order: {[r[1] for r in results]}")
    steps[0]["refused"] = results[0][1]
    for number, position in enumerate(sorted(checked)):
        values, total = results[0][0][number]
        unique = all(max((abs(a - b) for a, b in zip(values, other[0][number][0])), default=0) <= UNIQUE_TOLERANCE
                     for other in results[1:])
        steps[position]["expect"] = {"values": [round(v, 9) for v in values], "objective": total, "unique": unique}
    return steps


# MARK: - Writing fixtures

def write(folder, name, size, seed, system, steps):
    fixture = {
        "generator": "tools/solver_fixtures.py",
        "kiwisolver": KIWI_VERSION,
        "size": size,
        "seed": seed,
        "variables": system["variables"],
        "constraints": system["constraints"],
        "steps": steps,
    }
    with open(os.path.join(folder, name), "w") as file:
        json.dump(fixture, file, separators=(",", ":"))
    checks = [step["expect"] for step in steps if "expect" in step]
    unique = sum(check["unique"] for check in checks)
    print(f"{name}: {len(system['constraints'])} constraints, refused {steps[0]['refused']}, "
          f"{unique}/{len(checks)} checks unique")


def make(folder, name, size, seed, rounds, edit_count, benchmark):
    """Generates, solves and writes one fixture; exits non-zero when kiwisolver failed."""
    system = generate(size, seed, rounds=rounds, edit_count=edit_count)
    last = len(system["steps"]) - 1
    steps = solve(system, seed, checked={0, last - 1, last} if benchmark else None)
    if steps is None:
        sys.exit(1)
    write(folder, name, size, seed, system, steps)


def attempt(folder, name, size, seed, rounds=None, edit_count=None, benchmark=False):
    """Runs `make` in a child process: kiwisolver sometimes aborts the whole process
    ("The objective is unbounded", a C++ exception raised where its binding cannot catch
    it, after rounding leaves a tiny negative cost). Returns whether it wrote the file."""
    child = multiprocessing.get_context("fork").Process(
        target=make, args=(folder, name, size, seed, rounds, edit_count, benchmark))
    child.start()
    child.join()
    if child.exitcode != 0:
        print(f"size {size}, seed {seed}: kiwisolver failed internally; skipped")
    return child.exitcode == 0


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join("Tests", "ConstraintSolverTests", "Fixtures")
    if kiwi.__version__ != KIWI_VERSION:
        sys.exit(f"needs kiwisolver {KIWI_VERSION} (pip install kiwisolver=={KIWI_VERSION}), found {kiwi.__version__}")
    os.makedirs(folder, exist_ok=True)
    for size, wanted in SEEDS_PER_SIZE.items():
        written, seed = 0, 0
        while written < wanted:
            seed += 1
            if attempt(folder, f"system-{size:04d}-{written + 1}.json", size, seed):
                written += 1
    # The benchmark system: checked after adding, after the last round and after removing.
    seed = 100
    while not attempt(folder, "benchmark-1000.json", 1000, seed, rounds=100, edit_count=10, benchmark=True):
        seed += 1


if __name__ == "__main__":
    main()
