"""GPT-2 generation step: the logits of the last position taken as `logits[:, -1, :]` (PyTorch style) before the softmax -- a legacy slice subscript on a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class LastTokenLogits(HybridBlock):
    def __init__(self, vocab=30, units=8, **kwargs):
        super(LastTokenLogits, self).__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.wte = nn.Embedding(vocab, units)
            self.head = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, raw):
        ids = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        logits = self.head(F.tanh(self.wte(ids)))
        return F.log_softmax(logits[:, -1, :], axis=-1)


Net = LastTokenLogits
