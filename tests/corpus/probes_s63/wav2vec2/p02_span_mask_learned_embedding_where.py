"""wav2vec 2.0 span masking: the time-step mask comes in as scores, `mask = scores > 0.5` is expanded to the (N, T, C) features by `expand_dims` + `broadcast_like`, and masked steps take a learned (C,) mask embedding broadcast by `reshape((1, 1, -1))` + `broadcast_like` through `F.where`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6)]


class SpanMasker(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(SpanMasker, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(channels, in_units=channels, flatten=False)
            self.mask_emb = self.params.get("mask_emb", shape=(channels,), init=mx.init.Uniform())

    def hybrid_forward(self, F, feats, scores, mask_emb):
        x = self.proj(feats)
        mask = F.broadcast_like((scores > 0.5).expand_dims(-1), x)
        fill = F.broadcast_like(mask_emb.reshape((1, 1, -1)), x)
        return F.where(mask, fill, x)


Net = SpanMasker
