"""Jumping-knowledge readout: per-layer node features collected in a python list and read back with `for i in range(len(outs))`; sums over the node axis concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6, 6)]


class JKReadout(HybridBlock):
    def __init__(self, layers=3, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for _ in range(layers):
                self.convs.add(nn.Dense(units, flatten=False, activation="relu"))

    def hybrid_forward(self, F, x, adj):
        outs = []
        for conv in self.convs:
            x = conv(F.batch_dot(adj, x))
            outs.append(x)
        return F.concat(*[F.sum(outs[i], axis=1) for i in range(len(outs))], dim=-1)


Net = JKReadout
