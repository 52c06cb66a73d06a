"""Local reparameterization trick: the pre-activation mean `FC(x, mu)` and variance `FC(x^2, sigma^2)` with `no_bias`, and noise `F.random.normal_like(act_mu)` scaled by sqrt(var) only when the python flag asks for a sample."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class LocalReparamDense(HybridBlock):
    def __init__(self, units=3, in_units=5, sample=False, **kwargs):
        super().__init__(**kwargs)
        self.units, self.sample = units, sample
        with self.name_scope():
            self.w_mu = self.params.get("w_mu", shape=(units, in_units), init=init.Normal(0.1))
            self.w_rho = self.params.get("w_rho", shape=(units, in_units), init=init.Constant(-3.0))

    def hybrid_forward(self, F, x, w_mu, w_rho):
        w_var = F.square(F.Activation(w_rho, act_type="softrelu"))
        act_mu = F.FullyConnected(x, w_mu, no_bias=True, num_hidden=self.units)
        act_var = F.FullyConnected(F.square(x), w_var, no_bias=True, num_hidden=self.units)
        if not self.sample:
            return act_mu
        return act_mu + F.sqrt(act_var + 1e-8) * F.random.normal_like(act_mu)


Net = LocalReparamDense
