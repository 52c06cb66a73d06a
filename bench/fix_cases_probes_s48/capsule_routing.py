"""Dynamic routing between capsules: routing logits start at zero and gather the agreement each iteration."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=4, out_caps=3, out_dim=5, iterations=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._out_caps = out_caps
        self._out_dim = out_dim
        self._iterations = iterations
        with self.name_scope():
            self.predict = nn.Dense(out_caps * out_dim, in_units=in_dim, flatten=False, use_bias=False)

    def squash(self, F, s):
        norm2 = F.sum(F.square(s), axis=-1, keepdims=True)
        return F.broadcast_mul(norm2 / (1 + norm2) / F.sqrt(norm2 + 1e-8), s)

    def hybrid_forward(self, F, u):
        u_hat = self.predict(u).reshape((0, 0, self._out_caps, self._out_dim))
        logits = F.zeros((u.shape[0], u.shape[1], self._out_caps))
        for _ in range(self._iterations):
            c = F.softmax(logits, axis=2)
            s = F.sum(F.broadcast_mul(c.expand_dims(3), u_hat), axis=1)
            v = self.squash(F, s)
            logits += F.sum(F.broadcast_mul(u_hat, v.expand_dims(1)), axis=3)
        return v
