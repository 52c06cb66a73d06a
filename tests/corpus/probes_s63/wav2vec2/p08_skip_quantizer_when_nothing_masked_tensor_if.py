"""wav2vec 2.0 step that skips the quantizer when no step is masked: `if F.sum(mask) == 0:` returns the features unchanged -- a tensor condition."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6)]


class MaybeQuantize(HybridBlock):
    def __init__(self, channels=8, num_vars=4, **kwargs):
        super(MaybeQuantize, self).__init__(**kwargs)
        self._v = num_vars
        with self.name_scope():
            self.proj = nn.Dense(num_vars, in_units=channels, flatten=False)

    def hybrid_forward(self, F, feats, scores):
        mask = scores > 0.5
        if F.sum(mask) == 0:
            return feats
        codes = F.one_hot(F.argmax(self.proj(feats), axis=-1), self._v)
        return F.concat(feats, codes, dim=-1)


Net = MaybeQuantize
