"""Block-diagonal recurrence written head by head: `h[:, i * dh:(i + 1) * dh]` (a legacy two-axis
subscript) through one Dense per head, the pieces concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class HeadSubscript(HybridBlock):
    def __init__(self, heads=2, dh=4, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.dh = heads, dh
        with self.name_scope():
            self.r = nn.HybridSequential()
            for _ in range(heads):
                self.r.add(nn.Dense(4 * dh, use_bias=False))

    def hybrid_forward(self, F, h):
        outs = []
        for i in range(self.heads):
            outs.append(self.r[i](h[:, i * self.dh:(i + 1) * self.dh]))
        return F.concat(*outs, dim=-1)


Net = HeadSubscript
