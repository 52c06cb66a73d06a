"""F.BatchNorm(output_mean_var=True) gives three outputs; `[0]` picks the normalized data."""
from mxnet.gluon import nn

INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.gamma = self.params.get('gamma', shape=(3,), init='ones')
        self.beta = self.params.get('beta', shape=(3,), init='zeros')
        self.mean = self.params.get('mean', shape=(3,), init='zeros', grad_req='null')
        self.var = self.params.get('var', shape=(3,), init='ones', grad_req='null')

    def hybrid_forward(self, F, x, gamma, beta, mean, var):
        outs = F.BatchNorm(x, gamma, beta, mean, var, fix_gamma=False, use_global_stats=True,
                           output_mean_var=True)
        return outs[0] * 2
