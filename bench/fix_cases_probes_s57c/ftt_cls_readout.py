"""A tabular transformer layer and its readout: scaled dot-product attention over the feature tokens divided by `math.sqrt(q.shape[-1])`, a residual, and the prediction from the CLS token `h[:, 0]`."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.qkv = nn.Dense(12, in_units=4, flatten=False)
            self.norm = nn.LayerNorm(in_channels=4)
            self.head = nn.Dense(1, in_units=4)

    def hybrid_forward(self, F, tokens):
        q, k, v = F.split(self.qkv(tokens), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(q.shape[-1]), axis=-1)
        h = self.norm(tokens + F.batch_dot(att, v))
        return self.head(h[:, 0])
