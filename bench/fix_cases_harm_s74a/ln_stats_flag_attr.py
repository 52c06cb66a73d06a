"""F.LayerNorm whose output_mean_var is a configured flag: three outputs when set."""
from mxnet.gluon import nn

INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, stats=True, **kwargs):
        super().__init__(**kwargs)
        self.stats = stats
        self.gamma = self.params.get('gamma', shape=(5,), init='ones')
        self.beta = self.params.get('beta', shape=(5,), init='zeros')

    def hybrid_forward(self, F, x, gamma, beta):
        res = F.LayerNorm(x, gamma, beta, output_mean_var=self.stats)
        return res[0] - 1
