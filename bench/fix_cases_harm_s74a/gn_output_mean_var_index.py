"""F.GroupNorm(output_mean_var=True): three outputs, the block keeps the normalized one and the mean."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.gamma = self.params.get('gamma', shape=(2,), init='ones')
        self.beta = self.params.get('beta', shape=(2,), init='zeros')

    def hybrid_forward(self, F, x, gamma, beta):
        outs = F.GroupNorm(x, gamma, beta, num_groups=2, output_mean_var=True)
        return outs[0] * 3, outs[1]
