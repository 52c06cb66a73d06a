"""Legal code the fixers must leave as it is (bench/fix_cases_harm_s70b, session 70, H508): white-box
attacks on session 70's merged proofs -- H503's one-tensor Sequentials (a local list added with
`*`, a Sequential a method builds, a HybridSequential subclass) and HYB006 tuples to cond, H504's
ranges cut at the front by F.slice, H506's clamp as F.clip, H505's shape flow -- each block legal
eagerly in MXNet 1.9.1.  Checked there by `bench/fix_effect.py bench/fix_cases_harm_s70b --python
/work/mxnet-venv/bin/python --vary 6` (0 changed outputs, 0 fixed copies failing eagerly; with
merge70's fixers 5 fixed copies failing eagerly: a built Sequential added a split later or built by
a method a subclass overrides, a range counter the loop rebinds, `F.reverse` of a negative axis);
asserted here on the fixed text, cheaply."""
from __future__ import annotations

import ast
import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s70b"

# case -> a line the fixed copy must still hold, as written: `y` is a list of the split's two
# outputs (`y[0]` its first part), or the range's begin is negative past the axis (python clamps)
KEPT = {
    "stem_add_after.py": "return y[0] * 2",
    "stem_hook.py": "a = y[0]",
    "method_builder_add_after.py": "return y[0] * 2",
    "method_builder_overridden.py": "return y[0] * 2",
    # (the lead: an open range from a begin of unknown sign is cut by a python choice on its sign)
    "slice_counter_rebound.py": "if i < 0 else F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(i,)",
}
# cases whose rewrite reverses an axis: MXNet 1.9.1's reverse/flip reject a negative axis
REVERSED = ("slice_neg_begin_ellipsis.py",)


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, [*KEPT, *REVERSED])


@pytest.mark.parametrize("name", sorted(KEPT))
def test_line_kept(fixed, name):
    text = (fixed / name).read_text()
    assert KEPT[name] in text, f"{name}: `{KEPT[name]}` was rewritten\n{text}"


def _negative_axis_reverses(text: str) -> list[str]:
    return [ast.unparse(n) for n in ast.walk(ast.parse(text))
            if type(n) is ast.Call and type(n.func) is ast.Attribute and n.func.attr in ("reverse", "flip")
            and any(k.arg == "axis" and type(k.value) is ast.UnaryOp for k in n.keywords)]


@pytest.mark.parametrize("name", REVERSED)
def test_reverse_axis_not_negative(fixed, name):
    text = (fixed / name).read_text()
    assert "reverse(" in text, f"{name}: not rewritten (the reversed cut runs in MXNet 1.9.1)\n{text}"
    assert not _negative_axis_reverses(text), text
