"""Legal code the fixers must keep working (bench/fix_cases_harm_s72b, session 72, H528): a harm hunt
on real public Gluon code (`check --fix --unsafe-fixes` over 54 code bases; the rewritten blocks cut to
self-contained cases), and attacks on the two rewrite classes where it found a hole:

- reduction axes `tuple(range(k, len(x.shape)))` -> `axis=(0, .., k-1), exclude=True` (a soft-dice
  loss of smarthi/satellite-images): with exactly k axes the range is empty and MXNet 1.9.1 reduces
  every axis for `axis=()`, where the rewrite reduced none (a per-sample mean of a (B,) loss); data of
  another rank than x had other axes reduced;
- `F.zeros(shape=t.shape)` -> `F.zeros_like(t)` (awslabs' handwritten-text-recognition IOU loss):
  zeros_like takes t's dtype, and an int32 or float16 t meeting float32 raises.

At 40b814a2 (`bench/fix_effect.py bench/fix_cases_harm_s72b --python /work/mxnet-venv/bin/python
--vary 4`): 3 changed outputs, 4 fixed copies failing eagerly.  Asserted here on the fixed text."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s72b"

# the rank is not proven above k, or the data's rank not proven x's: no exclude= rewrite
AXES_KEPT = ["axes_per_sample_rank1.py", "axes_inline_ndim_rank2.py", "axes_data_expanded.py",
             "satellite_dice_loss.py"]
# a constructor of another tensor's shape whose dtype the code sets apart: made from a float32 cast
CAST = {
    "zeros_shape_int32.py": "F.zeros_like(F.cast(ids, dtype='float32'))",
    "ones_shape_int32_scaled.py": "F.ones_like(F.cast(ids, dtype='float32'))",
    "zeros_shape_float16.py": "F.zeros_like(F.cast(h, dtype='float32'))",
    "zeros_shape_helper_param.py": "F.zeros_like(F.cast(t, dtype='float32'))",
}


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, AXES_KEPT + list(CAST) + ["axes_control_proven.py",
                                                                           "htr_iou_loss.py"])


@pytest.mark.parametrize("name", AXES_KEPT)
def test_unproven_rank_keeps_range_axes(fixed, name):
    code = (fixed / name).read_text().split('"""', 2)[2]      # past the docstring, which names the form
    assert "exclude=True" not in code, code


def test_proven_rank_still_excludes(fixed):
    # a slice along axis 1 proves two axes at least: the rewrite stays where it holds
    assert "F.mean(y * y, axis=(0,), exclude=True)" in (fixed / "axes_control_proven.py").read_text()


@pytest.mark.parametrize("name", sorted(CAST))
def test_constructor_like_cast_to_float32(fixed, name):
    assert CAST[name] in (fixed / name).read_text()


def test_float32_input_like_uncast(fixed):
    # the block's own (float32) input needs no cast: the real-code fix is unchanged
    assert "F.zeros_like(overlaps)" in (fixed / "htr_iou_loss.py").read_text()
