"""DDIM update: predicted x0 clipped to the data range only when it leaves it, then moved to the previous step."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=0.5, alpha_prev=0.7, clip=0.9, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._alpha = alpha
        self._alpha_prev = alpha_prev
        self._clip = clip

    def hybrid_forward(self, F, x_t, eps):
        x0 = (x_t - (1 - self._alpha) ** 0.5 * eps) / self._alpha ** 0.5
        if F.max(F.abs(x0)) > self._clip:
            x0 = F.clip(x0, -self._clip, self._clip)
        return self._alpha_prev ** 0.5 * x0 + (1 - self._alpha_prev) ** 0.5 * eps
