"""BERT MLM loss: softmax cross-entropy picked at the labels, averaged by dividing the sum by `len(labels) * self._num_masked`; `len()` of a traced tensor is not its batch size."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3, 8), (4, 3)]


class MLMLoss(HybridBlock):
    def __init__(self, vocab=10, num_masked=3, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        self._num_masked = num_masked
        with self.name_scope():
            self.decoder = nn.Dense(vocab, flatten=False, in_units=8)

    def hybrid_forward(self, F, h, y):
        labels = F.floor((y + 1) * 0.5 * (self._vocab - 1))
        logp = F.log_softmax(self.decoder(h), axis=-1)
        nll = -F.pick(logp, labels, axis=-1)
        return F.sum(nll) / (len(labels) * self._num_masked)


Net = MLMLoss
