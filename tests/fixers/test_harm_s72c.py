"""Legal code the fixers must keep working (bench/fix_cases_harm_s72c, session 72, H530): white-box attacks
on session 72's new proofs. Two held: an unread ``dt = x.dtype`` line is kept where the function reads
its own frame (``sys._getframe(0).f_locals``, ``inspect.currentframe()``) or where the line sits in a try
body whose handler may catch the AttributeError a Symbol raises there; ``F.zeros(t.shape)`` /
``F.ones(t.shape)`` becomes a like-op of a float32 cast of t where t comes from an op told another dtype
(``topk(..., dtype='int32')``, ``one_hot(..., dtype='int32')``) or from an int64 index maker
(``contrib.index_array``). ``bench/fix_effect.py bench/fix_cases_harm_s72c --python
/work/mxnet-venv/bin/python --vary 4``: 0 changed, 0 failing. Asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s72c"

KEPT_LINES = {
    "unread_ctx_frame_locals.py": "dt = x.dtype",
    "unread_dtype_inspect_frame.py": "dtype = x.dtype",
    "unread_dtype_try_symbol.py": "dt = x.dtype",
    "unread_ctx_try_nested.py": "ctx = x.context",
}
CARRIERS = ["zeros_shape_argmax_int.py", "zeros_shape_index_array.py", "zeros_shape_one_hot_int.py"]


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, sorted(KEPT_LINES) + CARRIERS)


@pytest.mark.parametrize("name", sorted(KEPT_LINES))
def test_unread_attribute_kept_where_it_may_be_read_or_caught(fixed, name):
    assert KEPT_LINES[name] in (fixed / name).read_text()


@pytest.mark.parametrize("name", CARRIERS)
def test_carrier_of_another_dtype_cast_to_float32(fixed, name):
    text = (fixed / name).read_text()
    assert "dtype='float32')" in text and ".shape)" not in text, text
