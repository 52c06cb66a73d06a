"""`F.split` into query, key and value, unpacked in one assignment."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(12, in_units=4)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=1)
        return F.softmax(q * k, axis=-1) * v
