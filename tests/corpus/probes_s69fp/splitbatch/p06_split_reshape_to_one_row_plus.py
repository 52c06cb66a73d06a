"""The parts of a last-axis split reshaped to one row (1, N*L*C) before a plain `+` with each other
and a (1, ...) mean: axis 0 is 1 on both sides after the reshape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(8, flatten=False)

    def hybrid_forward(self, F, x):
        a, b = F.split(self.proj(x), num_outputs=2, axis=-1)
        flat_a = F.reshape(a, shape=(1, -1))
        flat_b = F.reshape(b, shape=(1, -1))
        return flat_a + flat_b + F.mean(flat_a, axis=0, keepdims=True)
