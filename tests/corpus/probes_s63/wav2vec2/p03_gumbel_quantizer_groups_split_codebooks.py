"""wav2vec 2.0 Gumbel quantizer with G groups: logits `reshape((0, 0, G, V))`, gumbel noise passed in, a straight-through hard one-hot `hard + soft - BlockGrad(soft)`, then each group's probabilities (`split(..., squeeze_axis=True)`) times its (V, d) codebook (a split of the (G, V, d) Parameter) and the groups concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 2, 4)]


class GumbelQuantizer(HybridBlock):
    def __init__(self, dim=8, groups=2, num_vars=4, var_dim=3, tau=2.0, **kwargs):
        super(GumbelQuantizer, self).__init__(**kwargs)
        self._g, self._v, self._tau = groups, num_vars, tau
        with self.name_scope():
            self.weight_proj = nn.Dense(groups * num_vars, in_units=dim, flatten=False)
            self.codevectors = self.params.get("codevectors", shape=(groups, num_vars, var_dim))

    def hybrid_forward(self, F, x, gumbel, codevectors):
        logits = self.weight_proj(x).reshape((0, 0, self._g, self._v))
        soft = F.softmax((logits + gumbel) / self._tau, axis=-1)
        hard = F.one_hot(F.argmax(soft, axis=-1), self._v)
        probs = hard + soft - F.BlockGrad(soft)
        groups = F.split(probs, num_outputs=self._g, axis=2, squeeze_axis=True)
        books = F.split(codevectors, num_outputs=self._g, axis=0, squeeze_axis=True)
        return F.concat(*[F.dot(p, b) for p, b in zip(groups, books)], dim=-1)


Net = GumbelQuantizer
