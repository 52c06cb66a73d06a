"""gMLP spatial gating unit: the channels are split in halves with subscripts `x[:, :, :half]` and `x[:, :, half:]` (the half from the constructor), the gate is normalised and projected over the sequence by a Dense(flatten=False) on the transposed gate."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 12)]


class Net(HybridBlock):
    def __init__(self, seq_len=10, dim=12, **kwargs):
        super().__init__(**kwargs)
        self.half = dim // 2
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.spatial = nn.Dense(seq_len, flatten=False)

    def hybrid_forward(self, F, x):
        u = x[:, :, :self.half]
        v = x[:, :, self.half:]
        v = self.norm(v)
        v = F.transpose(self.spatial(F.transpose(v, axes=(0, 2, 1))), axes=(0, 2, 1))
        return u * v
