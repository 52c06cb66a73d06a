"""Set Transformer encoder block with the feed-forward residual added in place, `h += self.ff(h)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 8)]


class SABBlock(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False)
            self.ff = nn.Dense(dim, flatten=False, activation="relu")
            self.ln = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        q = self.q(x)
        h = q + F.batch_dot(F.softmax(F.batch_dot(q, q, transpose_b=True), axis=-1), q)
        h += self.ff(h)
        return self.ln(h)


Net = SABBlock
