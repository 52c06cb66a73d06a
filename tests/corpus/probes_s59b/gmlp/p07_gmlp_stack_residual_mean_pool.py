"""gMLP classifier: a python list of blocks (each LayerNorm, channel projection with GELU, gating unit, projection back, residual), applied in a `for blk in self.blocks` loop, mean pooled over tokens by `F.mean(axis=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class GMLPBlock(HybridBlock):
    def __init__(self, d_model=8, d_ffn=16, seq_len=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=d_model)
            self.proj_in = nn.Dense(d_ffn, flatten=False, in_units=d_model)
            self.gate_norm = nn.LayerNorm(in_channels=d_ffn // 2)
            self.spatial = nn.Dense(seq_len, flatten=False, in_units=seq_len)
            self.proj_out = nn.Dense(d_model, flatten=False, in_units=d_ffn // 2)

    def hybrid_forward(self, F, x):
        y = F.LeakyReLU(self.proj_in(self.norm(x)), act_type="gelu")
        u, v = F.split(y, num_outputs=2, axis=-1)
        v = self.spatial(self.gate_norm(v).transpose((0, 2, 1))).transpose((0, 2, 1))
        return x + self.proj_out(u * v)


class GMLPClassifier(HybridBlock):
    def __init__(self, depth=2, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(depth):
                self.blocks.add(GMLPBlock())
            self.head = nn.Dense(classes, in_units=8)

    def hybrid_forward(self, F, x):
        for blk in self.blocks:
            x = blk(x)
        return self.head(F.mean(x, axis=1))


Net = GMLPClassifier
