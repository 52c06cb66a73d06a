"""Stochastic depth kept on at inference for MC estimates: a per-sample keep mask drawn with the batch size scales the residual branch."""
from mxnet import autograd
from mxnet.gluon import nn


INPUTS = [(3, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, drop_prob=0.0, mc_inference=True, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.drop_prob = drop_prob
        self.mc_inference = mc_inference
        with self.name_scope():
            self.branch = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        y = self.branch(x)
        if not (autograd.is_training() or self.mc_inference):
            return x + y
        keep = 1.0 - self.drop_prob
        mask = F.floor(keep + F.random.uniform(shape=(x.shape[0], 1, 1, 1)))
        return x + y / keep * mask
