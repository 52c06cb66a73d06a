"""KL to the prior whose sigma is wrapped as `mx.nd.array([self.prior_sigma])` in hybrid_forward and used with `broadcast_div`."""
import mxnet as mx
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5)]


class Net(HybridBlock):
    def __init__(self, units=3, in_units=5, prior_sigma=1.0, **kwargs):
        super().__init__(**kwargs)
        self.units, self.prior_sigma = units, prior_sigma
        with self.name_scope():
            self.w_mu = self.params.get("w_mu", shape=(units, in_units), init=init.Normal(0.1))
            self.w_rho = self.params.get("w_rho", shape=(units, in_units), init=init.Constant(-3.0))

    def hybrid_forward(self, F, x, w_mu, w_rho):
        sigma = F.Activation(w_rho, act_type="softrelu")
        prior = mx.nd.array([self.prior_sigma])
        ratio = F.broadcast_div(sigma, prior)
        kl = F.sum(-F.log(ratio) + 0.5 * F.square(ratio) + 0.5 * F.square(F.broadcast_div(w_mu, prior)) - 0.5)
        return F.FullyConnected(x, w_mu, no_bias=True, num_hidden=self.units), kl
