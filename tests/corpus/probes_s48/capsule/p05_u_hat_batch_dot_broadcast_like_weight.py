"""Predictions u_hat by `batch_dot`: the shared (in_caps, out_dim*out_caps, in_dim) weight broadcast to the batch with `broadcast_like` and both flattened with reshape codes (-3) so one batched matmul serves every input capsule."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, in_caps=6, in_dim=4, out_caps=3, out_dim=5, **kwargs):
        super().__init__(**kwargs)
        self.in_caps, self.out_caps, self.out_dim = in_caps, out_caps, out_dim
        with self.name_scope():
            self.W = self.params.get("W", shape=(1, in_caps, out_caps * out_dim, in_dim), init="xavier")

    def hybrid_forward(self, F, u, W):
        u4 = u.expand_dims(-1)                                        # (N, in, in_dim, 1)
        w = F.broadcast_like(W, u4, lhs_axes=(0,), rhs_axes=(0,))     # (N, in, out*dim, in_dim)
        u_hat = F.batch_dot(w.reshape((-3, 0, 0)), u4.reshape((-3, 0, 0)))  # (N*in, out*dim, 1)
        u_hat = u_hat.reshape((-4, -1, self.in_caps, self.out_caps, self.out_dim))
        c = F.softmax(F.ones_like(F.sum(u_hat, axis=-1)), axis=2)
        return F.sum(F.broadcast_mul(c.expand_dims(-1), u_hat), axis=1)
