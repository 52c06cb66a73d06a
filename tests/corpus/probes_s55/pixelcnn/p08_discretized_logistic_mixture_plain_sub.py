"""Discretized logistic mixture likelihood centring the (N, 1, H, W) image on the (N, K, H, W) means by a plain `x - means`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 5, 5), (2, 4, 5, 5)]


class LogisticMixtureNLL(HybridBlock):
    def __init__(self, num_mix=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(3 * num_mix, 1, in_channels=4)

    def hybrid_forward(self, F, x, feats):
        logits, means, log_scales = F.split(self.head(feats), num_outputs=3, axis=1)
        centered = x - means
        inv_s = F.exp(-F.maximum(log_scales, F.ones_like(log_scales) * -7.0))
        cdf_delta = F.sigmoid(inv_s * (centered + 1.0 / 255)) - F.sigmoid(inv_s * (centered - 1.0 / 255))
        log_probs = F.log(cdf_delta + 1e-12) + F.log_softmax(logits, axis=1)
        return -F.sum(F.log(F.sum(F.exp(log_probs), axis=1)), axis=(1, 2))


Net = LogisticMixtureNLL
