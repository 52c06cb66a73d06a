"""Transformer-XL's relative shift of the position scores (B, Q, K): a zero column padded in front by
`F.zeros((x.shape[0], x.shape[1], 1))`, the padded map read as (B, K + 1, Q), its first row dropped,
and the rest read back as `x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.r = nn.Dense(4, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        bd = F.batch_dot(x, self.r(x), transpose_b=True)
        zero_pad = F.zeros((bd.shape[0], bd.shape[1], 1))
        padded = F.concat(zero_pad, bd, dim=2)
        padded = padded.reshape((bd.shape[0], bd.shape[2] + 1, bd.shape[1]))
        return padded[:, 1:].reshape(bd.shape)
