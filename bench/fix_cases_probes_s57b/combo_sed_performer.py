"""Voice activity over linear-attention frame features: kernel features by relu, the summary `batch_dot(k, v, transpose_a=True)`, the normaliser column multiplied with `*`, a speech probability per frame, and a hangover counter started from zeros of `(p.shape[0],)` carried through a python loop over `p.shape[1]`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, hangover=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hangover = hangover
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.speech = nn.Dense(1, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q, k = F.relu(q) + 1e-3, F.relu(k) + 1e-3
        kv = F.batch_dot(k, v, transpose_a=True)
        z = 1.0 / F.batch_dot(q, k.sum(axis=1, keepdims=True), transpose_b=True)
        h = F.batch_dot(q, kv) * z
        p = F.sigmoid(self.speech(h)).reshape((0, -1))
        hang = F.zeros((p.shape[0],))
        outs = []
        for t in range(p.shape[1]):
            hang = F.where(p[:, t] > 0.5, F.ones_like(hang) * self.hangover, F.maximum(hang - 1, 0))
            outs.append(hang > 0)
        return F.stack(*outs, axis=1)
