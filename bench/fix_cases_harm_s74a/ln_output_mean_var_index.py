"""F.LayerNorm(output_mean_var=True) gives (out, mean, std); the block returns out and std."""
from mxnet.gluon import nn

INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.gamma = self.params.get('gamma', shape=(5,), init='ones')
        self.beta = self.params.get('beta', shape=(5,), init='zeros')

    def hybrid_forward(self, F, x, gamma, beta):
        res = F.LayerNorm(x, gamma, beta, axis=-1, output_mean_var=True)
        return res[0] + 1, res[2]
