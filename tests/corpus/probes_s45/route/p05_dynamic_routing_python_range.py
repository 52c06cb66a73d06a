"""Capsule dynamic routing: a fixed number of iterations over a python range, logits from zeros_like, squash."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


def squash(F, s, axis=-1, eps=1e-7):
    sq = F.sum(F.square(s), axis=axis, keepdims=True)
    return F.broadcast_mul(sq / (1 + sq) / F.sqrt(sq + eps), s)


class CapsuleRouting(HybridBlock):
    def __init__(self, in_caps=6, in_dim=4, out_caps=3, out_dim=5, iterations=3, **kwargs):
        super().__init__(**kwargs)
        self._iterations = iterations
        self._out_caps = out_caps
        with self.name_scope():
            self.W = self.params.get("W", shape=(1, in_caps, out_caps * out_dim, in_dim))

    def hybrid_forward(self, F, u, W):
        u = F.expand_dims(F.expand_dims(u, axis=2), axis=-1)                  # B, N, 1, Din, 1
        w = F.expand_dims(W, axis=2)                                          # 1, N, 1, M*Dout, Din
        u_hat = F.sum(F.broadcast_mul(w, F.swapaxes(u, 3, 4)), axis=-1)       # B, N, 1, M*Dout
        u_hat = F.reshape(F.squeeze(u_hat, axis=2), shape=(0, 0, -4, self._out_caps, -1))   # B, N, M, Dout
        b = F.zeros_like(F.sum(u_hat, axis=-1, keepdims=True))               # B, N, M, 1
        for it in range(self._iterations):
            c = F.softmax(b, axis=2)
            v = squash(F, F.sum(F.broadcast_mul(c, u_hat), axis=1, keepdims=True))   # B, 1, M, Dout
            if it < self._iterations - 1:
                b = b + F.sum(F.broadcast_mul(u_hat, v), axis=-1, keepdims=True)
        return F.squeeze(v, axis=1)


class Net(CapsuleRouting):
    pass
