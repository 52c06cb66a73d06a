"""Legal code the fixers must keep working on every shape (bench/fix_cases_harm_s70, session 70, H504):
ranges whose bound passes a non-batch axis (python clamps; slice_axis raises), cut at the front by F.slice
between two swapaxes (F.slice on the channel axis of a Conv2D's output fails in MXNet 1.9.1), a negative
literal begin as the first k of the axis reversed, a begin of unknown sign cut by a python choice on its sign (the lead).  Checked in
MXNet by `bench/fix_effect.py bench/fix_cases_harm_s70 --python /work/mxnet-venv/bin/python --vary 6`;
asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s70"

# case -> text the fixed copy must hold
KEPT = {
    "roi_cols_past_axis.py": "F.swapaxes(F.slice(F.swapaxes(rois, dim1=0, dim2=1), begin=(2,), end=(4,)), dim1=0, dim2=1)",
    # (H508: reversed after the swap, at axis 0 -- F.reverse takes no negative axis in MXNet 1.9.1)
    "last_channels_conv.py": "F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(y, dim1=0, dim2=1), axis=0), "
                             "begin=(0,), end=(6,)), axis=0), dim1=0, dim2=1)",
    "last_dim_ellipsis.py": "F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=-1), begin=(None,), end=(self._k,)), dim1=0, dim2=-1)",
    "literal_last_cols.py": "F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(F.relu(y), dim1=0, dim2=1), axis=0), "
                            "begin=(0,), end=(3,)), axis=0), dim1=0, dim2=1)",
    # (the lead: a python choice on k's sign -- the last k rows reversed-first if k > 0, else from -k)
    "negative_begin_rows.py": "(F.reverse(F.slice(F.reverse(x, axis=0), begin=(0,), end=(self.k,)), axis=0) "
                              "if self.k > 0 else F.slice(x, begin=(-self.k,), end=(None,)))",
    "control_inside.py": "F.slice_axis(h, axis=1, begin=1, end=3)",
}


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, KEPT)


@pytest.mark.parametrize("name", sorted(KEPT))
def test_range_clamped(fixed, name):
    text = (fixed / name).read_text()
    assert KEPT[name] in text, text
