"""StyleGAN2 modulated convolution ported from the PyTorch original: `batch, in_channel, height, width = x.shape`, the grouped convolution's `num_group=batch` and the final reshape `(batch, cout, height, width)` from the input's shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 5)]


class ModulatedConvFromShape(HybridBlock):
    def __init__(self, cin=3, cout=4, kernel=3, wdim=5, **kwargs):
        super().__init__(**kwargs)
        self._cout, self._k = cout, kernel
        with self.name_scope():
            self.affine = nn.Dense(cin, in_units=wdim, bias_initializer="ones")
            self.weight = self.params.get("weight", shape=(cout, cin, kernel, kernel))

    def hybrid_forward(self, F, x, w, weight):
        batch, in_channel, height, width = x.shape
        wmod = F.broadcast_mul(weight.expand_dims(0), self.affine(w).reshape((0, 1, -1, 1, 1)))
        wmod = F.broadcast_mul(wmod, F.rsqrt(F.sum(F.square(wmod), axis=(2, 3, 4), keepdims=True) + 1e-8))
        out = F.Convolution(x.reshape((1, batch * in_channel, height, width)), wmod.reshape((-3, -2)),
                            num_filter=batch * self._cout, num_group=batch, kernel=(self._k, self._k),
                            pad=(self._k // 2, self._k // 2), no_bias=True)
        return out.reshape((batch, self._cout, height, width))


Net = ModulatedConvFromShape
