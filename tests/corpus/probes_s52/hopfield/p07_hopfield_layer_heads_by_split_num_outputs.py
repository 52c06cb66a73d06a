"""Hopfield layer with projections (deferred Dense layers) and heads split by `F.split(..., num_outputs=heads)`; each head retrieves from the stored-pattern Parameter's own slice taken by `F.split` too, the heads concatenated."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class HopfieldLayer(HybridBlock):
    def __init__(self, num_patterns=4, dim=8, heads=2, beta=1.0, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.beta = heads, beta
        with self.name_scope():
            self.query = nn.Dense(dim, use_bias=False)
            self.out = nn.Dense(dim)
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, x, patterns):
        qs = F.split(self.query(x), num_outputs=self.heads, axis=-1)
        ps = F.split(patterns, num_outputs=self.heads, axis=-1)
        outs = []
        for h in range(self.heads):
            attn = F.softmax(self.beta * F.dot(qs[h], ps[h], transpose_b=True), axis=-1)
            outs.append(F.dot(attn, ps[h]))
        return self.out(F.concat(*outs, dim=-1))


Net = HopfieldLayer
