"""Legal code the fixers must leave as it is (bench/fix_cases_harm_s69b, session 69, H499): white-box
attacks on session 69's merged proofs -- H492's dropped unread size line in a loop or branch body,
H493's same-rank broadcast, squeezed split parts and four-way reshape-code chain -- each block legal
eagerly in MXNet 1.9.1.  Checked there by `bench/fix_effect.py bench/fix_cases_harm_s69b --python
/work/mxnet-venv/bin/python` (0 changed outputs, 0 fixed copies failing eagerly; with merge69's
fixers 3 changed and 1 failing: a size line under `try`/`with` whose error the handler catches);
asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s69b"

# case -> a line the fixed copy must still hold, as written: the line's IndexError is caught on
# purpose (a rank probe, a guard past a list's end), so dropping or rewriting it changes outputs
KEPT = {
    "unread_try_index_guard.py": "prev_shape = ys[i + 1].shape[2:]",
    "unread_try_rank_probe.py": "d = x.shape[3]",
    "unread_with_suppress.py": "hw = ys[i].shape[2:]",
    "try_rank_probe_read.py": "d = x.shape[3]",
}


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, KEPT)


@pytest.mark.parametrize("name", sorted(KEPT))
def test_line_kept(fixed, name):
    text = (fixed / name).read_text()
    assert KEPT[name] in text, f"{name}: `{KEPT[name]}` was rewritten\n{text}"
