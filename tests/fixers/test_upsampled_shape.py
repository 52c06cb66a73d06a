"""The shape of a nearest UpSampling (fixers/_shapes.py ``_nearest_upsampled``): MXNet 1.9.1 gives
(N, C, H*scale, W*scale) for one (N, C, H, W) input with ``sample_type='nearest'``; every other
form (bilinear with its weight and ``num_filter``, several inputs) says nothing of the output."""
from __future__ import annotations

import textwrap

from hybridlint.rules import analyze

from .harness import fix_source


def _fusion(up: str, coarse: int = 1) -> str:
    return textwrap.dedent(f"""\
        from mxnet.gluon import HybridBlock, nn


        class Fusion(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self.fine = nn.Conv2D(8, 3, padding=1, in_channels=3)
                self.coarse = nn.Conv2D({coarse}, 3, strides=2, padding=1, in_channels=8)

            def hybrid_forward(self, F, img, weight):
                f = self.fine(img)
                c = self.coarse(f)
                return f + {up}
        """)


def _hyb008(source: str) -> list:
    return [d for d in analyze(source, "m.py") if d.code == "HYB008"]


def test_nearest_upsampling_keeps_the_channels():
    found = _hyb008(_fusion("F.UpSampling(c, scale=2, sample_type='nearest')"))
    assert len(found) == 1 and "size 1 on axis 1" in found[0].message, found
    assert not _hyb008(_fusion("F.UpSampling(c, scale=2, sample_type='nearest')", coarse=8))
    fixed = fix_source(_fusion("F.UpSampling(c, scale=2, sample_type='nearest')"), unsafe=True)
    assert "F.broadcast_add(f, F.UpSampling(c, scale=2, sample_type='nearest'))" in fixed, fixed


def test_other_upsampling_forms_say_nothing_of_the_output():
    # bilinear: a Deconvolution of `num_filter` channels by its weight; two inputs: concatenated
    # (or summed) on the channels; a sample type the code does not spell
    for up in ("F.UpSampling(c, weight, scale=2, sample_type='bilinear', num_filter=1)",
               "F.UpSampling(c, c, scale=2, sample_type='nearest', num_args=2)",
               "F.UpSampling(c, scale=2, sample_type=self.mode)"):
        assert not _hyb008(_fusion(up)), up
