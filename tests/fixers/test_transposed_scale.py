"""The spatial sizes of a transposed convolution in the shape walk (fixers/_shapes.py
``_transposed_scale``): MXNet 1.9.1's Deconvolution gives (H - 1) * s - 2 * p + d * (k - 1) + 1 +
output_padding, exactly s * H for every H only where d * (k - 1) + 1 + output_padding - 2 * p == s;
any other geometry leaves the spatial sizes unknown."""
from __future__ import annotations

import textwrap

import pytest

from hybridlint.rules import analyze

from .harness import fix_source


def _block(layer: str) -> str:
    return textwrap.dedent(f"""\
        from mxnet.gluon import HybridBlock, nn


        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self.up = {layer}

            def hybrid_forward(self, F, x):
                h = self.up(x)
                return F.UpSampling(x, scale=h.shape[2] // x.shape[2], sample_type='nearest')
        """)


@pytest.mark.parametrize("layer,scale", [
    ("nn.Conv2DTranspose(3, 4, strides=2, padding=1, in_channels=3)", 2),
    ("nn.Conv2DTranspose(3, kernel_size=2, strides=2, in_channels=3)", 2),
    ("nn.Conv2DTranspose(3, 3, 2, 1, 1, in_channels=3)", 2),       # output_padding=1
    ("nn.Conv2DTranspose(3, 8, strides=4, padding=2, in_channels=3)", 4),
])
def test_exact_multiples_give_a_constant_scale(layer, scale):
    fixed = fix_source(_block(layer), unsafe=True)
    assert f"F.UpSampling(x, scale={scale}, sample_type='nearest')" in fixed, fixed


@pytest.mark.parametrize("layer", [
    "nn.Conv2DTranspose(3, 3, strides=2, padding=1, in_channels=3)",     # 2H - 1
    "nn.Conv2DTranspose(3, 4, strides=2, padding=1, dilation=2, in_channels=3)",
    "nn.Conv2DTranspose(3, 4, strides=(2, 1), padding=1, in_channels=3)",  # a size per axis
    "nn.Conv2D(3, 3, strides=2, padding=1, in_channels=3)",              # ceil(H / 2)
])
def test_other_geometries_say_nothing(layer):
    assert fix_source(_block(layer), unsafe=True) == _block(layer)
    assert any(d.code == "HYB001" for d in analyze(_block(layer), "m.py"))
