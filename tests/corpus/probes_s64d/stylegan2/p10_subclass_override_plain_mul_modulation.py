"""StyleGAN2 `ToRGB` subclass overriding the base class's `modulate(F, weight, style)` with the PyTorch original's plain product `weight.expand_dims(0) * style.reshape((0, 1, -1, 1, 1))`: (1, Cout, Cin, k, k) against (B, 1, Cin, 1, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 5)]


class ModConvBase(HybridBlock):
    def __init__(self, cin=4, cout=3, kernel=1, wdim=5, batch=2, **kwargs):
        super().__init__(**kwargs)
        self._cout, self._k, self._b = cout, kernel, batch
        with self.name_scope():
            self.affine = nn.Dense(cin, in_units=wdim, bias_initializer="ones")
            self.weight = self.params.get("weight", shape=(cout, cin, kernel, kernel))

    def modulate(self, F, weight, style):
        return F.broadcast_mul(weight.expand_dims(0), style.reshape((0, 1, -1, 1, 1)))

    def hybrid_forward(self, F, x, w, weight):
        wmod = self.modulate(F, weight, self.affine(w)).reshape((-3, -2))
        out = F.Convolution(x.reshape((-3, -2)).expand_dims(0), wmod, num_filter=self._b * self._cout, num_group=self._b,
                            kernel=(self._k, self._k), no_bias=True)
        return out.reshape((self._b, self._cout, 0, 0))


class PlainToRGB(ModConvBase):
    def modulate(self, F, weight, style):
        return weight.expand_dims(0) * style.reshape((0, 1, -1, 1, 1))


Net = PlainToRGB
