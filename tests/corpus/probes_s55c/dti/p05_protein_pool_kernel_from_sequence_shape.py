"""Protein encoder pooled over the whole sequence by `F.Pooling(kernel=(h.shape[2],), pool_type="max")`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 12)]


class ProteinEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(8, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, prot):
        h = self.conv(prot)
        pooled = F.Pooling(h, kernel=(h.shape[2],), pool_type="max")
        return pooled.reshape((0, -1))


Net = ProteinEncoder
