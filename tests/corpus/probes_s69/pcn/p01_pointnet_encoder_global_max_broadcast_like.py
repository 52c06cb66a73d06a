"""PCN encoder: a shared MLP of 1x1 Conv1D over the (B, 3, N) points, the global feature by
`F.max(f, axis=2, keepdims=True)`, concatenated back to every point with `broadcast_like`, a second
shared MLP and a second global max."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class PCNEncoder(HybridBlock):
    def __init__(self, dims=(8, 16), out=32, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp1 = nn.HybridSequential()
            for d in dims:
                self.mlp1.add(nn.Conv1D(d, kernel_size=1, activation="relu"))
            self.mlp2 = nn.HybridSequential()
            self.mlp2.add(nn.Conv1D(out, kernel_size=1, activation="relu"), nn.Conv1D(out, kernel_size=1))

    def hybrid_forward(self, F, points):
        f = self.mlp1(points)
        g = F.max(f, axis=2, keepdims=True)
        f = F.concat(f, F.broadcast_like(g, f), dim=1)
        return F.max(self.mlp2(f), axis=2)


Net = PCNEncoder
