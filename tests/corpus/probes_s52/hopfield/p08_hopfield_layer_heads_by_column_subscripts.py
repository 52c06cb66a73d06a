"""Hopfield layer whose heads are column subscripts `q[:, h * d:(h + 1) * d]` of the projected query."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class HopfieldLayer(HybridBlock):
    def __init__(self, num_patterns=4, dim=8, heads=2, beta=1.0, **kwargs):
        super().__init__(**kwargs)
        self.heads, self.head_dim, self.beta = heads, dim // heads, beta
        with self.name_scope():
            self.query = nn.Dense(dim, use_bias=False)
            self.patterns = self.params.get("patterns", shape=(num_patterns, dim), init=init.Normal(1.0))

    def hybrid_forward(self, F, x, patterns):
        q, d, outs = self.query(x), self.head_dim, []
        for h in range(self.heads):
            q_h, p_h = q[:, h * d:(h + 1) * d], F.slice_axis(patterns, axis=1, begin=h * d, end=(h + 1) * d)
            outs.append(F.dot(F.softmax(self.beta * F.dot(q_h, p_h, transpose_b=True), axis=-1), p_h))
        return F.concat(*outs, dim=-1)


Net = HopfieldLayer
