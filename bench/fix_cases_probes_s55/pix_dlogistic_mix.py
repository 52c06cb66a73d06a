"""Discretized logistic mixture likelihood (PixelCNN++) for one channel: the parameters split in three by `l.shape[1] // 3`, the (N, 1, H, W) image against (N, K, H, W) means, logistic CDFs at the bin edges, a keepdims log-sum-exp over the mixture."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 3, 3), (2, 6, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, x, l):
        nr_mix = l.shape[1] // 3
        logit_probs = l[:, :nr_mix]
        means = l[:, nr_mix:2 * nr_mix]
        log_scales = F.maximum(l[:, 2 * nr_mix:], -7.)
        centered = x - means
        inv_s = F.exp(-log_scales)
        cdf_plus = F.sigmoid(inv_s * (centered + 1. / 255))
        cdf_min = F.sigmoid(inv_s * (centered - 1. / 255))
        log_probs = F.log(F.maximum(cdf_plus - cdf_min, 1e-12)) + F.log_softmax(logit_probs, axis=1)
        mx_ = log_probs.max(axis=1, keepdims=True)
        lse = mx_ + F.log(F.exp(log_probs - mx_).sum(axis=1, keepdims=True))
        return -lse.sum(axis=(1, 2, 3))
