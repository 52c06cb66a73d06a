"""Factorization-machine interaction over dense field values, one latent vector per field."""
from mxnet.gluon import nn

INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, num_fields=6, factors=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.linear = nn.Dense(1, in_units=num_fields)
            self.v = self.params.get('v', shape=(num_fields, factors))

    def hybrid_forward(self, F, x, v):
        # (B, fields, 1) * (1, fields, k)
        emb = F.broadcast_mul(x.reshape((x.shape[0], x.shape[1], 1)), v.expand_dims(0))
        square_of_sum = F.square(F.sum(emb, axis=1))
        sum_of_square = F.sum(F.square(emb), axis=1)
        inter = 0.5 * F.sum(square_of_sum - sum_of_square, axis=1, keepdims=True)
        return self.linear(x) + inter
