"""DANet's channel attention module: the (c, c) channel energy by batch_dot, the max-minus-energy trick `energy.max(axis=-1, keepdims=True) - energy` broadcast by NDArray's operator, a softmax, and the aggregation reshaped to `x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.beta = self.params.get('beta', shape=(1,), init='ones')

    def hybrid_forward(self, F, x, beta):
        flat = x.reshape((0, 0, -1))
        energy = F.batch_dot(flat, flat, transpose_b=True)
        energy_new = energy.max(axis=-1, keepdims=True) - energy
        att = F.softmax(energy_new, axis=-1)
        out = F.batch_dot(att, flat).reshape(x.shape)
        return F.broadcast_mul(beta, out) + x
