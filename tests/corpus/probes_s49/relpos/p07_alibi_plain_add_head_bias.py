"""ALiBi with the bias added by plain operators: `logits + slopes * dist`, a (N, H, L, L) plus a product of the (H, 1, 1) slopes and the (L, L) distances."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, heads=2, length=5, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        pos = np.arange(length)
        slopes = np.array([2 ** (-8.0 * (i + 1) / heads) for i in range(heads)], dtype="float32")
        with self.name_scope():
            self.slopes = self.params.get_constant("slopes", slopes.reshape(heads, 1, 1))
            self.dist = self.params.get_constant("dist", -np.abs(pos[None] - pos[:, None]).astype("float32"))
            self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, slopes, dist):
        qk = self.qk(x).reshape((0, 0, 2, self.heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k = F.split(qk, num_outputs=2, axis=0, squeeze_axis=True)
        logits = F.batch_dot(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True)
        logits = logits.reshape((-4, -1, self.heads, 0, 0))
        return F.softmax(logits + slopes * dist, axis=-1)
