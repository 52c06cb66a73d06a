"""Noise-robust keyword spotting: a magnitude mask over the (N, F, T) spectrum with the noise floor from the first frames (keepdims, (N, F, 1)), frames averaged over a trailing window in a loop over `x.shape[2]`, and the keyword posteriors stacked over time."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, w=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.w = w
        with self.name_scope():
            self.cls = nn.Dense(3, in_units=4)

    def hybrid_forward(self, F, spec):
        mag = F.abs(spec) + 1e-3
        noise = mag[:, :, :2].mean(axis=2, keepdims=True)
        clean = F.relu(mag - noise)
        post = []
        for t in range(spec.shape[2]):
            lo = max(0, t - self.w + 1)
            post.append(F.softmax(self.cls(clean[:, :, lo:t + 1].mean(axis=2)), axis=1))
        return F.stack(*post, axis=1)
