"""Legal code the fixers must keep working (bench/fix_cases_harm_s71b, session 71, H519): white-box
attacks on session 71's proofs.  An arange step read from a configured table or int (H515's
`accumulated_int` through zip/enumerate, `int_configured`) is what the file builds the block with:
a parent's `Head(strides=(0.1, 0.7))`, a subclass's `super().__init__(strides=...)`, two heads of
different strides, a table item stored or appended after the literal, a module's own `zip` --
arange(0, 3 * 0.1, 0.1) has 4 entries in MXNet 1.9.1, arange_like 3 (7 fixed copies changed
outputs at merge71 27235405, `bench/fix_effect.py bench/fix_cases_harm_s71b --python
/work/mxnet-venv/bin/python --vary 6`).  Asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s71b"

# cases whose arange must stay an arange (the step is not proven a python int)
KEPT_ARANGE = [
    "step_child_passes_floats.py", "step_subclass_super_floats.py", "step_table_item_set.py",
    "step_setattr_hf.py", "step_zip_shadowed.py", "step_table_comprehension_scale.py",
    "step_two_heads_stride.py", "step_two_heads_tables.py",
]


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, KEPT_ARANGE)


@pytest.mark.parametrize("name", KEPT_ARANGE)
def test_float_step_keeps_arange(fixed, name):
    text = (fixed / name).read_text()
    assert "arange_like" not in text and "F.arange(0, " in text, text
