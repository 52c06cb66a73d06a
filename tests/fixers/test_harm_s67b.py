"""Legal code the fixers must leave as it is (bench/fix_cases_harm_s67b, session 67, H477):
white-box attacks on session 67's merged proofs (tables of tuple rows, pools by the map's own
sizes, popped list elements, Sequential layers at a known index), each block legal eagerly in
MXNet 1.9.1. Checked there by `bench/fix_effect.py bench/fix_cases_harm_s67b --python
/work/mxnet-venv/bin/python` (0 changed outputs, 0 fixed copies failing eagerly; 4 failing with
53d5f001's fixers); asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s67b"

# case -> a line the fixed copy must still hold, as written: a Sequential whose contents
# __init__'s `self.body.add(...)` calls do not show (a factory's `net.body.add(...)` on the built
# block, an alias or a helper handed the container in __init__) keeps no size at an index: its
# output's channels are not `self.body[0]._channels`
KEPT = {
    "seq_module_level_add.py": "w.reshape((-1, y.shape[1]))",
    "seq_alias_add.py": "w.reshape((-1, y.shape[1]))",
    "seq_helper_add.py": "w.reshape((-1, y.shape[1]))",
    "seq_owner_bias.py": "w.reshape((-1, y.shape[1]))",
    "seq_subclass_adds.py": "w.reshape((-1, y.shape[1]))",
}


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, KEPT)


@pytest.mark.parametrize("name", sorted(KEPT))
def test_line_kept(fixed, name):
    text = (fixed / name).read_text()
    assert KEPT[name] in text, f"{name}: `{KEPT[name]}` was rewritten\n{text}"
