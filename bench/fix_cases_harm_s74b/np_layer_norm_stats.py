"""A numpy-mode block: F.npx.layer_norm(output_mean_var=True) gives three arrays; `[0]` the normalized data."""
from mxnet.gluon import nn
from mxnet.util import use_np

INPUTS = [(2, 5)]


@use_np
class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.gamma = self.params.get('gamma', shape=(5,), init='ones')
        self.beta = self.params.get('beta', shape=(5,), init='zeros')

    def hybrid_forward(self, F, x, gamma, beta):
        x = x.as_np_ndarray()
        res = F.npx.layer_norm(x, gamma, beta, output_mean_var=True)
        return res[0] * 2, res[1]
