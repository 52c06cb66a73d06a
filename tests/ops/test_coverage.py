"""Every op of the table, under its name and every alias, has a numerical case."""
import importlib
import pathlib

from hybridlint.runtime import registry

from .harness import Case

# ops whose numerical tests cannot be a Case (they need python functions)
TESTED_ELSEWHERE = {"_cond": "tests/runtime/test_cond.py"}


def _all_cases() -> list[Case]:
    cases = []
    for path in sorted(pathlib.Path(__file__).parent.glob("test_*.py")):
        if path.stem == "test_coverage":
            continue
        mod = importlib.import_module(f"{__package__}.{path.stem}")
        cases.extend(c for c in getattr(mod, "CASES", []) if isinstance(c, Case))
        # modules may also keep further case lists (CASES_NN, ...)
        for name, value in vars(mod).items():
            if name.startswith("CASES_") and isinstance(value, list):
                cases.extend(c for c in value if isinstance(c, Case))
    return cases


def _exposed(op) -> list[str]:
    prefix = f"{op.namespace}." if op.namespace else ""
    return [prefix + n for n in (op.name, *op.aliases)]


def test_every_op_and_alias_has_a_case():
    covered = {c.op for c in _all_cases()} | set(TESTED_ELSEWHERE)
    missing = [n for op in registry.all_ops() for n in _exposed(op) if n not in covered]
    assert not missing, (f"{len(missing)} op name(s)/alias(es) without a Case in tests/ops: "
                         + ", ".join(sorted(missing)))


def test_every_case_names_an_exposed_op():
    exposed = {n for op in registry.all_ops() for n in _exposed(op)}
    unknown = sorted({c.op for c in _all_cases()} - exposed)
    assert not unknown, f"cases name ops that are not in the table: {unknown}"
