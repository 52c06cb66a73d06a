"""Legal code the fixers must keep working on every batch (bench/fix_cases_harm_s69, session 69, H496):
a range of axis 0 -- the caller's batch, which no layer bounds -- with a bound past it on the batch
INPUTS holds (the first `keep` rows of 3, the last `k` steps of 2, the first 8 rows of 5).  Python
clamps the bound; `F.slice_axis` raised in MXNet 1.9.1 (3 fixed copies failing eagerly at 80d08d21,
found by `bench/fix_effect.py bench/fix_cases_probes_s45 --vary 30` at batch 1 and 3); F.slice
clamps as python does.  Checked there by `bench/fix_effect.py bench/fix_cases_harm_s69 --python
/work/mxnet-venv/bin/python --vary 30`; asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s69"

# case -> the slice the fixed copy must hold
CLAMPED = {
    "keep_ranked_batch.py": "F.slice(ranked, begin=(None,), end=(self._keep,))",
    "head_rows_literal.py": "F.slice(x, begin=(None,), end=(8,))",
}


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, [*CLAMPED, *REFUSED])


# session 70, H504: F.slice raises on a negative begin past the axis in MXNet 1.9.1 (ranks 1, 2, 4,
# 5), so `seq[-self.k:]` was refused; the lead: a python choice on k's sign cuts the last k rows as
# the first k of the axis reversed (F.slice clamps an end past it), else from -k
REFUSED = {"last_steps_time_major.py": "if self.k > 0 else F.slice(seq, begin=(-self.k,), end=(None,))"}


def test_negative_begin_refused(fixed):
    for name, kept in REFUSED.items():
        assert kept in (fixed / name).read_text()


@pytest.mark.parametrize("name", sorted(CLAMPED))
def test_batch_range_clamped(fixed, name):
    text = (fixed / name).read_text()
    assert CLAMPED[name] in text and "F.slice_axis" not in text, text
