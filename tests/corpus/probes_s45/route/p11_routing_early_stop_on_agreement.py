"""Dynamic routing that stops early when the routing logits stop changing (`if ... < tol: break`)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 5)]


class Net(HybridBlock):
    def __init__(self, out_caps=3, max_iterations=5, tol=1e-3, **kwargs):
        super().__init__(**kwargs)
        self._out_caps = out_caps
        self._max_iterations = max_iterations
        self._tol = tol

    def hybrid_forward(self, F, u_hat):                                      # B, N, D
        u_hat = F.broadcast_axis(F.expand_dims(u_hat, 2), axis=2, size=self._out_caps)   # B, N, M, D
        b = F.zeros_like(F.sum(u_hat, axis=-1, keepdims=True))
        for _ in range(self._max_iterations):
            v = F.sum(F.broadcast_mul(F.softmax(b, axis=2), u_hat), axis=1, keepdims=True)
            delta = F.sum(F.broadcast_mul(u_hat, F.tanh(v)), axis=-1, keepdims=True)
            if F.max(F.abs(delta)) < self._tol:
                break
            b = b + delta
        return F.squeeze(v, axis=1)
