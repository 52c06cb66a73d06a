"""Legal code the fixers must keep working (bench/fix_cases_harm_s72a, session 72, H522): attacks on the
proof that a stride-1 convolution's or pooling's output axis is its input's plus 2p - d(k - 1)
(fixers/_shapes.py ``unit_stride_offsets``), which lets ``x[:, :, :n - k]`` count k from the end: a
stride of 2 or 3 (also given positionally), a pool's default stride with ceil_mode, a transposed conv,
no padding, a padding that only keeps the length (dilation, a wider kernel, a stride-1 average pool),
per-axis paddings of a 2-D conv, paddings and a kernel the code does not fix (a table, a constructor
argument), a Sequential with a strided conv after the padded one, a conv declared twice, F.Convolution
of stride 3; and on the begin-equals-k cut (``x[:, :, k:n - k]``): a begin read by a call that moves on.
Each keeps its `.shape` read: python's ``n - k`` past the axis keeps 2n - k entries where ``-k`` keeps
none.  ``bench/fix_effect.py bench/fix_cases_harm_s72a --python /work/mxnet-venv/bin/python --vary 4``:
0 changed, 0 failing.  Asserted here on the fixed text, cheaply."""
from __future__ import annotations

import pathlib

import pytest

from .harness import fixed_copies

HARM = pathlib.Path(__file__).parents[2] / "bench" / "fix_cases_harm_s72a"

KEPT = sorted(p.name for p in HARM.glob("*.py") if p.name != "cut_negative_k.py")


@pytest.fixture(scope="module")
def fixed(tmp_path_factory) -> pathlib.Path:
    return fixed_copies(tmp_path_factory, HARM, KEPT + ["cut_negative_k.py"])


@pytest.mark.parametrize("name", KEPT)
def test_unproven_length_keeps_the_size(fixed, name):
    assert ".shape[" in (fixed / name).read_text()


def test_begin_of_unknown_sign_ends_open_when_not_positive(fixed):
    # k = -2 built by the constructor: `y[:, :, k:n - k]` ends past the axis (clamped), so the end is open
    text = (fixed / "cut_negative_k.py").read_text()
    assert "(-self.k if self.k > 0 else None)" in text and ".shape" not in text, text
