"""PatchTST RevIN: per-series mean and stdev over time by keepdims reductions, normalised and affine-transformed by (C,) Parameters reshaped to (1, 1, C) with broadcast ops, a linear forecaster over time, and the statistics restored on the output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3)]


class RevINForecaster(HybridBlock):
    def __init__(self, n_vars=3, pred_len=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.affine_weight = self.params.get("affine_weight", shape=(n_vars,), init="ones")
            self.affine_bias = self.params.get("affine_bias", shape=(n_vars,), init="zeros")
            self.head = nn.Dense(pred_len, flatten=False)

    def hybrid_forward(self, F, x, affine_weight, affine_bias):
        w, b = affine_weight.reshape((1, 1, -1)), affine_bias.reshape((1, 1, -1))
        mean = F.mean(x, axis=1, keepdims=True)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(x, mean)), axis=1, keepdims=True) + self._eps)
        z = F.broadcast_add(F.broadcast_mul(F.broadcast_div(F.broadcast_sub(x, mean), std), w), b)
        y = self.head(z.transpose((0, 2, 1))).transpose((0, 2, 1))
        y = F.broadcast_div(F.broadcast_sub(y, b), w + self._eps * self._eps)
        return F.broadcast_add(F.broadcast_mul(y, std), mean)


Net = RevINForecaster
