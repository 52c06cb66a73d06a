"""FM second-order term on dense field vectors: the input regrouped into (batch, fields, k) by its own sizes, the sum-square trick, and the result given back a column by the batch size."""
from mxnet.gluon import nn


INPUTS = [(4, 12)]


class Net(nn.HybridBlock):
    def __init__(self, k=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.proj = nn.Dense(12, in_units=12)

    def hybrid_forward(self, F, x):
        b = x.shape[0]
        e = self.proj(x).reshape((b, x.shape[1] // self.k, self.k))
        square_of_sum = F.square(F.sum(e, axis=1))
        sum_of_square = F.sum(e * e, axis=1)
        return 0.5 * F.sum(square_of_sum - sum_of_square, axis=1).reshape((b, 1))
