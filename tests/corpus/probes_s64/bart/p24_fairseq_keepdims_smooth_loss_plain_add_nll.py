"""fairseq `label_smoothed_nll_loss` ported over flattened tokens (`lprobs.view(-1, V)`), the NLL squeezed to (B,) but `smooth_loss = -lprobs.sum(dim=-1, keepdim=True)` left (B, 1): the two added by plain `+` (eagerly broadcast to (B, B) and summed -- a silent bug there; traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5)]


class KeepdimsSmooth(HybridBlock):
    def __init__(self, vocab=12, units=8, eps=0.1, **kwargs):
        super(KeepdimsSmooth, self).__init__(**kwargs)
        self._v, self._eps = vocab, eps
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, h, raw):
        target = F.floor((raw + 1) * 0.5 * (self._v - 1e-3)).reshape((-1,))
        lprobs = F.log_softmax(self.proj(h), axis=-1).reshape((-1, self._v))
        nll = -F.pick(lprobs, target, axis=-1)
        smooth = -F.sum(lprobs, axis=-1, keepdims=True)
        loss = (1.0 - self._eps) * nll + self._eps / self._v * smooth
        return F.sum(loss)


Net = KeepdimsSmooth
