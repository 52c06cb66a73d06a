"""The shape of ``tile`` in the shape walk (fixers/_shapes.py ``Reader._tiled``): MXNet 1.9.1 pads
the shorter of the data's shape and ``reps`` with leading 1s and multiplies axis by axis; where
either is unknown the output says nothing."""
from __future__ import annotations

import textwrap

from hybridlint.rules import analyze


def _block(tiled: str, other: str) -> str:
    return textwrap.dedent(f"""\
        from mxnet.gluon import HybridBlock, nn


        class Net(HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self.fc = nn.Dense(5, in_units=5)
                self.one = nn.Dense(1, in_units=5)

            def hybrid_forward(self, F, z, reps):
                h = self.fc(z)
                return {tiled} * {other}
        """)


def _hyb008(source: str) -> list:
    return [d for d in analyze(source, "m.py") if d.code == "HYB008"]


def test_counts_multiply_the_axes():
    # (N, 5) by (1, 3) is (N, 15): against a Dense(1)'s (N, 1) the last axes differ
    found = _hyb008(_block("F.tile(h, reps=(1, 3))", "self.one(z)"))
    assert len(found) == 1 and "size 15 on axis 1" in found[0].message, found


def test_more_counts_than_axes_add_leading_axes():
    # (N, 5) by (2, 1, 1) is (2, N, 5): two stacked (N, 1) columns are (2, N, 1), two stacked
    # (N, 5) the same shape
    found = _hyb008(_block("h.tile((2, 1, 1))", "F.stack(self.one(z), self.one(z))"))
    assert len(found) == 1 and "size 5 on axis 2" in found[0].message, found
    assert not _hyb008(_block("h.tile((2, 1, 1))", "F.stack(h, h)"))


def test_unknown_counts_or_data_say_nothing():
    # counts the code does not spell, or data of unknown rank: no shape, no finding
    assert not _hyb008(_block("F.tile(h, reps=reps)", "self.one(z)"))
    assert not _hyb008(_block("F.tile(z, reps=(1, 3))", "self.one(z)"))


def test_equal_products_are_no_finding():
    assert not _hyb008(_block("F.tile(h, reps=(2,))", "F.concat(h, h, dim=1)"))
