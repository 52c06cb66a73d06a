"""Legal code the fixers must leave as it is, or rewrite keeping its dtype (bench/fix_cases_harm_s67,
session 67, H475): white-box attacks on the fixers' proofs, each block legal eagerly in MXNet 1.9.1.
Checked there by `bench/fix_effect.py bench/fix_cases_harm_s67 --python /work/mxnet-venv/bin/python`
(0 changed outputs, 0 fixed copies failing eagerly; 4 changed and 11 failing with 7e0e77d1's fixers);
asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s67"

# case -> a line the fixed copy must still hold, as written
KEPT = {
    # `.detach()` shares its receiver's memory eagerly: a write in place into the receiver (or a
    # view of it) after it shows in the detached value, which F.stop_gradient's copy would not see
    "detach_source_written.py": "y = x.detach()",
    "detach_source_item_written.py": "y = x.detach()",
    "detach_view_source_written.py": "y = x.detach()",
    # ... and the update itself stays in place while a view of its target is read after it
    "detach_source_written.py ": "x *= 2",
    "detach_view_source_written.py ": "z += 1",
    # a held host number meeting a tensor the code casts to another dtype: the python number
    # adapted to it, a float32 (1,)-tensor makes the broadcast raise
    "hostnum_sqrt_float16.py": "m = F.abs(x).mean().asscalar()",
    "hostnum_pow_int.py": "k = F.abs(x).max().asscalar()",
    "hostnum_log_python_int.py": "n = (x > 0).astype('int32').sum().asscalar()",
    "hostnum_mul_float16.py": "return (h * m).astype('float32')",
    "hostnum_branch_float16.py": "m = F.abs(x).mean().asscalar()",
    # a branch reshaping to a shape the input never had: F.where evaluates it and raises
    "where_branch_reshape.py": "y = x.reshape((3, 4))",
    # a segment length a subclass of the file passes as -3: the padding proof needs K > 0
    "pad_offset_subclass_k.py": "gap = self.k - (self.p + t % self.k) % self.k",
}
# positions of a tensor the code casts to float16 (or int32) come from its float32 cast:
# float16 holds 2049 as 2048, and int32 positions meet float32 operands with a dtype error
CAST = {
    "arange_float16.py": "F.contrib.arange_like(F.cast(h, dtype='float32'), axis=1)",
    "arange_len_float16.py": "F.contrib.arange_like(F.cast(h, dtype='float32'), axis=0)",
    "arange_rev_float16.py": "F.contrib.arange_like(F.cast(h, dtype='float32'), axis=1)",
    "arange_start1_float16.py": "F.contrib.arange_like(F.cast(h, dtype='float32'), start=1, axis=1)",
    "eye_float16_big.py": "F.contrib.arange_like(F.cast(h, dtype='float32'), axis=0)",
    "onehot_depth_float16.py": "F.contrib.arange_like(F.cast(h, dtype='float32'), axis=1)",
}


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, (n.strip() for n in [*KEPT, *CAST]))


@pytest.mark.parametrize("name", sorted(KEPT))
def test_line_kept(fixed, name):
    text = (fixed / name.strip()).read_text()
    assert KEPT[name] in text, f"{name}: `{KEPT[name]}` was rewritten\n{text}"


@pytest.mark.parametrize("name", sorted(CAST))
def test_positions_from_float32_cast(fixed, name):
    text = (fixed / name).read_text()
    assert CAST[name] in text, f"{name}: positions not from a float32 cast\n{text}"
