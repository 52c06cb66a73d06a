"""Children handed to a helper's `**layers`; the helper divides by the first output's `.shape[-1]`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


def project(x, **layers):
    outs = [layer(x) for layer in layers.values()]
    return outs[0] / outs[0].shape[-1] + outs[1]


class KwShape(HybridBlock):
    def __init__(self, dim=4, length=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.bias = self.params.get_constant("bias", np.zeros((length, length), dtype="float32"))
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.k = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, bias):
        return project(x, q=self.q, k=self.k)


Net = KwShape
