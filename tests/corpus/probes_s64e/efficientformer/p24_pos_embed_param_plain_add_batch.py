"""EfficientFormer tokens plus a learned position embedding Parameter of shape (1, L, C) by a plain `+` as the PyTorch port writes `x + self.pos_embed`: the (N, L, C) tokens with N = 2 against a batch axis of 1 (a Symbol sum wants equal shapes)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class PosEmbed(HybridBlock):
    def __init__(self, dim=8, tokens=16, **kwargs):
        super().__init__(**kwargs)
        self.pos = self.params.get("pos", shape=(1, tokens, dim), init=init.Normal(0.02))
        self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, pos):
        x = x.reshape((0, 0, -3)).transpose((0, 2, 1))
        return self.proj(x + pos)


Net = PosEmbed
