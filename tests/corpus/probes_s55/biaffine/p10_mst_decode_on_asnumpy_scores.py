"""Head decoding done in numpy inside the block: `scores.asnumpy()`, numpy argmax, the result wrapped back with `nd.array`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class NumpyDecoder(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dep_mlp = nn.Dense(4, flatten=False, in_units=units)
            self.head_mlp = nn.Dense(4, flatten=False, in_units=units)

    def hybrid_forward(self, F, h):
        scores = F.batch_dot(self.dep_mlp(h), self.head_mlp(h), transpose_b=True)
        s = scores.asnumpy()
        np.fill_diagonal(s[0], -np.inf)
        heads = s.argmax(axis=2).astype("float32")
        return scores, nd.array(heads)


Net = NumpyDecoder
