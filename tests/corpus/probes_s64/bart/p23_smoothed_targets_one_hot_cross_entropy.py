"""BART label smoothing by smoothed one-hot targets: `one_hot(target, V) * (1 - eps) + eps / V` (python scalars), `-sum(targets * log_softmax(logits), axis=-1)` on equal (N, T, V) shapes, pads dropped by `target != pad` and the mean taken over kept tokens."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5)]


class OneHotSmoothing(HybridBlock):
    def __init__(self, vocab=12, units=8, eps=0.1, pad_id=1, **kwargs):
        super(OneHotSmoothing, self).__init__(**kwargs)
        self._v, self._eps, self._pad = vocab, eps, pad_id
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, h, raw):
        target = F.floor((raw + 1) * 0.5 * (self._v - 1e-3))
        soft = F.one_hot(target, self._v) * (1 - self._eps) + self._eps / self._v
        loss = -F.sum(soft * F.log_softmax(self.proj(h), axis=-1), axis=-1)
        keep = target != self._pad
        return F.sum(loss * keep) / F.maximum(F.sum(keep), 1)


Net = OneHotSmoothing
