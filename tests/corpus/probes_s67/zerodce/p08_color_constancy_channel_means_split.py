"""Colour constancy loss: per-image channel means `mean(axis=(2, 3), keepdims=True)` split into R, G, B by
`F.split`, the squared pairwise differences combined as sqrt(Drg^2 + Drb^2 + Dgb^2)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


class ColorConstancy(HybridBlock):
    def hybrid_forward(self, F, x):
        mr, mg, mb = F.split(F.mean(x, axis=(2, 3), keepdims=True), num_outputs=3, axis=1)
        d_rg, d_rb, d_gb = F.square(mr - mg), F.square(mr - mb), F.square(mb - mg)
        return F.sqrt(F.square(d_rg) + F.square(d_rb) + F.square(d_gb))


Net = ColorConstancy
