"""wav2vec 2.0 quantizer returning the codebook perplexity beside the codes: the (N, T, G, V) soft probabilities averaged over batch and time into (G, V) by `reshape((-1, G, V)).mean(axis=0)`, `exp(-sum(avg * log(avg + 1e-7), axis=-1)).sum()` -- the product of two (G, V) arrays."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class PerplexityQuantizer(HybridBlock):
    def __init__(self, dim=8, groups=2, num_vars=4, **kwargs):
        super(PerplexityQuantizer, self).__init__(**kwargs)
        self._g, self._v = groups, num_vars
        with self.name_scope():
            self.weight_proj = nn.Dense(groups * num_vars, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        logits = self.weight_proj(x).reshape((0, 0, self._g, self._v))
        soft = F.softmax(logits, axis=-1)
        avg = soft.reshape((-1, self._g, self._v)).mean(axis=0)
        perplexity = F.exp(-F.sum(avg * F.log(avg + 1e-7), axis=-1)).sum()
        codes = F.one_hot(F.argmax(logits, axis=-1), self._v)
        return codes, perplexity


Net = PerplexityQuantizer
