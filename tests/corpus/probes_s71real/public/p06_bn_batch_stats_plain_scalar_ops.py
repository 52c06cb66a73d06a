"""p01's batch norm with the momentum blend written with plain operators between same-shape (C,) arrays
and python scalars: legal traced too."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class BatchStatNorm(HybridBlock):
    def __init__(self, channels=3, momentum=0.9, **kwargs):
        super().__init__(**kwargs)
        self.momentum = momentum
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(channels,), init="ones")
            self.beta = self.params.get("beta", shape=(channels,), init="zeros")
            self.running_mean = self.params.get("running_mean", shape=(channels,), init="zeros",
                                                grad_req="null", differentiable=False)
            self.running_var = self.params.get("running_var", shape=(channels,), init="ones",
                                               grad_req="null", differentiable=False)

    def hybrid_forward(self, F, x, gamma, beta, running_mean, running_var):
        mean = x.mean(axis=(0, 2, 3))
        centred = F.broadcast_sub(x, mean.reshape((1, -1, 1, 1)))
        var = F.square(centred).mean(axis=(0, 2, 3))
        mean = running_mean * self.momentum + mean * (1 - self.momentum)
        var = running_var * self.momentum + var * (1 - self.momentum)
        return F.broadcast_add(F.broadcast_mul(F.broadcast_div(centred, F.sqrt(var.reshape((1, -1, 1, 1)) + 1e-5)),
                                               gamma.reshape((1, -1, 1, 1))), beta.reshape((1, -1, 1, 1)))


Net = BatchStatNorm
