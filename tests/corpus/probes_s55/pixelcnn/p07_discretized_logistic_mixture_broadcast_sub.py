"""Discretized logistic mixture likelihood (PixelCNN++ , one channel): parameters split into logits, means and log-scales, the (N, 1, H, W) image centred on the (N, K, H, W) means by `broadcast_sub`, bin CDFs by sigmoids, a keepdims log-sum-exp by `broadcast_*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 5, 5), (2, 4, 5, 5)]


class LogisticMixtureNLL(HybridBlock):
    def __init__(self, num_mix=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(3 * num_mix, 1, in_channels=4)

    def hybrid_forward(self, F, x, feats):
        logits, means, log_scales = F.split(self.head(feats), num_outputs=3, axis=1)
        log_scales = F.maximum(log_scales, F.ones_like(log_scales) * -7.0)
        centered = F.broadcast_sub(x, means)
        inv_s = F.exp(-log_scales)
        cdf_plus = F.sigmoid(inv_s * (centered + 1.0 / 255))
        cdf_min = F.sigmoid(inv_s * (centered - 1.0 / 255))
        log_probs = F.log(F.maximum(cdf_plus - cdf_min, F.ones_like(cdf_plus) * 1e-12)) + F.log_softmax(logits, axis=1)
        m = F.max(log_probs, axis=1, keepdims=True)
        lse = F.broadcast_add(F.log(F.sum(F.exp(F.broadcast_sub(log_probs, m)), axis=1, keepdims=True)), m)
        return -F.sum(lse, axis=(1, 2, 3))


Net = LogisticMixtureNLL
