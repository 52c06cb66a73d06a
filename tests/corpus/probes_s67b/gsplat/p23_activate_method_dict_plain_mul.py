"""Gaussian splatting parameter activation in a method that returns a dict, `self.activate(F, raw)` ->
{"opacity": sigmoid of an (N, 1) column, "scale": exp of (N, 3) columns}; the caller weights the scales by
opacity with a plain `g["opacity"] * g["scale"]` (broadcasts eagerly; legacy `_mul` of Symbols needs equal
shapes)."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 8)]


class DictActivation(HybridBlock):
    def activate(self, F, raw):
        return {"opacity": F.sigmoid(raw.slice_axis(axis=1, begin=0, end=1)),
                "scale": F.exp(raw.slice_axis(axis=1, begin=1, end=4)),
                "quat": F.L2Normalization(raw.slice_axis(axis=1, begin=4, end=8), mode="instance")}

    def hybrid_forward(self, F, raw):
        g = self.activate(F, raw)
        return g["opacity"] * g["scale"], g["quat"]


Net = DictActivation
