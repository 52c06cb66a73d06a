"""ALiBi (Press et al.): per-head slopes from the geometric sequence held as a (H, 1, 1) constant, a (L, L) distance constant from numpy, the (H, L, L) bias by `broadcast_mul`, added to the (N, H, L, L) logits by `broadcast_add` after `expand_dims(0)`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


def alibi_slopes(heads):
    start = 2 ** (-8.0 / heads)
    return np.array([start ** (i + 1) for i in range(heads)], dtype="float32").reshape(heads, 1, 1)


class Net(HybridBlock):
    def __init__(self, dim=8, heads=2, length=5, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        pos = np.arange(length)
        with self.name_scope():
            self.slopes = self.params.get_constant("slopes", alibi_slopes(heads))
            self.dist = self.params.get_constant("dist", -np.abs(pos[None] - pos[:, None]).astype("float32"))
            self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, slopes, dist):
        qk = self.qk(x).reshape((0, 0, 2, self.heads, -1)).transpose((2, 0, 3, 1, 4))
        q, k = F.split(qk, num_outputs=2, axis=0, squeeze_axis=True)                  # (N, H, L, d)
        logits = F.batch_dot(q.reshape((-3, 0, 0)), k.reshape((-3, 0, 0)), transpose_b=True)
        logits = logits.reshape((-4, -1, self.heads, 0, 0))
        bias = F.broadcast_mul(slopes, dist.expand_dims(0))
        return F.softmax(F.broadcast_add(logits, bias.expand_dims(0)), axis=-1)
