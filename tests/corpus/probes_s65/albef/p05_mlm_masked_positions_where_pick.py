"""ALBEF masked language modelling head: token logits over the vocabulary from the fused (N, L, d) states, the per-token NLL by `pick` of labels mapped from floats, positions with label `-100` ignored by `where` on a `labels >= 0` mask of the same (N, L) shape, averaged over the kept count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5)]


class MLMHead(HybridBlock):
    def __init__(self, dim=8, vocab=10, **kwargs):
        super(MLMHead, self).__init__(**kwargs)
        self._v = vocab
        with self.name_scope():
            self.transform = nn.Dense(dim, in_units=dim, flatten=False, activation="relu")
            self.ln = nn.LayerNorm(in_channels=dim)
            self.decoder = nn.Dense(vocab, in_units=dim, flatten=False)

    def hybrid_forward(self, F, h, lab_raw):
        labels = F.where(lab_raw > 0, F.floor(lab_raw * (self._v - 1e-3)), F.ones_like(lab_raw) * -100)
        keep = labels >= 0
        logp = F.log_softmax(self.decoder(self.ln(self.transform(h))), axis=-1)
        nll = -F.pick(logp, F.maximum(labels, 0), axis=-1)
        return F.sum(F.where(keep, nll, F.zeros_like(nll))) / (F.sum(keep) + 1e-6)


Net = MLMHead
