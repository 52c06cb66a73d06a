"""Predictions u_hat by `batch_dot` with the shared weight repeated over the batch by `F.tile(W, reps=(len(u), 1, 1, 1))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, in_caps=6, in_dim=4, out_caps=3, out_dim=5, **kwargs):
        super().__init__(**kwargs)
        self.in_caps, self.out_caps, self.out_dim = in_caps, out_caps, out_dim
        with self.name_scope():
            self.W = self.params.get("W", shape=(1, in_caps, out_caps * out_dim, in_dim), init="xavier")

    def hybrid_forward(self, F, u, W):
        batch = len(u)
        w = F.tile(W, reps=(batch, 1, 1, 1))
        u_hat = F.batch_dot(w.reshape((-3, 0, 0)), u.expand_dims(-1).reshape((-3, 0, 0)))
        u_hat = u_hat.reshape((batch, self.in_caps, self.out_caps, self.out_dim))
        return F.mean(u_hat, axis=1)
