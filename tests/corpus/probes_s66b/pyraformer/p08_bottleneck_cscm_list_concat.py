"""Pyraformer bottleneck construction: a down-projection, strided convs over (B, d', L) collecting each
coarser scale in a list, the coarse scales concatenated and up-projected, then `F.concat(*([x] + [up]),
dim=1)` with the embedded input (python list concatenation) and LayerNorm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class BottleneckConstruct(HybridBlock):
    def __init__(self, d_model=4, d_inner=2, window_size=(2, 2), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)
            self.down = nn.Dense(d_inner, flatten=False)
            self.convs = nn.HybridSequential()
            for w in window_size:
                self.convs.add(nn.Conv1D(d_inner, kernel_size=w, strides=w))
            self.up = nn.Dense(d_model, flatten=False)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        enc = self.embed(x)
        h = self.down(enc).transpose((0, 2, 1))
        coarse = []
        for conv in self.convs:
            h = conv(h)
            coarse.append(h)
        up = self.up(F.concat(*coarse, dim=2).transpose((0, 2, 1)))
        return self.norm(F.concat(*([enc] + [up]), dim=1))


Net = BottleneckConstruct
