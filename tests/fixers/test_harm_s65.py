"""Legal code the fixers must leave as it is (bench/fix_cases_harm_s65, session 65, H451): each case
attacks one proof of a rewrite with code that runs eagerly in MXNet 1.9.1, where the rewrite once
changed the outputs (checked there by `bench/fix_effect.py bench/fix_cases_harm_s65 --python
/work/mxnet-venv/bin/python`: 0 changed outputs, 0 fixed copies failing eagerly).  The bundled
runtime's verdict (`bench/fix_effect.py bench/fix_cases_harm_s65`) says the same; asserted here on the
fixed text, cheaply: the attacked line stays as written."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s65"

# case -> lines the fixed copy must still hold, as written
KEPT = {
    # a subclass's __init__ adds a pool to the base's spatial-keeping body: (B, -1, H * W) is no (0, 0, -3)
    "sequential_added_in_subclass.py": ["return y.reshape((B, -1, H * W))"],
    # ... an override of a method the base's __init__ calls adds to it
    "codes_subclass_method_add.py": ["return y.reshape((B, -1, H * W))"],
    # a basic index is a view eagerly: the in-place write reaches x; F.slice_axis copies
    "alias_augassign_slice.py": ["y = x[0:1]", "y += 1"],
    "alias_view_reshaped.py": ["y = x[0:1].reshape(", "y += 1"],
    "alias_int_index.py": ["row = x[0]", "row[:] = 0"],
    # ... reached through a second name, a list display's item, a helper writing its parameter
    "alias_view_of_alias.py": ["y = x[0:1]", "z += 1"],
    "alias_view_in_list.py": ["rows = [x[0:1], x[1:2]]", "rows[0] += 1"],
    "alias_view_to_helper.py": ["t += 1", "y = self._bump(x[0:1])"],
}
# blocks that hybridize as written: no hunk at all
UNTOUCHED = ["rebound_scalar_maximum.py", "rebound_scalar_sub.py", "numpy_mode_broadcast.py",
             "numpy_mode_slice.py"]


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, [*KEPT, *UNTOUCHED])


@pytest.mark.parametrize("name", sorted(KEPT))
def test_attacked_line_kept(fixed, name):
    text = (fixed / name).read_text()
    for line in KEPT[name]:
        assert line in text, f"{name}: `{line}` rewritten\n{text}"


@pytest.mark.parametrize("name", UNTOUCHED)
def test_legal_block_untouched(fixed, name):
    assert (fixed / name).read_text() == (HARM / name).read_text()
