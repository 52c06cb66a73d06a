"""Dynamic routing by agreement: predictions u_hat from a weight Parameter (in_caps, out_caps*out_dim, in_dim) by `broadcast_mul` and a sum, routing logits updated over a constructor-given number of iterations in a python loop, coupling coefficients by softmax over the output-capsule axis."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


def squash(F, s, axis=-1):
    sq = F.sum(F.square(s), axis=axis, keepdims=True)
    return F.broadcast_mul(s, sq / (1 + sq) / F.sqrt(sq + 1e-7))


class Net(HybridBlock):
    def __init__(self, in_caps=6, in_dim=4, out_caps=3, out_dim=5, routings=3, **kwargs):
        super().__init__(**kwargs)
        self.in_caps, self.out_caps, self.out_dim = in_caps, out_caps, out_dim
        self.routings = routings
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1, in_caps, out_caps * out_dim, in_dim),
                                          init="normal")

    def hybrid_forward(self, F, u, weight):
        # u: (N, in_caps, in_dim) -> u_hat: (N, in_caps, out_caps, out_dim)
        u_hat = F.sum(F.broadcast_mul(weight, u.expand_dims(2)), axis=-1)
        u_hat = u_hat.reshape((0, 0, self.out_caps, self.out_dim))
        b = F.zeros_like(F.sum(u_hat, axis=-1))              # (N, in_caps, out_caps)
        v = None
        for i in range(self.routings):
            c = F.softmax(b, axis=2)
            s = F.sum(F.broadcast_mul(c.expand_dims(-1), u_hat), axis=1)   # (N, out_caps, out_dim)
            v = squash(F, s)
            if i < self.routings - 1:
                b = b + F.sum(F.broadcast_mul(u_hat, v.expand_dims(1)), axis=-1)
        return F.sqrt(F.sum(F.square(v), axis=-1))
