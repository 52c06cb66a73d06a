"""Only the visible mask units kept for the encoder, `x[:, :self.n_visible]` after a reorder by python indices:
a legacy multi-axis subscript."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class VisibleSubscript(HybridBlock):
    def __init__(self, n_visible=2, **kwargs):
        super().__init__(**kwargs)
        self.n_visible = n_visible
        self.order = [2, 0, 3, 1]
        with self.name_scope():
            self.blk = nn.Dense(8, flatten=False)

    def hybrid_forward(self, F, x):
        x = F.concat(*[F.slice_axis(x, axis=1, begin=i, end=i + 1) for i in self.order], dim=1)
        return self.blk(x[:, :self.n_visible])


Net = VisibleSubscript
