"""python's float64 arithmetic on a number read from a tensor vs the float32 ops a fix emits
(bench/fix_cases_harm_s71, session 71, H517): an intermediate value past float32's range (1e40,
exp(120)) or below it (1e-50) that the chain brings back, and constants float32 cannot hold, are
refused; a clamp then one factor, declared factors that stay inside float32, a factor a local
declares as one of two literals are still fixed.  Checked in MXNet 1.9.1 by `bench/fix_effect.py
bench/fix_cases_harm_s71 --python /work/mxnet-venv/bin/python` (0 changed, 0 failing; at 56da7fdd
clamp_name_huge changed its outputs: inf * 0 where python's float64 gave 2.0)."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s71"

# case -> the line the fixed copy must still hold (the read refused)
KEPT = {
    "attr_tiny_scale.py": "x.mean().asscalar() * self.scale * 1e30 * 1e10",
    "chain_exp_then_shrink.py": "math.exp(m) * 1e-20 * 1e-20",
    "chain_grow_then_shrink.py": "F.abs(x).max().asscalar() * 1e20 * 1e20 * 1e-30",
    "chain_underflow_inrange.py": "F.abs(x).max().asscalar() * 1e-25 * 1e-25 * 1e25 * 1e25",
    "clamp_name_huge.py": "return x * (w / big / big)",
}
# case -> a line of the rewrite that must appear (still fixed)
FIXED = {
    "clamp_shrink_last.py": "w = F.clip(F.stop_gradient(F.abs(x).mean()), 0.0, 1e4) * 0.5",
    "clamp_grow_bounded.py": "w = F.clip(F.stop_gradient(x.mean()), 0.5, 2.0) * self.big * self.big",
    "local_factor_ifexp.py": "F.stop_gradient(F.abs(x).max()) * factor + 1.0",
}


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, [*KEPT, *FIXED])


@pytest.mark.parametrize("name", sorted(KEPT))
def test_line_kept(fixed, name):
    text = (fixed / name).read_text()
    assert KEPT[name] in text, f"{name}: `{KEPT[name]}` was rewritten\n{text}"


@pytest.mark.parametrize("name", sorted(FIXED))
def test_still_fixed(fixed, name):
    text = (fixed / name).read_text()
    assert FIXED[name] in text and "asscalar" not in text, text
