"""BART loss normalised per token with the count read to the host: `ntokens = keep.sum().asscalar()` -- a host read of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5)]


class HostTokenCount(HybridBlock):
    def __init__(self, vocab=12, units=8, pad_id=1, **kwargs):
        super(HostTokenCount, self).__init__(**kwargs)
        self._v, self._pad = vocab, pad_id
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, h, raw):
        target = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        nll = -F.pick(F.log_softmax(self.proj(h), axis=-1), target, axis=-1)
        keep = target != self._pad
        ntokens = keep.sum().asscalar()
        return F.sum(nll * keep) / max(ntokens, 1.0)


Net = HostTokenCount
