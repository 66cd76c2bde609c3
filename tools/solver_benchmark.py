#!/usr/bin/env python3
"""Times kiwisolver on the benchmark system, the phases Benchmarks/ times for
ConstraintSolver (ConstraintSolverBenchmarks.swift):

1. add the 1,000 constraints (those kiwisolver accepts, in the fixture's order) and
   update the variables;
2. after making 10 variables editable, 100 rounds of suggesting a value for each, with
   updateVariables after every round;
3. remove half of the constraints and update the variables;
4. edit variable churn, on a solver of its own: a chain v[i] >= v[i-1] + 1 of 50
   variables with weak stays at 0, then 200 cycles of addEditVariable (strong),
   suggestValue, removeEditVariable on v[k % 50], timed on a fresh solver and again
   after 16,000 cycles (a long-lived solver must not slow down).

Each phase is one timed stretch of Python around kiwisolver's C++ calls (kiwisolver has no
batch call, so each constraint or suggestion is one call from Python). The script also
times the same number of the cheapest comparable calls (hasConstraint, hasEditVariable)
as an estimate of the Python call overhead, and prints the phase minus that overhead too.

Usage: python3 tools/solver_benchmark.py [REPEATS]   (kiwisolver==1.5.1)
"""
import json
import os
import statistics
import sys
import time

import kiwisolver as kiwi

KIWI_VERSION = "1.5.1"  # pip install kiwisolver==1.5.1
FIXTURE = os.path.join(os.path.dirname(__file__), "..", "Tests", "ConstraintSolverTests", "Fixtures", "benchmark-1000.json")
NAMED = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
         "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}


def weight(strength):
    if isinstance(strength, str):
        return NAMED[strength]
    return kiwi.strength.required if strength >= 1000 else kiwi.strength.create(0, strength, 0)


def load():
    with open(FIXTURE) as file:
        fixture = json.load(file)
    variables = [kiwi.Variable(f"x{index}") for index in range(fixture["variables"])]
    constraints = []
    for spec in fixture["constraints"]:
        expression = sum((c * variables[i] for i, c in spec["terms"]), spec["constant"])
        relation = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[spec["op"]]
        constraints.append(relation | weight(spec["strength"]))
    steps = fixture["steps"]
    refused = set(steps[0].get("refused", []))
    order = [constraints[i] for i in steps[0]["add"] if i not in refused]
    edits = [(variables[i], weight(s)) for i, s in steps[1]["edit"]]
    rounds = [[(variables[i], v) for i, v in step["suggest"]] for step in steps if "suggest" in step]
    removals = [constraints[i] for i in steps[-1]["remove"]]
    return order, edits, rounds, removals


def run(order, edits, rounds, removals):
    """One replay; returns the seconds of each phase and of its call-overhead estimate."""
    solver = kiwi.Solver()
    add_call, suggest_call, remove_call = solver.addConstraint, solver.suggestValue, solver.removeConstraint
    update = solver.updateVariables

    start = time.perf_counter()
    for constraint in order:
        add_call(constraint)
    update()
    add = time.perf_counter() - start

    for variable, strength in edits:
        solver.addEditVariable(variable, strength)
    start = time.perf_counter()
    for round_ in rounds:
        for variable, value in round_:
            suggest_call(variable, value)
        update()
    suggest = time.perf_counter() - start

    start = time.perf_counter()
    for constraint in removals:
        remove_call(constraint)
    update()
    remove = time.perf_counter() - start

    # The same number of calls that do almost nothing in C++.
    has_constraint, has_edit = solver.hasConstraint, solver.hasEditVariable
    start = time.perf_counter()
    for constraint in order:
        has_constraint(constraint)
    add_overhead = time.perf_counter() - start
    start = time.perf_counter()
    for round_ in rounds:
        for variable, value in round_:
            has_edit(variable)
    suggest_overhead = time.perf_counter() - start
    start = time.perf_counter()
    for constraint in removals:
        has_constraint(constraint)
    remove_overhead = time.perf_counter() - start
    return (add, suggest, remove), (add_overhead, suggest_overhead, remove_overhead)


CHURN_COUNT, CHURN_CYCLES, CHURN_AGE = 50, 200, 16_000


def churn():
    """Seconds of 200 churn cycles on a fresh solver, and of 200 after 16,000 more."""
    solver = kiwi.Solver()
    variables = [kiwi.Variable(f"v{index}") for index in range(CHURN_COUNT)]
    for index in range(1, CHURN_COUNT):
        solver.addConstraint(variables[index] >= variables[index - 1] + 1)
    for variable in variables:
        solver.addConstraint((variable == 0) | "weak")
    add, suggest, remove = solver.addEditVariable, solver.suggestValue, solver.removeEditVariable

    def cycles(start, count):
        for cycle in range(start, start + count):
            variable = variables[cycle % CHURN_COUNT]
            add(variable, "strong")
            suggest(variable, cycle % 37)
            remove(variable)

    start = time.perf_counter()
    cycles(0, CHURN_CYCLES)
    fresh = time.perf_counter() - start
    cycles(CHURN_CYCLES, CHURN_AGE - CHURN_CYCLES)
    start = time.perf_counter()
    cycles(CHURN_AGE, CHURN_CYCLES)
    return fresh, time.perf_counter() - start


def main():
    if kiwi.__version__ != KIWI_VERSION:
        sys.exit(f"needs kiwisolver {KIWI_VERSION}, found {kiwi.__version__}")
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    system = load()
    results = [run(*system) for _ in range(repeats)]
    names = ["add 1,000 constraints and solve", "100 edits of 10 variables, resolving after each",
             "remove half the constraints and solve"]
    print(f"kiwisolver {kiwi.__version__}, Python {sys.version.split()[0]}, {repeats} runs; ms: p0 / p50 (p50 minus call overhead)")
    for phase, name in enumerate(names):
        times = [r[0][phase] * 1000 for r in results]
        overhead = statistics.median(r[1][phase] * 1000 for r in results)
        print(f"{name}: {min(times):.3f} / {statistics.median(times):.3f} "
              f"({statistics.median(times) - overhead:.3f}; overhead {overhead:.3f})")
    churns = [churn() for _ in range(max(1, repeats // 10))]
    for phase, name in enumerate(["edit variable churn, 200 cycles", "edit variable churn, 200 cycles after 16,000"]):
        times = [c[phase] * 1000 for c in churns]
        print(f"{name} ({len(churns)} runs): {min(times):.3f} / {statistics.median(times):.3f}")


if __name__ == "__main__":
    main()
