"""Legal: numpy mode broadcasts `+` in the traced graph too, so the (N, T, T) self-attention scores plus
an (N, 1, T) key-mask row hybridize."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

mx.npx.set_np()

INPUTS = [(2, 5, 4), (2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qk = nn.Dense(8, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, mask):
        q, k = F.np.split(self.qk(x), 2, axis=-1)
        scores = F.npx.batch_dot(q, k, transpose_b=True)
        bias = F.np.expand_dims(mask, 1)
        return scores + bias
