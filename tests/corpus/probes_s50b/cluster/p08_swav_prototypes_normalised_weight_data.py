"""SwAV-style prototype head that re-normalises the prototype matrix inside the forward pass from `self.prototypes.weight.data()` and scores with `F.dot(z, w, transpose_b=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, dim=5, n_protos=4, temperature=0.1, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=in_units)
            self.prototypes = nn.Dense(n_protos, in_units=dim, use_bias=False)

    def hybrid_forward(self, F, x):
        z = F.L2Normalization(self.proj(x))
        w = F.L2Normalization(self.prototypes.weight.data())
        return F.softmax(F.dot(z, w, transpose_b=True) / self.temperature, axis=1)
