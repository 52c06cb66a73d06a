"""StyleGAN2 modulated convolution as a module-level helper `modulated_conv2d(F, x, weight, style, batch, **conv_kwargs)` that forwards the convolution's keyword arguments (`kernel`, `pad`, `num_filter`) to `F.Convolution`, the grouped conv's batch given by the caller from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 5)]


def modulated_conv2d(F, x, weight, style, batch, demodulate=True, **conv_kwargs):
    w = F.broadcast_mul(weight.expand_dims(0), style.reshape((0, 1, -1, 1, 1)))
    if demodulate:
        w = F.broadcast_mul(w, F.rsqrt(F.sum(F.square(w), axis=(2, 3, 4), keepdims=True) + 1e-8))
    out = F.Convolution(x.reshape((-3, -2)).expand_dims(0), w.reshape((-3, -2)), num_group=batch,
                        no_bias=True, **conv_kwargs)
    return out.reshape((batch, -1, 0, 0))


class KwargsModConv(HybridBlock):
    def __init__(self, cin=3, cout=4, kernel=3, wdim=5, batch=2, **kwargs):
        super().__init__(**kwargs)
        self._cout, self._k, self._b = cout, kernel, batch
        with self.name_scope():
            self.affine = nn.Dense(cin, in_units=wdim, bias_initializer="ones")
            self.weight = self.params.get("weight", shape=(cout, cin, kernel, kernel))

    def hybrid_forward(self, F, x, w, weight):
        return modulated_conv2d(F, x, weight, self.affine(w), self._b, kernel=(self._k, self._k),
                                pad=(1, 1), num_filter=self._b * self._cout)


Net = KwargsModConv
