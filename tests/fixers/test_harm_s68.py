"""Legal code the fixers must leave as it is (bench/fix_cases_harm_s68, session 68, H486): white-box
attacks on session 67's merged proofs -- loops from a start past 0 masked by F.where on the counter
(h472), a private helper's `sum / n` read as a mean (h474), dict/list copies (h473), a Sequential's
first layer's input size (h471) -- each block legal eagerly in MXNet 1.9.1.  Checked there by
`bench/fix_effect.py bench/fix_cases_harm_s68 --python /work/mxnet-venv/bin/python` (0 changed
outputs, 0 fixed copies failing eagerly; with 50f48b06's scan_loop.py 1 changed and 3 failing);
asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s68"

# case -> a line the fixed copy must still hold, as written
KEPT = {
    # a (B, 1) seed the first step broadcasts to (B, D): one row returns the seed, and the masked
    # step's F.where would meet two shapes (fails eagerly in MXNet 1.9.1)
    "loopm_seed_broadcast_n1.py": "for t in range(1, T):",
    "loopm_seed_broadcast_n3.py": "for t in range(1, T):",
    # a state each step grows (concat)
    "loopm_concat_grow.py": "for t in range(1, T):",
    # a list seeded with the state, the loop from 2: the masked stack held one state too many
    "loopm_seeded_list_from2.py": "for t in range(2, T):",
    # a subclass overrides the private helper: the size is its argument, not a mean's divisor
    "mean_helper_override.py": "self._pool(F, x, x.shape[1])",
}
# states of the rows' shape (a row seed, shape-keeping operators, numbers), other dtypes: masked
MASKED = ["loopm_int32_state.py", "loopm_float16_norm.py", "loopm_other_seq_longer.py"]


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, [*KEPT, *MASKED])


@pytest.mark.parametrize("name", sorted(KEPT))
def test_line_kept(fixed, name):
    text = (fixed / name).read_text()
    assert KEPT[name] in text, f"{name}: `{KEPT[name]}` was rewritten\n{text}"


@pytest.mark.parametrize("name", MASKED)
def test_row_shaped_state_masked(fixed, name):
    text = (fixed / name).read_text()
    assert "F.contrib.foreach" in text and "F.where(" in text, text
