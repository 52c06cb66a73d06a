"""Dynamic routing whose routing logits start as `F.zeros((u.shape[0], in_caps, out_caps))`, the batch size read off the input."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


class Net(HybridBlock):
    def __init__(self, in_caps=6, in_dim=4, out_caps=3, out_dim=5, routings=2, **kwargs):
        super().__init__(**kwargs)
        self.in_caps, self.out_caps, self.out_dim, self.routings = in_caps, out_caps, out_dim, routings
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(1, in_caps, out_caps * out_dim, in_dim),
                                          init="normal")

    def hybrid_forward(self, F, u, weight):
        u_hat = F.sum(F.broadcast_mul(weight, u.expand_dims(2)), axis=-1)
        u_hat = u_hat.reshape((0, 0, self.out_caps, self.out_dim))
        b = F.zeros((u.shape[0], self.in_caps, self.out_caps))
        for _ in range(self.routings):
            c = F.softmax(b, axis=2)
            v = F.sum(F.broadcast_mul(c.expand_dims(-1), u_hat), axis=1)
            v = F.tanh(v)
            b = b + F.sum(F.broadcast_mul(u_hat, v.expand_dims(1)), axis=-1)
        return v
