"""ELECTRA generator loss averaged over the masked tokens only, with the count read back by `mask.sum().asscalar()` and used as a python divisor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6)]


class MaskedMLMLoss(HybridBlock):
    def __init__(self, units=8, vocab=10, **kwargs):
        super(MaskedMLMLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.decoder = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, hidden, mask_raw):
        mask = (mask_raw > 0)
        nll = -F.log_softmax(self.decoder(hidden), axis=-1).max(axis=-1)
        count = mask.sum().asscalar()
        return (nll * mask).sum() / max(count, 1.0)


Net = MaskedMLMLoss
