"""BERT MLM loss with label weights: `F.pick` of log-softmax at the labels, weights by `F.cast(w > 0, dtype="float32")`, the mean by `broadcast_div` with the weight sum plus a small python epsilon."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 3), (2, 3)]


class WeightedMLMLoss(HybridBlock):
    def __init__(self, vocab=10, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.decoder = nn.Dense(vocab, flatten=False, in_units=8)

    def hybrid_forward(self, F, h, y, w):
        labels = F.floor((y + 1) * 0.5 * (self._vocab - 1))
        weights = F.cast(w > 0, dtype="float32")
        nll = -F.pick(F.log_softmax(self.decoder(h), axis=-1), labels, axis=-1)
        return F.broadcast_div(F.sum(nll * weights), F.sum(weights) + 1e-5)


Net = WeightedMLMLoss
