"""ETSformer's exponential smoothing attention: a learned smoothing weight `alpha = sigmoid(_smoothing_weight)`
(one per head), the weights `alpha * (1 - alpha) ** j` over the lookback (the initial state weighted by `(1 - alpha) **
(j + 1)` with powers from `nd.arange(T)` flipped so the oldest step weighs least), the heads split from
`B, T, D = values.shape`, and the smoothed series as a `batch_dot` of the (H, T, T) lower-triangular weight matrix
built by `nd.arange` differences, masked where the difference is negative."""
from mxnet import init, nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, nhead=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nhead = nhead
        with self.name_scope():
            self._smoothing_weight = self.params.get('_smoothing_weight', shape=(nhead, 1), init=init.Normal(1.0))
            self.v0 = self.params.get('v0', shape=(1, 1, nhead, d_model // nhead), init=init.Normal(1.0))
            self.in_proj = nn.Dense(d_model, in_units=d_model, flatten=False)

    def get_exponential_weight(self, F, T, smoothing_weight):
        powers = nd.arange(T)
        alpha = F.sigmoid(smoothing_weight)
        init_weight = (1 - alpha) ** (F.flip(powers, axis=0) + 1)
        diff = powers.reshape((T, 1)) - powers.reshape((1, T))
        mask = diff >= 0
        matrix = (alpha.reshape((-1, 1, 1)) * ((1 - alpha).reshape((-1, 1, 1)) ** F.abs(diff))) * mask
        return init_weight, matrix

    def hybrid_forward(self, F, values, _smoothing_weight, v0):
        B, T, D = values.shape
        values = self.in_proj(values).reshape((B, T, self.nhead, -1))
        init_weight, matrix = self.get_exponential_weight(F, T, _smoothing_weight)
        values = values.transpose((0, 2, 1, 3)).reshape((B * self.nhead, T, -1))
        matrix = matrix.expand_dims(0).repeat(B, axis=0).reshape((B * self.nhead, T, T))
        output = F.batch_dot(matrix, values).reshape((B, self.nhead, T, -1)).transpose((0, 2, 1, 3))
        output = output + init_weight.transpose().reshape((1, T, self.nhead, 1)) * v0
        return output.reshape((B, T, D))
