"""Local reparameterization Dense that reads the unit count from `w_mu.shape[0]` for `num_hidden`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class Net(HybridBlock):
    def __init__(self, units=3, in_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w_mu = self.params.get("w_mu", shape=(units, in_units), init=init.Normal(0.1))
            self.w_rho = self.params.get("w_rho", shape=(units, in_units), init=init.Constant(-3.0))

    def hybrid_forward(self, F, x, w_mu, w_rho):
        units = w_mu.shape[0]
        act_mu = F.FullyConnected(x, w_mu, no_bias=True, num_hidden=units)
        act_var = F.FullyConnected(F.square(x), F.square(F.Activation(w_rho, act_type="softrelu")),
                                   no_bias=True, num_hidden=units)
        return act_mu + 0.0 * F.sqrt(act_var + 1e-8)
