"""ELECTRA replaced-token detection: the generator's argmax samples compared to the original ids with `!=` (equal (N, L) shapes) give the labels; the discriminator's (N, L, 1) logits squeezed and scored by a `SigmoidBinaryCrossEntropyLoss` child."""
from mxnet.gluon import HybridBlock, loss, nn

INPUTS = [(2, 6, 8), (2, 6), (2, 6, 10)]


class ReplacedTokenDetection(HybridBlock):
    def __init__(self, units=8, vocab=10, **kwargs):
        super(ReplacedTokenDetection, self).__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.disc = nn.Dense(1, in_units=units, flatten=False)
            self.bce = loss.SigmoidBinaryCrossEntropyLoss()

    def hybrid_forward(self, F, hidden, tok_raw, gen_logits):
        original = F.floor((tok_raw + 1) * 0.5 * (self._v - 1e-3))
        sampled = F.argmax(gen_logits, axis=-1)
        labels = (sampled != original)
        logits = F.squeeze(self.disc(hidden), axis=-1)
        return self.bce(logits, labels)


Net = ReplacedTokenDetection
