"""gMLP spatial gating unit in numpy mode: channel halves by basic slicing `x[..., :half]` (an Ellipsis), the gate projected over the sequence with `np.swapaxes`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 10, 12)]


class Net(HybridBlock):
    def __init__(self, seq_len=10, dim=12, **kwargs):
        super().__init__(**kwargs)
        self.half = dim // 2
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.spatial = nn.Dense(seq_len, flatten=False)

    def hybrid_forward(self, F, x):
        u, v = x[..., :self.half], x[..., self.half:]
        v = self.norm(v)
        v = F.np.swapaxes(self.spatial(F.np.swapaxes(v, 1, 2)), 1, 2)
        return u * v
