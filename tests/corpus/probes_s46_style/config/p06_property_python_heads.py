"""A `@property` returning a python int (`num_heads`) is used in a reshape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._dim, self._head_dim = 8, 4
        with self.name_scope():
            self.fc = nn.Dense(self._dim, in_units=8)

    @property
    def num_heads(self):
        return self._dim // self._head_dim

    def hybrid_forward(self, F, x):
        return F.sum(F.reshape(self.fc(x), shape=(-1, self.num_heads, self._head_dim)), axis=1)
