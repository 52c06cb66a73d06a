"""An op call's argument read by keyword or at MXNet's position (the catalogue's argument_order)."""
from __future__ import annotations

import libcst as cst
import pytest

from hybridlint.engine.op_arguments import op_argument


def _read(code: str, op: str, name: str, method: bool) -> str | None:
    call = cst.parse_expression(code)
    rest = list(call.args) if method else list(call.args[1:])
    got = op_argument(call, op, name, rest)
    return None if got is None else cst.Module([]).code_for_node(got)


@pytest.mark.parametrize("code,op,name,method,want", [
    ("F.max(x, 1, True)", "max", "keepdims", False, "True"),
    ("F.max(x, 1, True)", "max", "axis", False, "1"),
    ("x.sum(1, True)", "sum", "keepdims", True, "True"),
    ("F.mean(x, (1, 2), keepdims=True)", "mean", "keepdims", False, "True"),
    ("F.sum(x, 1, True, True)", "sum", "exclude", False, "True"),
    ("F.pick(x, y, 1, True)", "pick", "axis", False, "1"),          # after the index input
    ("F.norm(x, 2, 1)", "norm", "axis", False, "1"),                 # after ord
    ("F.expand_dims(x, 1)", "expand_dims", "axis", False, "1"),
    ("x.transpose((0, 2, 1))", "transpose", "axes", True, "(0, 2, 1)"),
    ("F.max(x, 1)", "max", "keepdims", False, None),
    ("F.max(x, *a)", "max", "keepdims", False, None),                # a *args: unreadable
    ("F.unknown_op(x, 1)", "unknown_op", "axis", False, None),       # not catalogued: keyword only
])
def test_op_argument(code, op, name, method, want):
    assert _read(code, op, name, method) == want
