"""Legal code the fixers must leave as it is (bench/fix_cases_harm_s66, session 66, H461): loops
counted from a start past 0 (`range(1, x.shape[1])`, `range(1, n)` with `n = x.shape[1]`), over all
rows but the last (`range(x.shape[1] - 1)`), or over windows, on an axis of one row (or fewer rows
than the window): the python loop runs no step, while foreach's data `F.slice_axis(x, axis=1,
begin=1, end=None)` raises in MXNet 1.9.1 (`Check failed: (*begin < *end)`).  Checked there by
`bench/fix_effect.py bench/fix_cases_harm_s66 --python /work/mxnet-venv/bin/python` (0 changed
outputs, 0 fixed copies failing eagerly; 9 failing with 0f1c4ee1's scan_loop.py); asserted here on the fixed text,
cheaply: the loop stays a python loop.  Session 67 (h472): a loop from a start past 0 that only carries
states becomes foreach over every row, the steps before the start masked (F.where on the counter), so
one row runs one step that changes nothing -- those are MASKED below (their outputs at one row are
test_fix_cases' EXPECTED for the set)."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s66"

# case -> the loop line the fixed copy must still hold, as written
KEPT = {
    # all rows but the last
    "loop_cut_n1.py": "for t in range(x.shape[1] - 1):",
    "loop_cut_seeded_n1.py": "for t in range(x.shape[1] - 1):",
    # fewer rows than the window
    "loop_window_short.py": "for t in range(x.shape[1] - self.w + 1):",
    # what does not prove two rows: a list stacked beside another item, a return between the
    # loop and the stack (steps that collect values are not masked)
    "loop_from1_stack_with_n1.py": "for t in range(1, x.shape[1]):",
    "loop_from1_early_return_n1.py": "for t in range(1, x.shape[1]):",
    # (session 68, H486: no longer masked -- the state's seed, a sum over other axes / under an
    # `if` expression, is not proven of the shape a step leaves: F.where could meet two shapes)
    "loop_from1_cut_other_axis_n1.py": "for t in range(1, x.shape[1]):",
    "loop_from1_cut_in_branch_n1.py": "for t in range(1, x.shape[1]):",
}
# where the original fails by itself on an empty loop (F.stack of nothing): foreach is written
REWRITTEN = ["comp_from1_stack_n3.py", "loop_from1_list_stack_n3.py"]
# the count from 1 with other uses of n (shape-uses), bound to a name (scan-loop), read inline:
# states only, masked
MASKED = ["loop_from1_named_n1.py", "loop_from1_count_n1.py", "loop_from1_shape_n1.py"]


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, [*KEPT, *REWRITTEN, *MASKED])


@pytest.mark.parametrize("name", sorted(KEPT))
def test_loop_kept(fixed, name):
    text = (fixed / name).read_text()
    assert KEPT[name] in text and "foreach" not in text, f"{name}: the loop was rewritten\n{text}"


@pytest.mark.parametrize("name", REWRITTEN)
def test_proven_loop_rewritten(fixed, name):
    assert "F.contrib.foreach" in (fixed / name).read_text()


@pytest.mark.parametrize("name", MASKED)
def test_loop_from_start_masked(fixed, name):
    text = (fixed / name).read_text()
    assert "F.contrib.foreach" in text and "F.where(" in text and "begin=1, end=None" not in text.split("def _scan_step")[1]
