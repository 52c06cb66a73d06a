"""Every op of the table, under its name and every alias, has a numerical case."""
from hybridlint.runtime import registry

from .harness import all_cases as _all_cases

# ops whose numerical tests cannot be a Case (they need python functions)
TESTED_ELSEWHERE = {"_cond": "tests/runtime/test_cond.py", "Custom": "tests/runtime/test_operator.py",
                    "_foreach": "tests/runtime/test_foreach.py",
                    "_while_loop": "tests/runtime/test_while_loop.py",
                    "_sg_mkldnn_conv": "tests/ops/test_quantized.py (a subgraph op)",
                    "_sg_mkldnn_fully_connected": "tests/ops/test_quantized.py (a subgraph op)"}


def test_every_op_and_alias_has_a_case():
    covered = {c.op for c in _all_cases()} | set(TESTED_ELSEWHERE)
    missing = [n for op in registry.all_ops() for n in op.exposed_names() if n not in covered]
    assert not missing, (f"{len(missing)} op name(s)/alias(es) without a Case in tests/ops: "
                         + ", ".join(sorted(missing)))


def test_every_case_names_an_exposed_op():
    exposed = {n for op in registry.all_ops() for n in op.exposed_names()}
    unknown = sorted({c.op for c in _all_cases()} - exposed)
    assert not unknown, f"cases name ops that are not in the table: {unknown}"
