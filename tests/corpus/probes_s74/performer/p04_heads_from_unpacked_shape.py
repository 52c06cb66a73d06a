"""Performer-ReLU multi-head attention where the heads are split with sizes unpacked from the
input's shape (`b, n, d = x.shape`), as the PyTorch port writes `rearrange`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ReluPerformer(HybridBlock):
    def __init__(self, dim=8, heads=2, num_features=6, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        proj = np.random.RandomState(2).normal(size=(num_features, dim // heads)).astype("float32")
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.proj = self.params.get_constant("proj", proj)

    def hybrid_forward(self, F, x, proj):
        b, n, d = x.shape
        h = self.heads
        q, k, v = [t.reshape((b, n, h, d // h)).transpose((0, 2, 1, 3)).reshape((b * h, n, d // h))
                   for t in F.split(self.qkv(x), num_outputs=3, axis=-1)]
        qp = F.relu(F.dot(q, proj, transpose_b=True)) + 1e-3
        kp = F.relu(F.dot(k, proj, transpose_b=True)) + 1e-3
        num = F.batch_dot(qp, F.batch_dot(kp, v, transpose_a=True))
        den = F.batch_dot(qp, F.sum(kp, axis=1, keepdims=True), transpose_b=True)
        return F.broadcast_div(num, den).reshape((b, h, n, d // h))


Net = ReluPerformer
