"""Block-local attention: the sequence is cut into windows of `window` steps and each window attends within itself."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, window=4, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._window = window
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x):
        b, w = x.shape[0], self._window
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        q = q.reshape((b, x.shape[1] // w, w, -1)).reshape((-3, 0, 0))
        k = k.reshape((b, x.shape[1] // w, w, -1)).reshape((-3, 0, 0))
        v = v.reshape((b, x.shape[1] // w, w, -1)).reshape((-3, 0, 0))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / q.shape[-1] ** 0.5, axis=-1)
        return F.batch_dot(att, v).reshape(x.shape)
