"""Legal code the fixers must keep working (bench/fix_cases_harm_s71c, session 71, H521): attacks on
fixers/_signs.py's proof that a slice begin is >= 0.  F.slice of a begin past the axis raises in MXNet
1.9.1 ("could not construct a sub-memory") where the NDArray subscript on axis 0 clamps as python does,
so a wrong proof breaks working code: a builtin's name the file binds (`abs = lambda ...`, a module's
`def abs`/`def len`/`def range`), a counter a later comprehension `for` of its name hides, a name only a
nested def assigns (the outer reads the module's), a range start a later comprehension `for` rebinds
a counter a lambda, a nested def or a generator made in the loop reads after the loop rebinds it
(9 fixed copies failing eagerly at 7d103b36, `bench/fix_effect.py bench/fix_cases_harm_s71c --python
/work/mxnet-venv/bin/python --vary 4`).  Asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s71c"

# cases whose subscript must stay (the begin is not proven >= 0)
KEPT = [
    "abs_shadowed_local.py", "abs_shadowed_module.py", "len_shadowed_module.py", "range_shadowed_module.py",
    "comp_shadow_order.py", "comp_start_rebound.py", "nested_def_same_name.py",
    "closure_late_lambda.py", "closure_late_def.py", "comp_in_loop_late.py",
]


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, KEPT + ["control_range.py"])


@pytest.mark.parametrize("name", KEPT)
def test_unproven_begin_keeps_subscript(fixed, name):
    text = (fixed / name).read_text()
    assert "F.slice(" not in text, text


def test_counter_of_range_still_cut(fixed):
    # the same shape with a real range counter is still fixed: the refusals are not blanket ones
    assert "F.slice(x, begin=(i,), end=(i + 12,))" in (fixed / "control_range.py").read_text()
