"""Spatial consistency by neighbour differences written with subscripts,
`p[:, :, :, 1:] - p[:, :, :, :-1]`, legacy multi-axis slices of the pooled maps."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class SubscriptNeighbours(HybridBlock):
    def hybrid_forward(self, F, org, enh):
        po = F.Pooling(F.mean(org, axis=1, keepdims=True), kernel=(4, 4), stride=(4, 4), pool_type="avg")
        pe = F.Pooling(F.mean(enh, axis=1, keepdims=True), kernel=(4, 4), stride=(4, 4), pool_type="avg")
        d_o = po[:, :, :, 1:] - po[:, :, :, :-1]
        d_e = pe[:, :, :, 1:] - pe[:, :, :, :-1]
        return F.mean(F.square(d_o - d_e))


Net = SubscriptNeighbours
