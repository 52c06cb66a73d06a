"""The shapes of ``take`` and ``im2col`` in the shape walk (fixers/_shapes.py): MXNet 1.9.1's take
puts the indices' axes in place of the taken axis; im2col gives (batch, channels * kernel size, L),
with L the input's spatial product only where every axis keeps its size. Where the walk cannot
tell, the output says nothing."""
from __future__ import annotations

import textwrap

from hybridlint.rules import analyze

from .harness import fix_source


def _hyb008(expr: str) -> list:
    source = textwrap.dedent(f"""\
        from mxnet.gluon import HybridBlock, nn


        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self.weight = self.params.get('weight', shape=(3, 4, 5))
                self.conv = nn.Conv2D(9, 3, padding=1, in_channels=2)

            def hybrid_forward(self, F, x, weight):
                return {expr}
        """)
    return [d for d in analyze(source, "m.py") if d.code == "HYB008"]


def test_take_puts_the_indices_axes_in_place_of_the_taken_axis():
    found = _hyb008("F.take(weight, F.argmax(F.ones((2, 3)), axis=1)) * F.ones((2, 4, 6))")
    assert len(found) == 1 and "size 5 on axis 2" in found[0].message, found
    found = _hyb008("F.take(weight, F.ones((2, 3)), axis=2) * F.ones((3, 4, 2, 4))")
    assert len(found) == 1 and "size 3 on axis 3" in found[0].message, found
    assert not _hyb008("F.take(weight, F.ones((2, 3)), axis=2) * F.ones((3, 4, 2, 3))")


def test_take_of_unknown_indices_says_nothing():
    assert not _hyb008("F.take(weight, x) * F.ones((2, 4, 6))")


def test_im2col_multiplies_the_channels_by_the_kernel_size():
    # a conv keeping the size with 9 filters over 2 channels: 9 columns against im2col's 18
    found = _hyb008("F.im2col(x, kernel=(3, 3), pad=(1, 1)) * self.conv(x).reshape((0, 0, -3))")
    assert len(found) == 1 and "size 18 on axis 1" in found[0].message, found


def _unfolded(geometry: str) -> str:
    return textwrap.dedent(f"""\
        from mxnet.gluon import HybridBlock


        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                b, c, h, w = x.shape
                cols = F.im2col(x, kernel=(3, 3), {geometry})
                return cols.reshape((b, c, 9, h, w)).sum(axis=2)
        """)


def test_im2col_columns_are_the_pixels_where_the_geometry_keeps_them():
    # kept: the columns' pixels are x's (h, w), so the reshape has a shape-free form
    fixed = fix_source(_unfolded("pad=(1, 1)"))
    assert "x.shape" not in fixed and "reshape_like(cols, x" in fixed, fixed


def test_im2col_of_a_configured_kernel_multiplies_the_channels_by_its_sizes():
    # the kernel's sizes are python values: the channels are c * k * k; the pixels' count is
    # unknown (no literal geometry), restored by NDArray.reshape's count check to x's (h, w)
    source = textwrap.dedent("""\
        from mxnet.gluon import HybridBlock


        class Net(HybridBlock):
            def __init__(self, k=3, **kwargs):
                super().__init__(**kwargs)
                self.k = k

            def hybrid_forward(self, F, x):
                b, c, h, w = x.shape
                cols = F.im2col(x, kernel=(self.k, self.k), pad=(1, 1))
                return cols.reshape((b, c, self.k * self.k, h, w)).sum(axis=2)
        """)
    fixed = fix_source(source)
    assert "x.shape" not in fixed, fixed
    assert ".reshape((0, -4, -1, self.k * self.k, 0, 0))" in fixed, fixed
