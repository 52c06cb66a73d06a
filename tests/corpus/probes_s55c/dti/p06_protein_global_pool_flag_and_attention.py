"""Protein encoder pooled by `Pooling(global_pool=True)` and an attention readout over residues (`softmax` over axis 2, `broadcast_mul`, sum), both concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 12)]


class ProteinEncoder(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(8, 3, padding=1, activation="relu")
            self.att = nn.Conv1D(1, 1)

    def hybrid_forward(self, F, prot):
        h = self.conv(prot)
        pooled = F.Pooling(h, kernel=(1,), global_pool=True, pool_type="max").reshape((0, -1))
        a = F.softmax(self.att(h), axis=2)
        read = F.sum(F.broadcast_mul(h, a), axis=2)
        return F.concat(pooled, read, dim=1)


Net = ProteinEncoder
