"""Gaussian projection `Dense(2, flatten=False)` whose arguments are read with subscripts `raw[:, :, 0]` and
`raw[:, :, 1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class SubscriptArgs(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(2, flatten=False)

    def hybrid_forward(self, F, x):
        raw = self.proj(x)
        mu = raw[:, :, 0]
        sigma = F.Activation(raw[:, :, 1], act_type="softrelu")
        return mu, sigma


Net = SubscriptArgs
