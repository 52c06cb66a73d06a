"""Legal code the fixers must leave as it is (bench/fix_cases_harm_s68b, session 68, H489):
white-box attacks on session 68's merged proofs (item writes through a list of literal indices,
an accumulation whose first term is aliased in the if branch) and what they led to, each block
legal eagerly in MXNet 1.9.1. Checked there by `bench/fix_effect.py bench/fix_cases_harm_s68b
--python /work/mxnet-venv/bin/python` (0 changed outputs, 0 fixed copies failing eagerly; 3
changed and 9 failing with merge68's fixers); asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s68b"

# case -> a line the fixed copy must still hold, as written
KEPT = {
    # a written value that is no array (a python number a name, attribute or argument default
    # holds, a bool, a list, a numpy array): NDArray.__setitem__ takes it, F.cast raises
    "scat_value_attr.py": "buf[:, [1, 4]] = self.fill",
    "scat_value_bool.py": "buf[:, [0, 2]] = True",
    "scat_value_list.py": "buf[:, [1, 4]] = [3.0, 5.0]",
    "scat_value_local.py": "buf[:, [1, 4]] = v",
    "scat_value_numpy.py": "buf[:, [1, 4]] = np.array([3.0, 5.0], dtype='float32')",
    "scat_value_shape.py": "buf[:, [1, 4]] = x.shape[1]",
    "scat_value_default.py": "buf[:, [1, 4]] = fill",
    "slice_value_attr.py": "buf[:, 1:3] = self.fill",
    "slice_value_local.py": "buf[:, 2:] = v",
    "slice_value_shape.py": "buf[:, 1:3] = x.shape[1]",
    # an accumulation's first term from a container whose item hands back its input (an empty
    # Sequential, a lambda in a list): `y += z` updates x itself eagerly
    "acc_empty_seq_branch.py": "y += z",
    "acc_list_children.py": "y += z",
    # a row (an eager view) of a tensor written in place after it is bound
    "view_row_then_write.py": "row = buf[0]",
    "scat_read_between.py": "row = buf[0]",
}


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, KEPT)


@pytest.mark.parametrize("name", sorted(KEPT))
def test_line_kept(fixed, name):
    text = (fixed / name).read_text()
    assert KEPT[name] in text, f"{name}: `{KEPT[name]}` was rewritten\n{text}"
