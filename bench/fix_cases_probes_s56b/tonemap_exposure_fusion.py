"""Exposure fusion (Mertens): a (N, K, 3, H, W) bracket, a well-exposedness weight per exposure in a loop over `x.shape[1]`, weights and weighted images summed with `+=` into zeros of one exposure's shape, then normalised."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, sigma=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sigma = sigma

    def hybrid_forward(self, F, x):
        x = (x + 1) / 2
        acc = F.zeros(x.shape[:1] + x.shape[2:])
        wsum = F.zeros((x.shape[0], 1, x.shape[3], x.shape[4]))
        for k in range(x.shape[1]):
            img = x[:, k]
            w = F.exp(-((img - 0.5) ** 2) / (2 * self.sigma ** 2)).prod(axis=1, keepdims=True)
            acc += F.broadcast_mul(img, w)
            wsum += w
        return F.broadcast_div(acc, wsum + 1e-8)
