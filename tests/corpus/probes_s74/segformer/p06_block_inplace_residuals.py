"""SegFormer transformer block with in-place residuals `x += self.attn(...)`, `x += self.ffn(...)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class Block(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm1 = nn.LayerNorm()
            self.norm2 = nn.LayerNorm()
            self.attn = nn.Dense(dim, flatten=False)
            self.ffn = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        x += self.attn(self.norm1(x))
        x += self.ffn(self.norm2(x))
        return x


Net = Block
