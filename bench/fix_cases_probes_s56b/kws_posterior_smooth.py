"""Posterior smoothing (Chen et al. 2014): frame posteriors averaged over the trailing w_smooth frames in a loop over the time axis (`max(0, t - w + 1)`), the smoothed frames stacked, and the confidence from the window's maxima."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, w_smooth=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.w_smooth = w_smooth
        with self.name_scope():
            self.cls = nn.Dense(3, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        p = F.softmax(self.cls(x), axis=2)
        smoothed = []
        for t in range(p.shape[1]):
            lo = max(0, t - self.w_smooth + 1)
            smoothed.append(p[:, lo:t + 1].mean(axis=1))
        s = F.stack(*smoothed, axis=1)
        conf = s[:, :, 1:].max(axis=1).prod(axis=1) ** (1.0 / 2)
        return s, conf
