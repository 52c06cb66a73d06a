"""NVAE discretised logistic mixture likelihood: the decoder output split into K mixture logits, K means and K log
scales per channel by `F.split` and reshape codes `(0, -4, 3, -1, -2)`, the image spread over the K components by
`expand_dims(2)` and `broadcast_sub`, CDF differences by sigmoids of equal shapes, and a log-sum-exp over the
mixture by max + `broadcast_sub` + log of the summed exp, the max squeezed back by `F.squeeze(axis=2)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4), (2, 3, 4, 4)]


class LogisticMixture(HybridBlock):
    def __init__(self, mixtures=2, **kwargs):
        super().__init__(**kwargs)
        self.k = mixtures
        with self.name_scope():
            self.out = nn.Conv2D(3 * 3 * mixtures, 1)

    def hybrid_forward(self, F, dec, image):
        params = self.out(dec).reshape((0, -4, 3, -1, -2))
        logits, means, log_scales = F.split(params, num_outputs=3, axis=2)
        log_scales = F.maximum(log_scales, -7.0)
        centered = F.broadcast_sub(image.expand_dims(2), means)
        inv = F.exp(-log_scales)
        cdf_plus = F.sigmoid(inv * (centered + 1.0 / 255))
        cdf_min = F.sigmoid(inv * (centered - 1.0 / 255))
        log_probs = F.log(F.maximum(cdf_plus - cdf_min, 1e-12)) + F.log_softmax(logits, axis=2)
        m = F.max(log_probs, axis=2, keepdims=True)
        lse = F.log(F.sum(F.exp(F.broadcast_sub(log_probs, m)), axis=2)) + F.squeeze(m, axis=2)
        return -F.sum(lse, axis=(1, 2, 3))


Net = LogisticMixture
