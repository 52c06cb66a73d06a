"""Positional embedding added as in the reference, `x + self.pos_embed` with a (1, N, C) Parameter and
(B, N, C) tokens: a plain `+` of differing shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4)]


class PlainPosEmbed(HybridBlock):
    def __init__(self, num_tokens=16, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.pos_embed = self.params.get("pos_embed", shape=(1, num_tokens, dim))
            self.blk = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, pos_embed):
        return self.blk(x + pos_embed)


Net = PlainPosEmbed
