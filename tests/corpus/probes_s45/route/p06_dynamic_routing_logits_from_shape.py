"""Capsule dynamic routing whose routing logits start as `F.zeros((batch, n_in, n_out, 1))` from `u_hat.shape`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


def squash(F, s, eps=1e-7):
    sq = F.sum(F.square(s), axis=-1, keepdims=True)
    return F.broadcast_mul(sq / (1 + sq) / F.sqrt(sq + eps), s)


class Net(HybridBlock):
    def __init__(self, in_caps=6, in_dim=4, out_caps=3, out_dim=5, iterations=3, **kwargs):
        super().__init__(**kwargs)
        self._iterations = iterations
        with self.name_scope():
            self.W = self.params.get("W", shape=(in_caps, out_caps, out_dim, in_dim))

    def hybrid_forward(self, F, u, W):
        u = F.expand_dims(F.expand_dims(u, 2), 2)                             # B, N, 1, 1, Din
        u_hat = F.sum(F.broadcast_mul(F.expand_dims(W, 0), u), axis=-1)       # B, N, M, Dout
        batch, n_in, n_out, _ = u_hat.shape
        b = F.zeros((batch, n_in, n_out, 1))
        for _ in range(self._iterations):
            c = F.softmax(b, axis=2)
            v = squash(F, F.sum(F.broadcast_mul(c, u_hat), axis=1, keepdims=True))
            b = b + F.sum(F.broadcast_mul(u_hat, v), axis=-1, keepdims=True)
        return F.squeeze(v, axis=1)
